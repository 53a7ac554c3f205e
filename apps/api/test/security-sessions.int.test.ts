import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, sessionMessages } from '@cp/contract';
import { schema } from '@cp/db';
import { describeDevice } from '../src/modules/auth/sessions';
import { runHousekeeping } from '../src/platform/housekeeping';
import { createUser } from '../src/modules/users/repository';
import { startTestApp, type TestApp } from './helpers';
import { lastMailTo, tokenFrom } from './mailbox';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SESSION_IDLE_DAYS: '30', SESSION_TTL_DAYS: '90' });
});
afterAll(async () => t?.close());

let n = 0;
async function person() {
  n += 1;
  const username = `device.user${n}`;
  await createUser(t.ctx.db, { username, email: `${username}@school.example.org`, password: 'device password', emailVerified: true });
  const loginFrom = async (userAgent: string, ip: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: { username, password: 'device password' }, headers: { 'user-agent': userAgent }, remoteAddress: ip });
    return res.json().data.token as string;
  };
  return { username, loginFrom };
}
const call = (token: string, url: string, method: 'GET' | 'POST' | 'DELETE' = 'GET', payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Token ${token}` }, payload });

describe('Profile › Security: active sessions', () => {
  it('lists each login with its device, address and last use, marking the current one, and never a token', async () => {
    const p = await person();
    const laptop = await p.loginFrom(CHROME, '198.51.100.10');
    const phone = await p.loginFrom(SAFARI, '198.51.100.20');
    const res = await call(laptop, '/auth/sessions');
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { device: string; ip: string; current: boolean }[];
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.current)).toMatchObject({ device: 'Chrome 131 on Windows', ip: '198.51.100.10' });
    expect(list.find((s) => !s.current)).toMatchObject({ device: 'Safari 17 on iOS', ip: '198.51.100.20' });
    expect(res.body).not.toContain(laptop);
    expect(res.body).not.toContain(phone);
  });

  it("'log out everywhere else' ends every other session and keeps this one", async () => {
    const p = await person();
    const keep = await p.loginFrom(CHROME, '198.51.100.30');
    const others = [await p.loginFrom(SAFARI, '198.51.100.31'), await p.loginFrom(CHROME, '198.51.100.32')];
    const res = await call(keep, '/auth/sessions/end-others', 'POST');
    expect(res.json()).toMatchObject({ status: true, data: { count: 2 }, message: sessionMessages.endedOthers(2) });
    for (const token of others) expect((await call(token, '/user/info?username=me')).statusCode).toBe(401);
    expect((await call(keep, '/user/info?username=me')).statusCode).toBe(200);
  });

  it("ends one chosen session; another person's session id is 'not found', the current one must use Logout", async () => {
    const a = await person();
    const b = await person();
    const aToken = await a.loginFrom(CHROME, '198.51.100.40');
    const aPhone = await a.loginFrom(SAFARI, '198.51.100.41');
    const bToken = await b.loginFrom(CHROME, '198.51.100.42');
    const ids = (await call(aToken, '/auth/sessions')).json().data as { id: number; current: boolean }[];
    const phoneId = ids.find((s) => !s.current)!.id;
    const bId = ((await call(bToken, '/auth/sessions')).json().data as { id: number }[])[0]!.id;

    const foreign = await call(aToken, `/auth/sessions/${bId}`, 'DELETE');
    expect(foreign.statusCode).toBe(404);
    expect((await call(bToken, '/user/info?username=me')).statusCode).toBe(200);
    const own = await call(aToken, `/auth/sessions/${ids.find((s) => s.current)!.id}`, 'DELETE');
    expect(own.json().message).toBe(sessionMessages.useLogout);
    expect((await call(aToken, `/auth/sessions/${phoneId}`, 'DELETE')).statusCode).toBe(200);
    expect((await call(aPhone, '/user/info?username=me')).statusCode).toBe(401);
  });
});

describe('session lifetime', () => {
  it('lists only live sessions: not one past its idle limit or its absolute end', async () => {
    const p = await person();
    const current = await p.loginFrom(CHROME, '198.51.100.70');
    await p.loginFrom(SAFARI, '198.51.100.71');
    await p.loginFrom(SAFARI, '198.51.100.72');
    await t.ctx.db.update(schema.sessions).set({ lastSeenAt: new Date(Date.now() - 31 * 86_400_000) }).where(eq(schema.sessions.ip, '198.51.100.71'));
    await t.ctx.db.update(schema.sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.sessions.ip, '198.51.100.72'));
    const listed = (await call(current, '/auth/sessions')).json().data as { ip: string; current: boolean }[];
    expect(listed.map((s) => [s.ip, s.current])).toEqual([['198.51.100.70', true]]);
  });

  it('a session unused for longer than SESSION_IDLE_DAYS ends, even before its absolute end', async () => {
    const p = await person();
    const token = await p.loginFrom(CHROME, '198.51.100.50');
    const other = await p.loginFrom(SAFARI, '198.51.100.51');
    const [row] = await t.ctx.db.select().from(schema.sessions).where(eq(schema.sessions.ip, '198.51.100.50'));
    await t.ctx.db.update(schema.sessions).set({ lastSeenAt: new Date(Date.now() - 31 * 86_400_000) }).where(eq(schema.sessions.id, row!.id));
    expect((await call(token, '/user/info?username=me')).statusCode).toBe(401);
    expect((await runHousekeeping(t.ctx)).sessions).toBeGreaterThanOrEqual(1);
    expect(await t.ctx.db.$count(schema.sessions, eq(schema.sessions.id, row!.id))).toBe(0);
    // Housekeeping removes only what is no longer live.
    expect(await t.ctx.db.$count(schema.sessions, eq(schema.sessions.ip, '198.51.100.51'))).toBe(1);
    expect((await call(other, '/user/info?username=me')).statusCode).toBe(200);
  });

  it('use keeps a session alive: last use is recorded (at most once a minute)', async () => {
    const p = await person();
    const token = await p.loginFrom(CHROME, '198.51.100.60');
    const old = new Date(Date.now() - 10 * 86_400_000);
    await t.ctx.db.update(schema.sessions).set({ lastSeenAt: old }).where(eq(schema.sessions.ip, '198.51.100.60'));
    expect((await call(token, '/user/info?username=me')).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(schema.sessions).where(eq(schema.sessions.ip, '198.51.100.60'));
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a password change ends the other sessions and voids reset links sent before it', async () => {
    const p = await person();
    const here = await p.loginFrom(CHROME, '198.51.100.70');
    const there = await p.loginFrom(SAFARI, '198.51.100.71');
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: `${p.username}@school.example.org` }, remoteAddress: '198.51.100.72' });
    const link = tokenFrom(await lastMailTo(t.dataDir, `${p.username}@school.example.org`, 'Reset'), 'reset');
    expect((await call(here, '/auth/password', 'POST', { old_pass: 'device password', new_pass: 'a newer device password' })).statusCode).toBe(200);
    expect((await call(there, '/user/info?username=me')).statusCode).toBe(401);
    expect((await call(here, '/user/info?username=me')).statusCode).toBe(200);
    const reset = await t.app.inject({ method: 'POST', url: `/api/v1/auth/reset-password/${link}`, payload: { new_pass: 'someone else wants in' } });
    expect(reset.json().message).toBe(accountMessages.tokenInvalid);
  });
});

describe('describeDevice', () => {
  it('names browser and system, and copes with no or odd user agents', () => {
    expect(describeDevice(CHROME)).toBe('Chrome 131 on Windows');
    expect(describeDevice(null)).toBe('Unknown device');
    expect(describeDevice('curl/8.5.0').length).toBeGreaterThan(0);
  });
});

describe('bad input on the session calls', () => {
  it('refuses ids that are not session ids with 400, and an unknown one with 404, always in the envelope', async () => {
    const p = await person();
    const token = await p.loginFrom(CHROME, '198.51.100.80');
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await call(token, `/auth/sessions/${id}`, 'DELETE');
      expect(res.statusCode, id).toBe(400);
      expect(res.json().status).toBe(false);
    }
    expect((await call(token, '/auth/sessions/2147483647', 'DELETE')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/auth/sessions' })).statusCode).toBe(401);
  });

  it('refuses a current password or Google token of the wrong type or length on an e-mail change', async () => {
    const p = await person();
    const token = await p.loginFrom(CHROME, '198.51.100.81');
    for (const body of [{ current_password: 12345 }, { current_password: 'x'.repeat(201) }, { google_token: ['a'] }, { google_token: 'y'.repeat(5001) }]) {
      const res = await call(token, '/user/info/update', 'POST', { email: 'elsewhere@school.example.org', ...body });
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json().status).toBe(false);
    }
  });
});
