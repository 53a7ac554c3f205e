import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, CONTACT_TOPICS_USER, CONTACT_TOPICS_VISITOR, messages } from '@cp/contract';
import { schema } from '@cp/db';
import { hit, peek, throttle } from '../src/platform/throttle';
import { bigJpeg, dataUrl, jpegWithGps, png } from './fixtures';
import { signMediaUrl } from '../src/platform/private-media';
import { startTestApp, userWithToken, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

let ipCounter = 0;
const newIp = () => `10.9.0.${++ipCounter}`;

describe('GET /statics/*', () => {
  it('lists the FAQ without a session, answers as text plus optional image', async () => {
    const res = await t.app.inject({ url: '/api/v1/statics/faq' });
    expect(res.statusCode).toBe(200);
    const faq = res.json().data as { question: string; answer: { text: string; image: string | null } }[];
    expect(faq.length).toBeGreaterThan(3);
    expect(faq[0]).toEqual({ question: expect.any(String), answer: { text: expect.any(String), image: expect.stringMatching(/^\/media\/seed\/.+\.jpg$/) } });
    expect(faq.some((f) => f.answer.image === null)).toBe(true);
  });

  it('serves the three legal pages without a session', async () => {
    for (const [type, name] of [['tos', 'Terms of Service'], ['privacy', 'Privacy Policy'], ['cookie', 'Cookie Policy']]) {
      const res = await t.app.inject({ url: `/api/v1/statics/${type}/` });
      expect(res.statusCode, type).toBe(200);
      expect(res.json().data).toMatchObject({ type, page_name: name, content: expect.stringContaining('<p>') });
    }
    expect((await t.app.inject({ url: '/api/v1/statics/other' })).statusCode).toBe(404);
  });

  it('sanitises stored legal markup: no scripts, handlers, iframes or javascript: links', async () => {
    await t.ctx.db
      .update(schema.legalPages)
      .set({
        content:
          '<h2 onclick="x()">Rules</h2><p class="ql-align-center evil">Hi <script>alert(1)</script><a href="javascript:alert(2)">bad</a> <a href="https://example.org">out</a> <a href="/contact">in</a></p><iframe src="https://evil.example"></iframe><img src=x onerror=alert(3)><style>body{}</style>',
      })
      .where(eq(schema.legalPages.type, 'cookie'));
    const html = (await t.app.inject({ url: '/api/v1/statics/cookie' })).json().data.content as string;
    expect(html).toContain('<h2>Rules</h2>');
    expect(html).toContain('<p class="ql-align-center">');
    expect(html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">out</a>');
    expect(html).toContain('<a href="/contact">in</a>');
    for (const bad of ['<script', 'alert', 'onclick', 'onerror', '<iframe', '<img', '<style', 'javascript:', 'evil']) expect(html).not.toContain(bad);
  });
});

describe('POST /contact-us/send-ticket', () => {
  const send = (payload: object, opts: { token?: string; ip?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us/send-ticket',
      payload,
      remoteAddress: opts.ip ?? newIp(),
      headers: opts.token ? { authorization: `Token ${opts.token}` } : {},
    });
  const ticket = (id: number) => t.ctx.db.query.contactTickets.findFirst({ where: eq(schema.contactTickets.id, id) });

  it('stores a visitor ticket with two JPEG attachments, re-encoded, for the back-office', async () => {
    const a = dataUrl(await jpegWithGps(200, 120));
    const b = dataUrl(await jpegWithGps(120, 200));
    const res = await send({ email: 'Visitor@Example.org', topic: 'Login', message: 'I cannot log in.', attachments: [a, b] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, message: accountMessages.ticketSent, data: { ticket_id: expect.any(Number) } });
    const row = await ticket(res.json().data.ticket_id);
    expect(row).toMatchObject({ userId: null, email: 'visitor@example.org', topic: 'Login', message: 'I cannot log in.' });
    expect(row!.attachments).toHaveLength(2);
    for (const url of row!.attachments) {
      expect(url).toMatch(/^\/media\/tickets\/.+\.jpg$/);
      expect((await t.app.inject({ url: signMediaUrl(t.ctx.secrets.mediaSigning, url) })).statusCode).toBe(200);
    }
  });

  it('attaches the signed-in sender and offers them the signed-in topics', async () => {
    const { user, token } = await userWithToken(t);
    const res = await send({ email: user.email, topic: 'Subject Verification', message: 'Please verify my subject.' }, { token });
    expect(res.statusCode).toBe(200);
    expect((await ticket(res.json().data.ticket_id))!.userId).toBe(user.id);

    const visitorTopic = await send({ email: user.email, topic: 'Banned Profile', message: 'x' }, { token });
    expect(visitorTopic.statusCode).toBe(400);
    expect(visitorTopic.json().message).toBe(accountMessages.topicUnavailable);
    const userTopic = await send({ email: 'v@example.org', topic: 'User Verification', message: 'x' });
    expect(userTopic.statusCode).toBe(400);
    // An invalid token is simply a visitor.
    const stale = await send({ email: 'v@example.org', topic: 'Sign up', message: 'x' }, { token: 'x'.repeat(43) });
    expect(stale.statusCode).toBe(200);
    expect((await ticket(stale.json().data.ticket_id))!.userId).toBeNull();
  });

  it('keeps the topic lists of spec 3 §6', () => {
    expect(CONTACT_TOPICS_VISITOR).toEqual(expect.arrayContaining(['Sign up', 'Login', 'Banned Profile', 'General Question', 'Technical Issue', 'Report', 'Copyright Issue', 'Feedback', 'Others']));
    expect(CONTACT_TOPICS_USER).toEqual(expect.arrayContaining(['Subject Verification', 'User Verification', 'General Question', 'Others']));
    expect(CONTACT_TOPICS_USER).not.toContain('Banned Profile');
  });

  it('refuses each invalid field with its message', async () => {
    const okBody = { email: 'v@example.org', topic: 'Feedback', message: 'Nice.' };
    const cases: [object, number, string][] = [
      [{ ...okBody, email: '' }, 400, accountMessages.emailRequired],
      [{ ...okBody, email: 'nope' }, 400, accountMessages.emailInvalid],
      [{ ...okBody, topic: '' }, 400, accountMessages.topicRequired],
      [{ ...okBody, topic: 'Lottery' }, 400, accountMessages.topicUnavailable],
      [{ ...okBody, message: '  ' }, 400, accountMessages.messageRequired],
      [{ ...okBody, attachments: [dataUrl(await png(), 'image/png')] }, 400, messages.imageFormat],
      [{ ...okBody, attachments: [dataUrl(await png())] }, 400, messages.imageFormat],
      [{ ...okBody, extra: 1 }, 400, 'unknown field extra'],
    ];
    for (const [body, status, message] of cases) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.json().message).toContain(message);
    }
  });

  it('limits attachments: each 2 MB, all together 2000 KB, no duplicates, at most 5', async () => {
    const okBody = { email: 'v@example.org', topic: 'Feedback', message: 'See attached.' };
    const big = await send({ ...okBody, attachments: [dataUrl(await bigJpeg(2 * 1024 * 1024 + 100))] });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(messages.imageTooLarge2MB);

    // Two different JPEGs, each under 2 MB, together over 2000 KB.
    const [first, second] = [await bigJpeg(1050 * 1024), await bigJpeg(1150 * 1024)];
    expect(first.length + second.length).toBeGreaterThan(2000 * 1024);
    const total = await send({ ...okBody, attachments: [dataUrl(first), dataUrl(second)] });
    expect(total.statusCode).toBe(413);
    expect(total.json().message).toBe(accountMessages.attachmentTotal);

    const one = dataUrl(await jpegWithGps(100, 100));
    const dup = await send({ ...okBody, attachments: [one, one] });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe(accountMessages.attachmentDuplicate);

    const six = await Promise.all([1, 2, 3, 4, 5, 6].map(async (i) => dataUrl(await jpegWithGps(50 + i, 50))));
    const many = await send({ ...okBody, attachments: six });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toContain(accountMessages.tooManyAttachments);
    expect(await t.ctx.db.$count(schema.contactTickets, eq(schema.contactTickets.message, 'See attached.'))).toBe(0);
  });

  it('is throttled per IP: 5 tickets an hour', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i++) expect((await send({ email: 'v@example.org', topic: 'Others', message: `m${i}` }, { ip })).statusCode).toBe(200);
    const res = await send({ email: 'v@example.org', topic: 'Others', message: 'm6' }, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toContain(accountMessages.contactThrottled);
  });
});

describe('GET /bad-words-check and /reference-check', () => {
  it('bad-words-check needs a session and finds English and Indonesian words', async () => {
    expect((await t.app.inject({ url: '/api/v1/bad-words-check?text=hello' })).statusCode).toBe(401);
    const { auth } = await userWithToken(t);
    const check = async (text: string) => (await t.app.inject({ url: `/api/v1/bad-words-check?text=${encodeURIComponent(text)}`, headers: auth })).json().data;
    expect(await check('Belajar matematika di pantai')).toEqual({ has_bad_words: false, words: [] });
    expect(await check('what the fuck')).toEqual({ has_bad_words: true, words: ['fuck'] });
    expect(await check('dasar b4ngs4t')).toEqual({ has_bad_words: true, words: ['bangsat'] });
    expect(await check('classic Scunthorpe assessment, broccoli, perekonomian')).toEqual({ has_bad_words: false, words: [] });
    expect(await check('')).toEqual({ has_bad_words: false, words: [] });
  });

  it('reference-check finds users, answers 404 for unknown ones and 400 for unknown categories', async () => {
    const me = await userWithToken(t);
    const other = await userWithToken(t);
    expect((await t.app.inject({ url: `/api/v1/reference-check/user/${other.user.username}` })).statusCode).toBe(401);
    const found = await t.app.inject({ url: `/api/v1/reference-check/user/${other.user.username.toUpperCase()}`, headers: me.auth });
    expect(found.json()).toMatchObject({ status: true, data: { category: 'user', exists: true } });
    const missing = await t.app.inject({ url: '/api/v1/reference-check/user/ghost.user', headers: me.auth });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().status).toBe(false);
    expect((await t.app.inject({ url: '/api/v1/reference-check/planet/earth', headers: me.auth })).statusCode).toBe(400);
  });
});

describe('throttle helper', () => {
  const rule = { name: 'test:rule', limit: 3, windowMs: 60_000, message: 'Slow down.' };

  it('counts concurrent hits exactly (one atomic upsert each)', async () => {
    const states = await Promise.all(Array.from({ length: 25 }, () => hit(t.ctx, rule, 'burst')));
    expect(states.map((s) => s.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect((await peek(t.ctx, rule, 'burst'))!.hits).toBe(25);
  });

  it('keeps its counters in an unlogged table: a hit writes no WAL (migration 0042)', async () => {
    const { rows } = await t.ctx.db.execute<{ relpersistence: string }>(sql`SELECT relpersistence FROM pg_class WHERE oid = 'throttle_counters'::regclass`);
    expect(rows[0]!.relpersistence).toBe('u');
  });

  it('refuses past the limit with 429, and starts a new window when the old one ended', async () => {
    for (let i = 0; i < 3; i++) await throttle(t.ctx, rule, 'window');
    await expect(throttle(t.ctx, rule, 'window')).rejects.toMatchObject({ statusCode: 429, message: expect.stringContaining('Slow down.') });
    await t.ctx.db.update(schema.throttleCounters).set({ windowEndsAt: new Date(Date.now() - 1) }).where(eq(schema.throttleCounters.key, 'test:rule:window'));
    expect(await peek(t.ctx, rule, 'window')).toBeNull();
    await throttle(t.ctx, rule, 'window');
    expect((await peek(t.ctx, rule, 'window'))!.hits).toBe(1);
  });
});
