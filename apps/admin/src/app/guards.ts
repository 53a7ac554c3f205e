import type { RouteAccess } from '@cp/ui';

/** Where the back-office guards send people; who may open a screen is declared on its route (routes.tsx). */
export const ADMIN_HOME = '/dashboard';
export const ADMIN_LOGIN = '/login';

function normalize(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Where to go instead of `path` (a route with `access`), or null to stay: `/` → /dashboard when
 * logged in, otherwise /login; a guest screen (/login) → /dashboard when logged in; a protected
 * screen → /login when logged out. Public screens (404) stay.
 */
export function resolveAdminRedirect(path: string, access: RouteAccess, loggedIn: boolean): string | null {
  if (normalize(path) === '/') return loggedIn ? ADMIN_HOME : ADMIN_LOGIN;
  if (access === 'guest') return loggedIn ? ADMIN_HOME : null;
  if (access === 'protected' && !loggedIn) return ADMIN_LOGIN;
  return null;
}
