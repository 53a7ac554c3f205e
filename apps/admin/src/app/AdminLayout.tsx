import { useEffect } from 'react';
import { Box } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { AdminFooter } from './AdminFooter';
import { AdminHeader } from './AdminHeader';
import { resolveAdminRedirect } from './guards';

export function AdminLayout() {
  const { user, logout } = useSession();
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  const target = resolveAdminRedirect(pathname, user !== null);
  if (target) return <Navigate to={target} replace />;

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <AdminHeader session={user} onLogout={() => void logout()} />
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <AdminFooter />
    </Box>
  );
}
