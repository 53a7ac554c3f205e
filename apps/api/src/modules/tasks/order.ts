import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { managerTasksBodySchema } from '@cp/contract';
import { executePrepared } from '@cp/db';
import type { AppContext } from '../../platform/context';

export type TasksBody = z.output<typeof managerTasksBodySchema>;
/** The order a page is read in: a column and a direction. */
export type TaskOrder = Pick<TasksBody, 'order_by' | 'asc'>;
/** A number sent with the statement: a value, or a placeholder of one written once (`preparedStatement`). */
type Sent = number | Placeholder;

/**
 * A manager's queue: the entries on review in the subjects they manage, which `managed` lists as a
 * query of the manager's id (columns `id`, `name`, and `pending`, the subject's entries on review).
 * The prepared statements (a page, the count) read it inside: with the subjects' ids as an array
 * parameter, a manager of a few subjects had them planned on every call, since a generic plan
 * assumes ten elements and looked dearer than one planned for two. Statements planned for each call
 * (the next task by a value, deciding all) get the ids instead (`pendingWhere`), so the plan sees
 * exactly which subjects, and so how many entries, it walks. `count` is how many entries wait in all
 * of them, kept per manager (migration 0043), as an expression.
 */
export type Pending = { managed: SQL; count: SQL };

/** Entries on review (alias `q`) in these subjects, sent as one int[]. */
const inSubjects = (ids: number[]) => sql`q.approved IS NULL AND q.subject_id = ANY(${sql.param(ids)}::int[])`;

/** Entries on review (alias `q`) in the managed subjects, their ids read first and sent as one int[]. */
export async function pendingWhere(ctx: AppContext, pending: Pending): Promise<SQL> {
  const rows = await executePrepared<{ id: number }>(ctx.db, pending.managed);
  return inSubjects(rows.map((r) => r.id));
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

// Sorted by subject, the page is read from the subjects' kept counts (`subjectPlaces`).
const bySubject: ByPlace = { group: sql`s.id`, key: sql`lower(s.name)` };

/** Columns 0–7 (contract TASK_COLUMNS), all in the body's direction. */
const SORTS: Sort[] = [
  bySubject,
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

const direction = (body: TaskOrder) => (body.asc ? sql`ASC` : sql`DESC`);

/**
 * A statement of one row: `total`, how many tasks there are, and `ids`, those of `limit` tasks from
 * `offset` on in the body's order. Either way one generic plan serves every manager and page, so it
 * is prepared and not planned on each call.
 * - Sorted by place, it pages the places and sums the counts it paged them by. Every read in it goes
 *   by index from the managed subjects, whatever their number or the offset; planning it cost more
 *   than running it (bench1's 203 subjects: 2.4–3.7 → 1.5–2.2 ms per call; one subject: 1.1–1.4 →
 *   0.5, with `managed` inside: 0.76).
 * - Sorted by a value, see `valuePage`.
 */
export function taskPage(pending: Pending, body: TaskOrder, limit: Sent, offset: Sent): SQL {
  const sort = SORTS[body.order_by]!;
  const dir = direction(body);
  const [lim, off] = [sql`(${limit})::int`, sql`(${offset})::int`];
  if ('value' in sort) return valuePage(pending, sort, dir, lim, off);
  const end = sql`(${off} + ${lim})`;
  const paged = sort === bySubject ? subjectPlaces(pending, body, off, end) : places(pending, sort, body);
  return sql`WITH ${paged}
    SELECT (SELECT coalesce(sum(d.n), 0) FROM counted d)::int AS total, array(SELECT t.id FROM places p CROSS JOIN LATERAL (
      SELECT q.id FROM questions q WHERE q.chapter_minigame_id = p.cm_id AND q.approved IS NULL AND ${inPlace(sort, sql`q`)}
      ORDER BY q.id ${dir} OFFSET greatest(${off} - p.before, 0) LIMIT ${lim}) t
    WHERE p.before < ${end} AND p.before + p.n > ${off}
    ORDER BY p.r, p.cm_id ${dir}, t.id ${dir} LIMIT ${lim}) AS ids`;
}

/** How many entries wait for review in all, as PostgreSQL last counted them (autovacuum's analyze keeps it); -1 before the first count. */
const ON_REVIEW_ESTIMATE = sql`(SELECT c.reltuples FROM pg_class c WHERE c.oid = 'questions_pending_idx'::regclass)`;

/**
 * Whether a page sorted by a value is read by walking the value's index (of every entry on review,
 * keeping the manager's `mine` until `offset + limit` are found) rather than gathering the manager's
 * entries subject by subject and sorting them. A walk reads about (offset + limit) × all ÷ mine index
 * entries; gathering reads all of `mine` from the table, at about ten times an index entry each. So
 * it walks when (offset + limit) × all ≤ 10 × mine², with `all` never taken below `mine`.
 */
export const walksValueIndex = (reach: SQL, mine: SQL) =>
  sql`(${reach})::float8 * greatest(${ON_REVIEW_ESTIMATE}, ${mine}) <= 10 * (${mine})::float8 * (${mine})`;

/**
 * A page sorted by a value of the entry itself. Both ways of reading it (`walksValueIndex`) are in the
 * statement, and a one-time filter runs the one chosen as it runs. PostgreSQL made that choice by
 * planning the statement for the subjects' ids on every call, which cost more than reading the page.
 * The limit and offset are read through sub-selects, so that no plan sees them and the generic one
 * is kept. The walk tests the subject with `IS TRUE`, which no index can take, so its plan keeps
 * walking the value's index; the subject is never null, so the test means the same.
 */
function valuePage(pending: Pending, sort: ByEntry, dir: SQL, limit: SQL, offset: SQL): SQL {
  const [lim, off] = [sql`(SELECT ${limit})`, sql`(SELECT ${offset})`];
  const ids = sql`(SELECT w.ids FROM w)::int[]`;
  // `m` is read once: as a subquery of `w` it was folded in, and the count looked up for each use of it.
  return sql`WITH m AS MATERIALIZED (SELECT array(SELECT s.id FROM (${pending.managed}) s) AS ids, ${pending.count} AS total),
    w AS MATERIALIZED (SELECT m.ids, m.total, ${walksValueIndex(sql`${lim} + ${off}`, sql`m.total`)} AS walk FROM m),
    page AS (
      (SELECT q.id, ${sort.value} AS v FROM questions q
        WHERE q.approved IS NULL AND (q.subject_id IN (SELECT unnest(w.ids) FROM w)) IS TRUE AND (SELECT w.walk FROM w)
        ORDER BY ${sort.value} ${dir}, q.id ${dir} LIMIT ${lim} OFFSET ${off})
      UNION ALL
      (SELECT q.id, q.v FROM unnest(${ids}) AS m(subject_id) CROSS JOIN LATERAL (
          SELECT q.id, ${sort.value} AS v FROM questions q WHERE q.subject_id = m.subject_id AND q.approved IS NULL) q
        WHERE NOT (SELECT w.walk FROM w) ORDER BY q.v ${dir}, q.id ${dir} LIMIT ${lim} OFFSET ${off}))
    SELECT w.total, array(SELECT p.id FROM page p ORDER BY p.v ${dir}, p.id ${dir}) AS ids FROM w`;
}

/**
 * The manager's minigames with entries on review (`cm_id`, `n`), in order (`r`: the group's rank,
 * then `cm_id`), each with how many tasks come before it. Each minigame gets its group's rank in
 * one window (`dense_rank` by key, then group id), not by joining ranked groups back: the managed
 * ids make the planner expect a single minigame, and at a million subjects it then ranked the
 * groups again for every minigame (15 ms instead of 3).
 */
function places(pending: Pending, sort: ByPlace, body: TaskOrder): SQL {
  const dir = direction(body);
  const count = sort.count ?? sql`cm.pending_count`;
  return sql`counted AS MATERIALIZED (
      SELECT cm.id AS cm_id, ${count} AS n, ${sort.group} AS g, ${sort.key} AS key FROM ${managedMinigames(pending.managed)} ${sort.joins ?? sql``} WHERE ${count} > 0),
    ranked AS (SELECT d.cm_id, d.n, d.g, dense_rank() OVER (ORDER BY d.key ${dir}, d.g ${dir}) AS r FROM counted d),
    places AS (SELECT x.cm_id, x.n, x.g, x.r,
      coalesce(sum(x.n) OVER (ORDER BY x.r, x.cm_id ${dir} ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
      FROM ranked x)`;
}

/**
 * `places` sorted by subject, for the tasks from `from` to `to`: the managed subjects are ranked and
 * paged by their kept counts (`subject_managers.pending`, migration 0046), and only the minigames of
 * the subjects the page covers are read. Reading every managed minigame to page them cost 1.2–1.4 ms
 * for a manager of 203 subjects (docs/performance.md, stop 61). `counted` holds the subjects.
 */
function subjectPlaces(pending: Pending, body: TaskOrder, from: SQL, to: SQL): SQL {
  const dir = direction(body);
  return sql`counted AS MATERIALIZED (SELECT s.id AS g, s.pending AS n, lower(s.name) AS key FROM (${pending.managed}) s WHERE s.pending > 0),
    ranked AS (SELECT d.g, d.n, row_number() OVER w AS r, coalesce(sum(d.n) OVER (w ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
      FROM counted d WINDOW w AS (ORDER BY d.key ${dir}, d.g ${dir})),
    places AS (SELECT cm.id AS cm_id, cm.pending_count AS n, x.g, x.r,
      x.before + coalesce(sum(cm.pending_count) OVER (PARTITION BY x.g ORDER BY cm.id ${dir} ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
      FROM ranked x JOIN chapters c ON c.subject_id = x.g JOIN chapter_minigames cm ON cm.chapter_id = c.id
      WHERE x.before < ${to} AND x.before + x.n > ${from} AND cm.pending_count > 0)`;
}

/** Whether entry `q` (of minigame `p.cm_id`) belongs to place `p`. */
const inPlace = (sort: ByPlace, q: SQL) => (sort.groupOf ? sql`${sort.groupOf(q)} = p.g` : sql`true`);

/**
 * The manager's minigames (aliases `s`: the managed subjects, `c`, `cm`), each subject's chapters read
 * by index. The chapters are a lateral subquery kept apart (`OFFSET 0`): joined, PostgreSQL hashed
 * every chapter for 200 subjects (10,050 at 1×), a scan that grows with the table (stop 61).
 */
const managedMinigames = (managed: SQL) => sql`(${managed}) s
  CROSS JOIN LATERAL (SELECT c.id, c.name FROM chapters c WHERE c.subject_id = s.id OFFSET 0) c
  JOIN chapter_minigames cm ON cm.chapter_id = c.id`;

/** The task after `questionId` in the body's order (`questionId` is on review for this manager). */
export async function nextTaskId(ctx: AppContext, pending: Pending, body: TaskOrder, questionId: number): Promise<number | undefined> {
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
