import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { TASK_COLUMNS, changedFields, reviewMessages, type ManagerTask, type ManagerTaskDetail, type ReviewDecision, type allTasksBodySchema } from '@cp/contract';
import { executePrepared, pageAndTotal, preparedStatement, splitPage } from '@cp/db';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { allDecidedMessage, reviewComment } from '../questions/review';
import { decidePending, lastApprovedObject } from '../questions/review-store';
import { toIso } from '../../platform/time';
import { nextTaskId, pendingIn, pendingWhere, taskPage, type Pending, type TasksBody } from './order';

type AllBody = z.output<typeof allTasksBodySchema>;

/** The subjects the user manages (the kept table `subject_managers`, migration 0046: owner, or manager member; live ones only), as a query of their `id`, `name` and `pending`. */
const managedBy = (userId: number | Placeholder) => sql`
    SELECT g.subject_id AS id, g.subject_name AS name, g.pending FROM subject_managers g WHERE g.user_id = ${userId}`;

/** How many entries on review the user's managed subjects hold, as an expression: one kept row (migration 0043), 0 without one. */
const managedCount = (userId: number | Placeholder) => sql`coalesce((SELECT k.pending FROM manager_pending_counts k WHERE k.user_id = ${userId}), 0)`;

/** The manager's queue (order.ts, `Pending`). */
const managedPending = (userId: number | Placeholder): Pending => ({ managed: managedBy(userId), count: managedCount(userId) });

const TASK_COUNT = preparedStatement<{ userId: number }>((v) => sql`SELECT ${managedCount(v.userId)} AS n`);

/** `GET /manager/tasks/number` (the header's Task badge): exactly the entries the task page lists. */
export async function pendingTaskCount(ctx: AppContext, userId: number): Promise<number> {
  const [row] = await TASK_COUNT.run<{ n: number }>(ctx.db, { userId });
  return row!.n;
}

type TaskRow = Omit<ManagerTask, 'date' | 'next_question_id' | 'is_adaptive' | 'topic_id' | 'topic_name'> & { updated_at: Date | string };

/** A task's columns over the entry (alias `q`), and the joins they read. */
const TASK_FIELDS = sql`q.id AS question_id, s.code AS subject_code, s.name AS subject_name, c.id AS chapter_id, c.name AS chapter_name,
    cm.id AS chapter_mini_game_id, m.name AS mini_game_name, u.username AS editor, q.updated_at,
    m.game_module_id AS module_game_id, q.question_object, q.approved, q.revision`;
const TASK_JOINS = sql`JOIN subjects s ON s.id = q.subject_id
    JOIN chapter_minigames cm ON cm.id = q.chapter_minigame_id
    JOIN chapters c ON c.id = cm.chapter_id
    JOIN minigames m ON m.id = cm.minigame_id
    LEFT JOIN users u ON u.id = coalesce(q.updated_by, q.created_by)`;

/** The task `questionId` if it meets `where` (alias `q`), with any `more` columns over the entry. */
async function taskRow<More extends Record<string, unknown>>(ctx: AppContext, questionId: number, where: SQL, more: SQL): Promise<(TaskRow & More) | undefined> {
  const [row] = await executePrepared<TaskRow & More>(ctx.db, sql`SELECT ${TASK_FIELDS}${more} FROM questions q ${TASK_JOINS} WHERE q.id = ${questionId} AND ${where}`);
  return row;
}

const toTask = (r: TaskRow, next: number | null): ManagerTask => ({
  question_id: r.question_id, subject_code: r.subject_code, subject_name: r.subject_name, chapter_id: r.chapter_id, chapter_name: r.chapter_name,
  chapter_mini_game_id: r.chapter_mini_game_id, mini_game_name: r.mini_game_name, topic_id: null, topic_name: null, is_adaptive: false,
  editor: r.editor, date: toIso(r.updated_at), module_game_id: r.module_game_id, question_object: r.question_object, approved: r.approved,
  revision: r.revision, next_question_id: next,
});

type PageValues = { userId: number; limit: number; offset: number };
/** A page of tasks with their total in each order (column and direction), written once; `${order_by} ${asc}` keys them. */
const TASK_PAGES = new Map(TASK_COLUMNS.flatMap((_, order_by) => [true, false].map((asc) => [`${order_by} ${asc}`,
  preparedStatement<PageValues>((v) => sql`${pageAndTotal(taskPage(managedPending(v.userId), { order_by, asc }, v.limit, v.offset),
    sql`SELECT x.pos, ${TASK_FIELDS} FROM unnest(t.ids) WITH ORDINALITY AS x(id, pos) JOIN questions q ON q.id = x.id ${TASK_JOINS}`)} ORDER BY p.pos`)] as const)));

/** `POST /manager/tasks`: a page of the entries waiting for this manager, in the chosen column order. */
export async function managerTasks(ctx: AppContext, userId: number, body: TasksBody) {
  // One row more than the page: the last task's "next" is the first of the next page.
  const values = { userId, limit: body.n + 1, offset: (body.page - 1) * body.n };
  const { rows, total } = splitPage(await TASK_PAGES.get(`${body.order_by} ${body.asc}`)!.run<TaskRow & { total: number; in_page: boolean | null }>(ctx.db, values));
  const data = rows.slice(0, body.n).map((r, i) => toTask(r, rows[i + 1]?.question_id ?? null));
  return { data, total };
}

/** `POST /manager/tasks/{question_id}`: one task (if it waits for this manager) with its old and new versions. */
export async function managerTask(ctx: AppContext, userId: number, questionId: number, body: TasksBody): Promise<ManagerTaskDetail> {
  const pending = managedPending(userId);
  const row = await taskRow<{ old: Record<string, unknown> | null }>(ctx, questionId, pendingIn(pending), sql`, ${lastApprovedObject(sql`q.id`)} AS old`);
  if (!row) throw notFound(reviewMessages.notPending);
  const next = await nextTaskId(ctx, pending, body, questionId);
  return { task: toTask(row, next ?? null), old: row.old, new: row.question_object, changed: changedFields(row.module_game_id, row.old, row.question_object) };
}

/**
 * `POST /manager/tasks/{approve|decline}/all`: every task of this manager in one transaction (with
 * `seen`, only those seen at their current revision); answers how many changed and how many were left.
 */
export async function decideAllTasks(ctx: AppContext, userId: number, decision: ReviewDecision, body: AllBody) {
  const comment = reviewComment(decision, body.comment);
  const where = await pendingWhere(ctx, managedPending(userId));
  const result = await ctx.db.transaction((tx) => decidePending(tx, where, body.seen, { decision, comment, reviewerId: userId }));
  return { result, message: allDecidedMessage(decision, result.changed) };
}
