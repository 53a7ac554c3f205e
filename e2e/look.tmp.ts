import { chromium } from '@playwright/test';
const base = 'http://localhost:3501';
const pages = (process.argv[2] ?? '/dashboard,/users,/subjects,/minigames,/contact,/faq,/legal,/audit').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h, tag] of [[1400, 900, 'd'], [390, 844, 'p']] as const) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill('ops');
  await page.getByLabel('Password', { exact: true }).fill('look admin password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/dashboard');
  for (const p of pages) {
    if (tag === 'p' && !['/dashboard', '/users'].includes(p)) continue;
    await page.goto(`${base}${p}`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shot-${tag}${p.replace(/\//g, '-')}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
