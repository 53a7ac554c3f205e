import fs from 'node:fs';
import path from 'node:path';
import { adminMessages, notificationText, NOTIFICATION } from '@cp/contract';
import type { Page } from '@playwright/test';
import { apiUser, file, jpeg, logIn, toast } from './account-steps';
import { adminUrl, dataDir, expect, expectAccessible, test, webUrl } from './fixtures';
import { E2E_ADMIN } from './global-setup';

/** The back-office journeys of spec 3 §2 on the admin origin, each screen checked with axe. */

async function adminLogin(page: Page) {
  await page.goto(adminUrl() + '/login');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(adminUrl() + '/dashboard');
}

async function openScreen(page: Page, url: string, search?: string) {
  await page.goto(adminUrl() + url);
  if (search !== undefined) await page.getByRole('textbox', { name: /^Search/ }).fill(search);
  await page.waitForLoadState('networkidle');
}

const row = (page: Page, table: string, text: string) => page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

function mailTo(to: string): string | null {
  const dir = path.join(dataDir(), 'outbox');
  if (!fs.existsSync(dir)) return null;
  for (const name of fs.readdirSync(dir).sort().reverse()) {
    const text = fs.readFileSync(path.join(dir, name), 'utf8').replace(/=\r?\n/g, '');
    if (new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(text)) return text;
  }
  return null;
}

test.describe('admin back-office', () => {
  test('dashboard: the figures, the chart with its four series, a date range and the sub-category modal', async ({ page }) => {
    await adminLogin(page);
    for (const card of ['Total Users', 'Total Subjects', 'Total Entries', 'Play Sessions']) await expect(page.getByText(card, { exact: true })).toBeVisible();
    const chart = page.getByRole('region', { name: 'Daily Analytics' });
    await expect(chart.locator('.recharts-line')).toHaveCount(4);
    for (const series of ['Entries made', 'Entries verified (right axis)', 'Subjects made', 'New users']) await expect(chart.getByText(series)).toBeVisible();
    await expect(page.getByText('Top 5 Most Played Subjects')).toBeVisible();
    await expect(page.getByText(/times? played/).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);

    await page.getByRole('button', { name: /^View Subcategory of / }).first().click();
    await expect(page.getByRole('dialog').getByRole('table', { name: 'Sub-categories' })).toBeVisible();
    await page.keyboard.press('Escape');

    // A range that holds nothing: the cards read zero and the address keeps the range.
    await page.goto(adminUrl() + '/dashboard?start=2001-01-01&end=2001-01-31');
    await expect(page.getByText('Showing 2001-01-01 to 2001-01-31.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'All Time' })).not.toBeChecked();
    await expect(page.getByLabel('Total Users: 0')).toBeVisible();
    await page.getByRole('checkbox', { name: 'All Time' }).click();
    await expect(page.getByRole('checkbox', { name: 'All Time' })).toBeChecked();
    await expect(page).toHaveURL(adminUrl() + '/dashboard');
    // A range picked with the mouse: the first day of this month, then today.
    const now = new Date();
    const dayName = (d: Date) => `${d.getDate()} ${d.toLocaleString('en-GB', { month: 'long' })} ${d.getFullYear()}`;
    const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const first = new Date(now.getFullYear(), now.getMonth(), 1);
    await page.getByRole('button', { name: 'Date range' }).click();
    // The open calendar: a dialog named by its field, arrows with names, days legible.
    await expect(page.getByRole('dialog', { name: 'Date range' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous month' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: dayName(first), exact: true }).click();
    await page.getByRole('button', { name: dayName(now), exact: true }).click();
    await expect(page).toHaveURL(`${adminUrl()}/dashboard?start=${isoDay(first)}&end=${isoDay(now)}`);
    await expect(page.getByText(`Showing ${isoDay(first)} to ${isoDay(now)}.`)).toBeVisible();
    // With a range the picker shows its clear button, which must say what it does.
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Clear dates' }).click();
    await expect(page.getByText('Showing all time.')).toBeVisible();
    await expect(page).toHaveURL(adminUrl() + '/dashboard');
    // A range that ends before it starts, or one the dashboard does not show (after today, over ten
    // years), opens all time, and the address says so.
    for (const range of ['start=2001-01-31&end=2001-01-01', 'start=0001-01-01&end=9999-12-31']) {
      await page.goto(adminUrl() + `/dashboard?${range}`);
      await expect(page.getByText('Showing all time.')).toBeVisible();
      await expect(page).toHaveURL(adminUrl() + '/dashboard');
    }
  });

  test("users: ban with a reason ends the user's open session and refuses their login; unban lets them back", async ({ page, browser }) => {
    const person = await apiUser(page.request);
    const userPage = await (await browser.newContext()).newPage();
    await logIn(userPage, person.username, person.password);
    await expect(userPage).toHaveURL(webUrl() + '/subject');

    await adminLogin(page);
    // An address past the last page, with a sort the table does not have, opens its last page in place.
    await openScreen(page, `/users?q=${person.username}&page=9&sort=nope&dir=up`);
    await expect(page).toHaveURL(`${adminUrl()}/users?q=${person.username}`);
    await expect(row(page, 'Users', person.username)).toHaveCount(1);
    // At 1280 pixels the whole table, its actions included, fits without scrolling sideways.
    expect(await page.getByRole('table', { name: 'Users' }).evaluate((table) => table.scrollWidth - table.parentElement!.clientWidth)).toBeLessThanOrEqual(1);
    await openScreen(page, '/users', person.username);
    const userRow = row(page, 'Users', person.username);
    await expect(userRow).toHaveCount(1);
    await expect(page.getByText('Showing 1 of 1 entries')).toBeVisible();
    // Two quick clicks on a header sort by it, then reverse it, even when the second comes before
    // the first one's sort is drawn (the address has changed, the screen not yet).
    await page
      .getByRole('table', { name: 'Users' })
      .getByRole('button', { name: 'Full name' })
      .evaluate(async (header: HTMLElement) => {
        header.click();
        // Microtasks only: the router updates the address, React has no task to draw it in.
        for (let i = 0; i < 10_000 && !location.search.includes('sort=full_name'); i++) await Promise.resolve();
        header.click();
      });
    await expect(page).toHaveURL(/[?&]sort=full_name&dir=desc(&|$)/);
    await expectAccessible(page);
    await userRow.getByRole('button', { name: `Ban ${person.username}` }).click();
    const dialog = page.getByRole('dialog', { name: `Ban ${person.username}` });
    await dialog.getByRole('button', { name: 'Ban user' }).click();
    await expect(dialog.getByText(adminMessages.reasonRequired)).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel('Reason').fill('Posting spam in entries');
    await dialog.getByRole('button', { name: 'Ban user' }).click();
    await expect(toast(page, 'ban user success.')).toBeVisible();
    await expect(userRow.getByText('Banned', { exact: true })).toBeVisible();
    await expect(userRow.getByRole('button', { name: `Verify ${person.username}` })).toHaveCount(0);

    // The user's open tab loses its session on its next call.
    await userPage.reload();
    await expect(userPage).toHaveURL(/\/(login)?$/);
    await logIn(userPage, person.username, person.password);
    await expect(userPage.getByText('Your account has been banned.', { exact: false })).toBeVisible();

    await userRow.getByRole('button', { name: `Unban ${person.username}` }).click();
    await expect(toast(page, 'unban user success.')).toBeVisible();
    await logIn(userPage, person.username, person.password);
    await expect(userPage).toHaveURL(webUrl() + '/subject');
    await userPage.context().close();
  });

  test('subjects: deleting with a reason shows Deleted without actions, and the owner reads why in the authoring app', async ({ page, browser }) => {
    const owner = await apiUser(page.request);
    const token = (await (await page.request.post(`${webUrl()}/api/v1/auth/login`, { data: { username: owner.username, password: owner.password } })).json()).data.token;
    const categories = (await (await page.request.get(`${webUrl()}/api/v1/categories/menu`, { headers: { authorization: `Token ${token}` } })).json()).data;
    const name = `Volcano Facts ${Date.now()}`;
    const saved = await page.request.post(`${webUrl()}/api/v1/subjects/save`, { headers: { authorization: `Token ${token}` }, data: { name, description: 'All about volcanoes.', category: categories[0].sub_list[0].id } });
    const code = (await saved.json()).data.code as string;

    await adminLogin(page);
    await openScreen(page, '/subjects', code);
    const subjectRow = row(page, 'Subjects', code);
    await subjectRow.getByRole('button', { name: `Verify ${name}` }).click();
    await expect(toast(page, adminMessages.subjectVerified)).toBeVisible();
    await subjectRow.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${name}` });
    await expect(dialog.getByText(adminMessages.deleteConfirm, { exact: false })).toBeVisible();
    await dialog.getByLabel('Reason').fill('Copied from a textbook');
    await dialog.getByRole('button', { name: 'Delete subject' }).click();
    await expect(toast(page, adminMessages.subjectDeletedDone)).toBeVisible();
    await expect(subjectRow.getByText('Deleted', { exact: true })).toBeVisible();
    await expect(subjectRow.getByRole('button')).toHaveCount(0);
    await expectAccessible(page);

    const ownerPage = await (await browser.newContext()).newPage();
    await logIn(ownerPage, owner.username, owner.password);
    await ownerPage.getByRole('button', { name: /^Notifications/ }).click();
    const text = notificationText(NOTIFICATION.subjectDeletedByAdmin, { subject_name: name, reason: 'Copied from a textbook' });
    await expect(ownerPage.getByRole('dialog', { name: 'Notifications' }).getByText(text)).toBeVisible();
    await ownerPage.context().close();
  });

  test('minigames: the form refuses missing fields, then a new minigame is created with a cropped icon and published', async ({ page }) => {
    await adminLogin(page);
    await openScreen(page, '/minigames');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create Minigame' }).click();
    const form = page.getByRole('dialog', { name: 'Create minigame' });
    await form.getByRole('button', { name: 'Save Minigame' }).click();
    await expect(form.getByText(adminMessages.minigameNameRequired)).toBeVisible();
    await expect(form.getByText(adminMessages.platformRequired)).toBeVisible();
    await expect(form.getByText(adminMessages.iconRequired)).toBeVisible();

    const name = `Lava Quiz ${Date.now() % 100000}`;
    await form.getByLabel('Minigame Name').fill(name);
    await form.getByRole('combobox', { name: 'Game module' }).click();
    await page.getByRole('option', { name: /^1\. / }).click();
    await form.getByLabel('Minimum Entries').fill('6');
    await form.getByRole('checkbox', { name: 'Game app' }).check();
    await form.getByRole('checkbox', { name: 'Vocabulary Drill' }).check();
    await form.getByLabel('Video Link Game app').fill('https://video.example.org/lava');
    // The icon's file input (its label reads 'Icon *' while required).
    await form.locator('input[type="file"]').first().setInputFiles(file('icon.jpg', await jpeg(page, 400, 300, { hue: 10 })));
    const crop = page.getByRole('dialog', { name: 'Crop the icon' });
    await expect(crop.getByRole('button', { name: 'Crop Image' })).toBeEnabled();
    await crop.getByRole('button', { name: 'Crop Image' }).click();
    await expect(form.getByRole('img', { name: 'Minigame icon' })).toBeVisible();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Save Minigame' }).click();
    await expect(toast(page, adminMessages.minigameSaved)).toBeVisible();

    await page.getByRole('checkbox', { name: 'Unpublished only' }).click(); // the address changes in a transition
    await expect(page.getByRole('checkbox', { name: 'Unpublished only' })).toBeChecked();
    const gameRow = row(page, 'Minigames', name);
    await expect(gameRow.getByText('Unpublished')).toBeVisible();
    await gameRow.getByRole('button', { name: `Publish ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Publish ${name}` });
    await expect(confirm.getByText(adminMessages.publishConfirm)).toBeVisible();
    await confirm.getByRole('button', { name: 'Publish' }).click();
    await expect(toast(page, adminMessages.minigamePublished)).toBeVisible();
    await expect(gameRow).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Unpublished only' }).click(); // the address changes in a transition
    await expect(page.getByRole('checkbox', { name: 'Unpublished only' })).not.toBeChecked();
    await page.getByRole('textbox', { name: /^Search/ }).fill(name);
    await expect(gameRow.getByText('Published', { exact: true })).toBeVisible();
    await expect(gameRow.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
    // The status badge is shown whole, not squeezed by the table to "PUBL…".
    expect(await gameRow.getByText('Published', { exact: true }).evaluate((label) => label.scrollWidth - label.clientWidth)).toBeLessThanOrEqual(1);
  });

  test('contact: a ticket with a screenshot is read and replied to by e-mail with an attachment', async ({ page }) => {
    const email = `parent.${Date.now()}@example.org`;
    const shot = (await jpeg(page, 300, 200, { hue: 120 })).toString('base64');
    await page.request.post(`${webUrl()}/api/v1/contact-us/send-ticket`, { data: { email, topic: 'Technical Issue', message: 'The game app does not open.', attachments: [`data:image/jpeg;base64,${shot}`] } });

    await adminLogin(page);
    await openScreen(page, '/contact?unreplied_only=1', email);
    const ticketRow = row(page, 'Contact tickets', email);
    await expect(ticketRow.getByText('Unreplied')).toBeVisible();
    await ticketRow.getByRole('button', { name: `View screenshot 1 from ${email}` }).click();
    const shots = page.getByRole('dialog', { name: `Screenshots from ${email}` });
    await expect(shots.getByRole('img', { name: 'Screenshot 1 of 1' })).toBeVisible();
    expect(await shots.getByRole('img', { name: 'Screenshot 1 of 1' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
    await page.keyboard.press('Escape');

    await ticketRow.getByRole('button', { name: `Reply to ${email} about Technical Issue` }).click();
    const reply = page.getByRole('dialog', { name: `Reply to ${email}` });
    await reply.getByLabel('Reply').fill('Please update the app from the store; version 2 fixes this.');
    await reply.locator('#reply-attachments').setInputFiles(file('steps.jpg', await jpeg(page, 120, 120, { hue: 300 })));
    await expect(reply.getByRole('img', { name: 'Attachment 1: steps.jpg' })).toBeVisible();
    await expectAccessible(page);
    await reply.getByRole('button', { name: 'Send Reply' }).click();
    await expect(toast(page, adminMessages.ticketReplied)).toBeVisible();
    await expect(ticketRow).toHaveCount(0);

    await expect.poll(() => mailTo(email)).toContain('version 2 fixes this');
    expect(mailTo(email)).toMatch(/Content-Type: image\/jpeg; name=attachment-1\.jpg/);
    await page.getByRole('checkbox', { name: 'Unreplied only' }).click(); // the address changes in a transition
    await expect(page.getByRole('checkbox', { name: 'Unreplied only' })).not.toBeChecked();
    await expect(row(page, 'Contact tickets', email).getByText(/^Replied/)).toBeVisible();
  });

  test('FAQ and legal pages: both rules in one toast, a FAQ with a cropped image, a legal page through the rich-text editor', async ({ page }) => {
    await adminLogin(page);
    await openScreen(page, '/faq');
    await expect(page.getByPlaceholder('Search a word or sentences...')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add FAQ' }).click();
    const form = page.getByRole('dialog', { name: 'Saving FAQ' });
    await form.getByRole('button', { name: 'Save FAQ' }).click();
    const invalid = page.locator('.Toastify').getByRole('listitem');
    await expect(invalid).toHaveText([adminMessages.questionRequired, adminMessages.answerRequired]);

    const question = `Can pupils play offline? ${Date.now() % 100000}`;
    await form.getByLabel('Question').fill(question);
    await form.getByLabel('Answer').fill('Yes, once the subject is downloaded in the game app.');
    await expect(form.getByText('Image size (Max: 2MB)')).toBeVisible();
    await form.getByLabel('Image', { exact: true }).setInputFiles(file('faq.jpg', await jpeg(page, 500, 300, { hue: 60 })));
    await page.getByRole('dialog', { name: 'Crop the FAQ image' }).getByRole('button', { name: 'Crop Image' }).click();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Save FAQ' }).click();
    await expect(toast(page, adminMessages.faqSaved)).toBeVisible();
    await page.getByRole('textbox', { name: /^Search/ }).fill(question);
    await row(page, 'FAQ', question).getByRole('button', { name: `Open Image of '${question}'` }).click();
    await expect(page.getByRole('dialog', { name: question }).getByRole('img', { name: `Image for '${question}'` })).toBeVisible();
    await page.keyboard.press('Escape');

    // Edit: a better answer, and the image removed.
    await row(page, 'FAQ', question).getByRole('button', { name: `Edit '${question}'` }).click();
    await form.getByLabel('Answer').fill('Yes: download the subject once in the game app, then play anywhere.');
    await form.getByRole('button', { name: 'Remove Image' }).click();
    await form.getByRole('button', { name: 'Save FAQ' }).click();
    await expect(toast(page, adminMessages.faqSaved)).toBeVisible();
    await expect(row(page, 'FAQ', question).getByRole('button', { name: /^Open Image/ })).toHaveCount(0);

    const visitor = await (await page.context().browser()!.newContext()).newPage();
    await visitor.goto(webUrl() + '/faq');
    await visitor.getByRole('button', { name: question }).click();
    await expect(visitor.getByText('Yes: download the subject once in the game app, then play anywhere.')).toBeVisible();

    await openScreen(page, '/legal');
    await expectAccessible(page);
    await row(page, 'Legal pages', 'Terms').getByRole('button', { name: /^Edit / }).click();
    const editor = page.getByRole('dialog', { name: /^Edit Terms/ });
    const area = editor.locator('.ql-editor');
    await area.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Updated by the e2e administrator.');
    await expectAccessible(page);
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.locator('.Toastify').getByText(/ saved\.$/)).toBeVisible();
    await visitor.goto(webUrl() + '/tos');
    await expect(visitor.getByText('Updated by the e2e administrator.', { exact: false })).toBeVisible();
    await visitor.context().close();

    // Every action above is in the audit log.
    await openScreen(page, '/audit');
    for (const action of ['faq.create', 'legal.edit']) await expect(page.getByRole('table', { name: 'Audit log' }).getByText(action).first()).toBeVisible();
    // An action the log does not have, half a range and a parameter of no use here leave the address.
    await openScreen(page, '/audit?action=nope&start=2001-01-01&utm=x&page=2&sort=action&dir=asc');
    await expect(page).toHaveURL(`${adminUrl()}/audit?sort=action&dir=asc`);
    await openScreen(page, '/audit?action=legal.edit');
    await expect(page.getByRole('combobox', { name: 'Action' })).toHaveValue('legal.edit');
    await expect(page.getByRole('table', { name: 'Audit log' }).getByText('faq.create')).toHaveCount(0);
    await expectAccessible(page);
    // A range with nothing in it says that nothing matches, not that the log is empty.
    await openScreen(page, '/audit?start=2001-01-01&end=2001-01-31');
    await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
  });
});
