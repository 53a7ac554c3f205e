import { accountMessages, messages } from '@cp/contract';
import { DEMO, PHONE, apiAuth, expect, expectAccessible, loginAs, openPage, subjectCodeByName, test, webUrl } from './fixtures';

/** Screens say what is true (issue 11): real results, 'coming soon' where nothing is built, one set of actions. */

const AGUS = { username: 'agus.teacher', password: 'demo-password', email: 'agus.teacher@demo.contentplus.local' };

test.describe('clarity', () => {
  test('search shows real subjects; unbuilt screens say they are coming; the header shows the cover; phone layouts fit', async ({ browser, request }) => {
    const page = await loginAs(browser, DEMO.owner);
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('Fractions');
    await page.getByRole('searchbox', { name: 'Search', exact: true }).press('Enter');
    await expect(page).toHaveURL(webUrl() + '/search?keyword=Fractions');
    const subjects = page.getByRole('region', { name: 'Subject' });
    await expect(subjects.getByTestId('subject-card').filter({ hasText: 'Fractions for Grade 7' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Entry' }).getByText('Coming soon')).toBeVisible();
    await expect(page.getByRole('region', { name: 'User' }).getByText('Coming soon')).toBeVisible();
    await expect(page.getByText(messages.noDataFound)).toHaveCount(0);
    await expectAccessible(page);

    const rina = await apiAuth(request, DEMO.owner);
    const code = await subjectCodeByName(request, rina, 'Fractions for Grade 7');
    // Opened by its address, the adaptive subject's page asks for nothing it would be refused (it has no chapters).
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });
    await openPage(page, `/subject/detail/${await subjectCodeByName(request, rina, 'Algebra Pathways')}/content`);
    await expect(page.getByText('Coming soon')).toBeVisible();
    expect(refused).toEqual([]);
    await expect(page.getByText(messages.noDataFound)).toHaveCount(0);
    await expect(page.getByTestId('subject-header-cover')).toBeVisible();

    // Phone: the detail tabs stay in one row that scrolls; the Task page's message fits the screen.
    await page.setViewportSize(PHONE);
    await openPage(page, `/subject/detail/${code}/about`);
    const tops = await page.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => Math.round(t.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await openPage(page, '/task');
    const box = (await page.getByText(messages.noDataFound).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  });

  test('an invited person gets only the invitation; a followed notification closes its dropdown; suggestions hide addresses', async ({ browser, request }) => {
    const rina = await apiAuth(request, DEMO.owner);
    const code = await subjectCodeByName(request, rina, 'Algebra Pathways');

    // Rina looks for Agus: the suggestion shows his name and username, never his address.
    const owner = await loginAs(browser, DEMO.owner);
    await openPage(owner, `/subject/detail/${code}/contributor`);
    await owner.getByRole('combobox', { name: 'Invite contributors by e-mail' }).fill('ag');
    const option = owner.getByRole('option', { name: /@agus\.teacher/ });
    await expect(option).toContainText('Agus Pratama');
    await expect(owner.getByRole('listbox')).not.toContainText('@demo.contentplus.local');
    await owner.context().close();

    const invited = await request.post(`${webUrl()}/api/v1/contributors/request/invite/`, { headers: { authorization: rina }, data: { code, invitees: [AGUS.email] } });
    expect(invited.ok(), await invited.text()).toBe(true);

    const agus = await loginAs(browser, AGUS);
    await openPage(agus, `/subject/detail/${code}/about`);
    await expect(agus.getByRole('button', { name: 'Request Access' })).toHaveCount(0);
    await expect(agus.getByRole('link', { name: 'Answer invitation' })).toBeVisible();

    // The invitation notification leads to the Contributor tab, and the dropdown goes away.
    await agus.getByRole('button', { name: /^Notifications/ }).click();
    const dropdown = agus.getByRole('dialog', { name: 'Notifications' });
    await dropdown.getByRole('link', { name: /invited you/ }).first().click();
    await expect(agus).toHaveURL(webUrl() + `/subject/detail/${code}/contributor`);
    await expect(dropdown).toBeHidden();
    await expect(agus.getByRole('button', { name: 'Accept invitation' })).toBeVisible();
    await expect(agus.getByRole('button', { name: 'Request Access' })).toHaveCount(0);
    await expect(agus.getByRole('link', { name: 'Answer invitation' })).toHaveCount(0);
    await expectAccessible(agus);
    await agus.getByRole('button', { name: 'Decline' }).click();
    await agus.context().close();
  });

  test('on a phone, sign-up toasts stay clear of the Save button, and dial codes read as text', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const username = `e2e.phone${Date.now()}`;
    await page.goto(webUrl() + '/register');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('E-mail').fill(`${username}@school.example.org`);
    await page.getByLabel(/^Password/).fill('phone secret 1');
    await page.getByLabel('Confirm password').fill('phone secret 1');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(webUrl() + '/completion');
    const toast = page.locator('.Toastify').getByText(accountMessages.registered);
    await expect(toast).toBeVisible();
    const save = page.getByRole('button', { name: 'Save Profile' });
    await save.scrollIntoViewIfNeeded();
    const [t, s] = [(await toast.boundingBox())!, (await save.boundingBox())!];
    const overlaps = t.x < s.x + s.width && s.x < t.x + t.width && t.y < s.y + s.height && s.y < t.y + t.height;
    expect(overlaps).toBe(false);
    // From the top on phones (docs/decisions.md), also for the page's first toast, which mounts the container.
    expect(t.y).toBeLessThan(PHONE.height / 2);
    // No emoji flags (many systems draw them as empty boxes): the country reads as words.
    await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('Indonesia +62');
    await expectAccessible(page);
    await context.close();
  });
});
