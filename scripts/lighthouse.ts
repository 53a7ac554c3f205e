// `npm run lighthouse`: Lighthouse (desktop preset, from npm) in Debian's Chromium against the built
// product, started as the e2e tests start it (its own data directory, the demo world), seen through
// the production front: nginx ending TLS and speaking HTTP/2 (docs/architecture.md, "Production
// topology"). Prints each page's scores and first-load script, and exits non-zero when a page misses
// its target. LIGHTHOUSE_DIRECT=1 audits the Node listener itself instead (HTTP/1.1, as `npm start`
// serves a developer), against the floors below.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Page } from 'puppeteer-core';
import { freePort } from '@cp/db';
import { startProduct } from '../e2e/global-setup';
import { ensurePackages, startTlsFront, stopAll } from './cluster/services';

const DIRECT = process.env.LIGHTHOUSE_DIRECT === '1';
const TARGET = { performance: 98, accessibility: 100, cls: 0.05 };
/**
 * Straight from Node over HTTP/1.1, a signed-in first load's 60–80 script chunks queue on six
 * connections in Lighthouse's simulation (40 ms round trips): 95–97. Behind the front they share
 * one HTTP/2 connection. The floor keeps the direct path from sliding back (docs/performance.md).
 */
const SIGNED_IN_PERFORMANCE = DIRECT ? 95 : TARGET.performance;
/** Script as transferred (brotli, with each response's headers) on a visitor's first page. */
const SCRIPT_BUDGET_KB: Record<string, number> = { '/': 150, '/login': 150, '/register': 150 };
/** Lighthouse's scores vary from run to run on a busy machine: a page gets up to this many tries. */
const TRIES = 3;
const DEMO_OWNER = { username: 'rina.owner', password: 'demo-password' };

interface Outcome {
  path: string;
  performance: number;
  accessibility: number;
  cls: number;
  lcpMs: number;
  scriptKb: number;
  problems: string[];
}

async function audit(page: Page, url: string, path: string, signedIn: boolean): Promise<Outcome> {
  // Signed-in pages keep the stored session (no storage reset) but still load cold, like a first visit.
  if (signedIn) await (await page.createCDPSession()).send('Network.clearBrowserCache');
  const result = await lighthouse(
    url,
    { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'], disableStorageReset: signedIn },
    desktopConfig,
    page,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  // LIGHTHOUSE_REPORTS=dir keeps each page's full report (open in https://googlechrome.github.io/lighthouse/viewer/).
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) {
    fs.mkdirSync(reports, { recursive: true });
    fs.writeFileSync(`${reports}/${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}.json`, JSON.stringify(lhr));
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const scriptKb = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
  const outcome: Outcome = {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 1,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    scriptKb,
    problems: [],
  };
  if (lhr.runtimeError) outcome.problems.push(`error ${lhr.runtimeError.code}`);
  const performanceTarget = signedIn ? SIGNED_IN_PERFORMANCE : TARGET.performance;
  if (outcome.performance < performanceTarget) outcome.problems.push(`performance ${outcome.performance} < ${performanceTarget}`);
  if (outcome.accessibility < TARGET.accessibility) outcome.problems.push(`accessibility ${outcome.accessibility} < ${TARGET.accessibility}`);
  if (outcome.cls > TARGET.cls) outcome.problems.push(`CLS ${outcome.cls.toFixed(3)} > ${TARGET.cls}`);
  const budget = SCRIPT_BUDGET_KB[path];
  if (budget !== undefined && scriptKb > budget) outcome.problems.push(`script ${scriptKb.toFixed(1)} KB > ${budget} KB`);
  return outcome;
}

async function auditWithTries(page: Page, base: string, path: string, signedIn: boolean): Promise<Outcome> {
  let best: Outcome | null = null;
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    const outcome = await audit(page, base + path, path, signedIn);
    if (!best || outcome.problems.length < best.problems.length || (outcome.problems.length === best.problems.length && outcome.performance > best.performance)) best = outcome;
    if (outcome.problems.length === 0) break;
  }
  return best!;
}

async function logIn(page: Page, base: string) {
  await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
  await page.locator('input[autocomplete="username"], input[name="username"]').fill(DEMO_OWNER.username);
  await page.locator('input[type="password"]').fill(DEMO_OWNER.password);
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.locator('button[type="submit"]').click()]);
  if (!page.url().endsWith('/subject')) throw new Error(`login as ${DEMO_OWNER.username} did not reach /subject (at ${page.url()})`);
  const card = await page.waitForSelector('a[href^="/subject/detail/"]');
  const href = await card?.evaluate((a) => a.getAttribute('href'));
  if (!href) throw new Error('no subject on /subject to audit');
  return href;
}

// The front's port is chosen first: the product must know the origin browsers will use.
const frontDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-front-'));
const frontPort = DIRECT ? 0 : await freePort();
if (!DIRECT) ensurePackages(['nginx-light', 'openssl']);
const stop = await startProduct(DIRECT ? {} : { publicOrigin: `https://127.0.0.1:${frontPort}` });
const front = DIRECT ? null : await startTlsFront(frontDir, frontPort, Number(new URL(process.env.E2E_WEB_URL!).port));
const base = DIRECT ? process.env.E2E_WEB_URL! : `https://127.0.0.1:${frontPort}`;
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  // The front's certificate is self-signed.
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--ignore-certificate-errors'],
});
const outcomes: Outcome[] = [];
try {
  const page = await browser.newPage();
  for (const path of ['/', '/login', '/register', '/faq']) outcomes.push(await auditWithTries(page, base, path, false));
  const detail = await logIn(page, base);
  for (const path of ['/subject', '/browse', detail]) outcomes.push(await auditWithTries(page, base, path, true));
} finally {
  await browser.close();
  if (front) await stopAll([front]);
  await stop();
  fs.rmSync(frontDir, { recursive: true, force: true });
}

console.log(`\n${DIRECT ? 'straight from Node (HTTP/1.1)' : 'through the TLS/HTTP/2 front (nginx)'}: ${base}`);
console.log('page                              perf  a11y    CLS   LCP ms  script KB  result');
for (const o of outcomes) {
  console.log(
    `${o.path.padEnd(32)} ${String(o.performance).padStart(5)} ${String(o.accessibility).padStart(5)} ${o.cls.toFixed(3).padStart(6)} ${Math.round(o.lcpMs).toString().padStart(8)} ${o.scriptKb.toFixed(1).padStart(10)}  ${o.problems.length ? o.problems.join('; ') : 'ok'}`,
  );
}
const failed = outcomes.filter((o) => o.problems.length > 0);
console.log(`\ntargets: performance ≥ ${TARGET.performance} (signed-in pages ≥ ${SIGNED_IN_PERFORMANCE}), accessibility ${TARGET.accessibility}, CLS ≤ ${TARGET.cls}; first-load script budgets ${JSON.stringify(SCRIPT_BUDGET_KB)}`);
if (failed.length) {
  console.error(`${failed.length} page(s) below target`);
  process.exit(1);
}
