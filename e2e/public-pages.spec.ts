import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { accountMessages, messages } from '@cp/contract';
import { file, jpeg, PNG_1PX, toast } from './account-steps';
import { dataDir, expect, expectAccessible, test, webUrl } from './fixtures';

test.describe('public pages', () => {
  test('FAQ accordion and legal pages, for visitors', async ({ page, visit }) => {
    await visit(`${webUrl()}/faq`);
    const first = page.getByRole('button', { name: 'How do I create a new subject?' });
    await first.click();
    await expect(page.getByText(/The wizard has four steps/)).toBeVisible();
    await expect(page.getByRole('img', { name: /How do I create a new subject/ })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Contact Us' }).first().click();
    await expect(page).toHaveURL(`${webUrl()}/contact`);
    for (const [route, title] of [['/tos', 'Terms of Service'], ['/privacy', 'Privacy Policy'], ['/cookie', 'Cookie Policy']]) {
      await visit(`${webUrl()}${route}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('.legal-content h2').first()).toBeVisible();
    }
  });

  test('a logged-out visitor sends a contact ticket with two JPEGs', async ({ page, visit }) => {
    await visit(`${webUrl()}/contact`);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(accountMessages.emailRequired)).toBeVisible();
    await expect(page.getByText(accountMessages.topicRequired)).toBeVisible();

    await page.getByRole('combobox', { name: 'Topic' }).click();
    await expect(page.getByRole('option', { name: 'Banned Profile' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'User Verification' })).toHaveCount(0);
    await page.getByRole('option', { name: 'Technical Issue' }).click();

    const images = page.getByLabel('Images', { exact: true });
    await images.setInputFiles(file('shot.png', PNG_1PX, 'image/png'));
    await expect(page.getByText(messages.imageFormat)).toBeVisible();
    // Four wrong files at once: the same words are shown once, not stacked four times.
    await images.setInputFiles([1, 2, 3, 4].map((n) => file(`shot${n}.png`, PNG_1PX, 'image/png')));
    await expect(page.getByText(messages.imageFormat)).toHaveCount(1);
    const big = await jpeg(page, 1400, 1400, { noise: true });
    await images.setInputFiles(file('big.jpg', big));
    await expect(page.getByText(messages.imageTooLarge2MB)).toBeVisible();
    const [a, b] = [await jpeg(page, 700, 700, { noise: true, hue: 1 }), await jpeg(page, 720, 720, { noise: true, hue: 2 })];
    expect(a.length + b.length).toBeGreaterThan(2000 * 1024);
    expect(Math.max(a.length, b.length)).toBeLessThan(2 * 1024 * 1024);
    await images.setInputFiles([file('a.jpg', a), file('b.jpg', b)]);
    await expect(page.getByText(accountMessages.attachmentTotal)).toBeVisible();
    await page.getByRole('button', { name: 'Remove attachment 1' }).click();

    const small = await jpeg(page, 320, 200, { hue: 120 });
    await images.setInputFiles(file('first.jpg', small));
    await images.setInputFiles(file('again.jpg', small));
    await expect(page.getByText(accountMessages.attachmentDuplicate)).toBeVisible();
    await images.setInputFiles(file('second.jpg', await jpeg(page, 200, 320, { hue: 300 })));
    await expect(page.getByRole('img', { name: /^Attachment \d/ })).toHaveCount(2);

    await page.getByLabel('E-mail').fill('visitor@example.org');
    await page.getByLabel('Message').fill('I cannot log in since yesterday. Screenshots attached.');
    await expectAccessible(page);
    const ticketsDir = path.join(dataDir(), 'uploads', 'tickets');
    const before = new Set(fs.existsSync(ticketsDir) ? fs.readdirSync(ticketsDir) : []);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1/contact-us/send-ticket'));
    await page.getByRole('button', { name: 'Send' }).click();
    const body = await (await sent).json();
    expect(body).toMatchObject({ status: true, message: accountMessages.ticketSent, data: { ticket_id: expect.any(Number) } });
    await expect(toast(page, accountMessages.ticketSent)).toBeVisible();
    // Both images are stored. Another spec may send a ticket meanwhile, so this one's are told by
    // the sizes drawn above (a re-encoded image keeps its size).
    const added = fs.readdirSync(ticketsDir).filter((name) => !before.has(name));
    const sizes = await Promise.all(added.map(async (name) => sharp(path.join(ticketsDir, name)).metadata()));
    expect(sizes.map((m) => `${m.width}x${m.height}`).filter((size) => size === '320x200' || size === '200x320').sort()).toEqual(['200x320', '320x200']);
    await expect(page.getByLabel('Message')).toHaveValue('');
  });
});
