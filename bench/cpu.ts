/**
 * CPU time spent per request, by the API process, PostgreSQL (the postmaster and its backends) and
 * the load generator (this process), read from /proc around a load. On a machine of `cores` cores
 * with `connections` requests always in flight, the mean latency cannot be below
 * connections × CPU per request ÷ cores (Little's law with the cores fully busy); that floor is what
 * tells a slow endpoint from a machine too small for the load.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

interface Stat {
  ppid: number;
  ticks: number;
}

/** Parent and user + system ticks of every process, from /proc/<pid>/stat. */
async function allProcesses(): Promise<Map<number, Stat>> {
  const out = new Map<number, Stat>();
  const pids = (await fs.readdir('/proc')).filter((name) => /^\d+$/.test(name));
  await Promise.all(pids.map(async (pid) => {
    const text = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (!text) return;
    // The fields after the command name, which may itself hold spaces and parentheses.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    out.set(Number(pid), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
  }));
  return out;
}

/** Ticks used so far by `root` and by each process below it, per process. */
function treeTicks(all: Map<number, Stat>, root: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const [pid, stat] of all) {
    for (let p = pid, depth = 0; p > 1 && depth < 8; p = all.get(p)?.ppid ?? 0, depth++) {
      if (p === root) {
        out.set(pid, stat.ticks);
        break;
      }
    }
  }
  return out;
}

/**
 * Milliseconds of CPU a process tree used between two readings: a process started in between counts
 * from zero; one that ended in between (an autovacuum worker, say) is left out rather than
 * subtracted.
 */
function treeDeltaMs(before: Map<number, number>, after: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, t] of after) ticks += t - (before.get(pid) ?? 0);
  return ticks * TICK_MS;
}

export interface CpuReading {
  api: Map<number, number>;
  db: Map<number, number>;
  clientMs: number;
}

/** Reads the CPU used so far by the API process tree, the PostgreSQL of `pgDir` and this process. */
export async function cpuReader(apiPid: number, pgDir: string): Promise<() => Promise<CpuReading>> {
  const postmaster = Number((await fs.readFile(path.join(pgDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  return async () => {
    const all = await allProcesses();
    const own = process.cpuUsage();
    return { api: treeTicks(all, apiPid), db: treeTicks(all, postmaster), clientMs: (own.user + own.system) / 1000 };
  };
}

/** CPU per request over a load, and the latency floor it sets at `connections` on this machine. */
export function perRequest(before: CpuReading, after: CpuReading, requests: number, connections: number) {
  const per = (ms: number) => (requests ? ms / requests : NaN);
  const api = per(treeDeltaMs(before.api, after.api));
  const db = per(treeDeltaMs(before.db, after.db));
  const client = per(after.clientMs - before.clientMs);
  const cores = os.availableParallelism();
  return { api_ms: api, db_ms: db, client_ms: client, latency_floor_ms: (connections * (api + db + client)) / cores };
}
