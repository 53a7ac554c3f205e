/**
 * Who may open a page, declared on its route (`handle: { access }`), so a new page is protected
 * unless its definition says otherwise:
 * - `protected` (the default): needs a session;
 * - `public`: anyone;
 * - `guest`: logged-out people only (landing, login, sign-up); a session is sent home.
 */
export type RouteAccess = 'protected' | 'public' | 'guest';

export interface RouteHandle {
  access?: RouteAccess;
}

/** The access of a matched route from its `handle` (react-router's `useMatches()` / `matchRoutes()`). */
export const accessOf = (handle: unknown): RouteAccess => (handle as RouteHandle | undefined)?.access ?? 'protected';

export const publicRoute: RouteHandle = { access: 'public' };
export const guestRoute: RouteHandle = { access: 'guest' };
