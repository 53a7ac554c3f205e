/** The back-office screens that need an administrator session (spec 3 §2; all exact). */
export const ADMIN_PROTECTED = ['/dashboard', '/users', '/subjects', '/minigames', '/contact', '/faq', '/legal'] as const;

export const ADMIN_HOME = '/dashboard';
export const ADMIN_LOGIN = '/login';

function normalize(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '' ? '/' : trimmed;
}

export function isAdminProtected(path: string): boolean {
  return (ADMIN_PROTECTED as readonly string[]).includes(normalize(path));
}

/**
 * Where to go instead of `path`, or null to stay:
 * `/` → /dashboard when logged in, otherwise /login; `/login` → /dashboard when logged in;
 * a protected screen → /login when logged out. Anything else (404) stays.
 */
export function resolveAdminRedirect(path: string, loggedIn: boolean): string | null {
  const p = normalize(path);
  if (p === '/') return loggedIn ? ADMIN_HOME : ADMIN_LOGIN;
  if (p === ADMIN_LOGIN) return loggedIn ? ADMIN_HOME : null;
  if (isAdminProtected(p) && !loggedIn) return ADMIN_LOGIN;
  return null;
}
