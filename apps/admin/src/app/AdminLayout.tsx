import { Suspense } from 'react';
import { GuardRedirect, Loading, PageShell, useRouteAccess, useScrollToTopOnNavigate } from '@cp/ui';
import { Outlet } from 'react-router';
import { useSession } from '../lib/session';
import { AdminFooter } from './AdminFooter';
import { AdminHeader } from './AdminHeader';
import { resolveAdminRedirect } from './guards';

export function AdminLayout() {
  const { user, logout } = useSession();
  const pathname = useScrollToTopOnNavigate();
  const access = useRouteAccess();

  const target = resolveAdminRedirect(pathname, access, user !== null);
  if (target) return <GuardRedirect to={target} />;

  return (
    <PageShell header={<AdminHeader session={user} onLogout={() => void logout()} />} footer={<AdminFooter />}>
      <Suspense fallback={<Loading label="Loading the screen" />}>
        <Outlet />
      </Suspense>
    </PageShell>
  );
}
