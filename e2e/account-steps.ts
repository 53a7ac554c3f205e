import fs from 'node:fs';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { dataDir, expect, webUrl } from './fixtures';

/** What the account journeys repeat: people, mailed links, drawn JPEGs, log in and out, toasts. */
let counter = 0;
export function newPerson() {
  counter += 1;
  // Digits only: random letters can spell a refused word. The process id keeps two workers' people
  // apart when they are made in the same millisecond.
  const username = `e2e.${Date.now()}${process.pid}${counter}`;
  return { username, email: `${username}@school.example.org`, password: 'first secret 1' };
}

/** Waits for the product's mail to `to` (an .eml file in DATA_DIR/outbox) and returns its link. */
export async function mailedLink(to: string, kind: 'verify' | 'reset', after = 0): Promise<string> {
  const dir = path.join(dataDir(), 'outbox');
  const deadline = Date.now() + 20_000;
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')).sort() : [];
    for (const file of files.reverse()) {
      const full = path.join(dir, file);
      if (fs.statSync(full).mtimeMs < after) continue;
      const text = fs.readFileSync(full, 'utf8').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
      if (!new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(text)) continue;
      const link = new RegExp(`${webUrl().replace(/[.:/]/g, '\\$&')}/${kind}/[A-Za-z0-9_-]{20,}`).exec(text);
      if (link) return link[0];
    }
    if (Date.now() > deadline) throw new Error(`no ${kind} mail to ${to}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A JPEG drawn by the browser: a colour block, or incompressible noise to make it big. */
export async function jpeg(page: Page, width: number, height: number, opts: { noise?: boolean; hue?: number } = {}): Promise<Buffer> {
  const b64 = await page.evaluate(
    ({ width, height, noise, hue }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const g = canvas.getContext('2d')!;
      if (noise) {
        const img = g.createImageData(width, height);
        let x = 2463534242 + hue;
        for (let i = 0; i < img.data.length; i++) {
          x ^= x << 13;
          x ^= x >>> 17;
          x ^= x << 5;
          img.data[i] = i % 4 === 3 ? 255 : x & 255;
        }
        g.putImageData(img, 0, 0);
      } else {
        g.fillStyle = `hsl(${hue}, 70%, 50%)`;
        g.fillRect(0, 0, width, height);
        g.fillStyle = '#fff';
        g.fillRect(width / 4, height / 4, width / 2, height / 2);
      }
      return canvas.toDataURL('image/jpeg', noise ? 1 : 0.9).split(',')[1]!;
    },
    { width, height, noise: opts.noise ?? false, hue: opts.hue ?? 200 },
  );
  return Buffer.from(b64, 'base64');
}

export const file = (name: string, buffer: Buffer, mimeType = 'image/jpeg') => ({ name, mimeType, buffer });
export const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * A client address of one's own for a sign-up. Sign-ups are throttled per address (10 an hour); the
 * product runs here with TRUST_PROXY (as behind a proxy), so people made through the API each come
 * from an address of their own and the journeys that sign up in the browser keep their allowance.
 */
export const ownAddress = () => ({ 'x-forwarded-for': `203.0.113.${randomInt(1, 255)}` });

/** A signed-up, verified user with a complete profile, made through the API as the app would. */
export async function apiUser(request: APIRequestContext, complete = true) {
  const person = newPerson();
  const res = await request.post(`${webUrl()}/api/v1/auth/register`, { data: { email: person.email, username: person.username, password: person.password }, headers: ownAddress() });
  expect(res.ok()).toBe(true);
  const token = (await res.json()).data.token as string;
  if (complete) {
    const done = await request.post(`${webUrl()}/api/v1/user/info/update`, {
      headers: { authorization: `Token ${token}` },
      data: { first_name: 'Guru', last_name: 'Hebat', topic: 'Science' },
    });
    expect((await done.json()).data.profile_complete).toBe(true);
  }
  return person;
}

export async function logIn(page: Page, identifier: string, password: string) {
  await page.goto(`${webUrl()}/login`);
  await page.getByLabel('Username or e-mail').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

export async function logOut(page: Page, username: string) {
  await page.getByRole('button', { name: `Account menu for ${username}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${webUrl()}/`);
}

export const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });

// ---- small pieces used above -----------------------------------------------------------------

export async function sessionToken(page: Page, username: string, password: string) {
  const res = await page.request.post(`${webUrl()}/api/v1/auth/login`, { data: { username, password } });
  return (await res.json()).data.token as string;
}
