import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accessOf } from '@cp/ui';
import { resolveAdminRedirect as resolve } from './guards';
import { routes } from './routes';

/** The screens spec 3 §2 puts behind the login (all exact). */
const ADMIN_PROTECTED = ['/dashboard', '/users', '/subjects', '/minigames', '/contact', '/faq', '/legal', '/audit'];
/** What AdminLayout does: the access the matched route declares. */
const resolveAdminRedirect = (path: string, loggedIn: boolean) => resolve(path, accessOf(matchRoutes(routes, path)?.at(-1)?.route.handle), loggedIn);

describe('resolveAdminRedirect', () => {
  it('/ goes to /dashboard when logged in, otherwise /login', () => {
    expect(resolveAdminRedirect('/', true)).toBe('/dashboard');
    expect(resolveAdminRedirect('/', false)).toBe('/login');
  });

  it('/login stays when logged out and goes to /dashboard when logged in', () => {
    expect(resolveAdminRedirect('/login', false)).toBeNull();
    expect(resolveAdminRedirect('/login', true)).toBe('/dashboard');
  });

  it.each(ADMIN_PROTECTED)('%s needs a session', (path) => {
    expect(resolveAdminRedirect(path, false)).toBe('/login');
    expect(resolveAdminRedirect(path, true)).toBeNull();
    expect(resolveAdminRedirect(`${path}/`, false)).toBe('/login');
  });

  it('unknown paths stay (Page Not Found), logged in or not', () => {
    for (const path of ['/nope', '/dashboard/extra', '/users/1', '/subject', '/admin']) {
      expect(resolveAdminRedirect(path, false)).toBeNull();
      expect(resolveAdminRedirect(path, true)).toBeNull();
    }
  });

  it('a route that declares nothing is protected (new screens are safe by default)', () => {
    expect(accessOf(undefined)).toBe('protected');
    expect(accessOf({})).toBe('protected');
  });
});
