import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, messages } from '@cp/contract';
import { schema } from '@cp/db';
import { bigJpeg, dataUrl, jpegWithGps, png } from './fixtures';
import { startTestApp, statementsDuring, userWithToken, type TestApp } from './helpers';
import { lastMailTo, tokenFrom } from './mailbox';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const info = (token: string | null, username = 'me') =>
  t.app.inject({ url: `/api/v1/user/info?username=${encodeURIComponent(username)}`, headers: token ? { authorization: `Token ${token}` } : {} });
const update = (token: string | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/info/update', payload, headers: token ? { authorization: `Token ${token}` } : {} });

describe('GET /user/info', () => {
  it('needs a session', async () => {
    expect((await info(null)).statusCode).toBe(401);
  });

  it('shows the caller everything about themselves, and others only the public fields', async () => {
    const me = await userWithToken(t, { profile: { firstName: 'Rina', lastName: 'Wati', phoneNumber: '+628123456789', birthday: '1990-05-01', timezone: 'Asia/Jakarta', topic: 'Science' } });
    const other = await userWithToken(t);

    const own = (await info(me.token)).json();
    expect(own.status).toBe(true);
    expect(own.data).toMatchObject({
      username: me.user.username, email: me.user.email, email_verified: true, phone_number: '+628123456789', birthday: '1990-05-01',
      timezone: 'Asia/Jakarta', first_name: 'Rina', last_name: 'Wati', topic: 'Science', profile_complete: true, is_me: true, contact_info: {},
    });
    expect((await info(me.token, me.user.username.toUpperCase())).json().data.is_me).toBe(true);

    const seen = (await info(other.token, me.user.username)).json().data;
    expect(seen).toMatchObject({ username: me.user.username, first_name: 'Rina', email: null, email_verified: null, phone_number: null, birthday: null, profile_complete: null, is_me: false });
    expect(JSON.stringify(seen)).not.toContain(me.user.email);
  });

  it('answers 404 for an unknown or banned user', async () => {
    const { token } = await userWithToken(t);
    const missing = await info(token, 'no.such.person');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: false, data: null, message: accountMessages.userNotFound });
    const banned = await userWithToken(t);
    await t.ctx.db.update(schema.users).set({ banned: true }).where(eq(schema.users.id, banned.user.id));
    expect((await info(token, banned.user.username)).statusCode).toBe(404);
  });
});

describe('POST /user/info/update', () => {
  it('needs a session and refuses unknown fields', async () => {
    expect((await update(null, { short_bio: 'hi' })).statusCode).toBe(401);
    const { token } = await userWithToken(t);
    const res = await update(token, { short_bio: 'hi', verified: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('unknown field verified');
  });

  it('saves short bio and contact info, and only for the caller', async () => {
    const me = await userWithToken(t);
    const other = await userWithToken(t);
    const res = await update(me.token, {
      short_bio: 'Teaching science in Bandung.',
      contact_info: { web: 'https://rina.example.org', linkedin: 'rina-w', twitter: '@rinaw', facebook: '', instagram: 'https://instagram.com/rina' },
    });
    expect(res.json()).toMatchObject({ status: true, message: accountMessages.profileUpdated });
    expect(res.json().data).toMatchObject({
      short_bio: 'Teaching science in Bandung.',
      contact_info: { web: 'https://rina.example.org', linkedin: 'rina-w', twitter: '@rinaw', instagram: 'https://instagram.com/rina' },
    });
    expect(res.json().data.contact_info).not.toHaveProperty('facebook');
    const otherRow = await t.ctx.db.query.users.findFirst({ where: eq(schema.users.id, other.user.id) });
    expect(otherRow!.shortBio).toBeNull();
    expect((await info(other.token, me.user.username)).json().data.short_bio).toBe('Teaching science in Bandung.');
  });

  it('refuses each invalid field with its message', async () => {
    const { token } = await userWithToken(t);
    const cases: [object, string][] = [
      [{ short_bio: 'x'.repeat(161) }, accountMessages.shortBioMax],
      [{ birthday: '1990-02-30' }, accountMessages.birthdayFormat],
      [{ birthday: '01-05-1990' }, accountMessages.birthdayFormat],
      [{ birthday: '2999-01-01' }, accountMessages.birthdayFuture],
      [{ phone_number: '0812' }, accountMessages.phoneInvalid],
      [{ timezone: 'Mars/Olympus' }, accountMessages.timezoneInvalid],
      [{ contact_info: { web: 'javascript:alert(1)' } }, accountMessages.contactInfoInvalid],
      [{ contact_info: { github: 'x' } }, 'unknown field github'],
      [{ first_name: '' }, messages.requiredField],
      [{ email: 'not-mail' }, accountMessages.emailInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await update(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('refuses offensive words in bio and names', async () => {
    const { token } = await userWithToken(t);
    for (const [field, value] of [['short_bio', 'I am a bajingan'], ['first_name', 'Shit'], ['last_name', 'Kontol']] as const) {
      const res = await update(token, { [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toContain(accountMessages.offensive);
    }
  });

  it('completes the profile (first name, last name, topic) with the completion message', async () => {
    const { user, token } = await userWithToken(t, { profile: undefined });
    expect((await info(token)).json().data.profile_complete).toBe(false);
    const partial = await update(token, { first_name: 'Ade' });
    expect(partial.json().message).toBe(accountMessages.profileUpdated);
    expect(partial.json().data.profile_complete).toBe(false);
    const res = await update(token, { first_name: 'Ade', last_name: 'Putra', phone_number: '+6281234567890', birthday: '2001-12-31', timezone: 'Asia/Makassar', topic: 'Mathematics' });
    expect(res.json()).toMatchObject({ status: true, message: accountMessages.profileCompleted, data: { profile_complete: true, timezone: 'Asia/Makassar', birthday: '2001-12-31' } });
    const row = await t.ctx.db.query.users.findFirst({ where: eq(schema.users.id, user.id) });
    expect(row!.profileComplete).toBe(true);
  });

  it('lets only service accounts set username and password, and completes theirs only with both', async () => {
    const normal = await userWithToken(t);
    const refused = await update(normal.token, { username: 'another.name' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(accountMessages.serviceOnly);
    expect((await update(normal.token, { password: 'sneaky password' })).statusCode).toBe(403);

    const service = await userWithToken(t, { isService: true, profile: undefined, password: 'generated pass 1' });
    const other = (await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: service.user.username, password: 'generated pass 1' } })).json().data.token;
    const noCredentials = await update(service.token, { first_name: 'Sekolah', last_name: 'Nusantara', topic: 'Science' });
    expect(noCredentials.json().data.profile_complete).toBe(false);
    const taken = await update(service.token, { username: normal.user.username, password: 'chosen pass 2' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(accountMessages.usernameTaken);
    const res = await update(service.token, { first_name: 'Sekolah', last_name: 'Nusantara', topic: 'Science', username: 'sekolah.nusantara', password: 'chosen pass 2' });
    expect(res.json()).toMatchObject({ message: accountMessages.profileCompleted, data: { username: 'sekolah.nusantara', profile_complete: true, is_service: true } });
    expect((await info(other)).statusCode).toBe(401);
    expect((await info(service.token)).statusCode).toBe(200);
    const relogin = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'sekolah.nusantara', password: 'chosen pass 2' } });
    expect(relogin.statusCode).toBe(200);
  });

  it('stores an avatar through the image pipeline, replaces and removes it', async () => {
    const { token } = await userWithToken(t);
    const res = await update(token, { avatar: dataUrl(await jpegWithGps(400, 400)) });
    expect(res.json()).toMatchObject({ status: true, message: accountMessages.avatarUpdated });
    const url = res.json().data.avatar as string;
    expect(url).toMatch(/^\/media\/avatars\/[0-9a-f-]+\.jpg$/);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();

    const second = (await update(token, { avatar: dataUrl(await jpegWithGps(300, 300)) })).json().data.avatar;
    expect(second).not.toBe(url);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    const removed = await update(token, { avatar: null });
    expect(removed.json().data.avatar).toBeNull();
  });

  it('refuses an avatar that is not a JPEG or over 2 MB', async () => {
    const { token } = await userWithToken(t);
    const wrong = await update(token, { avatar: dataUrl(await png(), 'image/png') });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(messages.imageFormat);
    const disguised = await update(token, { avatar: dataUrl(await png()) });
    expect(disguised.json().message).toBe(messages.imageFormat);
    const big = await update(token, { avatar: dataUrl(await bigJpeg(2 * 1024 * 1024 + 10)) });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(messages.imageTooLarge2MB);
  });

  it('a new e-mail needs the current password and takes effect only when its link is opened; the old address is told', async () => {
    const { user, token } = await userWithToken(t);
    const taken = await userWithToken(t);
    const clash = await update(token, { email: taken.user.email.toUpperCase(), current_password: 'correct horse battery' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(accountMessages.emailTaken);

    const res = await update(token, { email: 'New.Address@school.example.org', current_password: 'correct horse battery' });
    expect(res.json().message).toBe(accountMessages.emailChangeSent('new.address@school.example.org'));
    expect(res.json().data).toMatchObject({ email: user.email, email_verified: true, pending_email: 'new.address@school.example.org', has_password: true });
    const notice = await lastMailTo(t.dataDir, user.email, 'is being changed');
    expect(notice?.text).toContain('new.address@school.example.org');
    const link = tokenFrom(await lastMailTo(t.dataDir, 'new.address@school.example.org', 'Confirm your new e-mail'), 'verify');

    const verified = await t.app.inject({ url: `/api/v1/auth/verify/${link}` });
    expect(verified.statusCode).toBe(200);
    // Confirming ends the sessions started before it; the link's own session goes on.
    expect((await info(token)).statusCode).toBe(401);
    expect((await info(verified.json().data.token)).json().data).toMatchObject({ email: 'new.address@school.example.org', email_verified: true, pending_email: null });
    expect((await t.app.inject({ url: `/api/v1/auth/verify/${link}` })).statusCode).toBe(400);
  });

  it('shows a pending address only while its link is valid', async () => {
    const { user, token } = await userWithToken(t);
    await update(token, { email: 'later.address@school.example.org', current_password: 'correct horse battery' });
    expect((await info(token)).json().data.pending_email).toBe('later.address@school.example.org');
    // The row and the pending address in one statement (the session is kept by the process).
    expect(await statementsDuring(t.ctx, () => info(token))).toBe(1);
    await t.ctx.db.update(schema.userTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.userTokens.userId, user.id));
    expect((await info(token)).json().data.pending_email).toBeNull();
  });

  it('throttles e-mail changes per user like the live check (they tell whether an address is taken)', async () => {
    const { token } = await userWithToken(t);
    const probe = (email: string) => update(token, { email, current_password: 'correct horse battery' });
    for (let i = 0; i < 60; i++) expect((await probe(`probe${i}@school.example.org`)).statusCode).toBe(200);
    const res = await probe('probe-last@school.example.org');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toContain(accountMessages.checkThrottled);
    expect((await update(token, { short_bio: 'still fine' })).statusCode).toBe(200);
  });
});
