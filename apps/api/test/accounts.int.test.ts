import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, messages } from '@cp/contract';
import { schema } from '@cp/db';
import { startTestApp, userWithToken, type TestApp } from './helpers';
import { lastMailTo, readOutbox, tokenFrom } from './mailbox';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_ORIGIN: 'https://authoring.example.org' });
});
afterAll(async () => t?.close());

let ipCounter = 0;
/** Each test speaks from its own address, so per-IP throttles of one test do not touch another. */
const newIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

type Req = { method?: 'GET' | 'POST'; url: string; payload?: unknown; token?: string; ip?: string };
const call = ({ method = 'GET', url, payload, token, ip }: Req) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    payload: payload as never,
    headers: token ? { authorization: `Token ${token}` } : {},
    remoteAddress: ip ?? '127.0.0.1',
  });

let n = 0;
const fresh = () => {
  n += 1;
  const username = `newcomer${n}${String(Date.now() % 10000).padStart(4, "0")}`; // digits only: random letters can spell a refused word
  return { username, email: `${username}@school.example.org`, password: 'first password' };
};

const register = (body: object, ip = newIp()) => call({ method: 'POST', url: '/auth/register', payload: body, ip });
const login = (username: string, password: string, ip = newIp()) => call({ method: 'POST', url: '/auth/login/', payload: { username, password }, ip });
const userRow = (username: string) => t.ctx.db.query.users.findFirst({ where: eq(schema.users.username, username) });

describe('POST /auth/register', () => {
  it('creates an unverified account with an incomplete profile, mails a verification link and logs the user in', async () => {
    const body = fresh();
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      message: accountMessages.registered,
      data: { username: body.username, email: body.email, profile_complete: false, is_service: false, avatar: null, token: expect.any(String) },
    });
    const row = await userRow(body.username);
    expect(row).toMatchObject({ emailVerified: false, profileComplete: false });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = await lastMailTo(t.dataDir, body.email, 'Verify');
    expect(mail?.text).toContain(`https://authoring.example.org/verify/${tokenFrom(mail, 'verify')}`);

    const me = await call({ url: '/user/info?username=me', token: res.json().data.token });
    expect(me.json().data).toMatchObject({ username: body.username, email_verified: false, profile_complete: false });
  });

  it('refuses each invalid field with its message', async () => {
    const ok = fresh();
    const cases: [object, string][] = [
      [{ ...ok, password: '12345' }, accountMessages.passwordMin],
      [{ ...ok, email: 'not-an-email' }, accountMessages.emailInvalid],
      [{ ...ok, email: '' }, accountMessages.emailRequired],
      [{ ...ok, username: 'ab' }, accountMessages.usernameFormat],
      [{ ...ok, username: 'has space' }, accountMessages.usernameFormat],
      [{ ...ok, username: 'me' }, accountMessages.usernameReserved],
      [{ ...ok, confirm_password: 'x' }, 'unknown field confirm_password'],
      [{ email: ok.email, password: ok.password }, 'username'],
    ];
    for (const [body, message] of cases) {
      const res = await register(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().status).toBe(false);
      expect(res.json().message).toContain(message);
    }
    expect(await userRow(ok.username)).toBeUndefined();
  });

  it('refuses offensive usernames in English and Indonesian', async () => {
    for (const username of ['fuckface', 'dasar.kontol', 'Bangsat99']) {
      const res = await register({ ...fresh(), username });
      expect(res.statusCode, username).toBe(400);
      expect(res.json().message).toBe(`${accountMessages.offensive} username.`);
    }
  });

  it('refuses a taken username or e-mail, whatever the letter case', async () => {
    const first = fresh();
    expect((await register(first)).statusCode).toBe(200);
    const sameName = await register({ ...fresh(), username: first.username.toUpperCase() });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe(accountMessages.usernameTaken);
    const sameMail = await register({ ...fresh(), email: first.email.toUpperCase() });
    expect(sameMail.statusCode).toBe(409);
    expect(sameMail.json().message).toBe(accountMessages.emailTaken);
  });

  it('is throttled per IP: the 11th sign-up within the hour gets 429', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) expect((await register(fresh(), ip)).statusCode).toBe(200);
    const res = await register(fresh(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ status: false, data: null });
    expect(res.json().message).toContain(accountMessages.registerThrottled);
    expect((await register(fresh(), newIp())).statusCode).toBe(200);
  });
});

describe('GET /validate/{email|username}', () => {
  it('tells available from taken, and refuses unusable values', async () => {
    const { user } = await userWithToken(t);
    const ip = newIp();
    const check = (kind: string, value: string) => call({ url: `/validate/${kind}?value=${encodeURIComponent(value)}`, ip });

    expect((await check('username', 'brand.new.name')).json()).toEqual({ status: true, data: null, message: accountMessages.usernameAvailable });
    const taken = await check('username', user.username.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ status: false, data: null, message: accountMessages.usernameTaken });
    expect((await check('username', 'a')).json().message).toBe(accountMessages.usernameFormat);
    expect((await check('username', 'ngentot')).json().message).toBe(`${accountMessages.offensive} username.`);

    expect((await check('email', 'nobody.here@school.example.org')).json()).toMatchObject({ status: true, message: accountMessages.emailAvailable });
    const mailTaken = await check('email', user.email);
    expect(mailTaken.statusCode).toBe(409);
    expect(mailTaken.json().message).toBe(accountMessages.emailTaken);
    const bad = await check('email', 'nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(accountMessages.emailInvalid);
    expect((await check('phone', 'x')).statusCode).toBe(400);
  });

  it('is throttled per IP: 60 checks per 10 minutes', async () => {
    const ip = newIp();
    for (let i = 0; i < 60; i++) expect((await call({ url: `/validate/username?value=free.name${i}`, ip })).statusCode).toBe(200);
    const res = await call({ url: '/validate/email?value=someone@example.org', ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toContain(accountMessages.checkThrottled);
  });
});

describe('e-mail verification', () => {
  it('a valid link verifies the address and logs in with a new token; the link then stops working', async () => {
    const body = fresh();
    const first = (await register(body)).json().data.token as string;
    const token = tokenFrom(await lastMailTo(t.dataDir, body.email, 'Verify'), 'verify');

    const res = await call({ url: `/auth/verify/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, message: accountMessages.verified, data: { username: body.username, profile_complete: false } });
    expect(res.json().data.token).not.toBe(first);
    expect((await userRow(body.username))!.emailVerified).toBe(true);

    const again = await call({ url: `/auth/verify/${token}` });
    expect(again.statusCode).toBe(400);
    // Opened twice: it says so, rather than calling a good link invalid.
    expect(again.json()).toEqual({ status: false, data: null, message: accountMessages.linkUsed });
  });

  it('refuses unknown, expired and superseded tokens', async () => {
    expect((await call({ url: '/auth/verify/this-is-not-a-real-token-at-all' })).json().message).toBe(accountMessages.tokenInvalid);

    const body = fresh();
    const session = (await register(body)).json().data.token as string;
    const oldToken = tokenFrom(await lastMailTo(t.dataDir, body.email, 'Verify'), 'verify');
    const resent = await call({ url: '/auth/resend-verify-email', token: session });
    expect(resent.json()).toEqual({ status: true, data: null, message: accountMessages.verificationSent });
    const newToken = tokenFrom(await lastMailTo(t.dataDir, body.email, 'Verify'), 'verify');
    expect(newToken).not.toBe(oldToken);
    expect((await call({ url: `/auth/verify/${oldToken}` })).statusCode).toBe(400);

    const user = (await userRow(body.username))!;
    await t.ctx.db.update(schema.userTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.userTokens.userId, user.id));
    const expired = await call({ url: `/auth/verify/${newToken}` });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(accountMessages.tokenInvalid);
    expect((await userRow(body.username))!.emailVerified).toBe(false);
  });

  it('resend needs a session, refuses a verified address, and is throttled per user', async () => {
    expect((await call({ url: '/auth/resend-verify-email' })).statusCode).toBe(401);
    const verified = await userWithToken(t);
    const res = await call({ url: '/auth/resend-verify-email', token: verified.token });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(accountMessages.alreadyVerified);

    const session = (await register(fresh())).json().data.token as string;
    for (let i = 0; i < 3; i++) expect((await call({ url: '/auth/resend-verify-email', token: session })).statusCode).toBe(200);
    const limited = await call({ url: '/auth/resend-verify-email', token: session });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toContain(accountMessages.resendThrottled);
  });

  it('a banned user cannot log in through a verification link', async () => {
    const body = fresh();
    await register(body);
    const token = tokenFrom(await lastMailTo(t.dataDir, body.email, 'Verify'), 'verify');
    await t.ctx.db.update(schema.users).set({ banned: true }).where(eq(schema.users.username, body.username));
    const res = await call({ url: `/auth/verify/${token}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(accountMessages.banned);
  });
});

describe('forgot and reset password', () => {
  it('answers the same for a registered and an unknown address, and mails only the registered one', async () => {
    const { user } = await userWithToken(t);
    const before = (await readOutbox(t.dataDir)).length;
    const known = await call({ method: 'POST', url: '/auth/forgot-password', payload: { email: user.email.toUpperCase() }, ip: newIp() });
    const unknown = await call({ method: 'POST', url: '/auth/forgot-password', payload: { email: 'ghost@school.example.org' }, ip: newIp() });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ status: true, data: null, message: accountMessages.resetLinkSent });
    const mails = await readOutbox(t.dataDir);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.to).toContain(user.email);
    expect(mails.at(-1)!.text).toContain('https://authoring.example.org/reset/');
  });

  it('validates the address', async () => {
    const res = await call({ method: 'POST', url: '/auth/forgot-password', payload: { email: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(accountMessages.emailInvalid);
  });

  it('is throttled per address (3 an hour) and per IP (10 an hour)', async () => {
    const email = 'throttled.person@school.example.org';
    for (let i = 0; i < 3; i++) expect((await call({ method: 'POST', url: '/auth/forgot-password', payload: { email }, ip: newIp() })).statusCode).toBe(200);
    const byMail = await call({ method: 'POST', url: '/auth/forgot-password', payload: { email }, ip: newIp() });
    expect(byMail.statusCode).toBe(429);
    expect(byMail.json().message).toContain(accountMessages.forgotThrottled);

    const ip = newIp();
    for (let i = 0; i < 10; i++) expect((await call({ method: 'POST', url: '/auth/forgot-password', payload: { email: `p${i}@school.example.org` }, ip })).statusCode).toBe(200);
    expect((await call({ method: 'POST', url: '/auth/forgot-password', payload: { email: 'p99@school.example.org' }, ip })).statusCode).toBe(429);
  });

  it('resets once with the mailed token, ends every session; the old password stops working', async () => {
    const { user, token: session } = await userWithToken(t, { password: 'old password 1' });
    await call({ method: 'POST', url: '/auth/forgot-password', payload: { email: user.email }, ip: newIp() });
    const token = tokenFrom(await lastMailTo(t.dataDir, user.email, 'Reset'), 'reset');
    expect((await call({ url: `/auth/reset-password/${token}` })).statusCode).toBe(200);

    const short = await call({ method: 'POST', url: `/auth/reset-password/${token}`, payload: { new_pass: '123' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(accountMessages.passwordMin);

    const res = await call({ method: 'POST', url: `/auth/reset-password/${token}`, payload: { new_pass: 'new password 2' } });
    expect(res.json()).toEqual({ status: true, data: null, message: accountMessages.passwordReset });
    expect((await call({ url: '/user/info', token: session })).statusCode).toBe(401);
    expect((await login(user.username, 'old password 1')).statusCode).toBe(401);
    expect((await login(user.email, 'new password 2')).statusCode).toBe(200);

    const reused = await call({ method: 'POST', url: `/auth/reset-password/${token}`, payload: { new_pass: 'third password 3' } });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(accountMessages.linkUsed);
    // The reset page asks before showing its form.
    const check = await call({ url: `/auth/reset-password/${token}` });
    expect(check.statusCode).toBe(400);
    expect(check.json().message).toBe(accountMessages.linkUsed);
    expect((await login(user.username, 'third password 3')).statusCode).toBe(401);
  });

  it('refuses an expired or unknown reset token, and a verification token used as one', async () => {
    const { user } = await userWithToken(t);
    await call({ method: 'POST', url: '/auth/forgot-password', payload: { email: user.email }, ip: newIp() });
    const token = tokenFrom(await lastMailTo(t.dataDir, user.email, 'Reset'), 'reset');
    await t.ctx.db.update(schema.userTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(schema.userTokens.userId, user.id));
    const expired = await call({ method: 'POST', url: `/auth/reset-password/${token}`, payload: { new_pass: 'whatever 123' } });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(accountMessages.tokenInvalid);
    expect((await call({ url: `/auth/reset-password/${token}` })).json().message).toBe(accountMessages.tokenInvalid);
    expect((await call({ method: 'POST', url: '/auth/reset-password/made-up-token-made-up-token', payload: { new_pass: 'whatever 123' } })).statusCode).toBe(400);

    const body = fresh();
    await register(body);
    const verifyToken = tokenFrom(await lastMailTo(t.dataDir, body.email, 'Verify'), 'verify');
    expect((await call({ method: 'POST', url: `/auth/reset-password/${verifyToken}`, payload: { new_pass: 'whatever 123' } })).statusCode).toBe(400);
  });
});

describe('POST /auth/password', () => {
  it('needs a session and the current password; ends the other sessions but keeps this one', async () => {
    const { user, token } = await userWithToken(t, { password: 'current pass 1' });
    const other = (await login(user.username, 'current pass 1')).json().data.token as string;
    const change = (payload: object, as = token) => call({ method: 'POST', url: '/auth/password', payload, token: as });

    expect((await call({ method: 'POST', url: '/auth/password', payload: { old_pass: 'current pass 1', new_pass: 'next pass 2' } })).statusCode).toBe(401);
    const missing = await change({ old_pass: '', new_pass: 'next pass 2' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain(accountMessages.oldPasswordRequired);
    expect((await change({ old_pass: 'current pass 1', new_pass: '123' })).json().message).toContain(accountMessages.passwordMin);
    const wrong = await change({ old_pass: 'not it', new_pass: 'next pass 2' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(accountMessages.oldPasswordWrong);
    expect((await change({ old_pass: 'current pass 1', new_pass: 'current pass 1' })).json().message).toBe(accountMessages.passwordSame);

    const done = await change({ old_pass: 'current pass 1', new_pass: 'next pass 2' });
    expect(done.json()).toEqual({ status: true, data: null, message: accountMessages.passwordChanged });
    expect((await call({ url: '/user/info', token })).statusCode).toBe(200);
    expect((await call({ url: '/user/info', token: other })).statusCode).toBe(401);
    expect((await login(user.username, 'current pass 1')).statusCode).toBe(401);
    expect((await login(user.username, 'next pass 2')).statusCode).toBe(200);
  });

  it('stops guessing: 5 wrong current passwords, then 429', async () => {
    const { token } = await userWithToken(t, { password: 'current pass 1' });
    for (let i = 0; i < 5; i++) expect((await call({ method: 'POST', url: '/auth/password', payload: { old_pass: `guess ${i}`, new_pass: 'next pass 2' }, token })).statusCode).toBe(400);
    const res = await call({ method: 'POST', url: '/auth/password', payload: { old_pass: 'current pass 1', new_pass: 'next pass 2' }, token });
    expect(res.statusCode).toBe(429);
  });
});

describe('login throttling', () => {
  it('locks an account name after 5 failures (even for the right password) and a success clears the count', async () => {
    const { user } = await userWithToken(t, { password: 'right password' });
    for (let i = 0; i < 4; i++) expect((await login(user.username, 'wrong')).statusCode).toBe(401);
    expect((await login(user.username, 'right password')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      const res = await login(user.username, 'wrong');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(messages.loginFailed);
    }
    const locked = await login(user.username, 'right password');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toContain(accountMessages.loginThrottled);
    // The same wait for an account that does not exist: the 429 reveals nothing.
    for (let i = 0; i < 5; i++) await login('nobody.at.all', 'wrong');
    expect((await login('nobody.at.all', 'wrong')).statusCode).toBe(429);
  });

  it('limits failures per IP across accounts (20 per 15 minutes)', async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) expect((await login(`someone${i}`, 'wrong', ip)).statusCode).toBe(401);
    const { user } = await userWithToken(t, { password: 'right password' });
    expect((await login(user.username, 'right password', ip)).statusCode).toBe(429);
    expect((await login(user.username, 'right password', newIp())).statusCode).toBe(200);
  });

  it('a password reset lifts the account lock', async () => {
    const { user } = await userWithToken(t, { password: 'right password' });
    for (let i = 0; i < 5; i++) await login(user.username, 'wrong');
    expect((await login(user.username, 'right password')).statusCode).toBe(429);
    await call({ method: 'POST', url: '/auth/forgot-password', payload: { email: user.email }, ip: newIp() });
    const token = tokenFrom(await lastMailTo(t.dataDir, user.email, 'Reset'), 'reset');
    await call({ method: 'POST', url: `/auth/reset-password/${token}`, payload: { new_pass: 'brand new pass' } });
    expect((await login(user.username, 'brand new pass')).statusCode).toBe(200);
  });
});
