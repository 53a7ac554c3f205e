import { lazy, Suspense, useEffect } from 'react';
import { GuardRedirect, PageShell, useRouteAccess, useScrollToTopOnNavigate, Loading } from '@cp/ui';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useSession } from '../lib/session';
import { AppHeader } from './AppHeader';
import { WebFooter } from './WebFooter';
import { endLogout, forgetReturn, pendingReturn, rememberReturn, resolveRedirect, startLogout } from './guards';

const VerifyBanner = lazy(async () => ({ default: (await import('../features/auth/VerifyBanner')).VerifyBanner }));

/** Applies the route guards, then renders header, page and footer. */
export function RootLayout() {
  const { user, logout } = useSession();
  const endSession = () => {
    // A deliberate logout returns nowhere later: the page being left is not remembered.
    startLogout();
    void logout();
  };
  const pathname = useScrollToTopOnNavigate();
  // The next page's chunk is on its way (the router loads it before switching pages).
  const switching = useNavigation().state === 'loading';
  const access = useRouteAccess();

  const { search } = useLocation();
  const here = pathname + search;
  const returnTo = pendingReturn();
  const target = resolveRedirect(pathname, access, user, returnTo);
  // Arrived where the visitor wanted to go: nothing left to return to.
  useEffect(() => {
    if (user) endLogout();
    if (user && returnTo === here) forgetReturn();
  }, [user, returnTo, here]);
  if (target) {
    if (!user && access === 'protected') rememberReturn(here);
    return <GuardRedirect to={target} />;
  }

  return (
    <PageShell header={<AppHeader user={user} onLogout={endSession} />} footer={<WebFooter />}>
      {switching && <div className="route-progress" aria-hidden />}
      {user && (
        <Suspense fallback={null}>
          <VerifyBanner />
        </Suspense>
      )}
      <Suspense
        fallback={
          <Loading label="Loading page" />
        }
      >
        <Outlet />
      </Suspense>
    </PageShell>
  );
}
