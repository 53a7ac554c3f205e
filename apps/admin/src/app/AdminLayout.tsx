import { useEffect } from 'react';
import { accessOf, PageShell } from '@cp/ui';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useSession } from '../lib/session';
import { AdminFooter } from './AdminFooter';
import { AdminHeader } from './AdminHeader';
import { resolveAdminRedirect } from './guards';

export function AdminLayout() {
  const { user, logout } = useSession();
  const { pathname } = useLocation();
  const access = accessOf(useMatches().at(-1)?.handle);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  const target = resolveAdminRedirect(pathname, access, user !== null);
  if (target) return <Navigate to={target} replace />;

  return (
    <PageShell header={<AdminHeader session={user} onLogout={() => void logout()} />} footer={<AdminFooter />}>
      <Outlet />
    </PageShell>
  );
}
