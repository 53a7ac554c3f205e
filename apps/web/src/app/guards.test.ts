import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accessOf } from '@cp/ui';
import { isAppPath, resolveRedirect as resolve, type GuardUser } from './guards';
import { routes } from './routes';

/** The access the route definitions declare for a path (what RootLayout reads through useMatches). */
const accessAt = (path: string) => accessOf(matchRoutes(routes, path)?.at(-1)?.route.handle);
const isProtectedPath = (path: string) => accessAt(path) === 'protected';
const resolveRedirect = (path: string, user: GuardUser | null) => resolve(path, accessAt(path), user);

const complete = { profile_complete: true };
const incomplete = { profile_complete: false };

const protectedPaths = [
  '/subject',
  '/subject/',
  '/subject/add',
  '/subject/detail/ABC123',
  '/subject/detail/ABC123/content',
  '/subject/detail/ABC123/content/7',
  '/subject/ABC123/42/question',
  '/browse',
  '/task',
  '/updates',
  '/notification',
  '/search',
  '/search/entry',
  '/search/user',
  '/profile/me',
  '/profile/me/setting',
  '/profile/alice/activity',
  '/completion',
  '/chapter/add/ABC123',
  '/diagnostic/ABC123/3',
];

const publicPaths = [
  '/',
  '/login',
  '/register',
  '/forgot',
  '/reset/some-token',
  '/verify/some-token',
  '/faq',
  '/tos',
  '/privacy',
  '/cookie',
  '/contact',
  '/not-found',
  '/no/such/page',
];

describe('isProtectedPath', () => {
  it.each(protectedPaths)('%s is protected', (path) => expect(isProtectedPath(path)).toBe(true));
  it.each(publicPaths)('%s is public', (path) => expect(isProtectedPath(path)).toBe(false));
});

describe('resolveRedirect: logged out', () => {
  it.each(protectedPaths)('%s → /', (path) => expect(resolveRedirect(path, null)).toBe('/'));
  it.each(publicPaths)('%s stays', (path) => expect(resolveRedirect(path, null)).toBeNull());
});

describe('resolveRedirect: logged in, complete profile', () => {
  it.each(['/', '/login', '/register', '/login/'])('%s → /subject', (path) =>
    expect(resolveRedirect(path, complete)).toBe('/subject'),
  );
  it('/completion → /subject', () => expect(resolveRedirect('/completion', complete)).toBe('/subject'));
  it.each(protectedPaths.filter((p) => p !== '/completion'))('%s stays', (path) =>
    expect(resolveRedirect(path, complete)).toBeNull(),
  );
  it.each(['/faq', '/tos', '/contact', '/forgot', '/not-found', '/unknown'])('public %s stays', (path) =>
    expect(resolveRedirect(path, complete)).toBeNull(),
  );
});

describe('resolveRedirect: logged in, incomplete profile', () => {
  it.each(protectedPaths.filter((p) => p !== '/completion'))('%s → /completion', (path) =>
    expect(resolveRedirect(path, incomplete)).toBe('/completion'),
  );
  it('stays on /completion', () => expect(resolveRedirect('/completion', incomplete)).toBeNull());
  it.each(['/', '/login', '/register'])('%s → /completion (via /subject)', (path) =>
    expect(resolveRedirect(path, incomplete)).toBe('/completion'),
  );
  it.each(['/faq', '/tos', '/privacy', '/cookie', '/contact', '/not-found'])('public %s stays', (path) =>
    expect(resolveRedirect(path, incomplete)).toBeNull(),
  );
});

describe('returning to the page a logged-out visitor wanted', () => {
  const wanted = '/subject/detail/ABC123/contributor';
  it('after login, a complete profile goes to that page instead of /subject', () => {
    expect(resolve('/login', 'guest', complete, wanted)).toBe(wanted);
    expect(resolve('/completion', 'protected', complete, wanted)).toBe(wanted);
  });
  it('an incomplete profile completes it first', () => {
    expect(resolve('/login', 'guest', incomplete, wanted)).toBe('/completion');
  });
  it('only paths of this app are returned to', () => {
    expect(isAppPath(wanted)).toBe(true);
    expect(isAppPath('//evil.example.org/x')).toBe(false);
    expect(isAppPath('/\\evil.example.org')).toBe(false);
    expect(isAppPath('https://evil.example.org')).toBe(false);
  });
});
