import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@cp/db';

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
 * One page of an admin table: its rows (`rows(limit, offset)` in the table's order) and how many
 * match (`count`: a statement that reads `n`, or the total when it is already known).
 */
export async function pageOf<R extends Record<string, unknown>, T>(
  db: DbOrTx,
  q: { count: SQL | number; rows: (limit: number, offset: number) => SQL; page: number; n: number; map: (row: R) => T },
): Promise<ListPage<T>> {
  const total = async (count: SQL | number) => (typeof count === 'number' ? count : ((await db.execute<{ n: number }>(count)).rows[0]?.n ?? 0));
  const [n, rows] = await Promise.all([total(q.count), db.execute<R>(q.rows(q.n, (q.page - 1) * q.n))]);
  return { total: n, rows: (rows.rows as R[]).map(q.map) };
}

/** `%term%` for ILIKE, with the pattern characters of the term taken literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A search over several fields of a row, read through a trigram index on `combined`: the fields
 * joined by spaces. A term without a space can only match inside one field, so the combined text
 * decides alone; a term with a space could span two fields there, so each field is then checked on
 * its own. (Checking every field of every candidate doubled the cost of a broad search's count.)
 */
export function fieldsMatch(combined: SQL, fields: SQL[], term: string): SQL {
  const like = likePattern(term);
  const any = sql`${combined} ILIKE ${like}`;
  return term.includes(' ') ? sql`${any} AND (${sql.join(fields.map((f) => sql`${f} ILIKE ${like}`), sql` OR `)})` : any;
}
