import type { Page } from '@playwright/test';
import { messages } from '@cp/contract';
import { apiUser } from './account-steps';
import { DEMO, DESKTOP, PHONE, apiAuth, expect, expectAccessible, loginAs, openPage, pickSubject, subjectCodeByName, test, uniqueWord, webUrl } from './fixtures';

/** What a new user trips over (issue 11): each journey below keeps one of those fixed. */

const AGUS = { username: 'agus.teacher', password: 'demo-password' };

async function saveBasics(page: Page, name: string) {
  await page.getByLabel('Subject name').fill(name);
  await page.getByLabel('Subject description').fill(`${name}: a draft made by the first-steps test.`);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/subject\/add\?code=[A-Z2-9]{8}&step=2$/);
  return new URL(page.url()).searchParams.get('code')!;
}

test.describe('first steps', () => {
  test('subject drafts: Add Subject starts new, resuming is a choice, Cancel asks, drafts can be deleted and stay private', async ({ browser }) => {
    test.setTimeout(120_000);
    const suffix = uniqueWord();
    const draftA = `Draft Volcanoes ${suffix}`;
    const draftB = `Draft Rivers ${suffix}`;
    const owner = await loginAs(browser, DEMO.owner);

    await owner.getByRole('link', { name: 'Add Subject' }).click();
    const codeA = await saveBasics(owner, draftA);
    await expect(owner.getByText(`Editing ${draftA} (${codeA})`)).toBeVisible();

    // Leaving and coming back: Add Subject offers the unfinished subject instead of reopening it.
    await owner.getByRole('link', { name: 'My Subjects' }).click();
    await owner.getByRole('link', { name: 'Add Subject' }).click();
    await expect(owner.getByRole('heading', { name: 'You have an unfinished subject' })).toBeVisible();
    await expectAccessible(owner);
    await owner.getByRole('button', { name: 'Start a new subject' }).click();
    await expect(owner.getByLabel('Subject name')).toHaveValue('');
    await expect(owner.getByText('A new subject, in four steps.')).toBeVisible();
    const codeB = await saveBasics(owner, draftB);

    // Cancel on a saved draft asks: Delete draft removes it.
    await owner.getByRole('button', { name: 'Cancel' }).click();
    const leave = owner.getByRole('dialog', { name: 'Leave the wizard?' });
    await expect(leave).toContainText(draftB);
    await expectAccessible(owner);
    await leave.getByRole('button', { name: 'Delete draft' }).click();
    await expect(owner.getByText(messages.subjectDeleted)).toBeVisible();
    await expect(owner).toHaveURL(webUrl() + '/subject');
    await openPage(owner, `/subject?search=${suffix}`);
    const cards = owner.getByTestId('subject-card');
    await expect(cards.filter({ hasText: draftA })).toHaveCount(1);
    await expect(cards.filter({ hasText: draftB })).toHaveCount(0);

    // Nobody else sees an unfinished subject, in Browse or by its address.
    const other = await loginAs(browser, AGUS);
    await openPage(other, `/browse?search=${encodeURIComponent(draftA)}`);
    await expect(other.getByText(messages.noSubjectFound)).toBeVisible();
    await expect(other.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    await other.goto(`${webUrl()}/subject/detail/${codeA}/content`);
    await expect(other).toHaveURL(webUrl() + '/not-found');
    expect(codeB).not.toBe(codeA);

    // Its card opens the wizard at the first open step; Delete is offered there.
    await cards.filter({ hasText: draftA }).click();
    await expect(owner).toHaveURL(new RegExp(`/subject/add\\?code=${codeA}&step=2$`));
    await expect(owner.getByRole('heading', { name: 'Choose Category' })).toBeVisible();
    await owner.getByRole('button', { name: 'Delete' }).click();
    await owner.getByRole('dialog', { name: 'Delete Subject' }).getByRole('button', { name: 'Delete' }).click();
    await expect(owner).toHaveURL(webUrl() + '/subject');
    await owner.getByRole('link', { name: 'Add Subject' }).click();
    await expect(owner.getByLabel('Subject name')).toHaveValue('');
    await owner.context().close();
    await other.context().close();
  });

  test('prerequisites: none needs no confirmation toast, a subject without levels needs no level', async ({ browser }) => {
    const owner = await loginAs(browser, DEMO.owner);
    await owner.goto(webUrl() + '/subject/add');
    await saveBasics(owner, `Prerequisite check ${uniqueWord()}`);
    await owner.getByText('Science', { exact: true }).click();
    await owner.getByText('Biology', { exact: true }).click();
    await owner.getByRole('button', { name: 'Save and continue' }).click();
    await expect(owner.getByRole('heading', { name: 'Prerequisite Subject' })).toBeVisible();

    await owner.getByRole('checkbox', { name: 'This subject has no prerequisite subject' }).check();
    await owner.getByRole('button', { name: 'Save and continue' }).click();
    await expect(owner.getByRole('heading', { name: 'Cover Image' })).toBeVisible();
    await expect(owner.getByText(messages.prerequisiteSet)).toHaveCount(0);

    // Algebra Pathways (adaptive, no levels yet) can be required without a level.
    await owner.getByRole('button', { name: 'Back to Prerequisite Subject' }).click();
    await pickSubject(owner, 'Prerequisite subject', 'Algebra', /Algebra Pathways/);
    await owner.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(owner.getByText('Algebra Pathways has no levels yet, so no level is needed.')).toBeVisible();
    await owner.getByRole('switch', { name: 'Required' }).check();
    await expectAccessible(owner);
    await owner.getByRole('button', { name: 'Save and continue' }).click();
    await expect(owner.getByText(messages.prerequisiteSet)).toBeVisible();
    await expect(owner.getByRole('heading', { name: 'Cover Image' })).toBeVisible();
    await owner.getByRole('button', { name: 'Delete' }).click();
    await owner.getByRole('dialog', { name: 'Delete Subject' }).getByRole('button', { name: 'Delete' }).click();
    await expect(owner).toHaveURL(webUrl() + '/subject');
    await owner.context().close();
  });

  test('Setting asks before throwing away unsaved edits', async ({ browser }) => {
    const owner = await loginAs(browser, DEMO.owner);
    await openPage(owner, '/subject?search=Fractions');
    await owner.getByTestId('subject-card').filter({ hasText: 'Fractions for Grade 7' }).click();
    await owner.getByRole('tab', { name: 'Setting' }).click();
    const name = owner.getByLabel('Subject name');
    await name.fill('Fractions for Grade 7 (edited, not saved)');
    await owner.getByRole('tab', { name: 'Cover Image' }).click();
    const ask = owner.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(ask).toContainText(messages.unsavedChanges);
    await expectAccessible(owner);
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(name).toHaveValue('Fractions for Grade 7 (edited, not saved)');
    await owner.getByRole('tab', { name: 'Cover Image' }).click();
    await ask.getByRole('button', { name: 'Leave' }).click();
    await expect(owner).toHaveURL(/\/setting\/cover$/);
    // Back on Basic Information the saved name is there, and leaving it unchanged asks nothing.
    await owner.getByRole('tab', { name: 'Basic Information' }).click();
    await expect(name).toHaveValue('Fractions for Grade 7');
    await owner.getByRole('tab', { name: 'Prerequisite Subject' }).click();
    await expect(owner).toHaveURL(/\/setting\/prerequisite$/);
    // On a phone the tab rows scroll sideways; opened there, the row brings both active tabs into view.
    await owner.setViewportSize(PHONE);
    await owner.reload();
    for (const name of ['Setting', 'Prerequisite Subject']) {
      const box = (await owner.getByRole('tab', { name, selected: true }).boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(PHONE.width);
    }
    await owner.setViewportSize(DESKTOP);
    // Closing the tab with an unsaved change: the browser's own leave warning.
    await owner.getByRole('tab', { name: 'Basic Information' }).click();
    // Typed keys (a real user gesture: browsers only warn pages the user has interacted with).
    await name.click();
    await owner.keyboard.type(' edited');
    const warned = new Promise<string>((resolve) => owner.once('dialog', (d) => void d.dismiss().then(() => resolve(d.type()))));
    await owner.close({ runBeforeUnload: true });
    expect(await warned).toBe('beforeunload');
    await owner.context().close();
  });

  test('an ended session says why, and login returns to the page the user wanted', async ({ browser, request }) => {
    // A person of the test's own: ending every other session of a shared one would end another spec's.
    const person = await apiUser(request);
    const page = await loginAs(browser, person);
    await openPage(page, '/subject');
    // The same person ends every other session from another device.
    const other = await apiAuth(request, person);
    expect((await request.post(`${webUrl()}/api/v1/auth/sessions/end-others`, { headers: { authorization: other } })).ok()).toBe(true);

    await page.getByRole('link', { name: 'Browse' }).click();
    await expect(page.getByText(messages.sessionEnded)).toBeVisible();
    await expect(page).toHaveURL(webUrl() + '/');
    await expect(page.getByText(messages.sessionEnded)).toHaveCount(1);

    // A protected address while logged out: sent to /, and back there after login.
    await page.goto(webUrl() + '/profile/me/setting');
    await expect(page).toHaveURL(webUrl() + '/');
    await page.goto(webUrl() + '/login');
    await page.getByLabel('Username or e-mail').fill(person.username);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(webUrl() + '/profile/me/setting');
    // A deliberate logout does not bring the next login back to a page.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(webUrl() + '/');
    await page.goto(webUrl() + '/login');
    await page.getByLabel('Username or e-mail').fill(person.username);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(webUrl() + '/subject');
    await page.context().close();
  });

  test('on a phone the menu button and the drawer count unread notifications', async ({ browser, request }) => {
    // Agus asks to join Rina's subject: Rina gets an unread notification.
    const agus = await apiAuth(request, AGUS);
    const code = await subjectCodeByName(request, agus, 'Fractions for Grade 7');
    expect((await request.post(`${webUrl()}/api/v1/contributors/request/apply/`, { headers: { authorization: agus }, data: { code } })).ok()).toBe(true);

    const phone = await loginAs(browser, DEMO.owner, PHONE);
    // Browse on a phone: the filters fold away, so the first card shows without scrolling.
    await openPage(phone, '/browse');
    const first = (await phone.getByTestId('subject-card').first().boundingBox())!;
    expect(first.y).toBeLessThan(PHONE.height);
    await expect(phone.getByRole('combobox', { name: 'Sort by' })).toBeHidden();
    const menu = phone.getByRole('button', { name: /^Open navigation, \d+ unread$/ });
    await expect(menu).toBeVisible();
    await expectAccessible(phone);
    await menu.click();
    const drawer = phone.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: /^Notifications \d+ unread$/ })).toBeVisible();
    await expectAccessible(phone);
    await phone.context().close();
  });
});
