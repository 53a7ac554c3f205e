import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type Browser, type Page } from '@playwright/test';

export const webUrl = () => process.env.E2E_WEB_URL!;
export const adminUrl = () => process.env.E2E_ADMIN_URL!;
export const dataDir = () => process.env.E2E_DATA_DIR!;

/** Demo accounts created by `npm run seed:demo` (see README). */
export const DEMO = {
  owner: { username: 'rina.owner', email: 'rina.owner@demo.contentplus.local', password: 'demo-password' },
  incomplete: { username: 'newbie.ade', password: 'demo-password' },
};

/** Fails on any WCAG 2 A/AA violation, or axe best practice (landmarks, headings) broken, on the page as it is now. */
export async function expectAccessible(page: Page) {
  // Every page has one (axe checks it); waiting for it waits for the screen's code to have drawn it,
  // which on a busy machine can come after the network has gone quiet.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // A tooltip is left out: a passing copy of its control's name, drawn in a portal outside the landmarks.
  // Legacy mode runs axe once in the page instead of in parts finished on a second, blank page, and
  // only violations are collected: the same rules and findings in under half the time (our one
  // iframe, the landing video, is another origin's page either way).
  // (`options` replaces the options object, so it comes before `withTags`.)
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'best-practice'])
    .exclude('[role="tooltip"]')
    .setLegacyMode()
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')})`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

export const test = base.extend<{ visit: (url: string) => Promise<void> }>({
  visit: async ({ page }, use) => {
    await use(async (url: string) => {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    });
  },
});
export { expect };

/**
 * A word no other subject has, for names a search must find (or, where the subject is hidden, must
 * not). It holds a digit, so a search for it is never read as a typo of another run's word
 * (docs/decisions.md, "A typo is corrected word by word"). It is random, not a time: two workers'
 * specs starting in the same millisecond made the same word, and one found the other's subjects.
 */
export const uniqueWord = () => `q${randomBytes(4).toString('hex')}7`;

/**
 * From now on, in this document and the ones the page opens next, records whether `text` is ever
 * shown, however briefly (a toast that closes again); `expectNeverShown` checks it.
 */
export async function watchForText(page: Page, text: string) {
  const watch = (wanted: string) => {
    const root = document.documentElement;
    delete root.dataset.seenText;
    new MutationObserver(() => {
      if (document.body?.innerText.includes(wanted)) root.dataset.seenText = 'yes';
    }).observe(root, { subtree: true, childList: true, characterData: true });
  };
  await page.addInitScript(watch, text);
  await page.evaluate(watch, text);
}

/** The text given to `watchForText` has not been shown since. */
export async function expectNeverShown(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.locator('html')).not.toHaveAttribute('data-seen-text', 'yes');
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/** A browser context of its own (desktop unless a viewport is given), logged in through the login form. */
export async function loginAs(browser: Browser, user: { username: string; password: string }, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(webUrl() + '/login');
  await page.getByLabel('Username or e-mail').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(webUrl() + '/subject');
  return page;
}

/** Opens a page of the authoring app, waits for its calls, and checks it with axe. */
export async function openPage(page: Page, url: string) {
  await page.goto(webUrl() + url);
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);
}

/**
 * Types `text` into a subject picker and picks `option` from the answer to that search, as a person
 * reads the list for what they typed before choosing; then checks the pick took. Clicked before the
 * answer, the option could be redrawn under the pointer (stop 64's two-worker CI run).
 */
export async function pickSubject(page: Page, picker: string, text: string, option: RegExp) {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/subjects' && r.request().postDataJSON()?.search === text);
  const combobox = page.getByRole('combobox', { name: picker });
  await combobox.fill(text);
  await answered;
  await page.getByRole('option', { name: option }).click();
  await expect(combobox).toHaveValue(option);
}

/** An `Authorization` value for the user, from a real login through the API. */
export async function apiAuth(request: APIRequestContext, user: { username: string; password: string }) {
  const res = await request.post(`${webUrl()}/api/v1/auth/login/`, { data: { username: user.username, password: user.password } });
  expect(res.ok(), await res.text()).toBe(true);
  return `Token ${(await res.json()).data.token}`;
}

/** The code of a subject the caller can see, by its exact name. */
export async function subjectCodeByName(request: APIRequestContext, auth: string, name: string) {
  const res = await request.post(`${webUrl()}/api/v1/subjects`, { headers: { authorization: auth }, data: { search: name, n: 6, page: 1 } });
  return ((await res.json()).data as { code: string; name: string }[]).find((s) => s.name === name)!.code;
}
