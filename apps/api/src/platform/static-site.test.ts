import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSinglePageApp } from './static-site';

const js = 'console.log("a built asset");\n'.repeat(200);
let dir: string;
const app = Fastify();
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cp-dist-'));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  await fs.writeFile(path.join(dir, 'assets/app-1234.js'), js);
  await fs.writeFile(path.join(dir, 'assets/app-1234.js.br'), zlib.brotliCompressSync(js));
  await fs.writeFile(path.join(dir, 'assets/app-1234.js.gz'), zlib.gzipSync(js));
  await registerSinglePageApp(app, dir);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('built apps are served pre-compressed', () => {
  it('sends the brotli file to a browser that takes brotli, gzip to one that takes gzip, the plain file otherwise', async () => {
    const br = await app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    const gz = await app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('answers an app route with index.html, not cached', async () => {
    const res = await app.inject({ url: '/subject/detail/ABC', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>app</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers an over-long path as any unknown one: the app for a page, 404 in the envelope for the API', async () => {
    // Longer than a file name (255 bytes) or a path (4,096) may be: neither can be looked up on disk.
    const page = await app.inject({ url: `/${'x'.repeat(300)}`, headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>app</title>');
    const api = await app.inject({ url: `/api/v1/subjects/${'x'.repeat(4100)}` });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: false, data: null });
  });
});
