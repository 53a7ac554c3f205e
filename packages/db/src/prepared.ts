import { createHash } from 'node:crypto';
import { sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './connection';

const dialect = new PgDialect();

/**
 * `db.execute(query)` as a named prepared statement, named by its text: each connection parses it
 * once, and after five runs PostgreSQL keeps a generic plan, so later runs skip planning. For a read
 * that joins many tables the planning costs more than running it (the content tab's chapters: 1.4 ms
 * to plan, 1.2 ms to run). Use it where the best plan does not depend on the values, such as reads
 * by a key: a generic plan cannot tell a small category from a large one, or a deep offset. (Or where
 * every plan PostgreSQL could choose reads the same index: docs/architecture.md.) Statements whose
 * text differs (optional filters) are simply different statements.
 */
export async function executePrepared<T extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  const built = named(dialect.sqlToQuery(query));
  const result = await db._.session.prepareQuery<{ execute: { rows: T[] }; all: unknown; values: unknown }>(built, undefined, built.name, false).execute();
  return result.rows;
}

/** A built statement with its name: the same text gets the same name, however it was written. */
const named = (built: Query) => ({ ...built, name: `p_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 24)}` });

/** A placeholder for each value a statement of `preparedStatement` takes. */
export type Slots<V> = { readonly [K in keyof V & string]: Placeholder<K> };

/** A statement written once (`preparedStatement`), run with its values. */
export interface PreparedStatement<V extends Record<string, unknown>> {
  run<T extends Record<string, unknown>>(db: DbOrTx, values: V): Promise<T[]>;
}

/**
 * `executePrepared` for a statement whose text does not depend on its values: `build` writes it once
 * with a placeholder for each value (`v.name`), and each call sends only the values. Building the
 * text of a large statement again on every call (drizzle walking its parts, then naming it) cost
 * about 15–30 µs of the API's CPU, a tenth of a light call's (docs/performance.md, stop 49).
 */
export function preparedStatement<V extends Record<string, unknown>>(build: (v: Slots<V>) => SQL): PreparedStatement<V> {
  type Execute = { execute(values: V): Promise<{ rows: unknown[] }> };
  let built: ReturnType<typeof named> | undefined;
  // drizzle's prepared query is bound to the pool or the transaction it was made for.
  const bySession = new WeakMap<object, Execute>();
  const slots = new Proxy({}, { get: (_, key) => sql.placeholder(String(key)) }) as Slots<V>;
  return {
    async run<T extends Record<string, unknown>>(db: DbOrTx, values: V) {
      built ??= named(dialect.sqlToQuery(build(slots)));
      const session = db._.session;
      let query = bySession.get(session);
      if (!query) {
        query = session.prepareQuery(built, undefined, built.name, false) as unknown as Execute;
        bySession.set(session, query);
      }
      return (await query.execute(values)).rows as T[];
    },
  };
}

/**
 * An array parameter whose length the planner cannot see, for a prepared statement given short
 * arrays. A plan made for the values knows the array holds three codes and costs less than the
 * generic plan, which assumes ten, so PostgreSQL would go on planning the statement on every run.
 * Read through a sub-select, the array is unknown to both plans; they cost the same and the generic
 * one is kept. Only where the plan's shape does not depend on the length (a lookup by a unique key).
 */
export const opaqueArray = (values: readonly (string | number)[] | Placeholder, type: 'int' | 'bigint' | 'text'): SQL =>
  sql`(SELECT ${sql.param(values)}::${sql.raw(type)}[])::${sql.raw(type)}[]`;

/**
 * A constant integer written into a prepared statement's text, not sent as a parameter: a generic
 * plan cannot see a parameter's value, so a row limit sent as one is planned as a tenth of the
 * table, and a bound on a length as a guess.
 */
export const inlineInt = (n: number): SQL => sql.raw(String(Math.trunc(n)));

/**
 * One row, then rows read for it, as one statement: `first` (named `name`, read first, MATERIALIZED,
 * so the rows cannot make PostgreSQL look it up again for each of them) and `then`, a statement
 * over `name`'s columns whose rows come marked `in_rows`, sorted by `order` over them (`r.column`).
 * Without the first row there is no row at all; without rows, the first row's alone. Its columns
 * must not share names with the rows'.
 */
export const firstThenRows = (name: string, first: SQL, then: SQL, order: SQL): SQL => {
  const alias = sql.identifier(name);
  return sql`WITH ${alias} AS MATERIALIZED (${first})
    SELECT ${alias}.*, r.* FROM ${alias} LEFT JOIN LATERAL (SELECT true AS in_rows, x.* FROM (${then}) x) r ON true
    ORDER BY ${order}`;
};

/**
 * A page of rows and their total as one statement: `total` is a statement giving one row with
 * `total`, and `page` one giving the page's rows, each marked `in_page`. A page past the end is the
 * total's row alone. Sort the result by the page's columns (as `p.column`); `splitPage` separates it.
 */
export const pageAndTotal = (total: SQL, page: SQL): SQL =>
  sql`SELECT t.total, p.* FROM (${total}) t LEFT JOIN LATERAL (SELECT true AS in_page, x.* FROM (${page}) x) p ON true`;

/** The total and the page's rows of what `pageAndTotal` read. */
export const splitPage = <T>(rows: (T & { total: number; in_page: boolean | null })[]): { rows: T[]; total: number } =>
  ({ total: rows[0]?.total ?? 0, rows: rows.filter((r) => r.in_page) });

/**
 * A page of rows and their total in one statement (`pageAndTotal`); `order` sorts them again by
 * `page`'s columns (as `p.column`). Under load a second statement cost about as much CPU as a small
 * count, so a list that needs both sends one. Prepared: PostgreSQL plans it for its values five
 * times and keeps a generic plan only where that costs no more, so a page is not read worse and the
 * parse is saved.
 */
export async function executePageAndTotal<T extends Record<string, unknown>>(db: DbOrTx, total: SQL, page: SQL, order: SQL): Promise<{ rows: T[]; total: number }> {
  return splitPage(await executePrepared<T & { total: number; in_page: boolean | null }>(db, sql`${pageAndTotal(total, page)} ORDER BY ${order}`));
}
