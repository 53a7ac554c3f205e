import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, messages } from '@cp/contract';
import { schema } from '@cp/db';
import { RULES } from '../src/modules/auth/service';
import { createUser } from '../src/modules/users/repository';
import { idToken, GOOGLE_CLIENT_ID, trustTestGoogleKey } from './google-tokens';
import { startTestApp, type TestApp } from './helpers';
import { lastMailTo, tokenFrom } from './mailbox';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ GOOGLE_CLIENT_ID, PUBLIC_ORIGIN: 'https://authoring.example.org' });
  trustTestGoogleKey(t);
});
afterAll(async () => t?.close());

let ipCounter = 0;
const newIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const post = (url: string, payload: object, ip = newIp(), token?: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress: ip, headers: token ? { authorization: `Token ${token}` } : {} });
const get = (url: string, token: string) => t.app.inject({ url: `/api/v1${url}`, headers: { authorization: `Token ${token}` } });
const login = (username: string, password: string, ip = newIp()) => post('/auth/login/', { username, password }, ip);
const google = (sub: string, email: string) => post('/auth/login/google', { googleId: sub, tokenId: idToken({ sub, email }) });
const userRow = (email: string) => t.ctx.db.query.users.findFirst({ where: eq(schema.users.email, email) });

describe('password login into a Google-only account', () => {
  it('refuses every password, including the server-side placeholder, and points to Google or forgot password', async () => {
    const res = await google('g-only-1', 'putri.google@school.example.org');
    expect(res.statusCode).toBe(200);
    for (const password of ['not-a-real-password', '', 'anything at all']) {
      const attempt = await login('putri.google@school.example.org', password);
      expect(attempt.statusCode).toBe(password === '' ? 400 : 401);
      if (password) expect(attempt.json()).toEqual({ status: false, data: null, message: accountMessages.googleOnly });
    }
  });

  it('answers only after a full password verification, like any other account (no timing shortcut)', async () => {
    await google('g-only-2', 'timing.google@school.example.org');
    await createUser(t.ctx.db, { username: 'timing.pass', email: 'timing.pass@school.example.org', password: 'right password 1', emailVerified: true });
    const time = async (username: string) => {
      const start = process.hrtime.bigint();
      await login(username, 'wrong password 1');
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    // argon2id at 19 MiB takes tens of ms: an answer without it would be several times faster.
    const withHash = Math.min(await time('timing.pass'), await time('timing.pass'));
    const googleOnly = Math.min(await time('timing.google@school.example.org'), await time('timing.google@school.example.org'));
    expect(googleOnly).toBeGreaterThan(withHash / 3);
  });

  it('lets a Google-only user set a password through forgot password, then log in with it', async () => {
    await google('g-only-3', 'sets.password@school.example.org');
    await post('/auth/forgot-password', { email: 'sets.password@school.example.org' });
    const mail = await lastMailTo(t.dataDir, 'sets.password@school.example.org', 'Reset');
    const token = tokenFrom(mail!, 'reset');
    expect((await post(`/auth/reset-password/${token}`, { new_pass: 'a brand new secret' })).statusCode).toBe(200);
    expect((await login('sets.password@school.example.org', 'a brand new secret')).statusCode).toBe(200);
  });
});

describe('pre-account takeover through an unverified registration', () => {
  it("invalidates the squatter's password and sessions when the owner of the address signs in with Google", async () => {
    const squat = await post('/auth/register', { username: 'squatter', email: 'victim@school.example.org', password: 'attacker password' });
    expect(squat.statusCode).toBe(200);
    const squatterToken = squat.json().data.token as string;

    const victim = await google('g-victim', 'victim@school.example.org');
    expect(victim.statusCode).toBe(200);

    expect((await get('/user/info?username=me', squatterToken)).statusCode).toBe(401);
    const again = await login('victim@school.example.org', 'attacker password');
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(accountMessages.googleOnly);
    const row = await userRow('victim@school.example.org');
    expect(row).toMatchObject({ passwordHash: null, googleId: 'g-victim', emailVerified: true });
    expect((await get('/user/info?username=me', victim.json().data.token)).statusCode).toBe(200);
  });

  it("voids the squatter's outstanding reset link too", async () => {
    await post('/auth/register', { username: 'squatter2', email: 'victim2@school.example.org', password: 'attacker password' });
    await post('/auth/forgot-password', { email: 'victim2@school.example.org' });
    const mail = await lastMailTo(t.dataDir, 'victim2@school.example.org', 'Reset');
    const resetToken = tokenFrom(mail!, 'reset');
    await google('g-victim2', 'victim2@school.example.org');
    const reset = await post(`/auth/reset-password/${resetToken}`, { new_pass: 'taken over again' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe(accountMessages.tokenInvalid);
  });

  it('keeps the password of an account whose address was already verified', async () => {
    await createUser(t.ctx.db, { username: 'verified.first', email: 'verified.first@school.example.org', password: 'my own password', emailVerified: true });
    expect((await google('g-verified', 'verified.first@school.example.org')).statusCode).toBe(200);
    expect((await login('verified.first', 'my own password')).statusCode).toBe(200);
  });

  it('ends the other sessions of an account when its address is verified', async () => {
    const reg = await post('/auth/register', { username: 'early.session', email: 'early.session@school.example.org', password: 'first password' });
    const earlyToken = reg.json().data.token as string;
    const mail = await lastMailTo(t.dataDir, 'early.session@school.example.org', 'Verify');
    const verify = await t.app.inject({ url: `/api/v1/auth/verify/${tokenFrom(mail!, 'verify')}` });
    expect(verify.statusCode).toBe(200);
    expect((await get('/user/info?username=me', earlyToken)).statusCode).toBe(401);
    expect((await get('/user/info?username=me', verify.json().data.token)).statusCode).toBe(200);
  });
});

describe('password guessing', () => {
  it('parallel wrong passwords on one account: only the limit gets a password check, the rest 429', async () => {
    await createUser(t.ctx.db, { username: 'raced', email: 'raced@school.example.org', password: 'the real one', emailVerified: true });
    const answers = await Promise.all(Array.from({ length: 25 }, () => login('raced', 'wrong guess')));
    const checked = answers.filter((r) => r.statusCode === 401).length;
    expect(checked).toBe(RULES.loginAccount.limit);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(25 - RULES.loginAccount.limit);
    expect((await login('raced', 'the real one')).statusCode).toBe(429);
  });

  it('parallel guesses across accounts from one address stop at the per-address limit', async () => {
    const ip = newIp();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(`nobody${i}`, 'guess', ip)));
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(RULES.loginIp.limit);
    expect(answers.every((r) => r.json().status === false)).toBe(true);
  });

  it('successful logins from a shared address (a school network) do not use up its failure budget', async () => {
    const ip = newIp();
    await createUser(t.ctx.db, { username: 'pupil.ok', email: 'pupil.ok@school.example.org', password: 'pupil password', emailVerified: true });
    for (let i = 0; i < RULES.loginIp.limit + 5; i++) expect((await login('pupil.ok', 'pupil password', ip)).statusCode).toBe(200);
    expect((await login('pupil.ok', 'wrong', ip)).json().message).toBe(messages.loginFailed);
  });
});

describe('e-mail change as an account takeover', () => {
  const update = (token: string, payload: object) => post('/user/info/update', payload, newIp(), token);

  it('a stolen session alone cannot move the account to another address', async () => {
    const { token } = await createWithToken('stolen.session', 'owner password 1');
    const none = await update(token, { email: 'thief@evil.example.org' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(accountMessages.emailChangeNeedsPassword);
    const wrong = await update(token, { email: 'thief@evil.example.org', current_password: 'guess' });
    expect(wrong.json().message).toBe(accountMessages.oldPasswordWrong);
    expect((await userRow('stolen.session@school.example.org'))?.email).toBe('stolen.session@school.example.org');
    expect((await lastMailTo(t.dataDir, 'thief@evil.example.org', 'Confirm'))).toBeUndefined();
  });

  it('with the password, the address stays until the new one is confirmed, and the old one can stop it', async () => {
    const { token } = await createWithToken('moving.person', 'owner password 2');
    const res = await update(token, { email: 'moved.person@school.example.org', current_password: 'owner password 2' });
    expect(res.statusCode).toBe(200);
    expect((await userRow('moving.person@school.example.org'))?.email).toBe('moving.person@school.example.org');
    const notice = await lastMailTo(t.dataDir, 'moving.person@school.example.org', 'is being changed');
    expect(notice?.text).toContain('https://authoring.example.org/forgot');
    // A password reset by the owner of the old address voids the pending change.
    await post('/auth/forgot-password', { email: 'moving.person@school.example.org' });
    const reset = tokenFrom(await lastMailTo(t.dataDir, 'moving.person@school.example.org', 'Reset'), 'reset');
    expect((await post(`/auth/reset-password/${reset}`, { new_pass: 'fresh owner password' })).statusCode).toBe(200);
    const link = tokenFrom(await lastMailTo(t.dataDir, 'moved.person@school.example.org', 'Confirm'), 'verify');
    expect((await t.app.inject({ url: `/api/v1/auth/verify/${link}` })).statusCode).toBe(400);
  });

  it('a Google-only account proves itself with a fresh Google sign-in of the same Google account', async () => {
    const token = (await google('g-mover', 'g.mover@school.example.org')).json().data.token as string;
    expect((await update(token, { email: 'g.moved@school.example.org' })).json().message).toBe(accountMessages.emailChangeNeedsGoogle);
    const other = await update(token, { email: 'g.moved@school.example.org', google_token: idToken({ sub: 'someone-else', email: 'x@y.org' }) });
    expect(other.statusCode).toBe(401);
    const stale = await update(token, { email: 'g.moved@school.example.org', google_token: idToken({ sub: 'g-mover', email: 'g.mover@school.example.org', iat: Math.floor(Date.now() / 1000) - 3600 }) });
    expect(stale.statusCode).toBe(401);
    const ok = await update(token, { email: 'g.moved@school.example.org', google_token: idToken({ sub: 'g-mover', email: 'g.mover@school.example.org' }) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.pending_email).toBe('g.moved@school.example.org');
  });
});

async function createWithToken(username: string, password: string) {
  await createUser(t.ctx.db, { username, email: `${username}@school.example.org`, password, emailVerified: true });
  return { token: (await login(username, password)).json().data.token as string };
}

describe('weak new passwords', () => {
  it('refuses fewer than 8 characters and the most common passwords, everywhere a password is chosen', async () => {
    const short = await post('/auth/register', { username: 'short.pw', email: 'short.pw@school.example.org', password: 'abc1234' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(accountMessages.passwordMin);
    for (const password of ['password1', 'Qwerty123', 'iloveyou']) {
      const res = await post('/auth/register', { username: `common${password.length}`, email: `common.${password}@school.example.org`, password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().message).toBe(accountMessages.passwordCommon);
    }
    const { token } = await createWithToken('changes.pw', 'a decent passphrase');
    const change = await post('/auth/password', { old_pass: 'a decent passphrase', new_pass: 'password123' }, newIp(), token);
    expect(change.json().message).toBe(accountMessages.passwordCommon);
  });

  it('still lets an existing account with a 6-character password log in', async () => {
    await createUser(t.ctx.db, { username: 'old.timer', email: 'old.timer@school.example.org', password: 'k9#x2q', emailVerified: true });
    expect((await login('old.timer', 'k9#x2q')).statusCode).toBe(200);
  });
});
