import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '@cp/db';
import { CSV_BATCH, inBatches, neutraliseCell } from './csv';

describe('neutraliseCell', () => {
  it('writes formula-like text as text', () => {
    for (const v of ['=1+1', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) expect(neutraliseCell(v)).toBe(`'${v}`);
  });
  it('leaves ordinary values alone', () => {
    expect(neutraliseCell('rina.owner')).toBe('rina.owner');
    expect(neutraliseCell(12)).toBe('12');
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(true)).toBe('true');
    expect(neutraliseCell('a=b')).toBe('a=b');
  });
});

describe('inBatches', () => {
  /** A table of `total` rows read by keyset pages, counting the queries. */
  function fakeTable(total: number) {
    const asked: number[] = [];
    const db = {
      execute: async (query: { after: number }) => {
        asked.push(query.after);
        const rows = [];
        for (let id = query.after + 1; id <= Math.min(total, query.after + CSV_BATCH); id++) rows.push({ id });
        return { rows };
      },
    } as unknown as DbOrTx;
    return { db, asked, page: (after: number) => ({ after }) as unknown as ReturnType<typeof sql> };
  }

  it('reads one batch at a time, only as the rows are consumed', async () => {
    const table = fakeTable(100_000);
    const rows = inBatches<{ id: number }>(table.db, table.page);
    const first = await rows.next();
    expect(first.value).toEqual({ id: 1 });
    expect(table.asked).toEqual([0]);
    let count = 1;
    for await (const row of rows) {
      count += 1;
      expect(row.id).toBe(count);
    }
    expect(count).toBe(100_000);
    // 100 full batches and the empty one that ends it, each after the last id of the one before.
    expect(table.asked).toEqual(Array.from({ length: 101 }, (_, i) => i * CSV_BATCH));
  });
});
