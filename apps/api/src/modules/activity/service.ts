import { count, desc, eq, sql } from 'drizzle-orm';
import { activityCategory, subjectMessages, type ActivityInfo, type ActivityItem, type ActivityType, type ProfileActivity } from '@cp/contract';
import { executePrepared, perDatabase, schema, type Db, type DbOrTx } from '@cp/db';
import { notFound } from '../../platform/errors';
import { visibleTo } from '../subject-store/repository';
import { findUserByUsername } from '../users/repository';

export interface NewActivity {
  subjectId: number;
  userId: number;
  type: ActivityType;
  info: ActivityInfo;
  /** What the event is about (subject code, chapter id …); defaults to nothing. */
  identifier?: string | null;
}

/** Records one subject event; called by the service that causes it, inside its transaction. */
export async function recordActivity(db: DbOrTx, activity: NewActivity) {
  await db.insert(schema.activities).values({
    subjectId: activity.subjectId,
    userId: activity.userId,
    type: activity.type,
    category: activityCategory(activity.type),
    identifier: activity.identifier ?? null,
    info: activity.info as Record<string, unknown>,
  });
}

const historyPage = perDatabase((db: Db) => {
  const { activities, users } = schema;
  return db
    .select({ a: activities, username: users.username })
    .from(activities)
    .leftJoin(users, eq(users.id, activities.userId))
    .where(eq(activities.subjectId, sql.placeholder('subjectId')))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('subject_history_page');
});

const historyCount = perDatabase((db: Db) =>
  db.select({ value: count() }).from(schema.activities).where(eq(schema.activities.subjectId, sql.placeholder('subjectId'))).prepare('subject_history_count'),
);

/** One page of a subject's history, newest first (prepared statements: the tab is read on every visit). */
export async function subjectHistory(ctx: { db: Db }, subjectId: number, viewerId: number, page: number, n: number) {
  const [rows, [total]] = await Promise.all([
    historyPage(ctx.db).execute({ subjectId, limit: n, offset: (page - 1) * n }),
    historyCount(ctx.db).execute({ subjectId }),
  ]);
  const items = rows.map(({ a, username }) => toActivityItem({ ...a, username }, viewerId));
  return { items, total: total?.value ?? 0 };
}

type ActivityRow = { type: number; createdAt: Date; userId: number | null; username: string | null; identifier: string | null; info: unknown };

function toActivityItem(a: ActivityRow, viewerId: number): ActivityItem {
  return {
    type: a.type,
    category: activityCategory(a.type),
    time: a.createdAt.toISOString(),
    username: a.username,
    is_me: a.userId === viewerId,
    identifier: a.identifier,
    info: a.info as ActivityInfo,
  };
}

/**
 * `POST /user/activity-history?username=` (spec 3): that user's activity, newest first, across the
 * subjects the viewer may see (the subject lists' rule); activity without a subject shows only on
 * the user's own profile.
 */
export async function userActivityHistory(ctx: { db: Db }, viewerId: number, username: string, page: number, n: number) {
  const { activities, subjects } = schema;
  const user = await findUserByUsername(ctx.db, username);
  if (!user) throw notFound(subjectMessages.userNotFound);

  // The subject is looked up per activity (EXISTS by primary key) rather than joined: a join lets the
  // planner hash every subject to count one person's history.
  const visible = sql`${activities.userId} = ${user.id} AND (
    (${activities.subjectId} IS NULL AND ${activities.userId} = ${viewerId})
    OR EXISTS (SELECT 1 FROM ${subjects} s WHERE s.id = ${activities.subjectId} AND ${visibleTo(viewerId)}))`;
  const from = sql`${activities} LEFT JOIN ${subjects} s ON s.id = ${activities.subjectId}`;
  const [rows, total] = await Promise.all([
    executePrepared<{ type: number; created_at: Date | string; user_id: number; identifier: string | null; info: unknown; subject_code: string | null; subject_name: string | null }>(ctx.db, sql`
      SELECT ${activities.type} AS type, ${activities.createdAt} AS created_at, ${activities.userId} AS user_id, ${activities.identifier} AS identifier,
             ${activities.info} AS info, s.code AS subject_code, s.name AS subject_name
      FROM ${from} WHERE ${visible}
      ORDER BY ${activities.createdAt} DESC, ${activities.id} DESC
      LIMIT ${n} OFFSET ${(page - 1) * n}`),
    executePrepared<{ total: number }>(ctx.db, sql`SELECT count(*)::int AS total FROM ${activities} WHERE ${visible}`),
  ]);
  const items: ProfileActivity[] = rows.map((r) => ({
    ...toActivityItem({ type: r.type, createdAt: new Date(r.created_at), userId: r.user_id, username: user.username, identifier: r.identifier, info: r.info }, viewerId),
    subject_code: r.subject_code,
    subject_name: r.subject_name,
  }));
  return { items, total: total[0]?.total ?? 0 };
}
