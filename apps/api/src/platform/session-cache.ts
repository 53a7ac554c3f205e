import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { Logger } from 'pino';
import type { ResolvedSession } from './auth';

/** The channel migration 0035 announces on: 's<id>' a session, 'u<id>' a user, 'a<id>' an administrator. */
export const AUTH_CHANNEL = 'auth_changes';

/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'content-plus session cache';
/** After a change is announced (or made here), no lookup that may have read the old state is kept for this long. */
const QUIET_MS = 10_000;
const HEARTBEAT_MS = 10_000;
/** How long a ping announced by the listener may take to come back to it. */
const ECHO_MS = 3_000;
const RECONNECT_MS = 1_000;
const MAX_ENTRIES = 50_000;

/**
 * The sessions this process resolved, kept for `ttlMs` so that a signed-in request need not look its
 * token up again (one statement fewer per request). Safe across API nodes because every change that
 * ends a session or changes its person is announced by a trigger when it commits (migration 0035)
 * and every process listens: a logout, a ban or a password change anywhere takes effect here as
 * soon as the announcement arrives, and at once for a change made in this process (`forget`).
 *
 * Without a working listening connection nothing is kept: losing it empties the cache, and it fills
 * again only after LISTEN is back. `ttlMs` 0 turns the cache off.
 */
export class SessionCache {
  private readonly entries: LRUCache<string, ResolvedSession>;
  /** 's12' / 'u3' / 'a1' → the kept token keys that name it, so a change drops them without a scan. */
  private readonly byName = new Map<string, Set<string>>();
  /** Keys ('s12', 'u3', 'a1') changed within QUIET_MS: a lookup touching one is not kept. */
  private readonly quiet = new LRUCache<string, true>({ max: 200_000, ttl: QUIET_MS });
  private client: pg.Client | null = null;
  private listening = false;
  /** Raised whenever listening stops or starts, so a lookup begun before is not kept after. */
  private epoch = 0;
  private closed = false;
  private pings = 0;
  private warnedNoEcho = false;
  private heartbeat: NodeJS.Timeout | null = null;
  private reconnect: NodeJS.Timeout | null = null;

  constructor(private readonly url: string, private readonly ttlMs: number, private readonly log: Logger) {
    this.entries = new LRUCache({
      max: MAX_ENTRIES,
      ttl: Math.max(ttlMs, 1),
      dispose: (row, key) => {
        for (const name of namesOf(row)) {
          const keys = this.byName.get(name);
          keys?.delete(key);
          if (keys?.size === 0) this.byName.delete(name);
        }
      },
    });
  }

  /** Starts listening (resolves once LISTEN is in place, or at once when turned off or unreachable). */
  async start() {
    if (this.ttlMs <= 0) return;
    await this.connect();
  }

  /** The kept session for a token hash, if it is still live at `now` under the idle rule. */
  get(key: string, now: number, idleMs: number): ResolvedSession | undefined {
    // Nothing is kept while not listening (`keep` refuses, and stopping empties the cache).
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt.getTime() <= now || hit.lastSeenAt.getTime() <= now - idleMs) {
      this.entries.delete(key);
      return undefined;
    }
    return hit;
  }

  /** Call before a lookup; pass the result to `keep`, which drops the row if anything changed meanwhile. */
  ticket() {
    return this.epoch;
  }

  keep(key: string, row: ResolvedSession, ticket: number) {
    if (!this.listening || ticket !== this.epoch) return;
    const names = namesOf(row);
    if (names.some((name) => this.quiet.has(name))) return;
    this.entries.set(key, row);
    for (const name of names) {
      const keys = this.byName.get(name) ?? new Set<string>();
      keys.add(key);
      this.byName.set(name, keys);
    }
  }

  forgetSession(id: number) {
    this.forget(`s${id}`);
  }

  forgetUser(id: number) {
    this.forget(`u${id}`);
  }

  /** Waits until every change committed before this call has been applied here (tests, scripts). */
  async settle() {
    if (this.listening && this.client) await this.echo(this.client);
  }

  async close() {
    this.closed = true;
    this.stopListening();
    if (this.reconnect) clearTimeout(this.reconnect);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  /** 's12' / 'u3' / 'a1': drops every kept session it names and keeps none of them for QUIET_MS. */
  private forget(name: string) {
    this.quiet.set(name, true);
    for (const key of [...(this.byName.get(name) ?? [])]) this.entries.delete(key);
  }

  private async connect() {
    const client = new pg.Client({ connectionString: this.url, keepAlive: true, application_name: LISTENER_NAME });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === AUTH_CHANNEL && message.payload && /^[sua]\d+$/.test(message.payload)) this.forget(message.payload);
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${AUTH_CHANNEL}`);
    } catch (err) {
      this.lost(client, err as Error);
      return;
    }
    // Through a pooler in transaction mode LISTEN is accepted but nothing arrives: keep nothing then.
    if (!(await this.echo(client))) {
      if (!this.warnedNoEcho) this.log.warn('session cache: announcements on auth_changes do not arrive on DATABASE_URL (a pooler in transaction mode?); sessions are looked up on every request');
      this.warnedNoEcho = true;
      this.lost(client);
      return;
    }
    if (this.client !== client) return;
    this.epoch += 1;
    this.listening = true;
    // A connection that silently stopped delivering would otherwise keep sessions past their changes.
    this.heartbeat = setInterval(() => {
      void this.echo(client).then((heard) => heard || this.lost(client, new Error('the heartbeat did not come back')));
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Announces a ping from this connection and resolves whether it came back within ECHO_MS. */
  private echo(client: pg.Client): Promise<boolean> {
    const payload = `ping${(this.pings += 1)}`;
    return new Promise((resolve) => {
      const done = (heard: boolean) => {
        clearTimeout(timer);
        client.off('notification', listen);
        resolve(heard);
      };
      const listen = (message: pg.Notification) => {
        if (message.channel === AUTH_CHANNEL && message.payload === payload) done(true);
      };
      const timer = setTimeout(() => done(false), ECHO_MS).unref();
      client.on('notification', listen);
      client.query('SELECT pg_notify($1, $2)', [AUTH_CHANNEL, payload]).catch(() => done(false));
    });
  }

  private lost(client: pg.Client, err?: Error) {
    if (this.client !== client) return;
    this.client = null;
    const wasListening = this.listening;
    this.stopListening();
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (this.closed) return;
    if (wasListening) this.log.warn({ err: err?.message }, 'session cache: lost the auth_changes listener; sessions are looked up on every request until it is back');
    this.reconnect ??= setTimeout(() => {
      this.reconnect = null;
      void this.connect();
    }, RECONNECT_MS);
    this.reconnect.unref();
  }

  private stopListening() {
    this.listening = false;
    this.epoch += 1;
    this.entries.clear();
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }
}

/** The names a change to this session can be announced under. */
function namesOf(row: ResolvedSession): string[] {
  const names = [`s${row.sessionId}`];
  if (row.userId !== null) names.push(`u${row.userId}`);
  if (row.adminId !== null) names.push(`a${row.adminId}`);
  return names;
}
