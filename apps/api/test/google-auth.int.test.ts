import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@cp/contract';
import { schema } from '@cp/db';
import { b64, GOOGLE_CLIENT_ID as CLIENT_ID, idToken, trustedGoogleKey, trustTestGoogleKey } from './google-tokens';
import { startTestApp, userWithToken, type TestApp } from './helpers';

const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });

let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  t = await startTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID });
  trustTestGoogleKey(t);
  off = await startTestApp();
});
afterAll(async () => {
  await t?.close();
  await off?.close();
});

const google = (app: TestApp, payload: object) => app.app.inject({ method: 'POST', url: '/api/v1/auth/login/google', payload });

describe('POST /auth/login/google', () => {
  it('is unavailable, and the client id unpublished, when GOOGLE_CLIENT_ID is unset', async () => {
    const res = await google(off, { googleId: '1', tokenId: idToken({ sub: '1', email: 'a@b.org' }) });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(accountMessages.googleUnavailable);
    expect((await off.app.inject({ url: '/api/v1/app-config' })).json().data.google_client_id).toBeNull();
    const on = await t.app.inject({ url: '/api/v1/app-config' });
    expect(on.json().data.google_client_id).toBe(CLIENT_ID);
    // A page may load Google's sign-in script only when it is configured (pages get helmet's
    // headers whether or not this test app has built pages to serve).
    const page = await t.app.inject({ url: '/login' });
    expect(page.headers['content-security-policy']).toContain('script-src \'self\' https://accounts.google.com/gsi/client');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const offHeaders = (await off.app.inject({ url: '/login' })).headers;
    expect(offHeaders['content-security-policy']).not.toContain('accounts.google.com');
    expect(offHeaders['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('creates a verified account with an incomplete profile for a new Google user, then signs the same user in again', async () => {
    const token = idToken({ sub: 'google-100', email: 'Ayu.Lestari@gmail.example', name: 'Ayu Lestari' });
    const res = await google(t, { username: 'Ayu.Lestari@gmail.example', googleId: 'google-100', tokenId: token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'ayu.lestari', email: 'ayu.lestari@gmail.example', profile_complete: false, token: expect.any(String) });
    const row = await t.ctx.db.query.users.findFirst({ where: eq(schema.users.googleId, 'google-100') });
    expect(row).toMatchObject({ emailVerified: true, passwordHash: null, username: 'ayu.lestari' });

    const again = await google(t, { googleId: 'google-100', tokenId: idToken({ sub: 'google-100', email: 'ayu.lestari@gmail.example' }) });
    expect(again.json().data.username).toBe('ayu.lestari');
    expect(await t.ctx.db.$count(schema.users, eq(schema.users.googleId, 'google-100'))).toBe(1);
  });

  it('links an existing account with the same e-mail instead of creating another', async () => {
    const { user } = await userWithToken(t);
    const res = await google(t, { googleId: 'google-200', tokenId: idToken({ sub: 'google-200', email: user.email }) });
    expect(res.json().data.username).toBe(user.username);
    expect((await t.ctx.db.query.users.findFirst({ where: eq(schema.users.id, user.id) }))!.googleId).toBe('google-200');
  });

  it('claims the invitations sent to the Google-verified address before the account existed', async () => {
    const owner = await userWithToken(t);
    const saved = await t.app.inject({ method: 'POST', url: '/api/v1/subjects/save/', headers: owner.auth, payload: { name: 'Invited by mail', description: 'Google claim test' } });
    const code = saved.json().data.code as string;
    const invite = await t.app.inject({ method: 'POST', url: '/api/v1/contributors/request/invite/', headers: owner.auth, payload: { code, invitees: ['dimas.newcomer@gmail.example'] } });
    expect(invite.json().status, invite.body).toBe(true);

    const res = await google(t, { googleId: 'google-invitee', tokenId: idToken({ sub: 'google-invitee', email: 'dimas.newcomer@gmail.example' }) });
    expect(res.statusCode).toBe(200);
    const list = await t.app.inject({ url: `/api/v1/contributors?code=${code}`, headers: owner.auth });
    const member = list.json().data.find((c: { email: string }) => c.email === 'dimas.newcomer@gmail.example');
    expect(member).toMatchObject({ username: res.json().data.username, active: true });
  });

  it('picks a free username when the wished one is taken', async () => {
    const { user } = await userWithToken(t);
    const res = await google(t, { username: user.username, googleId: 'google-300', tokenId: idToken({ sub: 'google-300', email: `${user.username}@elsewhere.example` }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.username).not.toBe(user.username);
    expect(res.json().data.username.startsWith(user.username.slice(0, 20))).toBe(true);
  });

  it('refuses tokens that are forged, for another app, expired, from another issuer, unverified or for another googleId', async () => {
    const now = Math.floor(Date.now() / 1000);
    const bad: [string, string][] = [
      ['signed by an unknown key', idToken({ sub: 'g-1', email: 'x@y.example' }, stranger.privateKey)],
      ['unknown key id', idToken({ sub: 'g-1', email: 'x@y.example' }, trustedGoogleKey.privateKey, 'other-key')],
      ['another audience', idToken({ sub: 'g-1', email: 'x@y.example', aud: 'someone-else.apps.googleusercontent.com' })],
      ['expired', idToken({ sub: 'g-1', email: 'x@y.example', iat: now - 7200, exp: now - 3600 })],
      ['another issuer', idToken({ sub: 'g-1', email: 'x@y.example', iss: 'https://evil.example' })],
      ['e-mail not verified', idToken({ sub: 'g-1', email: 'x@y.example', email_verified: false })],
      ['tampered payload', idToken({ sub: 'g-1', email: 'x@y.example' }).replace(/\.[^.]+\./, `.${b64({ sub: 'g-1', email: 'admin@y.example', aud: CLIENT_ID, iss: 'accounts.google.com', exp: now + 999 })}.`)],
    ];
    for (const [why, tokenId] of bad) {
      const res = await google(t, { googleId: 'g-1', tokenId });
      expect(res.statusCode, why).toBe(401);
      expect(res.json(), why).toEqual({ status: false, data: null, message: accountMessages.googleFailed });
    }
    const mismatch = await google(t, { googleId: 'g-2', tokenId: idToken({ sub: 'g-1', email: 'x@y.example' }) });
    expect(mismatch.statusCode).toBe(401);
    expect(await t.ctx.db.$count(schema.users, eq(schema.users.email, 'x@y.example'))).toBe(0);
  });

  it('validates the body and refuses banned users', async () => {
    expect((await google(t, { googleId: 'g' })).statusCode).toBe(400);
    expect((await google(t, { googleId: 'g', tokenId: 'short' })).statusCode).toBe(400);
    const { user } = await userWithToken(t);
    await t.ctx.db.update(schema.users).set({ banned: true }).where(eq(schema.users.id, user.id));
    const res = await google(t, { googleId: 'google-400', tokenId: idToken({ sub: 'google-400', email: user.email }) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(accountMessages.banned);
  });
});
