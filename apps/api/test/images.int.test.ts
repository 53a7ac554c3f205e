import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@cp/contract';
import { normaliseJpeg, storeJpeg } from '../src/platform/images';
import { readImageInput } from '../src/platform/uploads';
import { bigJpeg, dataUrl, jpegWithGps, png } from './fixtures';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  // The pipeline as an upload route would use it: multipart or data URL in, stored JPEG out.
  t = await startTestApp({}, (app, ctx) => {
    app.post('/test-upload/:limit', async (request) => {
      const limit = (request.params as { limit: 'standard' | 'content' }).limit;
      const input = await readImageInput(request, 'image', limit);
      return { status: true, data: { url: await storeJpeg(ctx.storage, input, 'tests', limit) }, message: 'stored' };
    });
  });
});
afterAll(async () => t?.close());

function multipart(bytes: Buffer, filename: string, contentType = 'image/jpeg') {
  const boundary = '----cpboundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('image pipeline', () => {
  it('stores a valid JPEG without its EXIF (GPS gone) under a random name, served with nosniff', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await t.app.inject({ method: 'POST', url: '/test-upload/standard', payload: { image: dataUrl(original) } });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.url;
    expect(url).toMatch(/^\/media\/tests\/[0-9a-f-]{36}\.jpg$/);
    const served = await t.app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('PhoneCam'))).toBe(false);
  });

  it('accepts the same image as a multipart upload', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test-upload/standard', ...multipart(await jpegWithGps(), 'photo.jpg') });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.url).toMatch(/^\/media\/tests\//);
  });

  it('refuses a PNG renamed .jpg, by data URL and by multipart', async () => {
    const fake = await png();
    const byDataUrl = await t.app.inject({ method: 'POST', url: '/test-upload/standard', payload: { image: dataUrl(fake) } });
    expect(byDataUrl.statusCode).toBe(400);
    expect(byDataUrl.json()).toEqual({ status: false, data: null, message: messages.imageFormat });
    const byFile = await t.app.inject({ method: 'POST', url: '/test-upload/standard', ...multipart(fake, 'holiday.jpg') });
    expect(byFile.statusCode).toBe(400);
    expect(byFile.json().message).toBe(messages.imageFormat);
  });

  it('refuses a data URL of another type', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test-upload/standard', payload: { image: dataUrl(await png(), 'image/png') } });
    expect(res.json().message).toBe(messages.imageFormat);
  });

  it('refuses a JPEG over 2 MB with the 2MB message', async () => {
    const big = await bigJpeg(2 * 1024 * 1024 + 1);
    const res = await t.app.inject({ method: 'POST', url: '/test-upload/standard', ...multipart(big, 'big.jpg') });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: false, data: null, message: messages.imageTooLarge2MB });
    const asDataUrl = await t.app.inject({ method: 'POST', url: '/test-upload/standard', payload: { image: dataUrl(big) } });
    expect(asDataUrl.json().message).toBe(messages.imageTooLarge2MB);
  });

  it('allows up to 5 MB for content images and refuses more with the 5MB message', async () => {
    const medium = await bigJpeg(2 * 1024 * 1024 + 1);
    expect((await t.app.inject({ method: 'POST', url: '/test-upload/content', ...multipart(medium, 'm.jpg') })).statusCode).toBe(200);
    await expect(normaliseJpeg(await bigJpeg(5 * 1024 * 1024 + 1), 'content')).rejects.toMatchObject({ statusCode: 413, message: messages.imageTooLarge5MB });
  });

  it('refuses a truncated JPEG', async () => {
    const whole = await jpegWithGps(1200, 800);
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    const res = await t.app.inject({ method: 'POST', url: '/test-upload/standard', payload: { image: dataUrl(truncated) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.imageDamaged);
  });

  it('never serves files outside storage', async () => {
    for (const url of ['/media/../package.json', '/media/%2e%2e/package.json', '/media/seed/missing.jpg']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().status).toBe(false);
    }
  });
});
