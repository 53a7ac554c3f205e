import type { RouteAccess } from '@cp/ui';

/** Where the guards send people (spec 1 §2, spec 3 §2); who may open a page is declared on its route (routes.tsx). */
export const HOME_LOGGED_IN = '/subject';
export const COMPLETION_PATH = '/completion';
export const HOME_LOGGED_OUT = '/';

function normalize(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '' ? '/' : trimmed;
}

export interface GuardUser {
  profile_complete: boolean;
}

const RETURN_KEY = 'cp.return-to';

/** Only a path of this app (never `//host` or a full URL) may be returned to. */
export const isAppPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/** Set by a deliberate logout: the page being left is not one to come back to. Cleared by the next login. */
let loggingOut = false;
export const startLogout = () => {
  loggingOut = true;
  forgetReturn();
};
export const endLogout = () => {
  loggingOut = false;
};

/** Remembers, for this tab, the page a logged-out visitor wanted, to return there after login. */
export function rememberReturn(path: string) {
  if (loggingOut) return;
  try {
    if (isAppPath(path)) sessionStorage.setItem(RETURN_KEY, path);
  } catch {
    /* storage blocked: after login the user lands on the home page */
  }
}

export function pendingReturn(): string | null {
  try {
    const path = sessionStorage.getItem(RETURN_KEY);
    return path && isAppPath(path) ? path : null;
  } catch {
    return null;
  }
}

export function forgetReturn() {
  try {
    sessionStorage.removeItem(RETURN_KEY);
  } catch {
    /* nothing remembered */
  }
}

/**
 * Where a visitor on `path` (a route with `access`) must go instead, or null to stay. `returnTo` is the
 * page a logged-out visitor wanted; a user with a complete profile goes there instead of `/subject`.
 *
 * - logged out on a protected route → `/`;
 * - logged in on a guest route (`/`, `/login`, `/register`) → `/subject` (or `/completion` while the profile is incomplete);
 * - logged in with an incomplete profile on any protected route → `/completion`;
 * - logged in with a complete profile on `/completion` → `/subject`.
 */
export function resolveRedirect(path: string, access: RouteAccess, user: GuardUser | null, returnTo: string | null = null): string | null {
  const p = normalize(path);
  if (!user) return access === 'protected' ? HOME_LOGGED_OUT : null;

  const home = user.profile_complete ? (returnTo ?? HOME_LOGGED_IN) : COMPLETION_PATH;
  if (access === 'guest') return home;
  if (p === COMPLETION_PATH) return user.profile_complete ? home : null;
  if (!user.profile_complete && access === 'protected') return COMPLETION_PATH;
  return null;
}
