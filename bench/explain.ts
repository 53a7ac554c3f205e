import type { DatabaseHandle } from '@cp/db';

/** A table above this many rows must not be read by a sequential scan on any page query. */
export const SEQ_SCAN_LIMIT = 10_000;

interface Recorded {
  text: string;
  values?: unknown[];
  /** Sent as a named (prepared) statement: PostgreSQL plans it once per connection, not per call. */
  prepared: boolean;
}

/** Runs of a prepared statement after which PostgreSQL has chosen between its generic plan and planning each run (it decides after five). */
const RUNS_TO_SETTLE = 8;

/**
 * Whether PostgreSQL plans a prepared statement on every run with these values: it does when its
 * generic plan looks dearer than a plan made for the values, as a page read with `LIMIT $1 OFFSET $2`
 * does (the planner takes a parameter's offset for a tenth of the table). Planning then costs as
 * much as running a light statement. Run on a connection of its own, under a name of its own.
 */
async function plannedEveryRun(handle: DatabaseHandle, statement: Recorded): Promise<boolean> {
  const client = await handle.pool.connect();
  try {
    const name = 'bench_plan_check';
    for (let i = 0; i < RUNS_TO_SETTLE; i++) await client.query({ name, text: statement.text, values: statement.values });
    const { rows } = await client.query<{ generic_plans: string }>('SELECT generic_plans FROM pg_prepared_statements WHERE name = $1', [name]);
    return Number(rows[0]?.generic_plans ?? 0) === 0;
  } finally {
    // Closed, so that the name is gone with it.
    client.release(true);
  }
}

/**
 * BENCH_EXPLAIN=1: runs `fn` (an endpoint's SQL, `calls` times: once per body) while recording every read statement it sends, then
 * shows `EXPLAIN (ANALYZE, BUFFERS)` of each (marking those sent prepared, whose planning time is paid
 * once per connection, unless PostgreSQL plans them on every run: `plannedEveryRun`) and names the
 * sequential scans of tables above SEQ_SCAN_LIMIT rows that ran.
 */
export async function explainCalls(handle: DatabaseHandle, name: string, fn: () => Promise<unknown>, calls = 1): Promise<{ name: string; statements: number; bigSeqScans: string[]; plannedEveryRun: number[] }> {
  const pool = handle.pool as unknown as { query: (...args: unknown[]) => Promise<unknown> };
  const original = pool.query.bind(pool);
  const seen: Recorded[] = [];
  pool.query = (config: unknown, values?: unknown) => {
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    const params = typeof config === 'string' ? (values as unknown[] | undefined) : ((config as { values?: unknown[] }).values ?? (values as unknown[] | undefined));
    if (/^\s*(select|with)\b/i.test(text)) seen.push({ text, values: params, prepared: typeof config === 'object' && Boolean((config as { name?: string }).name) });
    return original(config, values);
  };
  try {
    // A case with several bodies takes the next one on each call.
    for (let i = 0; i < calls; i++) await fn();
  } finally {
    pool.query = original;
  }
  const bigSeqScans: string[] = [];
  const planned: number[] = [];
  for (const [i, statement] of seen.entries()) {
    const plan = await handle.pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
    const lines = plan.rows.map((r) => r['QUERY PLAN']);
    const everyRun = statement.prepared && (await plannedEveryRun(handle, statement));
    if (everyRun) planned.push(i + 1);
    console.log(`\n--- ${name}, statement ${i + 1} of ${seen.length}${statement.prepared ? (everyRun ? ' (prepared, planned on every run)' : ' (prepared)') : ''}\n${statement.text.replace(/\s+/g, ' ').slice(0, 400)}\n${lines.join('\n')}`);
    // A scan in a branch the statement did not take (`never executed`) read nothing.
    for (const match of lines.filter((line) => !line.includes('(never executed)')).join('\n').matchAll(/Seq Scan on (\w+)/g)) {
      const table = match[1]!;
      const size = await handle.pool.query<{ n: number }>(`SELECT reltuples::bigint AS n FROM pg_class WHERE relname = $1`, [table]);
      if (Number(size.rows[0]?.n ?? 0) > SEQ_SCAN_LIMIT) bigSeqScans.push(`${table} (${size.rows[0]!.n} rows) in statement ${i + 1}`);
    }
  }
  return { name, statements: seen.length, bigSeqScans, plannedEveryRun: planned };
}
