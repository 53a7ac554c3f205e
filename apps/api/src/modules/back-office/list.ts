import { sql, type SQL } from 'drizzle-orm';
import { ADMIN_COUNT_LIMIT } from '@cp/contract';
import { executePageAndTotal, executePrepared, inlineInt, opaqueArray, type DbOrTx } from '@cp/db';

export interface ListPage<T> {
  rows: T[];
  total: number;
}

/**
 * `col dir, tiebreak dir`: a stable order for paging, read forwards or backwards from an index on
 * `(col, tiebreak)`. A `nullable` column lists its empty values last either way (`NULLS LAST`),
 * which a backward read cannot give, so it needs an index per direction.
 */
export const orderClause = (column: SQL, asc: boolean, tiebreak: SQL, nullable = false) => {
  const nulls = nullable ? sql` NULLS LAST` : sql``;
  return asc ? sql`${column} ASC${nulls}, ${tiebreak} ASC` : sql`${column} DESC${nulls}, ${tiebreak} DESC`;
};

/**
 * One page of an admin table: its rows (`rows(window)` in the table's order, ending in the page's
 * `window`) and how many match (`count`: a statement that reads `n`, or the total when it is
 * already known). Given `together`, the page's order by its own columns (`p.column`), the count and
 * the page are read in one prepared statement, which under load costs less than two
 * (docs/performance.md, stops 46, 48 and 49): the FAQ and legal pages, the tickets and the audit
 * log. Without `together` they run side by side.
 */
export async function pageOf<R extends Record<string, unknown>, T>(
  db: DbOrTx,
  q: { count: SQL | number; rows: (window: SQL) => SQL; page: number; n: number; map: (row: R) => T; together?: SQL },
): Promise<ListPage<T>> {
  const pageSql = q.rows(pageWindow(q.n, (q.page - 1) * q.n));
  if (q.together && typeof q.count !== 'number') {
    const { rows, total } = await executePageAndTotal<R>(db, sql`SELECT c.n AS total FROM (${q.count}) c`, pageSql, q.together);
    return { total, rows: rows.map(q.map) };
  }
  const total = async (count: SQL | number) => (typeof count === 'number' ? count : ((await db.execute<{ n: number }>(count)).rows[0]?.n ?? 0));
  const [n, rows] = await Promise.all([total(q.count), db.execute<R>(pageSql)]);
  return { total: n, rows: (rows.rows as R[]).map(q.map) };
}

/**
 * A page's `LIMIT n OFFSET o`: the limit written into the text (a table has a few page sizes), and
 * the offset sent only past the first page. PostgreSQL takes an offset sent as a parameter for a
 * tenth of the table, so a prepared page's generic plan looked dearer than one made for the values,
 * and it planned the first page again on every call: half the database's work for a table's most
 * common page (stop 53). Deeper pages are still planned for their offset.
 */
const pageWindow = (limit: number, offset: number): SQL =>
  offset > 0 ? sql`LIMIT ${inlineInt(limit)} OFFSET ${offset}` : sql`LIMIT ${inlineInt(limit)}`;

/** How many rows of `from` match `where`, up to ADMIN_COUNT_LIMIT + 1 (the table then says "more than"). */
export const boundedCount = (from: SQL, where: SQL): SQL =>
  sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${ADMIN_COUNT_LIMIT + 1}) m`;

/** `%term%` for ILIKE, with the pattern characters of the term taken literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Whether a trigram index can narrow `ILIKE '%term%'`: pg_trgm takes trigrams only from runs of
 * letters and digits, so a term without three of them in a row ('ab', 'a.b') gives it none, and
 * PostgreSQL would then read the whole index. Such a term is matched without the index.
 */
export const trigramsNarrow = (term: string) => /[\p{L}\p{N}]{3}/u.test(term);

/**
 * A search over several fields of a row, read through a trigram index on `combined`: the fields
 * joined by spaces. A term without a space can only match inside one field, so the combined text
 * decides alone; a term with a space could span two fields there, so each field is then checked on
 * its own. (Checking every field of every candidate doubled the cost of a broad search's count.) A
 * term the index cannot narrow is checked field by field only, so that PostgreSQL reads the table
 * or walks the sort's index instead of the whole trigram index.
 */
export function fieldsMatch(combined: SQL, fields: SQL[], term: string): SQL {
  const like = likePattern(term);
  const each = sql`(${sql.join(fields.map((f) => sql`${f} ILIKE ${like}`), sql` OR `)})`;
  if (!trigramsNarrow(term)) return each;
  const any = sql`${combined} ILIKE ${like}`;
  return term.includes(' ') ? sql`${any} AND ${each}` : any;
}

/**
 * Up to this many matches of a search are sorted in memory. More matches are common enough that
 * reading the sort's index and checking each row finds a page of them after a few rows.
 */
export const SORTED_SEARCH_LIMIT = 5_000;

/**
 * Rows of the sort's index a search with many matches reads to fill its page. Many matches are
 * usually spread through any order, so a page comes within a few rows; when it does not, they sit
 * late in this order (the 'Fractions' among a million subjects by name), and the caller sorts all of
 * them instead of reading on.
 */
export const WALK_LIMIT = 10_000;

/**
 * A table's filtered rows (`from` with its alias, `where`) and its sort (`key`, `order(key, id)`).
 * `kept` (default: every row) narrows the matches to the ones counted and paged, while every match
 * counts towards the limits: a search read from its ways' indexes with a filter checked on the rows.
 * `rowsOf(page)` reads the columns of a page's rows: it joins `page`, a FROM item `p` of their ids in
 * order (`p.id`, `p.pos`), and selects `p.pos`. Columns worked out by subqueries (a person's
 * subjects, a subject's members) cost more to plan than a second statement, so `rowsApart` reads
 * them by id in a prepared one.
 */
export interface Matches {
  from: SQL;
  id: SQL;
  key: SQL;
  where: SQL;
  order: (key: SQL, tiebreak: SQL) => SQL;
  kept?: SQL;
  rowsOf: (page: SQL) => SQL;
  rowsApart?: boolean;
}

/**
 * These ids with their place, as the FROM item `p` (`p.id`, `p.pos`). The array is opaque to the
 * planner, so a statement reading by it keeps one generic plan.
 */
const idsInOrder = (ids: number[]): SQL => sql`unnest(${opaqueArray(ids, 'bigint')}) WITH ORDINALITY AS p(id, pos)`;

/**
 * A search's matches in one pass, with their sort keys: how many are kept (of the first
 * `countLimit` + 1 matches, the table then says "more than"), and, when at most `sortLimit` match,
 * the page's rows, cut from the kept ones sorted. More are common enough that the sort's index finds
 * a page within a few rows, so `rows` is then null and the caller walks it. Without the pass a rare
 * term walked the whole sort index, checking the table row by row in that order: 7.5 s for 'zq'
 * over a million subjects against 1.1 s for the pass, and 1.5 ms for 'bench12' among 5,000 tickets
 * against 0.2 ms (stop 51). The page's rows come in the same statement unless `rowsApart`: read by
 * id in a second one, a search waited in the queue twice under load (docs/performance.md, stop 60).
 */
export async function searchPass<R extends Record<string, unknown>>(
  db: DbOrTx, q: Matches & { page: number; n: number }, sortLimit = SORTED_SEARCH_LIMIT, countLimit = ADMIN_COUNT_LIMIT,
): Promise<{ total: number; rows: R[] | null }> {
  const matches = sql`WITH m AS MATERIALIZED (SELECT ${q.id} AS id, ${q.key} AS k, ${q.kept ?? sql`true`} AS kept FROM ${q.from} WHERE ${q.where} LIMIT ${countLimit + 1}),
    c AS (SELECT count(*)::int AS matched, (count(*) FILTER (WHERE m.kept))::int AS total FROM m)`;
  const pageIds = sql`SELECT m.id, m.k FROM m WHERE m.kept ORDER BY ${q.order(sql`m.k`, sql`m.id`)} ${pageWindow(q.n, (q.page - 1) * q.n)}`;
  if (q.rowsApart) {
    // The page's ids as an array, from an InitPlan run only when the CASE takes its branch (a
    // lateral read of them cost 0.06–0.1 ms more to plan).
    const { rows } = await db.execute<{ total: number; ids: (number | string)[] | null }>(sql`${matches}
      SELECT c.total, CASE WHEN c.matched <= ${sortLimit} THEN coalesce((SELECT array_agg(w.id ORDER BY ${q.order(sql`w.k`, sql`w.id`)}) FROM (${pageIds}) w), '{}') END AS ids FROM c`);
    const { total, ids } = rows[0]!;
    if (!ids) return { total, rows: null };
    return { total, rows: ids.length === 0 ? [] : await executePrepared<R>(db, sql`${q.rowsOf(idsInOrder(ids.map(Number)))} ORDER BY p.pos`) };
  }
  // The lateral read is skipped (a one-time filter) when more than sortLimit match.
  const { rows } = await db.execute<{ matched: number; total: number; in_page: boolean | null }>(sql`${matches}
    SELECT c.matched, c.total, r.* FROM c LEFT JOIN LATERAL (SELECT true AS in_page, x.*
      FROM (${q.rowsOf(sql`(SELECT w.id, row_number() OVER (ORDER BY ${q.order(sql`w.k`, sql`w.id`)}) AS pos FROM (${pageIds}) w) p`)}) x WHERE c.matched <= ${sortLimit}) r ON true
    ORDER BY r.pos`);
  const { matched, total } = rows[0]!;
  return { total, rows: matched <= sortLimit ? (rows.filter((r) => r.in_page) as unknown as R[]) : null };
}

/**
 * `pageOf` for a table whose filter holds `search`: its matches are counted and, when few, paged in
 * the same pass (`searchPass`); many are paged as given, from the sort's index, and `q.count` is not
 * read. Without a search it pages as given. At 100× (2,000,000 audit records) a term a few thousand
 * records match took 21 ms against 37 before the pass; one that 10,000 or more match, 4–24% more,
 * for the keys the pass keeps (stop 51).
 */
export async function searchPageOf<R extends Record<string, unknown>, T>(
  db: DbOrTx,
  search: string | undefined,
  matches: Matches,
  q: Parameters<typeof pageOf<R, T>>[1],
  limit = SORTED_SEARCH_LIMIT,
): Promise<ListPage<T>> {
  if (!search) return pageOf(db, q);
  const { total, rows } = await searchPass<R>(db, { ...matches, page: q.page, n: q.n }, limit);
  if (rows) return { total, rows: rows.map(q.map) };
  return pageOf(db, { ...q, count: total });
}
