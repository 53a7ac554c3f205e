import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@cp/db';
import { storeJpeg } from '../src/platform/images';
import { S3Storage } from '../src/platform/storage';
import { jpegWithGps } from './fixtures';
import { startTestApp, type TestApp } from './helpers';

// A real S3-compatible server on loopback (s3rver), so the S3 side of Storage is exercised for real.
let s3: S3rver;
let dir: string;
let t: TestApp;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cp-s3-'));
  const port = await freePort();
  s3 = new S3rver({ port, address: '127.0.0.1', directory: dir, silent: true, configureBuckets: [{ name: 'media', configs: [] }] });
  await s3.run();
  t = await startTestApp({
    S3_BUCKET: 'media',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('S3 storage', () => {
  it('is used when S3_BUCKET is set: the seed images and uploads go to the bucket and are served under /media', async () => {
    expect(t.ctx.storage).toBeInstanceOf(S3Storage);
    const url = await storeJpeg(t.ctx.storage, await jpegWithGps(), 'avatars');
    const served = await t.app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    expect(await t.ctx.storage.exists(url.replace('/media/', ''))).toBe(true);
    expect(await t.ctx.storage.exists('seed/category-mathematics.jpg')).toBe(true);
    await t.ctx.storage.delete(url.replace('/media/', ''));
    expect((await t.app.inject(url)).statusCode).toBe(404);
  });
});
