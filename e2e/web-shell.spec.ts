import { messages } from '@cp/contract';
import { DEMO, expect, test, webUrl } from './fixtures';

test.describe('authoring app shell', () => {
  test('landing page for visitors, with Sign Up, Log In, Get Started and the video', async ({ page, visit }) => {
    await visit(webUrl() + '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /sign up/i }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /log in/i }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /get started/i }).first()).toBeVisible();
    await expect(page.locator('iframe[title]')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('logged-out visitors to protected routes are sent to /', async ({ page }) => {
    for (const path of ['/subject', '/browse', '/profile/me', '/completion', '/task']) {
      await page.goto(webUrl() + path);
      await expect(page).toHaveURL(webUrl() + '/');
    }
  });

  test('unknown paths show Page Not Found', async ({ page, visit }) => {
    await visit(webUrl() + '/no/such/page');
    await expect(page.getByRole('heading', { name: messages.notFound })).toBeVisible();
  });

  test('login validation, wrong password, then a real login and logout', async ({ page, visit }) => {
    await visit(webUrl() + '/login');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText(messages.loginUsernameRequired)).toBeVisible();
    await expect(page.getByText(messages.loginPasswordRequired)).toBeVisible();

    await page.getByLabel('Username or e-mail').fill(DEMO.owner.username);
    await page.getByLabel('Password', { exact: true }).fill('wrong password');
    await page.getByRole('button', { name: 'Log In' }).click();
    // One message per error: beside the form, not again as a toast.
    await expect(page.getByText(messages.loginFailed)).toHaveCount(1);

    await page.getByLabel('Password', { exact: true }).fill(DEMO.owner.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(webUrl() + '/subject');
    // rina.owner owns and contributes to demo subjects: My Subjects lists them as cards.
    await expect(page.getByRole('heading', { level: 1, name: 'My Subjects' })).toBeVisible();
    await expect(page.getByTestId('subject-card').filter({ hasText: 'Fractions for Grade 7' })).toBeVisible();
    await expect(page.getByText(messages.noSubjectFound)).toHaveCount(0);
    await page.waitForLoadState('networkidle');

    // Logged in: /, /login and /register go to /subject; the session survives a reload.
    for (const path of ['/', '/login', '/register', '/completion']) {
      await page.goto(webUrl() + path);
      await expect(page).toHaveURL(webUrl() + '/subject');
    }

    await page.getByRole('button', { name: `Account menu for ${DEMO.owner.username}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(webUrl() + '/');
    await page.goto(webUrl() + '/subject');
    await expect(page).toHaveURL(webUrl() + '/');
  });

  test('logging in by e-mail works too, and an incomplete profile is held on /completion', async ({ page }) => {
    await page.goto(webUrl() + '/login');
    await page.getByLabel('Username or e-mail').fill(DEMO.incomplete.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.incomplete.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(webUrl() + '/completion');
    await page.goto(webUrl() + '/browse');
    await expect(page).toHaveURL(webUrl() + '/completion');
  });

  test('the session is stored encrypted, never as plain text', async ({ page }) => {
    await page.goto(webUrl() + '/login');
    await page.getByLabel('Username or e-mail').fill(DEMO.owner.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.owner.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(webUrl() + '/subject');
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).not.toContain(DEMO.owner.username);
    expect(stored).not.toContain('token');
  });
});
