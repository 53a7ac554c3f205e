import { count, desc, eq } from 'drizzle-orm';
import { activityCategory, type ActivityInfo, type ActivityItem, type ActivityType } from '@cp/contract';
import { schema, type Db } from '@cp/db';

/** The database or an open transaction: an event is recorded in the same transaction as its change. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface NewActivity {
  subjectId: number;
  userId: number;
  type: ActivityType;
  info: ActivityInfo;
  /** What the event is about (subject code, chapter id …); defaults to nothing. */
  identifier?: string | null;
}

/** Records one subject event; called by the service that causes it. */
export async function recordActivity(ctx: { db: DbOrTx }, activity: NewActivity) {
  await ctx.db.insert(schema.activities).values({
    subjectId: activity.subjectId,
    userId: activity.userId,
    type: activity.type,
    category: activityCategory(activity.type),
    identifier: activity.identifier ?? null,
    info: activity.info as Record<string, unknown>,
  });
}

/** One page of a subject's history, newest first. */
export async function subjectHistory(ctx: { db: Db }, subjectId: number, viewerId: number, page: number, n: number) {
  const { activities, users } = schema;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ a: activities, username: users.username })
      .from(activities)
      .leftJoin(users, eq(users.id, activities.userId))
      .where(eq(activities.subjectId, subjectId))
      .orderBy(desc(activities.createdAt), desc(activities.id))
      .limit(n)
      .offset((page - 1) * n),
    ctx.db.select({ value: count() }).from(activities).where(eq(activities.subjectId, subjectId)),
  ]);
  const items: ActivityItem[] = rows.map(({ a, username }) => ({
    type: a.type,
    category: activityCategory(a.type),
    time: a.createdAt.toISOString(),
    username,
    is_me: a.userId === viewerId,
    identifier: a.identifier,
    info: a.info as ActivityInfo,
  }));
  return { items, total: total?.value ?? 0 };
}
