/**
 * `npm run bench`: starts the product on 127.0.0.1 against its own embedded PostgreSQL filled
 * with a generated dataset, runs autocannon on each endpoint and prints p50/p95/p99 latency and
 * req/s as JSON, beside the time of the SQL the endpoint runs.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { managerTasksBodySchema, questionListBodySchema } from '@cp/contract';
import { ensureDatabase, freePort, openDatabase, runMigrations, seedCatalogue, startEmbeddedPostgres, withDatabase } from '@cp/db';
import { chapterRows, contentGroups } from '../apps/api/src/modules/chapters/repository';
import { listQuestions } from '../apps/api/src/modules/questions/list';
import { managerTasks } from '../apps/api/src/modules/tasks/service';
import { categoryDistribution, dailyAnalytics, generalStatistics, mostActiveUsers, mostPlayedSubjects } from '../apps/api/src/modules/back-office/dashboard';
import type { AppContext } from '../apps/api/src/platform/context';
import { generateDataset } from './dataset';

const root = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

/** Times the SQL an endpoint runs (50 runs after 5 warm-ups): p50 and p95 in ms. */
async function timeCall(fn: () => Promise<unknown>, runs = 50) {
  for (let i = 0; i < 5; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50_ms: times[Math.floor(runs * 0.5)]!, p95_ms: times[Math.floor(runs * 0.95)]! };
}

/** Runs the steps one after another (loads must not overlap). */
async function sequential<T, R>(items: T[], step: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (const item of items) out.push(await step(item));
  return out;
}

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : NaN;
}

async function load(url: string, headers: Record<string, string> = {}, post?: { bodies: unknown[] }) {
  const times: number[] = [];
  const options: autocannon.Options = { url, connections: CONNECTIONS, duration: DURATION, headers };
  if (post) {
    // Each request sends the next body of the list (different searches, sorts, filters and pages).
    let next = 0;
    options.method = 'POST';
    options.headers = { ...headers, 'content-type': 'application/json' };
    options.requests = [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(post.bodies[next++ % post.bodies.length]) }) }];
  }
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (err, res) => (err ? reject(err) : resolve(res)));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    requests_per_second: result.requests.average,
    latency_ms: { p50: percentile(times, 0.5), p95: percentile(times, 0.95), p99: percentile(times, 0.99) },
    requests: times.length,
    non_2xx: result.non2xx,
    errors: result.errors,
  };
}

/** The session lookup every authenticated call runs first (platform/auth.ts), by the token's hash. */
const SESSION_SQL = `
  SELECT s.id, s.last_seen_at, u.id, u.username, u.email, u.banned, a.id, a.username
  FROM sessions s LEFT JOIN users u ON u.id = s.user_id LEFT JOIN admins a ON a.id = s.admin_id
  WHERE s.token_hash = $1 AND s.expires_at > $2 AND s.last_seen_at > $3 LIMIT 1`;

/** The page query `listSubjects` runs for the first body: visibility, word-prefix search, public only, most popular. */
const SUBJECT_PAGE_SQL = `
  SELECT s.id, count(*) OVER ()::int AS total FROM subjects s JOIN users o ON o.id = s.owner_id
  WHERE s.deleted_at IS NULL AND (NOT s.private OR s.owner_id = $1 OR EXISTS (
      SELECT 1 FROM subject_members vm WHERE vm.subject_id = s.id AND vm.user_id = $1 AND vm.active))
    AND NOT s.private AND s.search @@ to_tsquery('simple', $2)
  ORDER BY s.play_sessions DESC, (SELECT count(*) FROM subject_members mc WHERE mc.subject_id = s.id AND mc.active) DESC, lower(s.name) ASC, s.id
  LIMIT 6 OFFSET 0`;

const dataDir = path.join(os.tmpdir(), 'cp-bench-data');
await fs.rm(dataDir, { recursive: true, force: true });
const pg = await startEmbeddedPostgres(path.join(dataDir, 'pg'), await freePort());
const url = withDatabase(pg.url, 'bench');
await ensureDatabase(pg.url, 'bench');
const handle = openDatabase(url, 4);
await runMigrations(handle.db);
await seedCatalogue(handle.db, async (file) => `/media/seed/${file}`);
const dataset = await generateDataset(handle);

const port = await freePort();
const adminPort = await freePort();
const ADMIN = { username: 'bench-admin', password: 'bench admin password' };
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')], {
  cwd: root,
  env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), ADMIN_PORT: String(adminPort), ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (i > 240) throw new Error('server did not start');
    if (await fetch(`${base}/api/ready`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const login = await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(dataset.login) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const auth = { authorization: `Token ${token}` };
  // "The SQL an endpoint runs" starts with the session lookup, as the request does.
  const session = () => handle.pool.query(SESSION_SQL, [createHash('sha256').update(token).digest(), new Date(), new Date(Date.now() - 3_600_000)]);
  const adminBase = `http://127.0.0.1:${adminPort}`;
  const adminLogin = await fetch(`${adminBase}/api/v1/admin/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const adminToken = ((await adminLogin.json()) as { data: { token: string } }).data.token;
  const adminAuth = { authorization: `Token ${adminToken}` };
  const adminSession = () => handle.pool.query(SESSION_SQL, [createHash('sha256').update(adminToken).digest(), new Date(), new Date(Date.now() - 3_600_000)]);
  const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const today = new Date().toISOString().slice(0, 10);
  const dashboardCases = [
    { path: 'general-statistics', fn: generalStatistics },
    { path: 'most-active-users', fn: mostActiveUsers },
    { path: 'most-played-subjects', fn: mostPlayedSubjects },
    { path: 'daily-analytics', fn: dailyAnalytics },
    { path: 'subject-distribution-category', fn: categoryDistribution },
  ].flatMap((c) => [
    { ...c, name: 'all time', query: {} as { start?: string; end?: string } },
    { ...c, name: 'the last 365 days', query: { start: yearAgo, end: today } },
  ]);

  // The entry list reads only the database from its context.
  const dbOnly = { db: handle.db } as unknown as AppContext;
  const entryListCases = [
    { name: 'page 1', body: { n: 10, page: 1 } },
    { name: 'deep page 450 of 503', body: { n: 10, page: 450 } },
    { name: "search 'volcano7', page 2", body: { search: 'volcano7', n: 10, page: 2 } },
  ];
  const taskCases = [
    { name: 'default: newest first, page 1', body: {} },
    { name: 'by subject, page 50', body: { order_by: 0, asc: true, page: 50 } },
  ];
  const report = {
    dataset: dataset.summary,
    settings: { duration_s: DURATION, connections: CONNECTIONS },
    endpoints: {
      'GET /api/health': { http: await load(`${base}/api/health`) },
      'GET /api/v1/categories/menu': {
        http: await load(`${base}/api/v1/categories/menu`, auth),
        sql: await timeCall(async () => {
          await session();
          await handle.pool.query('select * from categories order by position, name');
        }),
      },
      'GET /api/v1/chapters/get/{code} (50 chapters × 5 minigames, 5,000 entries)': {
        http: await load(`${base}/api/v1/chapters/get/${dataset.chapterSubject}`, auth),
        // The queries the request runs in order: the session, the subject, then the chapter rows beside the content groups.
        sql: await timeCall(async () => {
          await session();
          const { rows } = await handle.pool.query<{ id: number }>(`SELECT * FROM subjects WHERE code = $1 AND deleted_at IS NULL`, [dataset.chapterSubject]);
          await Promise.all([chapterRows(handle.db, rows[0]!.id, { withHidden: true }), contentGroups(handle.db, rows[0]!.id)]);
        }),
      },
      'POST /api/v1/subjects (search + sort + filter)': {
        bodies: dataset.subjectListBodies,
        http: await load(`${base}/api/v1/subjects`, auth, { bodies: dataset.subjectListBodies }),
        // The page query the service runs for the first body (search 'fract', most popular, public only).
        sql: await timeCall(async () => {
          await session();
          await handle.pool.query(SUBJECT_PAGE_SQL, [dataset.viewerId, 'fract:*']);
        }),
      },
      ...Object.fromEntries(
        await sequential(entryListCases, async ({ name, body }) => [
          `POST /api/v1/questions/{mg}/list (${name}; ${dataset.summary.large_minigame_entries} entries of ${dataset.summary.entries})`,
          {
            body,
            http: await load(`${base}/api/v1/questions/${dataset.largeMinigame}/list`, auth, { bodies: [body] }),
            // The service's own queries, called directly (no HTTP): place, access, ids and counts, the page.
            sql: await timeCall(async () => {
              await session();
              await listQuestions(dbOnly, dataset.viewerId, dataset.largeMinigame, questionListBodySchema.parse(body));
            }),
          },
        ]),
      ),
      ...Object.fromEntries(
        await sequential(taskCases, async ({ name, body }) => [
          `POST /api/v1/manager/tasks (${name}; ${dataset.summary.entries_on_review} entries on review, 200+ managed subjects)`,
          {
            body,
            http: await load(`${base}/api/v1/manager/tasks`, auth, { bodies: [body] }),
            sql: await timeCall(async () => {
              await session();
              await managerTasks(dbOnly, dataset.viewerId, managerTasksBodySchema.parse(body));
            }),
          },
        ]),
      ),
      ...Object.fromEntries(
        await sequential(dashboardCases, async ({ path: call, fn, name, query }) => [
          `GET /api/v1/admin/dashboard/${call} (${name})`,
          {
            http: await load(`${adminBase}/api/v1/admin/dashboard/${call}${query.start ? `?start=${query.start}&end=${query.end}` : ''}`, adminAuth),
            sql: await timeCall(async () => {
              await adminSession();
              await fn(dbOnly, query);
            }),
          },
        ]),
      ),
    },
  };
  console.log(JSON.stringify(report, null, 2));
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await handle.close();
  await pg.stop();
}
