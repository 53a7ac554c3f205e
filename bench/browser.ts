/**
 * `npm run bench:browser`: the screens that show the most of the bench dataset, in Debian's Chromium
 * with its CPU slowed down (4× by default, Lighthouse's setting for a mid-range phone), as the people
 * who see the most: bench1 (50 chapters × 5 minigames, 200 subjects, 2,000 notifications, 118,500
 * tasks) and the back-office administrator. Per screen it prints how long until the screen shows
 * its content, the time the main thread was blocked meanwhile (each task's time over 50 ms, as
 * Lighthouse counts it), the longest task and the size of the page; per interaction, how long until
 * the next paint (Event Timing, as INP counts it). Writes bench/results/browser.json.
 *
 * Uses the dataset `npm run bench` left (building one first when there is none).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { BENCH_ADMIN, BENCH_DATA_DIR, openBenchDatabase, startBenchServer } from './product';
import { buildApps } from './startup';

const root = path.resolve(import.meta.dirname, '..');
const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// BENCH_ONLY=contributor (any text, any case; several separated by '|') measures only the screens and interactions whose name contains one, as in `npm run bench`.
const ONLY = process.env.BENCH_ONLY?.toLowerCase().split('|');
const picked = <T extends { name: string }>(list: T[]) => (ONLY ? list.filter((s) => ONLY.some((text) => s.name.toLowerCase().includes(text))) : list);

/** Collects long tasks and slow input events from the start of every document. */
const observe = () => {
  const w = window as unknown as { __tasks: number[]; __events: number[] };
  w.__tasks = [];
  w.__events = [];
  new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__tasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => list.getEntries().forEach((e) => ['click', 'keydown', 'pointerdown', 'pointerup'].includes(e.name) && w.__events.push(e.duration))).observe({
    type: 'event', buffered: true, durationThreshold: 16,
  } as PerformanceObserverInit);
};
const collected = (page: Page) => page.evaluate(() => {
  const w = window as unknown as { __tasks: number[]; __events: number[] };
  const out = { tasks: w.__tasks, events: w.__events };
  w.__tasks = [];
  w.__events = [];
  return out;
});
const blocking = (tasks: number[]) => Math.round(tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0));
const longest = (values: number[]) => Math.round(Math.max(0, ...values));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type Screen = { name: string; path: string; ready: (page: Page) => Locator };
type Interaction = { name: string; path: string; ready: (page: Page) => Locator; act: (page: Page) => Promise<unknown>; done: (page: Page) => Locator; undo?: (page: Page) => Promise<unknown> };

async function signedIn(context: BrowserContext, base: string, user: { username: string; password: string }, admin: boolean) {
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel(admin ? 'Username' : 'Username or e-mail').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: admin ? /log in/i : 'Log In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  return page;
}

/** Opens the screen RUNS times from a new document; medians of each figure. */
async function measureScreen(page: Page, base: string, screen: Screen) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const start = Date.now();
    await page.goto(base + screen.path);
    await screen.ready(page).waitFor({ timeout: 60_000 });
    const ready = Date.now() - start;
    await page.waitForLoadState('networkidle');
    const { tasks } = await collected(page);
    runs.push({ ready, blocking: blocking(tasks), longest: longest(tasks), nodes: await page.evaluate(() => document.getElementsByTagName('*').length) });
  }
  return { name: screen.name, path: screen.path, ready_ms: median(runs.map((r) => r.ready)), blocking_ms: median(runs.map((r) => r.blocking)), longest_task_ms: median(runs.map((r) => r.longest)), dom_nodes: median(runs.map((r) => r.nodes)) };
}

async function measureInteraction(page: Page, base: string, step: Interaction) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto(base + step.path);
    await step.ready(page).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await collected(page);
    await step.act(page);
    await step.done(page).waitFor();
    await page.waitForTimeout(500);
    const { tasks, events } = await collected(page);
    runs.push({ latency: longest(events), longest: longest(tasks) });
    await step.undo?.(page);
  }
  return { name: step.name, path: step.path, latency_ms: median(runs.map((r) => r.latency)), longest_task_ms: median(runs.map((r) => r.longest)) };
}

buildApps(root);
const hasData = await fs.stat(path.join(BENCH_DATA_DIR, 'pg')).then(() => true, () => false);
const { url, dataset, close } = await openBenchDatabase({ reuse: hasData });
const product = await startBenchServer(root, url).catch(async (error) => {
  await close();
  throw error;
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first();
  const content = `/subject/detail/${dataset.chapterSubject}`;
  const lastChapter = heading(/^50\. /);
  const screens: Screen[] = [
    { name: 'content tab: first chapter (50 chapters × 5 minigames)', path: content, ready: heading(/^1\. /) },
    { name: 'content tab: all 50 chapters', path: content, ready: lastChapter },
    // Until the last person of the list is drawn.
    { name: 'contributor tab (40 members, 30 requests, 10 invitations)', path: `${content}/contributor`, ready: (page) => page.getByText('invited10@bench.local') },
    { name: 'activities tab (2,000 events)', path: `${content}/activities`, ready: (page) => page.getByRole('button', { name: 'Load More' }) },
    { name: 'entry list (5,020 entries)', path: `/subject/${dataset.chapterSubject}/${dataset.largeMinigame}/question`, ready: (page) => page.getByRole('cell', { name: 'APPROVED' }).first() },
    { name: 'My Subjects (member of 200)', path: '/subject', ready: (page) => page.getByTestId('subject-card').first() },
    { name: 'browse', path: '/browse', ready: (page) => page.getByTestId('subject-card').first() },
    { name: 'task page (118,500 on review)', path: '/task', ready: (page) => page.getByRole('button', { name: 'Approve task 1', exact: true }) },
    // The largest page size the spec offers, until its last row is drawn.
    { name: 'task page, 100 per page', path: '/task?n=100', ready: (page) => page.getByRole('button', { name: 'Approve task 100', exact: true }) },
    { name: 'entry list, 100 per page', path: `/subject/${dataset.chapterSubject}/${dataset.largeMinigame}/question?n=100`, ready: (page) => page.getByRole('cell', { name: '100', exact: true }) },
    { name: 'notifications (2,000)', path: '/notification', ready: (page) => page.getByRole('button', { name: 'Load More' }) },
  ];
  const interactions: Interaction[] = [
    { name: 'content tab: open Edit chapter', path: content, ready: lastChapter, act: (page) => page.getByRole('button', { name: 'Edit Chapter 1', exact: true }).click(), done: (page) => page.getByRole('dialog', { name: 'Edit chapter' }) },
    { name: "content tab: open a minigame's actions", path: content, ready: lastChapter, act: (page) => page.getByRole('button', { name: /^Actions for / }).first().click(), done: (page) => page.getByRole('menuitem', { name: 'Delete' }) },
    {
      name: 'content tab: move chapter 1 down (and back)', path: content, ready: lastChapter,
      act: (page) => page.getByRole('button', { name: 'Move Chapter 1 down', exact: true }).click(), done: heading(/^2\. Chapter 1$/),
      undo: async (page) => {
        await page.getByRole('button', { name: 'Move Chapter 1 up', exact: true }).click();
        await heading(/^1\. Chapter 1$/)(page).waitFor();
      },
    },
    { name: 'content tab → contributor tab', path: content, ready: lastChapter, act: (page) => page.getByRole('tab', { name: 'Contributor' }).click(), done: (page) => page.getByText('bench42').first() },
  ];
  const adminScreens: Screen[] = [
    { name: 'back-office dashboard (all time)', path: '/dashboard', ready: (page) => page.getByText('Top 5 Most Played Subjects') },
    { name: 'back-office users (10,000)', path: '/users', ready: (page) => page.getByRole('cell', { name: /bench/ }).first() },
    { name: 'back-office subjects (10,001)', path: '/subjects', ready: (page) => page.getByRole('cell', { name: /B0|BCHAPTER/ }).first() },
  ];

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(observe);
  const page = await signedIn(context, product.base, dataset.login, false);
  const results = { screens: [] as Awaited<ReturnType<typeof measureScreen>>[], interactions: [] as Awaited<ReturnType<typeof measureInteraction>>[] };
  for (const screen of picked(screens)) results.screens.push(await measureScreen(page, product.base, screen));
  for (const step of picked(interactions)) results.interactions.push(await measureInteraction(page, product.base, step));
  if (picked(adminScreens).length > 0) {
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await adminContext.addInitScript(observe);
    const adminPage = await signedIn(adminContext, product.adminBase, BENCH_ADMIN, true);
    for (const screen of picked(adminScreens)) results.screens.push(await measureScreen(adminPage, product.adminBase, screen));
  }

  const report = { date: new Date().toISOString(), cpu_slowdown: SLOWDOWN, runs: RUNS, dataset: dataset.summary, ...results };
  await fs.mkdir(path.join(root, 'bench/results'), { recursive: true });
  await fs.writeFile(path.join(root, 'bench/results/browser.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Chromium, CPU ${SLOWDOWN}× slower, median of ${RUNS} runs, times in ms.`);
  console.table(results.screens.map((s) => ({ screen: s.name, ready: s.ready_ms, blocking: s.blocking_ms, 'longest task': s.longest_task_ms, 'DOM nodes': s.dom_nodes })));
  console.table(results.interactions.map((s) => ({ interaction: s.name, 'to next paint': s.latency_ms, 'longest task': s.longest_task_ms })));
  console.log('Written to bench/results/browser.json');
} finally {
  await browser.close();
  await product.stop();
  await close();
}
