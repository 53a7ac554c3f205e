import { describe, expect, it } from 'vitest';
import { ADMIN_PROTECTED, resolveAdminRedirect } from './guards';

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
});
