import { useEffect } from 'react';
import { Box } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { AppHeader } from './AppHeader';
import { WebFooter } from './WebFooter';
import { resolveRedirect } from './guards';

/** Applies the route guards, then renders header, page and footer. */
export function RootLayout() {
  const { user, logout } = useSession();
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  const target = resolveRedirect(pathname, user);
  if (target) return <Navigate to={target} replace />;

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <AppHeader user={user} onLogout={() => void logout()} />
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <WebFooter />
    </Box>
  );
}
