import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { DbOrTx } from '@cp/db';

export const CSV_BATCH = 1000;

/**
 * A cell a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return
 * that some programs skip first) is written with a leading apostrophe, so it is shown as text.
 */
export function neutraliseCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * Reads rows in keyset batches (`page(afterId)` must answer rows with `id` in ascending id order,
 * at most CSV_BATCH of them), so an export of any size holds one batch in memory at a time.
 */
export async function* inBatches<R extends { id: number | string }>(db: DbOrTx, page: (afterId: number) => SQL): AsyncGenerator<R> {
  let after = 0;
  for (;;) {
    const { rows } = await db.execute<R>(page(after));
    for (const row of rows) yield row as R;
    if (rows.length < CSV_BATCH) return;
    after = Number(rows[rows.length - 1]!.id);
  }
}

/** Streams rows as a CSV download: a header line, then one line per row as the rows are read. */
export function sendCsv<R>(reply: FastifyReply, name: string, columns: { header: string; value: (row: R) => unknown }[], rows: AsyncIterable<R>) {
  const records = Readable.from(
    (async function* () {
      for await (const row of rows) yield columns.map((c) => neutraliseCell(c.value(row)));
    })(),
  );
  const csv = stringify({ header: true, columns: columns.map((c) => c.header), bom: true });
  records.on('error', (err) => csv.destroy(err));
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(records.pipe(csv));
}
