import { Suspense } from 'react';
import { Loading, PageShell, useRouteAccess, useScrollToTopOnNavigate } from '@cp/ui';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { AdminFooter } from './AdminFooter';
import { AdminHeader } from './AdminHeader';
import { resolveAdminRedirect } from './guards';

export function AdminLayout() {
  const { user, logout } = useSession();
  const pathname = useScrollToTopOnNavigate();
  const access = useRouteAccess();
  const { key: arrival } = useLocation();

  const target = resolveAdminRedirect(pathname, access, user !== null);
  // Keyed by the arrival (every navigation has its own key, even back to the same path), so a guard's
  // redirect runs on each one. Router updates render as transitions: / → /login → / can reach the
  // screen as one / whose Navigate already ran, which would otherwise do nothing on a blank page.
  if (target) return <Navigate key={arrival} to={target} replace />;

  return (
    <PageShell header={<AdminHeader session={user} onLogout={() => void logout()} />} footer={<AdminFooter />}>
      <Suspense fallback={<Loading label="Loading the screen" />}>
        <Outlet />
      </Suspense>
    </PageShell>
  );
}
