import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitReady(url: string, server: ChildProcess, ms = 120_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (server.exitCode !== null) throw new Error(`the product exited with code ${server.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the product did not become ready at ${url}`);
}

export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e admin password' };

/**
 * Starts the built product as `npm start` would, on free ports with its own DATA_DIR and embedded
 * database, after filling it with the demo world through `npm run seed:demo`. `publicOrigin` is the
 * address browsers use when a front (a TLS proxy) stands before the web listener.
 */
export async function startProduct(options: { publicOrigin?: string } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const [port, adminPort, pgPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    ADMIN_PORT: String(adminPort),
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: options.publicOrigin ?? `http://127.0.0.1:${port}`,
    ADMIN_ORIGIN: `http://127.0.0.1:${adminPort}`,
    EMBEDDED_PG_PORT: String(pgPort),
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: 'warn',
    // As behind a proxy: specs that sign many people up give each its own client address.
    TRUST_PROXY: 'true',
    DATABASE_URL: '',
  };
  const seeded = spawnSync('npm', ['run', 'seed:demo'], { cwd: root, env, stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error('npm run seed:demo failed');

  const server = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: 'inherit' });
  await waitReady(`http://127.0.0.1:${port}/api/ready`, server);
  process.env.E2E_WEB_URL = `http://127.0.0.1:${port}`;
  process.env.E2E_ADMIN_URL = `http://127.0.0.1:${adminPort}`;
  // Specs read the product's outgoing mail (.eml files) from here.
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

export default function globalSetup() {
  return startProduct();
}
