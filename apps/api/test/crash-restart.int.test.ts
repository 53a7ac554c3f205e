import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@cp/db';
import { apiNodeArgs } from '../../../scripts/api-process.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const running: ChildProcess[] = [];
const dirs: string[] = [];

interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function newDataDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cp-crash-'));
  await fs.chmod(dir, 0o755); // as root, PostgreSQL runs as its own user and must enter it
  dirs.push(dir);
  return dir;
}

/** The API server as `npm start` runs it, on its own ports and data directory. */
async function startServer(dataDir: string): Promise<Server> {
  const [port, adminPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, apiNodeArgs(), {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), ADMIN_PORT: String(adminPort), JOBS: 'false', LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let out = '';
  child.stdout!.on('data', (c) => (out += c));
  child.stderr!.on('data', (c) => (out += c));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, base: `http://127.0.0.1:${port}`, output: () => out, exited };
}

async function healthy(server: Server, ms = 120_000) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    const ok = await fetch(`${server.base}/api/ready`).then((r) => r.ok, () => false);
    if (ok) return;
  }
  throw new Error(`server not ready: ${server.output()}`);
}

const post = (server: Server, url: string, body: object) =>
  fetch(`${server.base}/api/v1${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterAll(async () => {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(running.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.on('exit', r)) : null)));
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
}, 60_000);

describe('the embedded database after a crash', () => {
  it('start, SIGKILL the server, start again: healthy with the data intact; a second server on the same data is refused; another data directory gets its own port', async () => {
    const dataDir = await newDataDir();
    const first = await startServer(dataDir);
    await healthy(first);
    const account = { username: 'survivor', email: 'survivor@school.example.org', password: 'kept after a crash' };
    expect((await post(first, '/auth/register', account)).status).toBe(200);

    const second = await startServer(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('Content+ is already running on the data directory');

    const other = await startServer(await newDataDir());
    await healthy(other);
    const ports = await Promise.all([dataDir, dirs[1]!].map(async (d) => JSON.parse(await fs.readFile(path.join(d, 'embedded-pg.json'), 'utf8')).port as number));
    expect(ports[0]).not.toBe(ports[1]);
    other.child.kill('SIGTERM');
    expect(await other.exited).toBe(0);

    const postmaster = Number((await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(isAlive(postmaster)).toBe(true); // the orphan this test is about

    const restarted = await startServer(dataDir);
    await healthy(restarted);
    expect(isAlive(postmaster)).toBe(false);
    const login = await post(restarted, '/auth/login/', { username: 'survivor', password: 'kept after a crash' });
    expect(login.status).toBe(200);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  }, 300_000);
});
