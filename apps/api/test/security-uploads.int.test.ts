import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@cp/contract';
import { schema } from '@cp/db';
import { ORPHAN_GRACE_MS, sweepOrphanedUploads } from '../src/platform/housekeeping';
import { MAX_INPUT_PIXELS, normaliseJpeg } from '../src/platform/images';
import { signMediaUrl } from '../src/platform/private-media';
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

const sendTicket = async () => {
  const shot = dataUrl(await flatJpeg(320, 200));
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/contact-us/send-ticket', remoteAddress: '10.66.0.1', payload: { email: 'writer@school.example.org', topic: 'Login', message: 'See the screenshot.', attachments: [shot] } });
  expect(res.statusCode).toBe(200);
  const row = await t.ctx.db.query.contactTickets.findFirst({ where: eq(schema.contactTickets.id, res.json().data.ticket_id) });
  return row!.attachments[0]!;
};

describe('contact-ticket screenshots', () => {
  it('are not served at their plain address, on either listener', async () => {
    const url = await sendTicket();
    for (const app of [t.app, t.admin]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json().status).toBe(false);
    }
  });

  it('are served with a signed, short-lived address (for the back-office), never cached publicly', async () => {
    const url = await sendTicket();
    const signed = signMediaUrl(t.ctx.secrets.mediaSigning, url);
    const res = await t.admin.inject({ url: signed });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const expired = signMediaUrl(t.ctx.secrets.mediaSigning, url, 60, Date.now() - 3_600_000);
    expect((await t.admin.inject({ url: expired })).statusCode).toBe(404);
    const tampered = signed.replace(/exp=(\d+)/, (_m, n: string) => `exp=${Number(n) + 1000}`);
    expect((await t.admin.inject({ url: tampered })).statusCode).toBe(404);
    const otherFile = signed.replace(/tickets\/[^?]+/, 'tickets/other.jpg');
    expect((await t.admin.inject({ url: otherFile })).statusCode).toBe(404);
  });
});

describe('orphaned uploads', () => {
  it('housekeeping deletes replaced avatars after a grace period and keeps every file a row points at', async () => {
    const { auth } = await userWithToken(t);
    const first = (await t.app.inject({ method: 'POST', url: '/api/v1/user/info/update', headers: auth, payload: { avatar: dataUrl(await flatJpeg(64, 64)) } })).json().data.avatar as string;
    const second = (await t.app.inject({ method: 'POST', url: '/api/v1/user/info/update', headers: auth, payload: { avatar: dataUrl(await flatJpeg(80, 80)) } })).json().data.avatar as string;
    const orphan = 'covers/left-behind.jpg';
    await t.ctx.storage.put(orphan, await flatJpeg(32, 18), 'image/jpeg');
    const ticketShot = await sendTicket();
    expect(await sweepOrphanedUploads(t.ctx)).toBe(0); // everything is younger than the grace period
    const later = Date.now() + ORPHAN_GRACE_MS + 60_000;
    expect(await sweepOrphanedUploads(t.ctx, later)).toBeGreaterThanOrEqual(1);
    expect(await t.ctx.storage.exists(orphan)).toBe(false);
    expect(await t.ctx.storage.exists(second.replace('/media/', ''))).toBe(true);
    expect(await t.ctx.storage.exists(ticketShot.replace('/media/', ''))).toBe(true);
    expect(first).not.toBe(second);
  });

  it("sweeps the cover of a deleted subject and clears the deleted row's address; a live subject keeps its cover", async () => {
    const owner = await userWithToken(t);
    const cover = dataUrl(await flatJpeg(640, 360));
    const save = (name: string) => t.app.inject({ method: 'POST', url: '/api/v1/subjects/save/', headers: owner.auth, payload: { name, description: 'Covered.', image: cover } });
    const gone = (await save('Soon deleted')).json().data as { code: string; image: string };
    const kept = (await save('Still here')).json().data as { code: string; image: string };
    expect(gone.image).toMatch(/^\/media\/covers\//);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/subjects/delete/${gone.code}`, headers: owner.auth })).statusCode).toBe(200);
    await sweepOrphanedUploads(t.ctx, Date.now() + ORPHAN_GRACE_MS + 60_000);
    expect(await t.ctx.storage.exists(gone.image.replace('/media/', ''))).toBe(false);
    expect(await t.ctx.storage.exists(kept.image.replace('/media/', ''))).toBe(true);
    const row = await t.ctx.db.query.subjects.findFirst({ where: eq(schema.subjects.code, gone.code) });
    expect(row?.image).toBeNull();
  });
});
