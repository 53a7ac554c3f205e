import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { managerTasksBodySchema } from '@cp/contract';
import type { AppContext } from '../../platform/context';

export type TasksBody = z.output<typeof managerTasksBodySchema>;

/**
 * A manager's queue: entries on review (`where`, alias `q`) in the subjects they manage
 * (`subjectIds`, one int[] parameter, so the planner sees a short list).
 */
export type Pending = { where: SQL; subjectIds: SQL };

/** Sorted by a value of the entry itself (Entry, Status, Date): the queue is read in (key, id) order. */
type ByEntry = { key: SQL };
/**
 * Sorted by where the entry lives: the manager's minigames are put in (key, group, minigame) order
 * and paged with their kept `pending_count`, so only the minigames the page covers are read, each
 * by `questions_pending_content_idx`. Within one place, entries go by minigame, then by id.
 * By editor the places are (editor, minigame) pairs with their kept `pending_by_editor.entries`:
 * `count` is the pair's count and `groupOf` the entry's editor, which must equal the group.
 */
type ByPlace = { place: SQL; group: SQL; joins: SQL; count?: SQL; groupOf?: (q: SQL) => SQL };
type Sort = ByEntry | ByPlace;

const editorOf = (q: SQL) => sql`coalesce(${q}.updated_by, ${q}.created_by, 0)`;

const inMinigame = sql`JOIN minigames m ON m.id = cm.minigame_id`;
// Every task is on review, so Status has one value: its order is the date order that breaks the tie.
const byDate: ByEntry = { key: sql`q.updated_at` };

/** Columns 0–7 (contract TASK_COLUMNS), all in the body's direction. */
const SORTS: Sort[] = [
  { place: sql`lower(s.name)`, group: sql`s.id`, joins: sql`` },
  { place: sql`lower(c.name)`, group: sql`c.id`, joins: sql`` },
  { place: sql`lower(m.name)`, group: sql`m.id`, joins: inMinigame },
  // The start of the text (as indexed), then id: a long text cannot be a btree key.
  { key: sql`left(q.search_text, 64)` },
  { place: sql`lower(coalesce(u.username, ''))`, group: sql`pe.editor_id`, count: sql`pe.entries`, groupOf: editorOf,
    joins: sql`JOIN pending_by_editor pe ON pe.chapter_minigame_id = cm.id LEFT JOIN users u ON u.id = pe.editor_id` },
  byDate,
  byDate,
  { place: sql`m.game_module_id`, group: sql`m.id`, joins: inMinigame },
];

const direction = (body: TasksBody) => (body.asc ? sql`ASC` : sql`DESC`);

/** The ids of `limit` tasks from `offset` on, in the body's order. */
export async function taskIds(ctx: AppContext, pending: Pending, body: TasksBody, limit: number, offset: number): Promise<number[]> {
  const sort = SORTS[body.order_by]!;
  const dir = direction(body);
  const result = 'key' in sort
    ? await ctx.db.execute<{ id: number }>(sql`SELECT q.id FROM questions q WHERE ${pending.where}
        ORDER BY ${sort.key} ${dir}, q.id ${dir} LIMIT ${limit} OFFSET ${offset}`)
    : await ctx.db.execute<{ id: number }>(sql`WITH ${places(pending, sort, body)}
        SELECT t.id FROM places p CROSS JOIN LATERAL (
          SELECT q.id FROM questions q WHERE q.chapter_minigame_id = p.cm_id AND q.approved IS NULL AND ${inPlace(sort, sql`q`)}
          ORDER BY q.id ${dir} OFFSET greatest(${offset} - p.before, 0) LIMIT ${limit}) t
        WHERE p.before < ${offset + limit} AND p.before + p.n > ${offset}
        ORDER BY p.k ${dir}, p.g ${dir}, p.cm_id ${dir}, t.id ${dir} LIMIT ${limit}`);
  return result.rows.map((r) => r.id);
}

/** The manager's minigames with entries on review, in order, each with how many tasks come before it. */
function places(pending: Pending, sort: ByPlace, body: TasksBody): SQL {
  const dir = direction(body);
  const count = sort.count ?? sql`cm.pending_count`;
  return sql`places AS (
    SELECT cm.id AS cm_id, ${count} AS n, ${sort.place} AS k, ${sort.group} AS g,
      coalesce(sum(${count}) OVER (ORDER BY ${sort.place} ${dir}, ${sort.group} ${dir}, cm.id ${dir} ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
    FROM ${managedMinigames(pending)} ${sort.joins} WHERE ${count} > 0)`;
}

/** Whether entry `q` (of minigame `p.cm_id`) belongs to place `p`. */
const inPlace = (sort: ByPlace, q: SQL) => (sort.groupOf ? sql`${sort.groupOf(q)} = p.g` : sql`true`);

/**
 * The manager's minigames (aliases `s`, `c`, `cm`). Subjects and chapters are both limited to the
 * managed ids: with either alone the planner expects most chapters and reads chapter_minigames whole.
 */
const managedMinigames = (pending: Pending) => sql`subjects s JOIN chapters c ON c.subject_id = s.id JOIN chapter_minigames cm ON cm.chapter_id = c.id
  AND s.id = ANY(${pending.subjectIds}) AND c.subject_id = ANY(${pending.subjectIds})`;

/** The task after `questionId` in the body's order (`questionId` is on review for this manager). */
export async function nextTaskId(ctx: AppContext, pending: Pending, body: TasksBody, questionId: number): Promise<number | undefined> {
  const sort = SORTS[body.order_by]!;
  if ('key' in sort) {
    const after = body.asc ? sql`>` : sql`<`;
    const result = await ctx.db.execute<{ id: number }>(sql`SELECT q.id FROM questions q
      WHERE ${pending.where} AND (${sort.key}, q.id) ${after} (SELECT ${sort.key}, q.id FROM questions q WHERE q.id = ${questionId})
      ORDER BY ${sort.key} ${direction(body)}, q.id ${direction(body)} LIMIT 1`);
    return result.rows[0]?.id;
  }
  const earlier = body.asc ? sql`<` : sql`>`;
  const result = await ctx.db.execute<{ at: number }>(sql`WITH ${places(pending, sort, body)}
    SELECT (p.before + (SELECT count(*) FROM questions q WHERE q.chapter_minigame_id = p.cm_id AND q.approved IS NULL AND ${inPlace(sort, sql`q`)}
      AND q.id ${earlier} ${questionId}))::int AS at
    FROM places p JOIN questions task ON task.id = ${questionId} AND task.chapter_minigame_id = p.cm_id AND ${inPlace(sort, sql`task`)}`);
  const at = result.rows[0]?.at;
  return at === undefined ? undefined : (await taskIds(ctx, pending, body, 1, at + 1))[0];
}

/** How many tasks wait for the manager: the kept counts of their minigames. */
export async function countTasks(ctx: AppContext, pending: Pending): Promise<number> {
  const result = await ctx.db.execute<{ n: number }>(sql`SELECT coalesce(sum(cm.pending_count), 0)::int AS n FROM ${managedMinigames(pending)}`);
  return result.rows[0]!.n;
}
