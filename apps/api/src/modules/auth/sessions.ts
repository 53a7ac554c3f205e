import Bowser from 'bowser';
import { LRUCache } from 'lru-cache';
import { and, desc, eq, sql } from 'drizzle-orm';
import { sessionMessages, type ActiveSession } from '@cp/contract';
import { perDatabase, schema, type Db } from '@cp/db';
import { endUserSessions, liveSession, liveSessionTimes, type AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';

/** Devices by user agent (at most 300 characters each): logins come from a few browsers, so each is parsed once. */
const devices = new LRUCache<string, string>({ max: 1000, memoMethod: (userAgent) => parseDevice(userAgent) });

/** "Chrome 131 on Windows" from a user agent; "Unknown device" when there is none. */
export function describeDevice(userAgent: string | null): string {
  return userAgent ? devices.memo(userAgent) : 'Unknown device';
}

function parseDevice(userAgent: string): string {
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const os = parsed.os.name ?? '';
  if (!browser && !os) return userAgent.slice(0, 60);
  return os ? `${browser || 'Browser'} on ${os}` : browser;
}

/** A user's live sessions, prepared once per handle. */
const liveSessionsOf = perDatabase((db: Db) => {
  const { sessions } = schema;
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, sql.placeholder('userId')), liveSession()))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
    .prepare('live_sessions_of');
});

/** `GET /auth/sessions`: the caller's live logins, most recently used first. */
export async function listSessions(ctx: AppContext, auth: AuthUser): Promise<ActiveSession[]> {
  const rows = await liveSessionsOf(ctx.db).execute({ userId: auth.id, ...liveSessionTimes(ctx.config) });
  return rows.map((r) => ({
      id: r.id,
      device: describeDevice(r.userAgent),
      ip: r.ip,
      created_at: r.createdAt.toISOString(),
      last_seen_at: r.lastSeenAt.toISOString(),
      current: r.id === auth.sessionId,
    }));
}

/** `POST /auth/sessions/end-others`: log out everywhere else; returns how many ended. */
export const endOtherSessions = (ctx: AppContext, auth: AuthUser) => endUserSessions(ctx, ctx.db, auth.id, auth.sessionId);

/** `DELETE /auth/sessions/{id}`: ends one of the caller's other sessions (someone else's id is "not found"). */
export async function endSessionOf(ctx: AppContext, auth: AuthUser, sessionId: number) {
  if (sessionId === auth.sessionId) throw badRequest(sessionMessages.useLogout);
  const { sessions } = schema;
  const ended = await ctx.db.delete(sessions).where(and(eq(sessions.id, sessionId), eq(sessions.userId, auth.id))).returning({ id: sessions.id });
  if (ended.length === 0) throw notFound(sessionMessages.notFound);
  ctx.sessions.forgetSession(sessionId);
}
