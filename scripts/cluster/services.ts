// The parts of the production topology, from Debian packages, each on a free port under one
// temporary directory: PostgreSQL, Redis, nginx in front of N API processes.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freePort } from '@cp/db';
import { apiNodeArgs } from '../api-process.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** Debian packages by the binary that shows they are installed. */
const PACKAGES = {
  postgresql: () => findPostgresBin() !== null,
  'nginx-light': () => fs.existsSync('/usr/sbin/nginx'),
  'redis-server': () => fs.existsSync('/usr/bin/redis-server'),
  openssl: () => fs.existsSync('/usr/bin/openssl'),
};

/** Installs the Debian packages a script needs when their binaries are missing (root only). */
export function ensurePackages(wanted: (keyof typeof PACKAGES)[] = ['postgresql', 'nginx-light', 'redis-server']) {
  const missing = wanted.filter((name) => !PACKAGES[name]());
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) throw new Error(`Missing Debian packages: ${missing.join(' ')}. Install them with: sudo apt-get install -y ${missing.join(' ')}`);
  console.log(`Installing ${missing.join(', ')} from Debian…`);
  execFileSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`], { stdio: 'inherit' });
  // The packages start their own services; the scripts run private instances instead.
  spawnSync('sh', ['-c', 'service nginx stop; service redis-server stop; service postgresql stop'], { stdio: 'ignore' });
}

function findPostgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'postgres')));
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? path.join(base, newest, 'bin') : null;
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, process?: ChildProcess, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (process && process.exitCode !== null) throw new Error(`${what} exited with code ${process.exitCode}`);
    if (await Promise.resolve().then(check).catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not start within ${ms / 1000} s`);
}

export interface Service {
  name: string;
  process: ChildProcess;
  /** How to stop it when a signal to `process` is not enough. */
  stop?: () => void;
}

/** PostgreSQL as the `postgres` system user (it refuses to run as root), trust auth on 127.0.0.1. */
export async function startPostgres(dir: string): Promise<Service & { url: string }> {
  const bin = findPostgresBin()!;
  const data = path.join(dir, 'pg');
  fs.mkdirSync(data, { recursive: true });
  const asPostgres = (cmd: string, args: string[]) => (process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] as const : [cmd, args] as const);
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', data]);
  const [initCmd, initArgs] = asPostgres(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  execFileSync(initCmd, [...initArgs], { stdio: 'ignore' });
  const port = await freePort();
  const [cmd, args] = asPostgres(path.join(bin, 'postgres'), ['-D', data, '-p', String(port), '-k', data, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200']);
  const pg = spawn(cmd, [...args], { stdio: 'ignore' });
  const isReady = () => spawnSync(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]).status === 0;
  await waitFor('PostgreSQL', isReady, pg);
  execFileSync(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'contentplus']);
  const [stopCmd, stopArgs] = asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, 'stop', '-m', 'fast']);
  const stop = () => void spawnSync(stopCmd, [...stopArgs], { stdio: 'ignore' });
  return { name: 'postgres', process: pg, stop, url: `postgres://postgres@127.0.0.1:${port}/contentplus` };
}

export async function startRedis(dir: string): Promise<Service & { url: string }> {
  const port = await freePort();
  const redis = spawn('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
  await waitFor('Redis', () => spawnSync('redis-cli', ['-p', String(port), 'ping']).stdout?.toString().trim() === 'PONG', redis);
  return { name: 'redis', process: redis, url: `redis://127.0.0.1:${port}` };
}

/** One API process (web and admin listeners), straight from the sources, so a SIGKILL hits the server itself. */
export async function startApi(name: string, env: Record<string, string>): Promise<Service & { port: number }> {
  const [port, adminPort] = [await freePort(), await freePort()];
  const api = spawn(process.execPath, apiNodeArgs(), {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), ADMIN_PORT: String(adminPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(name, async () => (await fetch(`http://127.0.0.1:${port}/api/ready`)).ok, api, 120_000);
  return { name, process: api, port };
}

/**
 * nginx round-robin over the API nodes. A node that refuses connections is skipped for 5 s; a
 * request that failed before reaching a node, or a safe (GET) one that failed on it, is retried on
 * the next. Every answer says which node served it (`X-Upstream`).
 */
export async function startNginx(dir: string, apiPorts: number[]): Promise<Service & { port: number }> {
  const port = await freePort();
  const conf = writeNginxConf(
    dir,
    `  upstream api {
${apiPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 12m;
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      add_header X-Upstream $upstream_addr always;
    }
  }`,
  );
  const nginx = spawn('/usr/sbin/nginx', ['-c', conf, '-p', dir, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitFor('nginx', async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok, nginx);
  return { name: 'nginx', process: nginx, port };
}

/**
 * The front a browser meets in production: nginx ending TLS (a self-signed certificate for
 * 127.0.0.1) and speaking HTTP/2 to the browser, HTTP/1.1 with kept-alive connections to one API
 * listener. `port` is chosen by the caller, who needs the origin before the API starts.
 */
export async function startTlsFront(dir: string, port: number, apiPort: number): Promise<Service> {
  const [cert, key] = [path.join(dir, 'front-cert.pem'), path.join(dir, 'front-key.pem')];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1'], { stdio: 'ignore' });
  const conf = writeNginxConf(
    dir,
    `  upstream api {
    server 127.0.0.1:${apiPort};
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    client_max_body_size 12m;
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto https;
    }
  }`,
  );
  const nginx = spawn('/usr/sbin/nginx', ['-c', conf, '-p', dir, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  // Ready once it listens; the certificate is not trusted by fetch, so a TCP connect is the check.
  await waitFor('nginx', () => new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  }), nginx);
  return { name: 'nginx', process: nginx };
}

/** An nginx.conf under `dir` with its temporary paths there too, around the given `http` blocks. */
function writeNginxConf(dir: string, servers: string): string {
  const temp = path.join(dir, 'nginx-temp');
  fs.mkdirSync(temp, { recursive: true, mode: 0o777 });
  fs.chmodSync(temp, 0o777);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
${servers}
}
`,
  );
  return conf;
}

/** Stops the services one after another, in the order given (SIGTERM, SIGKILL after 10 s). */
export async function stopAll(services: Service[]) {
  for (const { process: p, stop } of services) {
    if (p.exitCode !== null || p.signalCode !== null) continue;
    const exited = new Promise((r) => p.once('exit', r));
    if (stop) stop();
    else p.kill('SIGTERM');
    const timer = setTimeout(() => p.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}
