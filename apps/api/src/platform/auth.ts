import { and, eq, gt, lt, ne, not, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { perDatabase, schema, type Db, type DbOrTx } from '@cp/db';
import type { Config } from './config';
import type { AppContext } from './context';
import { unauthorized } from './errors';
import { hashToken, newToken } from './tokens';

export interface AuthUser {
  id: number;
  username: string;
  email: string;
  sessionId: number;
}
export interface AuthAdmin {
  id: number;
  username: string;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    admin: AuthAdmin | null;
  }
}

/** `Authorization: Token <t>` (the spec's scheme) or `Bearer <t>`. */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^(?:Token|Bearer)\s+([A-Za-z0-9_-]{20,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** Who is calling, as far as a session list needs to tell devices apart. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
});

export async function createSession(ctx: AppContext, owner: { userId: number } | { adminId: number }, client: ClientInfo): Promise<string> {
  const token = newToken();
  await ctx.db.insert(schema.sessions).values({
    tokenHash: hashToken(token),
    ...owner,
    expiresAt: new Date(Date.now() + ctx.config.sessionTtlMs),
    ip: client.ip.slice(0, 64),
    userAgent: client.userAgent,
  });
  return token;
}

export async function endSession(ctx: AppContext, sessionId: number) {
  await ctx.db.delete(schema.sessions).where(eq(schema.sessions.id, sessionId));
  ctx.sessions.forgetSession(sessionId);
}

/**
 * Ends every session of a user, optionally keeping one (the caller's), in one statement; pass the
 * transaction when it belongs to a larger change. Returns how many ended.
 */
export async function endUserSessions(ctx: Pick<AppContext, 'sessions'>, db: DbOrTx, userId: number, keepSessionId?: number): Promise<number> {
  const { sessions } = schema;
  const which = keepSessionId === undefined ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId));
  const ended = await db.delete(sessions).where(which).returning({ id: sessions.id });
  // Inside a transaction this runs before the commit; the cache then keeps none of this user's
  // sessions for a while, so one read meanwhile is not kept past the commit.
  ctx.sessions.forgetUser(userId);
  return ended.length;
}

/**
 * The one rule for a live session: before its absolute end and used within SESSION_IDLE_DAYS. Its two
 * times are placeholders, so every statement that applies it is prepared; `liveSessionTimes` fills them.
 */
export const liveSession = () =>
  and(gt(schema.sessions.expiresAt, sql.placeholder('now')), gt(schema.sessions.lastSeenAt, sql.placeholder('idleSince')))!;

export const liveSessionTimes = (config: Pick<Config, 'sessionIdleMs'>, now = Date.now()) =>
  ({ now: new Date(now).toISOString(), idleSince: new Date(now - config.sessionIdleMs).toISOString() });

const expiredSessions = perDatabase((db: Db) =>
  db.delete(schema.sessions).where(not(liveSession())).returning({ id: schema.sessions.id }).prepare('purge_expired_sessions'));

/** Deletes every session that is no longer live (housekeeping). */
export async function purgeExpiredSessions(ctx: Pick<AppContext, 'db' | 'config'>) {
  return (await expiredSessions(ctx.db).execute(liveSessionTimes(ctx.config))).length;
}

/** last_seen_at is written at most this often per session, not on every request. */
const SEEN_RESOLUTION_MS = 60_000;

/**
 * The session lookup every request makes, built once per database handle as a named prepared
 * statement: PostgreSQL parses and plans it once per connection and drizzle builds it once.
 */
const sessionLookup = perDatabase((db: Db) => {
  const { sessions, users, admins } = schema;
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      username: users.username,
      email: users.email,
      banned: users.banned,
      adminId: admins.id,
      adminUsername: admins.username,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(admins, eq(admins.id, sessions.adminId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), liveSession()))
    .limit(1)
    .prepare('resolve_session');
});

/** What the session lookup reads for a token: the session and the person it belongs to. */
export type ResolvedSession = Awaited<ReturnType<ReturnType<typeof sessionLookup>['execute']>>[number];

/** The caller's session: kept by this process (see session-cache.ts) or looked up. */
async function resolveSession(ctx: AppContext, token: string): Promise<ResolvedSession | undefined> {
  const now = Date.now();
  const hash = hashToken(token);
  const key = hash.toString('base64');
  let row = ctx.sessions.get(key, now, ctx.config.sessionIdleMs);
  if (!row) {
    const ticket = ctx.sessions.ticket();
    [row] = await sessionLookup(ctx.db).execute({ hash, ...liveSessionTimes(ctx.config, now) });
    if (row) ctx.sessions.keep(key, row, ticket);
  }
  if (row && now - row.lastSeenAt.getTime() > SEEN_RESOLUTION_MS) {
    row.lastSeenAt = new Date(now);
    await recordLastUse(ctx.db, row.sessionId, row.lastSeenAt);
  }
  return row;
}

/**
 * Moves a session's last use forward to `at`, never back. Several requests of one page can find the
 * same stale time and write theirs in any order; a later write of an earlier time would move it back,
 * which the database announces as a session change (migration 0035), so every API process would drop
 * the session and look it up on every request for a while.
 */
export async function recordLastUse(db: DbOrTx, sessionId: number, at: Date) {
  await db.update(schema.sessions).set({ lastSeenAt: at }).where(and(eq(schema.sessions.id, sessionId), lt(schema.sessions.lastSeenAt, at)));
}

/** Resolves the caller from the token on every request; routes then demand what they need. */
export function registerAuth(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('user', null);
  app.decorateRequest('admin', null);
  app.addHook('onRequest', async (request) => {
    const token = readToken(request);
    if (!token) return;
    const row = await resolveSession(ctx, token);
    if (!row) return;
    if (row.userId !== null && row.username !== null && row.email !== null && !row.banned) {
      request.user = { id: row.userId, username: row.username, email: row.email, sessionId: row.sessionId };
    } else if (row.adminId !== null && row.adminUsername !== null) {
      request.admin = { id: row.adminId, username: row.adminUsername, sessionId: row.sessionId };
    }
  });
}

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function requireAdmin(request: FastifyRequest): AuthAdmin {
  if (!request.admin) throw unauthorized();
  return request.admin;
}
