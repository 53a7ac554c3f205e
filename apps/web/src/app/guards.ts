import { matchPath } from 'react-router';

/** Routes that need a session (spec 1 §2, spec 3 §2). Everything else is public. */
export const PROTECTED_ROUTES = [
  '/subject',
  '/subject/add',
  '/subject/detail/:code/*',
  '/subject/:code/:mg/question',
  '/browse',
  '/task',
  '/updates',
  '/notification',
  '/search',
  '/search/entry',
  '/search/user',
  '/profile/:username/*',
  '/completion',
  '/chapter/add/:code',
  '/diagnostic/:code/:mg',
] as const;

/** Public pages a logged-in user is sent away from. */
const LOGGED_OUT_ONLY = ['/', '/login', '/register'] as const;

export const HOME_LOGGED_IN = '/subject';
export const COMPLETION_PATH = '/completion';
export const HOME_LOGGED_OUT = '/';

function normalize(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '' ? '/' : trimmed;
}

export function isProtectedPath(path: string): boolean {
  const p = normalize(path);
  return PROTECTED_ROUTES.some((pattern) => matchPath({ path: pattern, end: true }, p) !== null);
}

export interface GuardUser {
  profile_complete: boolean;
}

/**
 * Where a visitor on `path` must go instead, or null to stay:
 * - logged out on a protected route → `/`;
 * - logged in on `/`, `/login`, `/register` → `/subject` (or `/completion` while the profile is incomplete);
 * - logged in with an incomplete profile on any protected route → `/completion`;
 * - logged in with a complete profile on `/completion` → `/subject`.
 */
export function resolveRedirect(path: string, user: GuardUser | null): string | null {
  const p = normalize(path);
  if (!user) return isProtectedPath(p) ? HOME_LOGGED_OUT : null;

  const home = user.profile_complete ? HOME_LOGGED_IN : COMPLETION_PATH;
  if ((LOGGED_OUT_ONLY as readonly string[]).includes(p)) return home;
  if (p === COMPLETION_PATH) return user.profile_complete ? HOME_LOGGED_IN : null;
  if (!user.profile_complete && isProtectedPath(p)) return COMPLETION_PATH;
  return null;
}
