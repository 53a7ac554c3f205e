import { Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import { PageShell, useRouteAccess, useScrollToTopOnNavigate } from '@cp/ui';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session';
import { AppHeader } from './AppHeader';
import { WebFooter } from './WebFooter';
import { resolveRedirect } from './guards';

/** Applies the route guards, then renders header, page and footer. */
export function RootLayout() {
  const { user, logout } = useSession();
  const pathname = useScrollToTopOnNavigate();
  const access = useRouteAccess();

  const target = resolveRedirect(pathname, access, user);
  if (target) return <Navigate to={target} replace />;

  return (
    <PageShell header={<AppHeader user={user} onLogout={() => void logout()} />} footer={<WebFooter />}>
      <Suspense
        fallback={
          <Center py={80}>
            <Loader aria-label="Loading page" />
          </Center>
        }
      >
        <Outlet />
      </Suspense>
    </PageShell>
  );
}
