import { chromium, request as pwRequest } from '@playwright/test';
import { E2E_ADMIN, startProduct } from './global-setup';
const stop = await startProduct();
const admin = process.env.E2E_ADMIN_URL!;
const web = process.env.E2E_WEB_URL!;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [label, viewport] of [['phone', { width: 390, height: 844 }]] as const) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.goto(admin + '/login');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(admin + '/dashboard');
  await page.goto(admin + '/users');
  await page.getByRole('table', { name: 'Users' }).waitFor();
  const header = page.getByRole('table', { name: 'Users' }).getByRole('button', { name: 'Full name' });
  await header.click(); await header.click();
  await page.waitForURL(/dir=desc/);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/h/look/admin-users-${label}.png` });
  console.log(label, 'users url', page.url());
  await page.goto(admin + '/dashboard');
  if (label === 'phone') await page.getByRole('button', { name: /navigation|menu/i }).first().click().catch(() => console.log('no menu button'));
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.waitForURL(admin + '/login');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/h/look/admin-after-logout-${label}.png` });
  console.log(label, 'after logout', page.url(), 'session-ended text:', await page.getByText('Your session has ended').count());
  // Authoring app: the session ended on another device, then a click.
  const w = await (await browser.newContext({ viewport })).newPage();
  w.on('requestfailed', (r) => console.log('FAILED', r.method(), r.url(), r.failure()?.errorText));
  w.on('response', (r) => { if (r.url().includes('/api/')) console.log('RESP', r.status(), r.request().method(), r.url().replace(web, '')); });
  w.on('console', (m) => console.log('CONSOLE', m.type(), m.text().slice(0, 300)));
  await w.addInitScript(() => {
    const f = window.fetch;
    const t = Response.prototype.text;
    Response.prototype.text = async function (this: Response) { try { return await t.call(this); } catch (e) { console.log('TEXTFAIL', this.url, String(e)); throw e; } };
    window.fetch = (async (...args: Parameters<typeof fetch>) => {
      try { return await f(...args); } catch (e) { console.log('FETCHFAIL', String(args[0]), String(e), (args[1] as RequestInit | undefined)?.signal?.aborted); throw e; }
    }) as typeof fetch;
  });
  await w.goto(web + '/login');
  await w.getByLabel('Username or e-mail').fill('rina.owner');
  await w.getByLabel('Password', { exact: true }).fill('demo-password');
  await w.getByRole('button', { name: 'Log In' }).click();
  await w.waitForURL(web + '/subject');
  const req = await pwRequest.newContext();
  const token = (await (await req.post(`${web}/api/v1/auth/login/`, { data: { username: 'rina.owner', password: 'demo-password' } })).json()).data.token;
  await req.post(`${web}/api/v1/auth/sessions/end-others`, { headers: { authorization: `Token ${token}` } });
  await w.goto(web + '/browse').catch(() => undefined);
  await w.waitForURL(web + '/');
  await w.getByText('Your session has ended, please log in again.').waitFor();
  await w.waitForTimeout(300);
  await w.screenshot({ path: `/tmp/h/look/web-lost-session-${label}.png` });
  console.log('toast box', JSON.stringify(await w.getByText('Your session has ended, please log in again.').boundingBox()));
  console.log(label, 'web lost', w.url(), 'toasts:', await w.getByText('Your session has ended, please log in again.').count());
}
await browser.close(); await stop();
