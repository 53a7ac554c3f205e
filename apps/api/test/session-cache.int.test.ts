import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase } from '@cp/db';
import { createContext, type StartedContext } from '../src/bootstrap';
import { recordLastUse } from '../src/platform/auth';
import { AUTH_CHANNEL, LISTENER_NAME } from '../src/platform/session-cache';
import { buildApp } from '../src/server';
import { ADMIN, apiAs, signedInAdmin, startTestApp, statementsDuring, userWithToken, type TestApp } from './helpers';

/**
 * Each API process keeps the sessions it resolved (platform/session-cache.ts). These checks run two
 * processes' worth of the product on one database: node A (the test app) and node B, with its own
 * context, pool and cache, as a second API node would have.
 */
let a: TestApp;
let b: { ctx: StartedContext; inject: (token: string, url?: string) => Promise<number>; close(): Promise<void> };
let sql: pg.Client;

beforeAll(async () => {
  a = await startTestApp(ADMIN);
  const ctx = await createContext(a.ctx.config, { database: openDatabase(a.ctx.database.url, 3) });
  const app = await buildApp(ctx, { face: 'web' });
  await app.ready();
  b = {
    ctx,
    inject: async (token, url = '/api/v1/user/info?username=me') => (await app.inject({ url, headers: { authorization: `Token ${token}` } })).statusCode,
    close: async () => {
      await app.close();
      await ctx.close();
    },
  };
  sql = new pg.Client({ connectionString: a.ctx.database.url });
  await sql.connect();
});
afterAll(async () => {
  await sql?.end();
  await b?.close();
  await a?.close();
});

/** Node B's statements for one request with `token`. */
const statementsOnB = (token: string) => statementsDuring(b.ctx, () => b.inject(token));

/** Polls node B until it refuses `token`; returns how long that took, or null if it never did within `ms`. */
async function refusedOnBWithin(token: string, ms: number): Promise<number | null> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if ((await b.inject(token)) === 401) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 5));
  }
  return null;
}

describe('a session kept by an API process', () => {
  it('is looked up once: later requests with the same token send one statement fewer', async () => {
    const p = await userWithToken(a);
    const first = await statementsOnB(p.token);
    expect(await statementsOnB(p.token)).toBe(first - 1);
    expect(await statementsOnB(p.token)).toBe(first - 1);
  });

  it('ends on another node when the person logs out there, long before the kept copy would expire', async () => {
    const p = await userWithToken(a);
    const first = await statementsOnB(p.token);
    expect(await statementsOnB(p.token)).toBe(first - 1);
    expect((await apiAs(a, p).get('/auth/logout')).statusCode).toBe(200);
    const took = await refusedOnBWithin(p.token, 5_000);
    expect(took).not.toBeNull();
    expect(took!).toBeLessThan(a.ctx.config.sessionCacheMs);
  });

  it('ends on another node when an administrator bans the person, and when a password change ends the other logins', async () => {
    const banned = await userWithToken(a);
    expect(await b.inject(banned.token)).toBe(200);
    const admin = await signedInAdmin(a);
    expect((await admin.post(`/admin/users/ban/${banned.user.username}`, { reason: 'Spam' })).statusCode).toBe(200);
    expect(await refusedOnBWithin(banned.token, 5_000)).not.toBeNull();

    const mover = await userWithToken(a);
    const laptop = (await a.app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: { username: mover.user.username, password: 'correct horse battery' } })).json().data.token as string;
    expect(await b.inject(laptop)).toBe(200);
    const changed = await apiAs(a, mover).post('/auth/password', { old_pass: 'correct horse battery', new_pass: 'a brand new passphrase 42' });
    expect(changed.statusCode).toBe(200);
    expect(await refusedOnBWithin(laptop, 5_000)).not.toBeNull();
    expect(await b.inject(mover.token)).toBe(200);
  });

  it('ends when the change is made outside any API process (a script, psql), once the announcement arrives', async () => {
    const p = await userWithToken(a);
    expect(await b.inject(p.token)).toBe(200);
    await sql.query('DELETE FROM sessions WHERE user_id = $1', [p.user.id]);
    await b.ctx.sessions.settle();
    expect(await b.inject(p.token)).toBe(401);

    const idle = await userWithToken(a);
    expect(await b.inject(idle.token)).toBe(200);
    await sql.query(`UPDATE sessions SET last_seen_at = now() - interval '31 days' WHERE user_id = $1`, [idle.user.id]);
    await b.ctx.sessions.settle();
    expect(await b.inject(idle.token)).toBe(401);
  });

  it('is not announced as changed when requests of one page record its last use out of order', async () => {
    const p = await userWithToken(a);
    const [{ id, last_seen_at: seen }] = (await sql.query('SELECT id, last_seen_at FROM sessions WHERE user_id = $1', [p.user.id])).rows;
    const listener = new pg.Client({ connectionString: a.ctx.database.url });
    await listener.connect();
    const heard: string[] = [];
    const done = new Promise<void>((resolve) => listener.on('notification', (m) => (m.payload === 'done' ? resolve() : heard.push(m.payload ?? ''))));
    await listener.query(`LISTEN ${AUTH_CHANNEL}`);
    try {
      const later = new Date(seen.getTime() + 120_000);
      await recordLastUse(a.ctx.db, id, later);
      await recordLastUse(a.ctx.db, id, new Date(later.getTime() - 1_000));
      // Announcements arrive in commit order: once this one is heard, any the writes made are too.
      await sql.query('SELECT pg_notify($1, $2)', [AUTH_CHANNEL, 'done']);
      await done;
      expect(heard).not.toContain(`s${id}`);
      expect((await sql.query('SELECT last_seen_at FROM sessions WHERE id = $1', [id])).rows[0].last_seen_at).toEqual(later);
    } finally {
      await listener.end();
    }
  });

  it('on the node that made the change, ends at once, with no wait for the announcement', async () => {
    const p = await userWithToken(a);
    const me = apiAs(a, p);
    expect((await me.get('/user/info?username=me')).statusCode).toBe(200);
    expect((await me.get('/auth/logout')).statusCode).toBe(200);
    expect((await me.get('/user/info?username=me')).statusCode).toBe(401);
  });

  it('after a change to a person, keeps none of their sessions for a while (a read inside the open transaction is not kept)', async () => {
    const p = await userWithToken(a);
    const first = await statementsOnB(p.token);
    expect(await statementsOnB(p.token)).toBe(first - 1);
    b.ctx.sessions.forgetUser(p.user.id);
    expect(await statementsOnB(p.token)).toBe(first);
    expect(await statementsOnB(p.token)).toBe(first);
  });

  it('is not kept while the listening connection is down: every request looks its session up until LISTEN is back', async () => {
    const p = await userWithToken(a);
    const first = await statementsOnB(p.token);
    expect(await statementsOnB(p.token)).toBe(first - 1);
    const { rowCount } = await sql.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()', [LISTENER_NAME]);
    expect(rowCount).toBe(2);
    // B noticed at once: the kept copy is gone, so a session deleted now is refused immediately.
    await new Promise((r) => setTimeout(r, 50));
    expect(await statementsOnB(p.token)).toBe(first);
    expect(await statementsOnB(p.token)).toBe(first);
    await sql.query('DELETE FROM sessions WHERE user_id = $1', [p.user.id]);
    expect(await b.inject(p.token)).toBe(401);
    // …and keeps sessions again once it listens again (it reconnects after a second).
    const q = await userWithToken(a);
    const start = Date.now();
    let kept = false;
    while (!kept && Date.now() - start < 5_000) {
      await b.inject(q.token);
      kept = (await statementsOnB(q.token)) === first - 1;
      if (!kept) await new Promise((r) => setTimeout(r, 100));
    }
    expect(kept).toBe(true);
  });
});
