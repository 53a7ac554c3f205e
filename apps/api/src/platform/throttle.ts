import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { preparedStatement, schema } from '@cp/db';
import type { AppContext } from './context';
import { AppError } from './errors';

/** A fixed window: at most `limit` hits per `windowMs` for one key. */
export interface ThrottleRule {
  /** Names the counter family, e.g. `login:account`; the key is appended. */
  name: string;
  limit: number;
  windowMs: number;
  /** The 429 message. */
  message: string;
}

export interface ThrottleState {
  hits: number;
  windowEndsAt: Date;
}

const keyOf = (rule: ThrottleRule, key: string) => `${rule.name}:${key}`.slice(0, 300);

// Written once and prepared: every throttled call (logins, sign-ups, candidate searches) sends it.
const HIT = preparedStatement<{ key: string; by: number; window: string }>((v) => sql`
  INSERT INTO throttle_counters AS t (key, hits, window_ends_at) VALUES (${v.key}, greatest(${v.by}::int, 0), now() + ${v.window}::interval)
  ON CONFLICT (key) DO UPDATE SET
    hits = greatest(CASE WHEN t.window_ends_at <= now() THEN ${v.by}::int ELSE t.hits + ${v.by}::int END, 0),
    window_ends_at = CASE WHEN t.window_ends_at <= now() THEN now() + ${v.window}::interval ELSE t.window_ends_at END
  RETURNING t.hits, t.window_ends_at`);

/**
 * Counts `by` hits (default one; negative gives some back) and returns the window's count. One
 * statement (insert or update), so concurrent requests on any API process never lose a hit; an
 * expired window starts again.
 */
export async function hit(ctx: Pick<AppContext, 'db'>, rule: ThrottleRule, key: string, by = 1): Promise<ThrottleState> {
  const [row] = await HIT.run<{ hits: number; window_ends_at: string }>(ctx.db, { key: keyOf(rule, key), by, window: `${rule.windowMs} milliseconds` });
  return { hits: row!.hits, windowEndsAt: new Date(row!.window_ends_at) };
}

/** The window's count without counting (null when there is no live window). */
export async function peek(ctx: Pick<AppContext, 'db'>, rule: ThrottleRule, key: string): Promise<ThrottleState | null> {
  const { throttleCounters: t } = schema;
  const [row] = await ctx.db
    .select({ hits: t.hits, windowEndsAt: t.windowEndsAt })
    .from(t)
    .where(and(eq(t.key, keyOf(rule, key)), gt(t.windowEndsAt, sql`now()`)));
  return row ?? null;
}

/** Takes back one hit of a live window (a success that should not count against a shared key). */
export async function release(ctx: Pick<AppContext, 'db'>, rule: ThrottleRule, key: string) {
  const { throttleCounters: t } = schema;
  await ctx.db
    .update(t)
    .set({ hits: sql`greatest(${t.hits} - 1, 0)` })
    .where(and(eq(t.key, keyOf(rule, key)), gt(t.windowEndsAt, sql`now()`)));
}

export async function clear(ctx: Pick<AppContext, 'db'>, rule: ThrottleRule, key: string) {
  await ctx.db.delete(schema.throttleCounters).where(eq(schema.throttleCounters.key, keyOf(rule, key)));
}

const tooMany = (rule: ThrottleRule, state: ThrottleState) => {
  const seconds = Math.max(1, Math.ceil((state.windowEndsAt.getTime() - Date.now()) / 1000));
  const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return new AppError(429, `${rule.message} (retry in ${wait})`);
};

/** Counts a hit and refuses with 429 once the window holds more than the rule allows. */
export async function throttle(ctx: Pick<AppContext, 'db'>, rule: ThrottleRule, key: string) {
  const state = await hit(ctx, rule, key);
  if (state.hits > rule.limit) throw tooMany(rule, state);
}

/** Drops counters whose window has ended (run now and then; live windows are never touched). */
export async function purgeExpiredCounters(ctx: Pick<AppContext, 'db'>): Promise<number> {
  const gone = await ctx.db.delete(schema.throttleCounters).where(lt(schema.throttleCounters.windowEndsAt, sql`now()`)).returning({ key: schema.throttleCounters.key });
  return gone.length;
}
