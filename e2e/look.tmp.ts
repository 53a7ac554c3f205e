import { chromium, request as pwRequest } from '@playwright/test';
import { startProduct } from './global-setup';
import { mailedLink, newPerson, ownAddress } from './account-steps';
const stop = await startProduct();
const web = process.env.E2E_WEB_URL!;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const req = await pwRequest.newContext();
for (const [label, viewport] of [['desktop', { width: 1280, height: 900 }]] as const) {
  for (const held of [true]) {
    const person = newPerson();
    const at = Date.now() - 1000;
    const res = await req.post(`${web}/api/v1/auth/register`, { data: { email: person.email, username: person.username, password: person.password }, headers: ownAddress() });
    const token = (await res.json()).data.token;
    await req.post(`${web}/api/v1/user/info/update`, { headers: { authorization: `Token ${token}` }, data: { first_name: 'Guru', last_name: 'Hebat', topic: 'Science' } });
    const link = await mailedLink(person.email, 'verify', at);
    const page = await (await browser.newContext({ viewport })).newPage();
    const seen: string[] = [];
    page.on('response', (r) => { if (r.url().includes('/api/v1/')) seen.push(`${r.status()} ${r.url().replace(web, '').slice(0, 60)}`); });
    await page.goto(web + '/login');
    await page.getByLabel('Username or e-mail').fill(person.username);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(web + '/subject');
    if (held) {
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      await page.route(/\/api\/v1\/(?!auth\/verify\/)/, async (route) => { await released; await route.continue(); });
      await page.route('**/api/v1/auth/verify/*', async (route) => {
        const answer = await route.fetch();
        release();
        await new Promise((r) => setTimeout(r, 600));
        await route.fulfill({ response: answer });
      });
    }
    seen.length = 0;
    await page.goto(link);
    await page.getByText('Congratulation!').waitFor();
    await page.screenshot({ path: `/tmp/h/look/verify-${label}-${held ? 'held' : 'plain'}.png` });
    await page.waitForURL((u) => !u.pathname.startsWith('/verify'), { timeout: 5000 }).catch(() => console.log('stayed on verify'));
    for (const ms of [0, 500, 1500, 3000]) {
      await page.waitForTimeout(ms);
      await page.screenshot({ path: `/tmp/h/look/after-verify-${label}-${ms}.png` });
      console.log(ms, page.url(), (await page.locator('body').innerText()).slice(0, 80).replace(/\n/g, ' | '));
    }
    console.log(label, held, 'after', page.url(), 'toasts:', JSON.stringify(await page.locator('.Toastify__toast').allInnerTexts()));
    console.log(seen.join('\n'));
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    await page.waitForLoadState('networkidle');
    console.log(label, held, 'after reload', page.url(), 'account button:', await page.getByRole('button', { name: /Account menu/ }).count());
  }
}
await browser.close(); await stop();
