import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  RECENT_NOTICES, type Notification, type NoticeInfo, type NotificationType, type TaskUpdate, type TaskUpdateType,
} from '@cp/contract';
import { perDatabase, schema, type Db, type DbOrTx } from '@cp/db';
import type { AppContext } from '../../platform/context';

const { notifications, taskUpdates } = schema;

/** The one way a notification is created; called by the service whose action causes it. */
export async function notifyUser(
  db: DbOrTx,
  userId: number,
  type: NotificationType,
  info: NoticeInfo,
  ref: { categoryId?: number; identifier?: string } = {},
) {
  await db.insert(notifications).values({ userId, type, info, categoryId: ref.categoryId ?? null, identifier: ref.identifier ?? null });
}

/** The one way a task update is created. */
export async function addTaskUpdate(db: DbOrTx, userId: number, type: TaskUpdateType, info: NoticeInfo) {
  await db.insert(taskUpdates).values({ userId, type, info });
}

const toNotification = (r: typeof notifications.$inferSelect): Notification => ({
  notification_id: r.id,
  read: r.readAt !== null,
  type: r.type,
  category_id: r.categoryId,
  identifier: r.identifier,
  time: r.createdAt.toISOString(),
  info: r.info as NoticeInfo,
});

const toTaskUpdate = (r: typeof taskUpdates.$inferSelect): TaskUpdate => ({
  task_id: r.id,
  read: r.readAt !== null,
  type: r.type,
  time: r.createdAt.toISOString(),
  info: r.info as NoticeInfo,
});

/** Every read below is a prepared statement, built once per database handle: the bell is read on every page. */
const person = sql.placeholder('userId');

/**
 * A person's unread rows of `table`, as a column of the statement that reads their newest rows: the
 * bell's list and its count in one round trip (a person without rows has nothing unread either).
 * Inside the subquery the table's name means its own FROM.
 */
const unreadOf = (table: typeof notifications | typeof taskUpdates) =>
  sql<number>`(SELECT count(*)::int FROM ${table} WHERE ${and(eq(table.userId, person), isNull(table.readAt))})`;

const recentNotices = perDatabase((db: Db) =>
  db.select({ row: notifications, unread: unreadOf(notifications) }).from(notifications)
    .where(eq(notifications.userId, person)).orderBy(desc(notifications.id)).limit(RECENT_NOTICES).prepare('recent_notifications'));

const noticePage = perDatabase((db: Db) =>
  db.select().from(notifications).where(eq(notifications.userId, person)).orderBy(desc(notifications.id))
    .limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare('notification_page'));

const recentUpdates = perDatabase((db: Db) =>
  db.select({ row: taskUpdates, unread: unreadOf(taskUpdates) }).from(taskUpdates)
    .where(eq(taskUpdates.userId, person)).orderBy(desc(taskUpdates.id)).limit(RECENT_NOTICES).prepare('recent_task_updates'));

const updatePage = perDatabase((db: Db) =>
  db.select().from(taskUpdates).where(eq(taskUpdates.userId, person)).orderBy(desc(taskUpdates.id))
    .limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare('task_update_page'));

export async function recentNotifications(ctx: AppContext, userId: number) {
  const rows = await recentNotices(ctx.db).execute({ userId });
  return { list: rows.map((r) => toNotification(r.row)), unread: rows[0]?.unread ?? 0 };
}

export async function notificationPage(ctx: AppContext, userId: number, page: number, n: number) {
  const rows = await noticePage(ctx.db).execute({ userId, limit: n, offset: (page - 1) * n });
  return rows.map(toNotification);
}

export async function recentTaskUpdates(ctx: AppContext, userId: number) {
  const rows = await recentUpdates(ctx.db).execute({ userId });
  return { list: rows.map((r) => toTaskUpdate(r.row)), unread: rows[0]?.unread ?? 0 };
}

export async function taskUpdatePage(ctx: AppContext, userId: number, page: number, n: number) {
  const rows = await updatePage(ctx.db).execute({ userId, limit: n, offset: (page - 1) * n });
  return rows.map(toTaskUpdate);
}

/** Marks the caller's own rows read; ids of other users' rows are ignored. Returns how many changed. */
export async function markNotificationsRead(ctx: AppContext, userId: number, ids: number[]) {
  const changed = await ctx.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return changed.length;
}

export async function markTaskUpdatesRead(ctx: AppContext, userId: number, ids: number[]) {
  const changed = await ctx.db
    .update(taskUpdates)
    .set({ readAt: new Date() })
    .where(and(eq(taskUpdates.userId, userId), inArray(taskUpdates.id, ids), isNull(taskUpdates.readAt)))
    .returning({ id: taskUpdates.id });
  return changed.length;
}
