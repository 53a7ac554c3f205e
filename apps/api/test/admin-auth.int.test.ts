import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@cp/contract';
import { startTestApp, userWithToken, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'a strong admin password' });
});
afterAll(async () => t?.close());

const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/v1/admin/auth/login', payload: { username, password } });

describe('admin login', () => {
  it('logs the configured administrator in and out', async () => {
    const res = await login('ops', 'a strong admin password');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'ops', full_name: expect.any(String), token: expect.any(String) });
    const headers = { authorization: `Token ${res.json().data.token}` };
    expect((await t.app.inject({ url: '/api/v1/admin/auth/logout', headers })).json().status).toBe(true);
    expect((await t.app.inject({ url: '/api/v1/admin/auth/logout', headers })).statusCode).toBe(401);
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
    expect((await t.app.inject({ url: '/api/v1/admin/auth/logout', headers: auth })).statusCode).toBe(401);
    const admin = (await login('ops', 'a strong admin password')).json().data;
    const asUser = await t.app.inject({ url: '/api/v1/categories/menu', headers: { authorization: `Token ${admin.token}` } });
    expect(asUser.statusCode).toBe(401);
  });
});
