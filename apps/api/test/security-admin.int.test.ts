import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, messages } from '@cp/contract';
import { ADMIN_LOGIN_RULES } from '../src/modules/admin-auth/service';
import { startTestApp, userWithToken, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'a strong admin password' });
});
afterAll(async () => t?.close());

const login = (username: string, password: string) => t.admin.inject({ method: 'POST', url: '/api/v1/admin/auth/login', payload: { username, password } });

describe('admin login', () => {
  it('logs the configured administrator in and out', async () => {
    const res = await login('ops', 'a strong admin password');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'ops', full_name: expect.any(String), token: expect.any(String) });
    const headers = { authorization: `Token ${res.json().data.token}` };
    expect((await t.admin.inject({ url: '/api/v1/admin/auth/logout', headers })).json().status).toBe(true);
    expect((await t.admin.inject({ url: '/api/v1/admin/auth/logout', headers })).statusCode).toBe(401);
  });

  it('refuses a wrong password and an unknown admin alike', async () => {
    for (const [u, p] of [['ops', 'nope'], ['ghost', 'a strong admin password']] as const) {
      const res = await login(u, p);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: false, data: null, message: messages.loginFailed });
    }
  });

  it('keeps users and administrators apart', async () => {
    const { user, auth } = await userWithToken(t, { password: 'user password 1' });
    expect((await login(user.username, 'user password 1')).statusCode).toBe(401);
    expect((await t.admin.inject({ url: '/api/v1/admin/auth/logout', headers: auth })).statusCode).toBe(401);
    const admin = (await login('ops', 'a strong admin password')).json().data;
    const asUser = await t.admin.inject({ url: '/api/v1/categories/menu', headers: { authorization: `Token ${admin.token}` } });
    expect(asUser.statusCode).toBe(401);
  });
});

describe('attacks on the back-office', () => {
  it('admin API on the public port: every /admin route answers 404 there', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/auth/login', payload: { username: 'ops', password: 'a strong admin password' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe(false);
    expect((await t.app.inject({ url: '//api/v1/admin/auth/logout' })).statusCode).toBe(404);
  });

  it('password guessing on one admin account: the sixth try in a window is refused with 429, even with the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await login('ops', `guess ${i}`)).statusCode).toBe(401);
    const res = await login('ops', 'a strong admin password');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ status: false, message: expect.stringContaining(accountMessages.loginThrottled) });
  });

  it('parallel guessing from one address: no more than the per-address limit gets a password check', async () => {
    const guesses = await Promise.all(Array.from({ length: 40 }, (_, i) => login(`nobody${i}`, 'guess')));
    const counts = guesses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});
    expect(counts[401]).toBeLessThanOrEqual(ADMIN_LOGIN_RULES.ip.limit);
    expect(counts[429]).toBeGreaterThanOrEqual(40 - ADMIN_LOGIN_RULES.ip.limit);
  });
});
