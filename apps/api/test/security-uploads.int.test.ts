import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@cp/contract';
import { MAX_INPUT_PIXELS, normaliseJpeg } from '../src/platform/images';
import { dataUrl } from './fixtures';
import { startTestApp, userWithToken, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** A flat-colour JPEG: a few hundred kB on the wire, width × height × 3 bytes once decoded. */
const flatJpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#6a8fc4' } }).jpeg({ quality: 50 }).toBuffer();

describe('decompression bombs', () => {
  it('a JPEG declaring more pixels than the limit is refused from its header with a clear message', async () => {
    const bomb = await flatJpeg(8000, 6000); // 48 MP
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(8000 * 6000).toBeGreaterThan(MAX_INPUT_PIXELS);
    const { auth } = await userWithToken(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/info/update', headers: auth, payload: { avatar: dataUrl(bomb) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.imageTooManyPixels);
  });

  it('16 concurrent 40-megapixel uploads keep the process within a few hundred MB, and each is stored scaled down', async () => {
    const photo = await flatJpeg(8000, 5000);
    if (global.gc) global.gc();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    try {
      const out = await Promise.all(Array.from({ length: 16 }, () => normaliseJpeg(photo, 'content')));
      for (const jpeg of out.slice(0, 2)) expect(await sharp(jpeg).metadata()).toMatchObject({ width: 2560, height: 1600 });
    } finally {
      clearInterval(sampler);
    }
    // Decoded in full and all at once, these would take 16 × 120 MB ≈ 1.9 GB.
    expect(peak - before).toBeLessThan(400 * 1024 * 1024);
  }, 120_000);
});
