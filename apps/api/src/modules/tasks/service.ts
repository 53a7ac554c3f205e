import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { changedFields, reviewMessages, type ManagerTask, type ManagerTaskDetail, type ReviewDecision, type allTasksBodySchema, type managerTasksBodySchema } from '@cp/contract';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { MANAGER_ROLE } from '../subject-store/access';
import { reviewComment, seenNow } from '../questions/review';
import { decideEntries, lastApprovedVersion, lockEntries } from '../questions/review-store';

type TasksBody = z.output<typeof managerTasksBodySchema>;
type AllBody = z.output<typeof allTasksBodySchema>;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** Entries on review in the subjects the user manages (owner, or manager member), alias `q`. */
const managedPending = (userId: number) => sql`
  q.approved IS NULL AND q.subject_id IN (
    SELECT s.id FROM subjects s WHERE s.owner_id = ${userId} AND s.deleted_at IS NULL
    UNION SELECT m.subject_id FROM subject_members m JOIN subjects s ON s.id = m.subject_id AND s.deleted_at IS NULL
    WHERE m.user_id = ${userId} AND m.active AND m.role_id = ${MANAGER_ROLE})`;

/** Sort keys of columns 0–7 (contract TASK_COLUMNS); ties go by entry id in the same direction. */
const SORT_KEYS: SQL[] = [sql`lower(s.name)`, sql`lower(c.name)`, sql`lower(m.name)`, sql`q.search_text`, sql`lower(u.username)`, sql`q.approved`, sql`q.updated_at`, sql`m.game_module_id`];

type TaskRow = Omit<ManagerTask, 'date' | 'next_question_id' | 'is_adaptive' | 'topic_id' | 'topic_name'> & { updated_at: Date | string };

async function taskRows(ctx: AppContext, where: SQL, order: SQL, limit: number, offset: number) {
  const result = await ctx.db.execute<TaskRow>(sql`
    SELECT q.id AS question_id, s.code AS subject_code, s.name AS subject_name, c.id AS chapter_id, c.name AS chapter_name,
           cm.id AS chapter_mini_game_id, m.name AS mini_game_name, u.username AS editor, q.updated_at,
           m.game_module_id AS module_game_id, q.question_object, q.approved, q.revision
    FROM questions q
    JOIN subjects s ON s.id = q.subject_id
    JOIN chapter_minigames cm ON cm.id = q.chapter_minigame_id
    JOIN chapters c ON c.id = cm.chapter_id
    JOIN minigames m ON m.id = cm.minigame_id
    LEFT JOIN users u ON u.id = coalesce(q.updated_by, q.created_by)
    WHERE ${where}
    ORDER BY ${order}
    LIMIT ${limit} OFFSET ${offset}`);
  return result.rows;
}

const orderOf = (body: TasksBody) => {
  const dir = body.asc ? sql`ASC` : sql`DESC`;
  return sql`${SORT_KEYS[body.order_by]!} ${dir} NULLS LAST, q.id ${dir}`;
};

const toTask = (r: TaskRow, next: number | null): ManagerTask => ({
  question_id: r.question_id, subject_code: r.subject_code, subject_name: r.subject_name, chapter_id: r.chapter_id, chapter_name: r.chapter_name,
  chapter_mini_game_id: r.chapter_mini_game_id, mini_game_name: r.mini_game_name, topic_id: null, topic_name: null, is_adaptive: false,
  editor: r.editor, date: iso(r.updated_at), module_game_id: r.module_game_id, question_object: r.question_object, approved: r.approved,
  revision: r.revision, next_question_id: next,
});

/** `POST /manager/tasks`: a page of the entries waiting for this manager, in the chosen column order. */
export async function managerTasks(ctx: AppContext, userId: number, body: TasksBody) {
  const where = managedPending(userId);
  // One row more than the page: the last task's "next" is the first of the next page.
  const [rows, total] = await Promise.all([
    taskRows(ctx, where, orderOf(body), body.n + 1, (body.page - 1) * body.n),
    ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM questions q WHERE ${where}`).then((r) => r.rows[0]!.n),
  ]);
  const data = rows.slice(0, body.n).map((r, i) => toTask(r, rows[i + 1]?.question_id ?? null));
  return { data, total };
}

/** `POST /manager/tasks/{question_id}`: one task (if it waits for this manager) with its old and new versions. */
export async function managerTask(ctx: AppContext, userId: number, questionId: number, body: TasksBody): Promise<ManagerTaskDetail> {
  const [row] = await taskRows(ctx, sql`${managedPending(userId)} AND q.id = ${questionId}`, sql`q.id`, 1, 0);
  if (!row) throw notFound(reviewMessages.notPending);
  // The next task in the list's order: the first one after this in that order.
  const dir = body.asc ? sql`>` : sql`<`;
  const key = SORT_KEYS[body.order_by]!;
  const [next] = await taskRows(ctx, sql`${managedPending(userId)} AND (${key}, q.id) ${dir} (SELECT ${key}, q.id FROM questions q JOIN subjects s ON s.id = q.subject_id JOIN chapter_minigames cm ON cm.id = q.chapter_minigame_id JOIN chapters c ON c.id = cm.chapter_id JOIN minigames m ON m.id = cm.minigame_id LEFT JOIN users u ON u.id = coalesce(q.updated_by, q.created_by) WHERE q.id = ${questionId})`, orderOf(body), 1, 0);
  const old = await lastApprovedVersion(ctx.db, questionId);
  return { task: toTask(row, next?.question_id ?? null), old, new: row.question_object, changed: changedFields(row.module_game_id, old, row.question_object) };
}

/**
 * `POST /manager/tasks/{approve|decline}/all`: every task of this manager in one transaction (with
 * `seen`, only those seen at their current revision); answers how many changed and how many were left.
 */
export async function decideAllTasks(ctx: AppContext, userId: number, decision: ReviewDecision, body: AllBody) {
  const comment = reviewComment(decision, body.comment);
  const result = await ctx.db.transaction(async (tx) => {
    const pending = await lockEntries(tx, managedPending(userId));
    const { decide, skipped } = seenNow(pending, body.seen);
    await decideEntries(tx, decide, { decision, comment, reviewerId: userId });
    return { changed: decide.length, skipped };
  });
  const message = result.changed ? (decision === 'approve' ? reviewMessages.approvedAll : reviewMessages.declinedAll) : reviewMessages.nothingPending;
  return { result, message };
}
