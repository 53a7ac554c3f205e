import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@cp/db';

/** Seconds from `npm start` (scripts/start.mjs) until /api/ready answers, on one data directory. */
async function timeStart(root: string, dataDir: string): Promise<number> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), ADMIN_PORT: String(await freePort()), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: process.env.BENCH_DEBUG ? 'inherit' : 'ignore',
  });
  let exited: number | null = null;
  const gone = new Promise<void>((resolve) => child.once('exit', (code) => {
    exited = code ?? 1;
    resolve();
  }));
  try {
    for (;;) {
      if (exited !== null) throw new Error(`npm start exited with ${exited} before it was ready (BENCH_DEBUG=1 shows why)`);
      if (Date.now() - started > 120_000) throw new Error('npm start did not become ready in 2 minutes');
      if (await fetch(`http://127.0.0.1:${port}/api/ready`).then((r) => r.ok, () => false)) return (Date.now() - started) / 1000;
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    if (exited === null) child.kill('SIGTERM');
    await gone;
  }
}

/** Builds the browser apps when their sources changed since the last build (what `npm start` does first). */
export function buildApps(root: string) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-apps.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('building the browser apps failed');
}

/**
 * Start-up on a fresh data directory (cluster, migrations, catalogue seed) and again on the same one
 * (warm). The browser apps are built first when stale, so that a first run on a new clone times
 * the data directory, not the build (`npm start` would build them within its first start).
 */
export async function startUpTimes(root: string) {
  buildApps(root);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cp-bench-start-'));
  // The embedded PostgreSQL runs as another user, which must be able to enter the directory.
  await fs.chmod(dataDir, 0o755);
  try {
    const fresh = await timeStart(root, dataDir);
    const warm = await timeStart(root, dataDir);
    return { fresh_s: fresh, warm_s: warm, targets: { fresh_s: 10, warm_s: 3 } };
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
