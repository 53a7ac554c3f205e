import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

/**
 * Who owns the embedded cluster of a data directory, and on which port it last ran:
 * `<dataDir>/embedded-pg.json`. It makes three situations safe:
 * - the previous server was killed (SIGKILL, OOM, power cut of the terminal) and left its
 *   PostgreSQL running orphaned: that postmaster is shut down before starting again;
 * - a second server is started on the same data directory: it stops with a clear message;
 * - another copy runs with another DATA_DIR: each remembers its own free port.
 */
export const DEFAULT_EMBEDDED_PORT = 54329;

interface GuardState {
  /** Process that runs the cluster now; 0 when it was stopped cleanly. */
  ownerPid: number;
  port: number;
}

export interface EmbeddedClaim {
  port: number;
  /** Marks the cluster as stopped (keeps the port for next time). */
  release(): Promise<void>;
}

const stateFile = (pgDir: string) => path.join(path.dirname(pgDir), 'embedded-pg.json');

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command line of a process (Linux); null where /proc does not exist. */
async function commandLine(pid: number): Promise<string | null> {
  return fs.readFile(`/proc/${pid}/cmdline`, 'utf8').then((s) => s.replace(/\0/g, ' '), () => null);
}

async function readState(pgDir: string): Promise<GuardState | null> {
  try {
    const parsed = JSON.parse(await fs.readFile(stateFile(pgDir), 'utf8')) as Partial<GuardState>;
    return { ownerPid: Number(parsed.ownerPid) || 0, port: Number(parsed.port) || 0 };
  } catch {
    return null;
  }
}

async function writeState(pgDir: string, state: GuardState) {
  const file = stateFile(pgDir);
  const temp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temp, JSON.stringify(state));
  await fs.rename(temp, file);
}

export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port the system has free right now (127.0.0.1). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitForExit(pid: number, ms: number) {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(100)) if (!isAlive(pid)) return true;
  return !isAlive(pid);
}

/** A postmaster still running on `pgDir` (from its postmaster.pid), or null. */
async function runningPostmaster(pgDir: string): Promise<number | null> {
  const lines = await fs.readFile(path.join(pgDir, 'postmaster.pid'), 'utf8').then((s) => s.split('\n'), () => null);
  const pid = Number(lines?.[0]);
  if (!lines || !isAlive(pid)) return null;
  const cmd = await commandLine(pid);
  // Our postmaster runs `postgres -D <pgDir> …`; anything else reusing the pid is left alone.
  if (cmd !== null && !(cmd.includes('postgres') && cmd.includes(pgDir))) return null;
  return pid;
}

/**
 * Claims the embedded cluster in `pgDir` for this process and picks its port. `requestedPort`
 * (EMBEDDED_PG_PORT) is used as given; otherwise the remembered port, then 54329, then any free one.
 */
export async function claimEmbeddedCluster(pgDir: string, requestedPort: number | undefined, log: (m: string) => void): Promise<EmbeddedClaim> {
  const dataDir = path.dirname(pgDir);
  const state = await readState(pgDir);
  if (state && state.ownerPid !== process.pid && isAlive(state.ownerPid)) {
    const cmd = await commandLine(state.ownerPid);
    if (cmd === null || cmd.includes('node')) {
      throw new Error(
        `Content+ is already running on the data directory ${dataDir} (process ${state.ownerPid}, database port ${state.port}). ` +
          'Stop it first, or start another copy with its own DATA_DIR.',
      );
    }
  }

  const orphan = await runningPostmaster(pgDir);
  if (orphan !== null) {
    log(`Stopping the embedded PostgreSQL (process ${orphan}) left running by a server that ended abruptly.`);
    process.kill(orphan, 'SIGINT'); // fast shutdown: rolls back open transactions, keeps committed data
    if (!(await waitForExit(orphan, 30_000))) {
      process.kill(orphan, 'SIGQUIT');
      if (!(await waitForExit(orphan, 10_000))) {
        throw new Error(`The embedded PostgreSQL left running on ${pgDir} (process ${orphan}) does not stop; stop it by hand.`);
      }
    }
  }

  let port: number;
  if (requestedPort !== undefined) {
    if (!(await portIsFree(requestedPort))) {
      throw new Error(`Port ${requestedPort} (EMBEDDED_PG_PORT) is taken by another program. Set EMBEDDED_PG_PORT to a free port, or leave it unset to pick one.`);
    }
    port = requestedPort;
  } else if (state?.port && (await portIsFree(state.port))) {
    port = state.port;
  } else if (await portIsFree(DEFAULT_EMBEDDED_PORT)) {
    port = DEFAULT_EMBEDDED_PORT;
  } else {
    port = await freePort();
    log(`Port ${DEFAULT_EMBEDDED_PORT} is taken; the embedded PostgreSQL of ${dataDir} uses port ${port}.`);
  }

  await fs.mkdir(dataDir, { recursive: true });
  await writeState(pgDir, { ownerPid: process.pid, port });
  return { port, release: () => writeState(pgDir, { ownerPid: 0, port }) };
}
