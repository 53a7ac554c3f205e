import net from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@cp/contract';
import { startTestApp, userWithToken, type TestApp } from './helpers';
import { lastMailTo, tokenFrom } from './mailbox';

/** Every log line the product writes, as text. */
const logLines: string[] = [];
const logSink = new Writable({
  write(chunk, _enc, done) {
    logLines.push(String(chunk));
    done();
  },
});

let t: TestApp;
let limited: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'info' }, undefined, logSink);
  limited = await startTestApp({ RATE_LIMIT_MAX: '4' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
  await limited?.close();
});

/** Sends bytes as they are and returns status line and body: for requests no HTTP client would send. */
function rawHttp(text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let out = '';
    socket.on('data', (d) => (out += d));
    socket.on('close', () => {
      const [head = '', ...rest] = out.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
    });
    socket.on('error', reject);
  });
}

const expectEnvelope = (body: string, message: string) => expect(JSON.parse(body)).toEqual({ status: false, data: null, message });

describe('NUL bytes and other text PostgreSQL cannot store', () => {
  it('a NUL in a body field is a 400 envelope, before login and after', async () => {
    const before = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: { username: 'a\u0000b', password: 'whatever it is' } });
    expect(before.statusCode).toBe(400);
    expectEnvelope(before.body, messages.nulCharacter);
    const { auth } = await userWithToken(t);
    const after = await t.app.inject({ method: 'POST', url: '/api/v1/subjects/save/', headers: auth, payload: { name: 'Fine\u0000name', description: 'x' } });
    expect(after.statusCode).toBe(400);
    expectEnvelope(after.body, messages.nulCharacter);
  });

  it('a NUL in a query or path parameter is a 400 envelope', async () => {
    const { auth } = await userWithToken(t);
    for (const url of ['/api/v1/subjects/detail/ab%00cd', '/api/v1/user/info?username=ab%00cd', '/api/v1/auth/verify/aaaaaaaaaaaaaaaaaaaaaaa%00']) {
      const res = await t.app.inject({ url, headers: auth });
      expect(res.statusCode, url).toBe(400);
      expectEnvelope(res.body, messages.nulCharacter);
    }
  });
});

describe('fields left out', () => {
  it('read like empty ones, and a schema’s own message still wins', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: {} });
    expect(login.statusCode).toBe(400);
    expectEnvelope(login.body, `Invalid body. username: ${messages.requiredField}; password: ${messages.requiredField}`);
    const { auth } = await userWithToken(t);
    const missing = await t.app.inject({ url: '/api/v1/user/subjects/owned', headers: auth });
    const empty = await t.app.inject({ url: '/api/v1/user/subjects/owned?username=', headers: auth });
    expect([missing.statusCode, empty.statusCode]).toEqual([400, 400]);
    expectEnvelope(missing.body, `Invalid querystring. username: ${messages.requiredField}`);
    expect(missing.body).toBe(empty.body);
    // A wrong type that is not a missing field keeps zod's own description.
    const wrong = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: { username: 7, password: 'whatever it is' } });
    expect(wrong.json().message).toBe('Invalid body. username: Invalid input: expected string, received number');
    // An empty login keeps the message its schema gives.
    const blank = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: { username: '', password: 'whatever it is' } });
    expect(blank.json().message).toBe(`Invalid body. username: ${messages.loginUsernameRequired}`);
  });
});

describe('errors raised before any route runs still use the envelope', () => {
  it('an undecodable URL is 400', async () => {
    const res = await rawHttp('GET /api/v1/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(400);
    expectEnvelope(res.body, messages.badUrl);
  });

  it('a path parameter over the length limit is 414', async () => {
    const res = await rawHttp(`GET /api/v1/auth/verify/${'a'.repeat(500)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(414);
    expectEnvelope(res.body, messages.uriTooLong);
  });

  it('headers (or a URL) over the size limit are 431', async () => {
    for (const text of [
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      `GET /api/v1/categories/menu?x=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    ]) {
      const res = await rawHttp(text);
      expect(res.status).toBe(431);
      expectEnvelope(res.body, messages.headersTooLarge);
    }
  });

  it('a request line that is not HTTP is 400', async () => {
    const res = await rawHttp('GARBAGE\r\n\r\n');
    expect(res.status).toBe(400);
    expectEnvelope(res.body, messages.badRequest);
  });

  it('a body over the limit is 413 and a foreign content type 415', async () => {
    const big = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login/', headers: { 'content-type': 'application/json' }, payload: `{"username":"${'a'.repeat(9 * 1024 * 1024)}"}` });
    expect(big.statusCode).toBe(413);
    expectEnvelope(big.body, messages.bodyTooLarge);
    const xml = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login/', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expectEnvelope(xml.body, messages.unsupportedMediaType);
  });
});

describe('the per-address API limit', () => {
  it.each([
    ['//api/v1/categories/menu', 1],
    ['/api/v1//categories/menu', 2],
    ['/api//v1/categories/menu/', 3],
  ])('counts %s like the plain path', async (path, n) => {
    const ip = `10.77.0.${n}`;
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await limited.app.inject({ url: path, remoteAddress: ip })).statusCode);
    expect(answers.slice(0, 4).every((s) => s !== 429)).toBe(true);
    expect(answers.slice(4)).toEqual([429, 429]);
  });
});

describe('log lines', () => {
  it('never carry verification or reset tokens from request URLs', async () => {
    const reg = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { username: 'logged.person', email: 'logged.person@school.example.org', password: 'logged password' } });
    expect(reg.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: 'logged.person@school.example.org' } });
    const verify = tokenFrom(await lastMailTo(t.dataDir, 'logged.person@school.example.org', 'Verify'), 'verify');
    const reset = tokenFrom(await lastMailTo(t.dataDir, 'logged.person@school.example.org', 'Reset'), 'reset');
    await t.app.inject({ url: `/api/v1/auth/verify/${verify}` });
    await t.app.inject({ method: 'POST', url: `/api/v1/auth/reset-password/${reset}`, payload: { new_pass: 'another password' } });
    const all = logLines.join('');
    expect(all).toContain('/auth/verify/[redacted]');
    expect(all).toContain('/auth/reset-password/[redacted]');
    expect(all).not.toContain(verify);
    expect(all).not.toContain(reset);
    expect(all).not.toContain('another password');
  });

  it('never carry the parameter values of a failed query', async () => {
    const err = await t.ctx.db.execute(sql`select ${'secret-parameter-value'}::int`).catch((e: unknown) => e);
    t.ctx.log.error({ err }, 'query failed');
    const line = logLines.find((l) => l.includes('query failed'))!;
    expect(line).toContain('invalid input syntax for type integer');
    expect(line).not.toContain('secret-parameter-value');
  });
});
