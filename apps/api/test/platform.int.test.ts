import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@cp/contract';
import { loadConfig } from '../src/platform/config';
import { buildApp } from '../src/server';
import { startTestApp, userWithToken, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('health and documentation', () => {
  it('answers health and readiness in the envelope', async () => {
    const health = await t.app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: true, data: { ok: true }, message: 'success' });
    const ready = await t.app.inject('/api/ready');
    expect(ready.json().data).toEqual({ database: 'up' });
  });

  it('serves an OpenAPI document listing the catalogue calls', async () => {
    const res = await t.app.inject('/api/v1/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/categories/menu', '/api/v1/modules', '/api/v1/modules/{moduleId}/minigames']));
    expect(Object.keys(doc.paths)).not.toContain('/api/v1/admin/auth/login');
    const adminDoc = (await t.admin.inject('/api/v1/openapi.json')).json();
    expect(Object.keys(adminDoc.paths)).toEqual(expect.arrayContaining(['/api/v1/admin/auth/login', '/api/v1/categories/menu']));
  });
});

describe('security headers', () => {
  it('gives an API answer nosniff, no reading by other sites and a policy that allows nothing, without the page headers', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const pageOnly of ['x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'x-ratelimit-limit', 'x-ratelimit-remaining']) {
      expect(res.headers[pageOnly]).toBeUndefined();
    }
  });
});

describe('the built app', () => {
  it('serves hashed assets pre-compressed with only the headers a script needs, and pages with the full set', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>x</title>');
    const script = 'export const answer = 42;\n'.repeat(100);
    fs.writeFileSync(path.join(dist, 'assets/index-abc123.js'), script);
    fs.writeFileSync(path.join(dist, 'assets/index-abc123.js.br'), zlib.brotliCompressSync(script));
    const site = await buildApp(t.ctx, { face: 'web', distDir: dist });
    try {
      const asset = await site.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(asset.rawPayload).toString()).toBe(script);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const documentOnly of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy']) {
        expect(asset.headers[documentOnly]).toBeUndefined();
      }
      for (const url of ['/', '/login']) {
        const page = await site.inject(url);
        expect(page.statusCode).toBe(200);
        expect(page.headers['cache-control']).toBe('no-cache');
        const csp = page.headers['content-security-policy'] as string;
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(csp).toContain("frame-ancestors 'none'");
        expect(page.headers['x-content-type-options']).toBe('nosniff');
        expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(page.headers['referrer-policy']).toBe('no-referrer');
      }
    } finally {
      await site.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('compression', () => {
  it('compresses answers above 1 KB for clients that accept it (a page in one piece), and leaves small ones and other clients alone', async () => {
    const plain = await t.app.inject('/api/v1/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ url: '/api/v1/openapi.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await t.app.inject({ url: '/api/v1/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    // A page-sized answer (above the plugin's 8 KB default for two cores) is compressed in one call, not streamed in chunks.
    expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);
    expect(plain.rawPayload.length).toBeLessThanOrEqual(256 * 1024);
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    expect(br.headers['transfer-encoding']).toBeUndefined();
    const small = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().status).toBe(true);
  });
});

describe('bad input never produces a 500', () => {
  it('malformed JSON is a 400 envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"username": "a", ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, data: null, message: messages.malformedJson });
  });

  it('wrong types name the bad fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 42, password: ['x'] } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe(false);
    expect(body.message).toContain('username');
    expect(body.message).toContain('password');
  });

  it('unknown fields are refused by name', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'a', password: 'b', is_admin: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('is_admin');
  });

  it('empty required fields give the spec messages', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: '', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(messages.loginUsernameRequired);
    expect(res.json().message).toContain(messages.loginPasswordRequired);
  });

  it('oversized bodies are a 413 envelope', async () => {
    const small = await startTestApp({ BODY_LIMIT_BYTES: '1024' });
    try {
      const res = await small.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'a'.repeat(5000), password: 'b' } });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ status: false, data: null, message: messages.bodyTooLarge });
    } finally {
      await small.close();
    }
  });

  it('an unsupported content type is a 415 envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json().status).toBe(false);
  });

  it('bad path and query values are 400, unknown routes 404, both in the envelope', async () => {
    const { auth } = await userWithToken(t);
    const badParam = await t.app.inject({ url: '/api/v1/modules/abc/minigames', headers: auth });
    expect(badParam.statusCode).toBe(400);
    expect(badParam.json().message).toContain('moduleId');
    const badQuery = await t.app.inject({ url: '/api/v1/modules?platform=console', headers: auth });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().message).toContain('platform');
    const missing = await t.app.inject({ url: '/api/v1/nothing-here', headers: auth });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: false, data: null, message: messages.routeNotFound });
  });
});

describe('sessions', () => {
  it('a protected call without a valid token gets 401', async () => {
    for (const headers of [{}, { authorization: 'Token not-a-real-token-but-long-enough' }, { authorization: 'Basic abc' }]) {
      const res = await t.app.inject({ url: '/api/v1/categories/menu', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: false, data: null, message: messages.sessionRequired });
    }
  });

  it('accepts Token and Bearer, and logout ends the session', async () => {
    const { token } = await userWithToken(t);
    expect((await t.app.inject({ url: '/api/v1/categories/menu', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    const out = await t.app.inject({ url: '/api/v1/auth/logout', headers: { authorization: `Token ${token}` } });
    expect(out.json().status).toBe(true);
    expect((await t.app.inject({ url: '/api/v1/categories/menu', headers: { authorization: `Token ${token}` } })).statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const { token } = await userWithToken(t);
    const rows = await t.ctx.database.pool.query('SELECT encode(token_hash, $1) AS h FROM sessions', ['escape']);
    expect(rows.rows.every((r: { h: string }) => !r.h.includes(token))).toBe(true);
  });

  it('an expired session is refused', async () => {
    const { token } = await userWithToken(t);
    await t.ctx.database.pool.query(`UPDATE sessions SET expires_at = now() - interval '1 minute'`);
    expect((await t.app.inject({ url: '/api/v1/categories/menu', headers: { authorization: `Token ${token}` } })).statusCode).toBe(401);
  });

  it('a wrong password gets the spec message and 401', async () => {
    const { user } = await userWithToken(t, { password: 'right password' });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: user.email, password: 'wrong' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: false, data: null, message: messages.loginFailed });
  });

  it('logs in by e-mail as well as by username, case-insensitively', async () => {
    const { user } = await userWithToken(t, { password: 'right password' });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: user.email.toUpperCase(), password: 'right password' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: user.username, profile_complete: true });
  });
});

describe('rate limiting', () => {
  it('throttles with a 429 envelope', async () => {
    const limited = await startTestApp({ RATE_LIMIT_MAX: '3' });
    try {
      const codes = [];
      for (let i = 0; i < 5; i++) codes.push((await limited.app.inject('/api/v1/app-config')).statusCode);
      expect(codes.slice(0, 3)).toEqual([200, 200, 200]);
      const res = await limited.app.inject('/api/v1/app-config');
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('60');
      expect(res.headers['x-ratelimit-limit']).toBe('3');
      expect(res.json().status).toBe(false);
      expect(res.json().message).toContain(messages.tooManyRequests);
    } finally {
      await limited.close();
    }
  });

  it('ignores a client-chosen X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const limited = await startTestApp({ RATE_LIMIT_MAX: '2' });
    try {
      const codes = [];
      for (let i = 1; i <= 3; i++) codes.push((await limited.app.inject({ url: '/api/v1/app-config', headers: { 'x-forwarded-for': `203.0.113.${i}` } })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('with TRUST_PROXY=1 believes only the hop our proxy added, so a forged X-Forwarded-For does not dodge the limit', async () => {
    const limited = await startTestApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: '1' });
    try {
      const codes = [];
      // The client forges a fresh address each time; our proxy appends the real one (198.51.100.7).
      for (let i = 1; i <= 3; i++) codes.push((await limited.app.inject({ url: '/api/v1/app-config', headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` } })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
      const other = await limited.app.inject({ url: '/api/v1/app-config', headers: { 'x-forwarded-for': '198.51.100.8' } });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('with TRUST_PROXY as a list believes X-Forwarded-For only from those proxies', async () => {
    const limited = await startTestApp({ RATE_LIMIT_MAX: '1', TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' });
    try {
      const viaProxy = (client: string) => limited.app.inject({ url: '/api/v1/app-config', remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': client } });
      expect((await viaProxy('198.51.100.1')).statusCode).toBe(200);
      expect((await viaProxy('198.51.100.2')).statusCode).toBe(200);
      const direct = (client: string) => limited.app.inject({ url: '/api/v1/app-config', remoteAddress: '198.51.100.50', headers: { 'x-forwarded-for': client } });
      expect((await direct('203.0.113.1')).statusCode).toBe(200);
      expect((await direct('203.0.113.2')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('refuses a TRUST_PROXY it cannot read', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.0/8' }).trustProxy).toBe('10.0.0.1,10.0.0.0/8');
  });
});
