import { Navigate, useLocation } from 'react-router';

/**
 * A layout guard's redirect, run once for every arrival: keyed by the location's key, which each
 * navigation gets anew, even back to the same path. Router updates render as transitions, so
 * / → /login → / can reach the screen as one / whose redirect already ran; keyed by the path it
 * would then do nothing, on a blank page.
 */
export function GuardRedirect({ to }: { to: string }) {
  const { key } = useLocation();
  return <Navigate key={key} to={to} replace />;
}
