import { chromium } from '@playwright/test';
import { startProduct } from './global-setup';
const stop = await startProduct();
const web = process.env.E2E_WEB_URL!;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text().slice(0, 200)); });
page.on('response', (r) => { if (r.url().includes('/api/') && r.status() >= 400) console.log('HTTP', r.status(), r.url().replace(web, '')); });
await page.goto(web + '/login');
await page.getByLabel('Username or e-mail').fill('rina.owner');
await page.getByLabel('Password', { exact: true }).fill('demo-password');
await page.getByRole('button', { name: 'Log In' }).click();
await page.waitForURL(web + '/subject');
await page.waitForLoadState('networkidle');
const codes = await page.evaluate(() => [...document.querySelectorAll('a[href*="/subject/detail/"]')].map((a) => a.getAttribute('href')));
console.log('links', codes.slice(0, 5));
const detail = codes[0]!.replace(/\/[^/]*$/, '');
const pages = [`${detail}/contributor`];
for (const p of pages) {
  await page.goto(web + p);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const name = p.replace(/[^a-z0-9]+/gi, '_');
  await page.screenshot({ path: `/tmp/h/look/sweep${name}.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  console.log(p, '->', page.url().replace(web, ''), 'overflow', overflow);
}
await browser.close(); await stop();
