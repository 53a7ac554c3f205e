import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { contributorMessages, notificationText, NOTIFICATION, subjectMessages } from '@cp/contract';
import { ownAddress } from './account-steps';
import { dataDir, expect, expectAccessible, loginAs, openPage, test, webUrl } from './fixtures';

// ---- helpers ---------------------------------------------------------------------------------

interface Person {
  username: string;
  email: string;
  password: string;
  token: string;
}

const stamp = Date.now().toString().slice(-9);
let counter = 0;

/** A new user through the product's real sign-up call and verification link, with the profile completed as the completion form would. */
async function signUp(page: Page, role: string): Promise<Person> {
  counter += 1;
  const username = `${role}${stamp}${counter}`;
  const person = { username, email: `${username}@school.example.org`, password: 'collab secret 1' };
  const res = await page.request.post(`${webUrl()}/api/v1/auth/register`, { data: person, headers: ownAddress() });
  expect(res.ok(), await res.text()).toBe(true);
  // Only people with a verified address may invite: open the mailed link as the person would.
  const link = await verifyLink(person.email);
  const verified = await page.request.get(`${webUrl()}/api/v1/auth/verify/${link.split('/').pop()}`);
  expect(verified.ok(), await verified.text()).toBe(true);
  const token = (await verified.json()).data.token as string;
  const done = await page.request.post(`${webUrl()}/api/v1/user/info/update`, {
    headers: { authorization: `Token ${token}` },
    data: { first_name: 'Guru', last_name: role[0]!.toUpperCase() + role.slice(1), topic: 'Science' },
  });
  expect((await done.json()).data.profile_complete).toBe(true);
  return { ...person, token };
}

const logIn = (browser: Browser, person: Person) => loginAs(browser, person);

/** A subject with a category (so the detail page opens for its owner), created through the API as the wizard would. */
async function createSubject(page: Page, owner: Person, name: string): Promise<string> {
  const headers = { authorization: `Token ${owner.token}` };
  const menu = (await (await page.request.get(`${webUrl()}/api/v1/categories/menu`, { headers })).json()).data as { id: number; sub_list: { id: number }[] }[];
  const category = menu.find((c) => c.sub_list.length)!.sub_list[0]!.id;
  const res = await page.request.post(`${webUrl()}/api/v1/subjects/save/`, { headers, data: { name, description: 'Built together in the collaboration test.', category } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data.code as string;
}

const visitPage = openPage;

/** The invitation mail to `to` in the product's outbox (DATA_DIR/outbox/*.eml), decoded. */
async function invitationMail(to: string): Promise<string> {
  const dir = path.join(dataDir(), 'outbox');
  const deadline = Date.now() + 20_000;
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
      if (new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text) && /^Subject: Invitation to contribute/m.test(text)) return text;
    }
    if (Date.now() > deadline) throw new Error(`no invitation mail to ${to}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The first `${origin}/verify/<token>` link mailed to `to`. */
async function verifyLink(to: string): Promise<string> {
  const dir = path.join(dataDir(), 'outbox');
  const deadline = Date.now() + 20_000;
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '');
      if (!new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text)) continue;
      const link = new RegExp(`${webUrl().replace(/[.:/]/g, '\\$&')}/verify/[A-Za-z0-9_-]{20,}`).exec(text);
      if (link) return link[0];
    }
    if (Date.now() > deadline) throw new Error(`no verification mail to ${to}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text).first();
const contributorRow = (page: Page, username: string) =>
  page.getByRole('list', { name: 'Contributor list' }).getByRole('listitem').filter({ has: page.getByRole('link', { name: username, exact: true }) });
/** Polling runs every 15 s: a change made in another browser shows within two rounds, without a reload. */
const WITHOUT_RELOAD = { timeout: 30_000 };

// ---- specs -----------------------------------------------------------------------------------

test.describe('collaboration', () => {
  test('invite, accept, promote, leave, then access requests accepted all at once', async ({ browser, page }) => {
    test.setTimeout(240_000);
    const owner = await signUp(page, 'owner');
    const second = await signUp(page, 'second');
    const third = await signUp(page, 'third');
    const name = `Ecosystems Together ${stamp}`;
    const code = await createSubject(page, owner, name);

    const ownerPage = await logIn(browser, owner);
    const secondPage = await logIn(browser, second);
    await visitPage(secondPage, '/subject');
    const secondBell = secondPage.getByRole('button', { name: /^Notifications/ });
    await expect(secondBell).toHaveAccessibleName('Notifications');

    // ---- the owner invites the second user by e-mail (Enter makes the tag) --------------------
    await visitPage(ownerPage, `/subject/detail/${code}/contributor`);
    await expect(contributorRow(ownerPage, owner.username).getByText('Owner', { exact: true })).toBeVisible();
    const field = ownerPage.getByRole('combobox', { name: 'Invite contributors by e-mail' });
    await ownerPage.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(ownerPage.getByText(contributorMessages.emailRequired)).toBeVisible();
    await field.fill(second.email);
    await field.press('Enter');
    await expect(field).toHaveValue('');
    await ownerPage.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(toast(ownerPage, contributorMessages.invited([second.email]))).toBeVisible();
    await expect(contributorRow(ownerPage, second.username).getByText('Invited', { exact: true })).toBeVisible();
    const mail = await invitationMail(second.email);
    expect(mail).toContain(`${webUrl()}/subject/detail/${code}/contributor`);
    expect(mail).toContain(`${owner.username} invited you to contribute to the subject "${name}"`);

    // ---- the second sees the notification and the unread badge without reloading ------------
    await expect(secondBell).toHaveAccessibleName('Notifications (1 unread)', WITHOUT_RELOAD);
    await secondBell.click();
    const invitationText = notificationText(NOTIFICATION.contributorInvitation, { username: owner.username, subject_name: name });
    const dropdown = secondPage.getByRole('dialog', { name: 'Notifications' });
    await expect(dropdown.getByRole('link', { name: invitationText })).toBeVisible();
    await expectAccessible(secondPage);
    // Opening the dropdown marks it read.
    await expect(secondBell).toHaveAccessibleName('Notifications');
    await dropdown.getByRole('link', { name: invitationText }).click();
    await expect(secondPage).toHaveURL(new RegExp(`/subject/detail/${code}/`));
    await secondPage.getByRole('tab', { name: 'Contributor' }).click();
    await expect(secondPage.getByText('You are invited to contribute')).toBeVisible();
    await expectAccessible(secondPage);

    // ---- accepts → active ----------------------------------------------------------------------
    await secondPage.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(toast(secondPage, contributorMessages.invitationAccepted)).toBeVisible();
    await expect(secondPage.getByText('You are invited to contribute')).toBeHidden();
    await expect(secondPage.getByRole('button', { name: 'Leave Subject' })).toBeVisible();
    // The owner's open tab shows the second as active, without a reload.
    await expect(contributorRow(ownerPage, second.username).getByText('Invited', { exact: true })).toBeHidden(WITHOUT_RELOAD);
    await expect(contributorRow(ownerPage, second.username).getByText('Contributor', { exact: true })).toBeVisible();

    // ---- the owner promotes; the second is notified -----------------------------------------
    await ownerPage.getByRole('button', { name: `Actions for ${second.username}` }).click();
    await expect(ownerPage.getByRole('menuitem', { name: 'Remove' })).toBeVisible();
    await expectAccessible(ownerPage);
    await ownerPage.getByRole('menuitem', { name: 'Promote to Manager' }).click();
    await expect(toast(ownerPage, contributorMessages.promoted)).toBeVisible();
    await expect(contributorRow(ownerPage, second.username).getByText('Manager', { exact: true })).toBeVisible();
    // The owner cannot act on the Owner row, nor on themselves.
    await expect(ownerPage.getByRole('button', { name: `Actions for ${owner.username}` })).toHaveCount(0);

    await expect(secondBell).toHaveAccessibleName('Notifications (1 unread)', WITHOUT_RELOAD);
    await secondBell.click();
    await expect(secondPage.getByRole('dialog', { name: 'Notifications' }).getByText(notificationText(NOTIFICATION.promotedToManager, { subject_name: name }))).toBeVisible();
    await secondPage.keyboard.press('Escape');

    // ---- the second leaves; the owner sees it in the activities --------------------------------
    await secondPage.getByRole('button', { name: 'Leave Subject' }).click();
    await secondPage.getByRole('dialog', { name: 'Leave Subject' }).getByRole('button', { name: 'Leave Subject' }).click();
    await expect(toast(secondPage, subjectMessages.left)).toBeVisible();
    await expect(secondPage).toHaveURL(`${webUrl()}/subject`);

    await ownerPage.getByRole('tab', { name: 'Activities' }).click();
    const activities = ownerPage.getByRole('list', { name: 'Subject activities' });
    await expect(activities.getByText(`${second.username} stopped contributing to "${name}"`)).toBeVisible();
    await expect(activities.getByText(`You promoted ${second.username} to Manager in "${name}"`)).toBeVisible();
    await expect(activities.getByText(`${second.username} began contributing to "${name}"`)).toBeVisible();
    await expectAccessible(ownerPage);
    // The owner was told about the departure too.
    await expect(ownerPage.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ })).toBeVisible(WITHOUT_RELOAD);

    // ---- a third user (and the second, again) request access; the owner accepts all -----------
    await ownerPage.getByRole('tab', { name: 'Contributor' }).click();
    await expect(ownerPage.getByRole('heading', { name: 'Requests', exact: true })).toBeVisible();
    const thirdPage = await logIn(browser, third);
    for (const asker of [thirdPage, secondPage]) {
      await visitPage(asker, `/subject/detail/${code}/about`);
      await asker.getByRole('button', { name: 'Request Access' }).click();
      await expect(toast(asker, subjectMessages.accessRequested)).toBeVisible();
      await expect(asker.getByRole('button', { name: 'Access Requested' })).toBeDisabled();
    }
    await expect(ownerPage.getByRole('heading', { name: 'Requests (2)' })).toBeVisible(WITHOUT_RELOAD);
    const requests = ownerPage.getByRole('list', { name: 'Access requests' });
    await expect(requests.getByText(third.username, { exact: true })).toBeVisible();
    await expect(requests.getByText(second.username, { exact: true })).toBeVisible();
    await expectAccessible(ownerPage);
    await ownerPage.getByRole('button', { name: 'Accept all' }).click();
    await expect(toast(ownerPage, contributorMessages.requestsAccepted(2))).toBeVisible();
    await expect(ownerPage.getByText('No pending requests.')).toBeVisible();
    for (const person of [second, third]) {
      await expect(contributorRow(ownerPage, person.username).getByText('Contributor', { exact: true })).toBeVisible();
      await expect(contributorRow(ownerPage, person.username).getByText('Invited', { exact: true })).toHaveCount(0);
    }
    await expect(ownerPage.getByText('3 active')).toBeVisible();

    // The third is told, and now sees Leave Subject.
    const thirdBell = thirdPage.getByRole('button', { name: /^Notifications/ });
    await expect(thirdBell).toHaveAccessibleName('Notifications (1 unread)', WITHOUT_RELOAD);
    await thirdPage.reload();
    await expect(thirdPage.getByRole('button', { name: 'Leave Subject' })).toBeVisible();

    // ---- the owner removes the third: one dialog for the list, Keep changes nothing ----------
    await ownerPage.getByRole('button', { name: `Actions for ${third.username}` }).click();
    await ownerPage.getByRole('menuitem', { name: 'Remove' }).click();
    const removal = ownerPage.getByRole('dialog', { name: 'Remove contributor' });
    await expect(removal).toContainText(`${third.username} will no longer contribute to this subject.`);
    await removal.getByRole('button', { name: 'Keep' }).click();
    await expect(removal).toBeHidden();
    await expect(contributorRow(ownerPage, third.username)).toBeVisible();
    await ownerPage.getByRole('button', { name: `Actions for ${third.username}` }).click();
    await ownerPage.getByRole('menuitem', { name: 'Remove' }).click();
    await removal.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(ownerPage, contributorMessages.removed)).toBeVisible();
    await expect(removal).toBeHidden();
    await expect(contributorRow(ownerPage, third.username)).toHaveCount(0);
    await expect(ownerPage.getByText('2 active')).toBeVisible();

    // ---- the profile Activity tab shows the second's collaboration history --------------------
    await visitPage(ownerPage, `/profile/${second.username}/activity`);
    const history = ownerPage.getByRole('list', { name: 'Activity history' });
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await expect(history.getByRole('listitem').first()).toContainText(`${second.username} began contributing to "${name}"`);
    await expect(history.getByRole('listitem').nth(1)).toContainText(`${second.username} stopped contributing to "${name}"`);
    await expect(history.getByRole('link', { name }).first()).toHaveAttribute('href', `/subject/detail/${code}/activities`);
    // Fewer than 10: no Load More.
    await expect(ownerPage.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  });

  test('an invited address without an account becomes a contributor once it signs up and verifies', async ({ browser, page }) => {
    test.setTimeout(120_000);
    const owner = await signUp(page, 'host');
    const name = `Volcano Lab ${stamp}`;
    const code = await createSubject(page, owner, name);
    const ownerPage = await logIn(browser, owner);
    await visitPage(ownerPage, `/subject/detail/${code}/contributor`);

    // Typed text becomes the tag when there are none; a bad address is named in the message.
    const field = ownerPage.getByRole('combobox', { name: 'Invite contributors by e-mail' });
    await field.fill('not-an-address');
    await ownerPage.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(ownerPage.getByText(contributorMessages.invalidEmails(['not-an-address']))).toBeVisible();
    // Backspace removes the last tag (the pills' own buttons are mouse-only in Mantine).
    await field.press('Backspace');
    await expect(ownerPage.getByText('not-an-address', { exact: true })).toHaveCount(0);

    const newcomer = `newcomer${stamp}`;
    const email = `${newcomer}@school.example.org`;
    await field.fill(email);
    await ownerPage.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(toast(ownerPage, contributorMessages.invited([email]))).toBeVisible();
    const invited = ownerPage.getByRole('list', { name: 'Contributor list' }).getByRole('listitem').filter({ hasText: email });
    await expect(invited.getByText('Invited', { exact: true })).toBeVisible();
    expect(await invitationMail(email)).toContain(`${webUrl()}/register`);

    // The newcomer signs up with that address and opens the verification link.
    counter += 1;
    const signup = await page.request.post(`${webUrl()}/api/v1/auth/register`, { data: { email, username: newcomer, password: 'newcomer secret 1' }, headers: ownAddress() });
    expect(signup.ok()).toBe(true);
    const newcomerContext = await browser.newContext();
    const newcomerPage = await newcomerContext.newPage();
    await newcomerPage.goto(await verifyLink(email));
    await expect(newcomerPage).toHaveURL(/\/(completion|subject)/, { timeout: 15_000 });

    // The owner's open tab shows the newcomer as an active contributor, without a reload.
    await expect(contributorRow(ownerPage, newcomer).getByText('Contributor', { exact: true })).toBeVisible(WITHOUT_RELOAD);
    await expect(contributorRow(ownerPage, newcomer).getByText('Invited', { exact: true })).toHaveCount(0);
    await expect(ownerPage.getByText('2 active')).toBeVisible();
  });
});
