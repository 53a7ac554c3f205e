import { Suspense } from 'react';
import { Loading, PageShell, useRouteAccess, useScrollToTopOnNavigate } from '@cp/ui';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session';
import { AdminFooter } from './AdminFooter';
import { AdminHeader } from './AdminHeader';
import { resolveAdminRedirect } from './guards';

export function AdminLayout() {
  const { user, logout } = useSession();
  const pathname = useScrollToTopOnNavigate();
  const access = useRouteAccess();

  const target = resolveAdminRedirect(pathname, access, user !== null);
  // Keyed by the path, so a guard's redirect runs again on every page it is reached on: a navigation
  // racing it (a call that lost its session while Logout ended it sends the browser to /) would
  // otherwise leave a Navigate whose target did not change, which does nothing, on a blank page.
  if (target) return <Navigate key={pathname} to={target} replace />;

  return (
    <PageShell header={<AdminHeader session={user} onLogout={() => void logout()} />} footer={<AdminFooter />}>
      <Suspense fallback={<Loading label="Loading the screen" />}>
        <Outlet />
      </Suspense>
    </PageShell>
  );
}
