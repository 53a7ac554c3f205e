import { messages } from '@cp/contract';
import { chromium, type Response } from '@playwright/test';
import { adminUrl, expect, expectAccessible, expectNeverShown, test, watchForText } from './fixtures';
import { E2E_ADMIN } from './global-setup';

test.describe('admin back-office shell', () => {
  test('routes require a login and unknown paths show Page Not Found', async ({ page, visit }) => {
    for (const path of ['/', '/dashboard', '/users', '/subjects', '/minigames', '/contact', '/faq', '/legal', '/audit']) {
      await page.goto(adminUrl() + path);
      await expect(page).toHaveURL(adminUrl() + '/login');
    }
    await expect(page.getByRole('navigation', { name: /admin/i })).toHaveCount(0);
    await visit(adminUrl() + '/nowhere');
    await expect(page.getByRole('heading', { name: messages.notFound })).toBeVisible();
  });

  test('an administrator logs in, sees the navigation, moves around and logs out', async ({ page, visit }) => {
    await visit(adminUrl() + '/login');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill('wrong password');
    await page.getByRole('button', { name: /log in/i }).click();
    await expect(page.getByText(messages.loginFailed)).toHaveCount(1);

    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: /log in/i }).click();
    await expect(page).toHaveURL(adminUrl() + '/dashboard');
    // The failure does not follow the administrator onto the dashboard.
    await expect(page.getByText(messages.loginFailed)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const nav = page.getByRole('navigation').first();
    for (const name of ['Dashboard', 'Users', 'Subjects', 'Minigames', 'Contact Us', 'FAQ', 'Legal Page', 'Audit']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(adminUrl() + '/users');
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
    await expect(page.getByText(messages.noDataFound)).toHaveCount(0);
    await page.goto(adminUrl() + '/login');
    await expect(page).toHaveURL(adminUrl() + '/dashboard');

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(adminUrl() + '/login');
    await page.goto(adminUrl() + '/dashboard');
    await expect(page).toHaveURL(adminUrl() + '/login');
  });

  test('Logout while the dashboard is loading ends on the login page, without saying the session ended', async ({ page, visit }) => {
    const logIn = async () => {
      await page.getByLabel('Username').fill(E2E_ADMIN.username);
      await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: /log in/i }).click();
      await expect(page).toHaveURL(adminUrl() + '/dashboard');
    };
    await visit(adminUrl() + '/login');
    await logIn();

    // The dashboard's calls go out before Logout and are refused (401) because the server ended the
    // session: first while the logout's own answer is still held back, then after it arrived.
    for (const refusedWhile of ['logging out', 'logged out'] as const) {
      let releaseDashboard!: () => void;
      const dashboardReleased = new Promise<void>((resolve) => (releaseDashboard = resolve));
      let refused = 0;
      const countRefused = (response: Response) => {
        if (response.url().includes('/admin/dashboard/') && response.status() === 401) refused++;
      };
      page.on('response', countRefused);
      await page.route('**/api/v1/admin/dashboard/**', async (route) => {
        await dashboardReleased;
        await route.continue();
      });
      await page.route('**/api/v1/admin/auth/logout', async (route) => {
        const answer = await route.fetch();
        if (refusedWhile === 'logging out') {
          releaseDashboard();
          await expect.poll(() => refused).toBeGreaterThan(0);
        }
        await route.fulfill({ response: answer });
        releaseDashboard();
      });
      // The dashboard opens again, its calls held until Logout.
      if (refusedWhile === 'logged out') await logIn();
      else await page.reload();
      await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible();
      // Whether the toast ever shows, however briefly.
      await watchForText(page, messages.sessionEnded);

      await page.getByRole('button', { name: 'Logout' }).first().click();
      await expect(page).toHaveURL(adminUrl() + '/login');
      await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
      await expect.poll(() => refused).toBeGreaterThan(0);
      page.off('response', countRefused);
      await page.unrouteAll({ behavior: 'wait' });
      await expectNeverShown(page);
    }
  });

  test('opened from another origin, the admin app shows the public landing page with the way in', async () => {
    // Another name for this machine (the browser resolves it to 127.0.0.1).
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--host-resolver-rules=MAP content-plus.test 127.0.0.1'],
    });
    const page = await (await browser.newContext()).newPage();
    await page.goto(adminUrl().replace('127.0.0.1', 'content-plus.test') + '/login');
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: adminUrl() }).click();
    await expect(page).toHaveURL(adminUrl() + '/login');
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await browser.close();
  });

  test('localhost and 127.0.0.1 are the same admin address', async ({ page }) => {
    await page.goto(adminUrl().replace('127.0.0.1', 'localhost') + '/login');
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  });
});
