import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { managerTasksBodySchema } from '@cp/contract';
import { executePrepared } from '@cp/db';
import type { AppContext } from '../../platform/context';

export type TasksBody = z.output<typeof managerTasksBodySchema>;

/**
 * A manager's queue: the entries on review in the subjects they manage, which `managed` lists as a
 * query of the manager's id (columns `id`, `name`). The prepared statements (sorted by place, the
 * count) read it inside: with the subjects' ids as an array parameter, a manager of a few subjects had
 * them planned on every call, since a generic plan assumes ten elements and looked dearer than one
 * planned for two. Statements planned for each call (sorted by a value, deciding all) get the ids
 * instead (`pendingWhere`), so the plan sees exactly which subjects, and so how many entries, it walks.
 * `count` is how many entries wait in all of them, kept per manager (migration 0043), as an expression.
 */
export type Pending = { managed: SQL; count: SQL };

/** Entries on review (alias `q`) in these subjects, sent as one int[]. */
const inSubjects = (ids: number[]) => sql`q.approved IS NULL AND q.subject_id = ANY(${sql.param(ids)}::int[])`;

/** Entries on review (alias `q`) in the managed subjects, their ids read first and sent as one int[]. */
export async function pendingWhere(ctx: AppContext, pending: Pending): Promise<SQL> {
  const rows = await executePrepared<{ id: number }>(ctx.db, pending.managed);
  return inSubjects(rows.map((r) => r.id));
}

/** `pendingWhere` and the task count (`pending.count`), in one prepared statement. */
async function pendingWhereAndCount(ctx: AppContext, pending: Pending): Promise<{ where: SQL; total: number }> {
  const [row] = await executePrepared<{ ids: number[]; total: number }>(ctx.db, sql`
    SELECT array(SELECT s.id FROM (${pending.managed}) s) AS ids, ${pending.count} AS total`);
  return { where: inSubjects(row!.ids), total: row!.total };
}

/** The same entries, with the managed subjects read inside the statement (for prepared ones). */
export const pendingIn = (pending: Pending) => sql`q.approved IS NULL AND q.subject_id IN (SELECT m.id FROM (${pending.managed}) m)`;

/** Sorted by a value of the entry itself (Entry, Status, Date): the queue is read in (value, id) order. */
type ByEntry = { value: SQL };
/**
 * Sorted by where the entry lives: the groups (subjects, chapters, minigames or editors) holding the
 * manager's entries on review are ranked by their key, then their minigames are paged in (rank,
 * minigame) order with kept counts, so only the minigames the page covers are read, each by
 * `questions_pending_content_idx`. Within one group, entries go by minigame, then by id.
 * - `group`: the group id of a managed minigame row (aliases `s`, `c`, `cm`, and what `joins` adds);
 * - `key`: the group's sort key, read on that same row (a subject's or chapter's from `s` or `c`,
 *   others through `joins`, as `k`), so the groups are not looked up a second time;
 * - `count`: the row's entries on review (default `cm.pending_count`); by editor the rows are
 *   (minigame, editor) pairs from `pending_by_editor`, and `groupOf` is the entry's editor.
 */
type ByPlace = { group: SQL; key: SQL; joins?: SQL; count?: SQL; groupOf?: (q: SQL) => SQL };
type Sort = ByEntry | ByPlace;

const editorOf = (q: SQL) => sql`coalesce(${q}.updated_by, ${q}.created_by, 0)`;
const minigameKey = sql`JOIN minigames k ON k.id = cm.minigame_id`;
// Every task is on review, so Status has one value: its order is the date order that breaks the tie.
const byDate: ByEntry = { value: sql`q.updated_at` };

/** Columns 0–7 (contract TASK_COLUMNS), all in the body's direction. */
const SORTS: Sort[] = [
  { group: sql`s.id`, key: sql`lower(s.name)` },
  { group: sql`c.id`, key: sql`lower(c.name)` },
  { group: sql`cm.minigame_id`, key: sql`lower(k.name)`, joins: minigameKey },
  // The start of the text (as indexed), then id: a long text cannot be a btree key.
  { value: sql`left(q.search_text, 64)` },
  { group: sql`pe.editor_id`, key: sql`lower(coalesce(k.username, ''))`, count: sql`pe.entries`, groupOf: editorOf,
    joins: sql`JOIN pending_by_editor pe ON pe.chapter_minigame_id = cm.id LEFT JOIN users k ON k.id = pe.editor_id` },
  byDate,
  byDate,
  { group: sql`cm.minigame_id`, key: sql`k.game_module_id`, joins: minigameKey },
];

const direction = (body: TasksBody) => (body.asc ? sql`ASC` : sql`DESC`);

/**
 * The ids of `limit` tasks from `offset` on, in the body's order, and how many tasks there are.
 * - Sorted by place, one prepared statement pages the places and sums the counts it paged them by.
 *   Every read in it goes by index from the managed subjects, whatever their number or the offset,
 *   so one generic plan serves all; planning it cost more than running it (bench1's 203 subjects:
 *   2.4–3.7 → 1.5–2.2 ms per call; one subject: 1.1–1.4 → 0.5, with `managed` inside: 0.76).
 * - Sorted by a value, one prepared statement reads the managed subjects' ids and the count, then the
 *   page is planned for its offset (walking an index or sorting the queue). With the count in the
 *   page's statement it was planned on every call too (PostgreSQL's time per request 1.0–1.3 →
 *   1.5–1.8 ms).
 */
export async function taskPage(ctx: AppContext, pending: Pending, body: TasksBody, limit: number, offset: number): Promise<{ ids: number[]; total: number }> {
  const sort = SORTS[body.order_by]!;
  const dir = direction(body);
  if ('value' in sort) {
    const { where, total } = await pendingWhereAndCount(ctx, pending);
    const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT q.id FROM questions q WHERE ${where}
      ORDER BY ${sort.value} ${dir}, q.id ${dir} LIMIT ${limit} OFFSET ${offset}`);
    return { ids: rows.map((r) => r.id), total };
  }
  const [row] = await executePrepared<{ total: number; ids: number[] }>(ctx.db, sql`WITH ${places(pending, sort, body)}
    SELECT (SELECT coalesce(sum(d.n), 0) FROM counted d)::int AS total, array(SELECT t.id FROM places p CROSS JOIN LATERAL (
      SELECT q.id FROM questions q WHERE q.chapter_minigame_id = p.cm_id AND q.approved IS NULL AND ${inPlace(sort, sql`q`)}
      ORDER BY q.id ${dir} OFFSET greatest(${offset} - p.before, 0) LIMIT ${limit}) t
    WHERE p.before < ${offset + limit} AND p.before + p.n > ${offset}
    ORDER BY p.r, p.cm_id ${dir}, t.id ${dir} LIMIT ${limit}) AS ids`);
  return row!;
}

/**
 * The manager's minigames with entries on review (`cm_id`, `n`), in order (`r`: the group's rank,
 * then `cm_id`), each with how many tasks come before it. Each minigame gets its group's rank in
 * one window (`dense_rank` by key, then group id), not by joining ranked groups back: the managed
 * ids make the planner expect a single minigame, and at a million subjects it then ranked the
 * groups again for every minigame (15 ms instead of 3).
 */
function places(pending: Pending, sort: ByPlace, body: TasksBody): SQL {
  const dir = direction(body);
  const count = sort.count ?? sql`cm.pending_count`;
  return sql`counted AS MATERIALIZED (
      SELECT cm.id AS cm_id, ${count} AS n, ${sort.group} AS g, ${sort.key} AS key FROM ${managedMinigames(pending.managed)} ${sort.joins ?? sql``} WHERE ${count} > 0),
    ranked AS (SELECT d.cm_id, d.n, d.g, dense_rank() OVER (ORDER BY d.key ${dir}, d.g ${dir}) AS r FROM counted d),
    places AS (SELECT x.cm_id, x.n, x.g, x.r,
      coalesce(sum(x.n) OVER (ORDER BY x.r, x.cm_id ${dir} ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
      FROM ranked x)`;
}

/** Whether entry `q` (of minigame `p.cm_id`) belongs to place `p`. */
const inPlace = (sort: ByPlace, q: SQL) => (sort.groupOf ? sql`${sort.groupOf(q)} = p.g` : sql`true`);

/** The minigames (aliases `c`, `cm`) of `subjects` (alias `s`), each read by index from them. */
const minigamesOf = (subjects: SQL) => sql`${subjects} JOIN chapters c ON c.subject_id = s.id JOIN chapter_minigames cm ON cm.chapter_id = c.id`;
/** The manager's minigames (aliases `s`: the managed subjects, `c`, `cm`). */
const managedMinigames = (managed: SQL) => minigamesOf(sql`(${managed}) s`);

/** The task after `questionId` in the body's order (`questionId` is on review for this manager). */
export async function nextTaskId(ctx: AppContext, pending: Pending, body: TasksBody, questionId: number): Promise<number | undefined> {
  const sort = SORTS[body.order_by]!;
  if ('value' in sort) {
    const after = body.asc ? sql`>` : sql`<`;
    const result = await ctx.db.execute<{ id: number }>(sql`SELECT q.id FROM questions q
      WHERE ${await pendingWhere(ctx, pending)} AND (${sort.value}, q.id) ${after} (SELECT ${sort.value}, q.id FROM questions q WHERE q.id = ${questionId})
      ORDER BY ${sort.value} ${direction(body)}, q.id ${direction(body)} LIMIT 1`);
    return result.rows[0]?.id;
  }
  // The next entry of the task's own place, else the first entry of the place after it.
  const later = body.asc ? sql`>` : sql`<`;
  const dir = direction(body);
  const firstIn = (after: SQL) => sql`SELECT q.id FROM questions q WHERE q.chapter_minigame_id = p.cm_id AND q.approved IS NULL
    AND ${inPlace(sort, sql`q`)} ${after} ORDER BY q.id ${dir} LIMIT 1`;
  const [row] = await executePrepared<{ id: number | null }>(ctx.db, sql`WITH ${places(pending, sort, body)},
    me AS (SELECT p.* FROM places p JOIN questions task ON task.id = ${questionId} AND task.chapter_minigame_id = p.cm_id AND ${inPlace(sort, sql`task`)})
    SELECT coalesce(
      (SELECT (${firstIn(sql`AND q.id ${later} ${questionId}`)}) FROM me p),
      (SELECT t.id FROM me, places p CROSS JOIN LATERAL (${firstIn(sql``)}) t
        WHERE p.r > me.r OR (p.r = me.r AND p.cm_id ${later} me.cm_id) ORDER BY p.r, p.cm_id ${dir} LIMIT 1)) AS id`);
  return row?.id ?? undefined;
}
