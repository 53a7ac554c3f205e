import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3500';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [name, viewport] of [['desk', { width: 1400, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
  const page = await browser.newPage({ viewport });
  await page.goto(base + '/login');
  await page.getByLabel('Username or e-mail').fill('rina.owner');
  await page.getByLabel('Password', { exact: true }).fill('demo-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(base + '/subject');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/shot-${name}-subject.png` });
  if (name === 'phone') {
    await page.getByRole('button', { name: /Open navigation/ }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shot-${name}-drawer.png` });
  }
  await page.goto(base + '/faq'); await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/shot-${name}-faq.png`, fullPage: true });
  await page.close();
}
const g = await browser.newPage({ viewport: { width: 1400, height: 900 } });
await g.goto(base + '/'); await g.waitForLoadState('networkidle');
await g.screenshot({ path: `/tmp/shot-guest-landing.png` });
await g.goto(base + '/login'); await g.waitForLoadState('networkidle');
await g.screenshot({ path: `/tmp/shot-guest-login.png` });
await browser.close();
