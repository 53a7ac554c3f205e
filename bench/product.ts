import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureDatabase, freePort, openDatabase, runMigrations, seedCatalogue, startEmbeddedPostgres, withDatabase } from '@cp/db';
import { apiNodeArgs } from '../scripts/api-process.mjs';
import { DATASET_LOGIN_NET, describeDataset, generateDataset } from './dataset';

/** Where the benches keep their dataset between runs (`BENCH_REUSE=1`, `npm run bench:browser`). */
export const BENCH_DATA_DIR = path.join(os.tmpdir(), 'cp-bench-data');

/**
 * The user agent of the bench's own logins, so they are told apart in a login list. Every login the
 * dataset did not make (the bench's, Chromium's in `bench:browser`, any made by hand against the
 * product) is deleted before and after each run (`DATASET_LOGIN_NET`), so a reused dataset keeps its
 * people's sessions as built: "my logins" lists five.
 */
export const BENCH_AGENT = 'bench: measuring';
export const BENCH_ADMIN = { username: 'bench-admin', password: 'bench admin password' };

/**
 * The bench's database: the dataset the last run left (after any new migration) with `reuse`, or a
 * new one built from scratch.
 */
export async function openBenchDatabase({ reuse }: { reuse: boolean }) {
  if (!reuse) await fs.rm(BENCH_DATA_DIR, { recursive: true, force: true });
  const pg = await startEmbeddedPostgres(path.join(BENCH_DATA_DIR, 'pg'), await freePort());
  const url = withDatabase(pg.url, 'bench');
  await ensureDatabase(pg.url, 'bench');
  const handle = openDatabase(url, 4);
  await runMigrations(handle.db);
  const buildStart = performance.now();
  const dataset = reuse ? await describeDataset(handle) : await seedCatalogue(handle.db, async (file) => `/media/seed/${file}`).then(() => generateDataset(handle));
  // Seconds to build the dataset (catalogue seed, bulk inserts, indexes, ANALYZE); null when reused.
  const buildSeconds = reuse ? null : Number(((performance.now() - buildStart) / 1000).toFixed(1));
  const forgetBenchLogins = () => handle.pool.query(`DELETE FROM sessions WHERE ip IS NULL OR ip NOT LIKE $1`, [`${DATASET_LOGIN_NET}%`]);
  await forgetBenchLogins();
  const close = async () => {
    await forgetBenchLogins();
    await handle.close();
    await pg.stop();
  };
  return { url, handle, dataset, buildSeconds, close };
}

/** The API (with the built apps) on two free ports of 127.0.0.1, against the bench database; resolves once it is ready. */
export async function startBenchServer(root: string, url: string) {
  const port = await freePort();
  const adminPort = await freePort();
  const server = spawn(process.execPath, apiNodeArgs(), {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: BENCH_DATA_DIR, HOST: '127.0.0.1', PORT: String(port), ADMIN_PORT: String(adminPort), ADMIN_USERNAME: BENCH_ADMIN.username, ADMIN_PASSWORD: BENCH_ADMIN.password, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  server.once('exit', () => (exited = true));
  const stop = async () => {
    if (exited) return;
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      if (i > 240 || exited) throw new Error('server did not start');
      if (await fetch(`${base}/api/ready`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 500));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  /** The most memory the API process has held so far (VmHWM), in MB. */
  const peakRssMb = async () => {
    const status = await fs.readFile(`/proc/${server.pid}/status`, 'utf8');
    return Math.round(Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1]) / 1024);
  };
  return { base, adminBase: `http://127.0.0.1:${adminPort}`, pid: server.pid!, stop, peakRssMb };
}
