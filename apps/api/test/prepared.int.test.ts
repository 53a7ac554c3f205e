import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executePrepared, opaqueArray, openDatabase, preparedStatement, type DatabaseHandle } from '@cp/db';
import { correctedWords } from '../src/modules/subject-store/corrections';
import { newSubject, startTestApp, userWithToken, type Person, type TestApp } from './helpers';

let t: TestApp;
let person: Person;
/** One connection, so the statements prepared on it can be read back. */
let single: DatabaseHandle;
beforeAll(async () => {
  t = await startTestApp();
  person = await userWithToken(t);
  single = openDatabase(t.ctx.database.url, 1);
});
afterAll(async () => {
  await single?.close();
  await t?.close();
});

const byId = (id: number) => sql`SELECT u.id, u.username, u.created_at FROM users u WHERE u.id = ${id}`;
const prepared = async () =>
  (await single.pool.query<{ name: string; statement: string; generic_plans: string; custom_plans: string }>(
    `SELECT name, statement, generic_plans, custom_plans FROM pg_prepared_statements WHERE name LIKE 'p\\_%' ORDER BY prepare_time`,
  )).rows;

describe('executePrepared', () => {
  it('answers what db.execute answers, values read the same way', async () => {
    const plain = await single.db.execute(byId(person.user.id));
    expect(await executePrepared(single.db, byId(person.user.id))).toEqual(plain.rows);
    expect(await executePrepared(single.db, byId(-1))).toEqual([]);
  });

  it('prepares each text once per connection, named by its text, and plans it once after five runs', async () => {
    for (let i = 0; i < 8; i++) await executePrepared(single.db, byId(person.user.id));
    await executePrepared(single.db, sql`SELECT u.username FROM users u WHERE u.id = ${person.user.id}`);
    const statements = await prepared();
    expect(statements).toHaveLength(2);
    expect(statements[0]!.statement).toBe('SELECT u.id, u.username, u.created_at FROM users u WHERE u.id = $1');
    expect(statements[1]!.statement).toBe('SELECT u.username FROM users u WHERE u.id = $1');
    expect(statements[0]!.name).not.toBe(statements[1]!.name);
    // Runs past the fifth use the kept generic plan instead of planning again.
    expect(Number(statements[0]!.generic_plans)).toBeGreaterThan(0);
  });

  it('runs inside a transaction, on its connection', async () => {
    let seen: string | null = null;
    await expect(single.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE users SET first_name = 'Prepared' WHERE id = ${person.user.id}`);
      const [row] = await executePrepared<{ first_name: string | null }>(tx, sql`SELECT first_name FROM users WHERE id = ${person.user.id}`);
      seen = row!.first_name;
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    // The read saw the transaction's own change, which was then rolled back.
    expect(seen).toBe('Prepared');
    const [after] = await executePrepared<{ first_name: string | null }>(single.db, sql`SELECT first_name FROM users WHERE id = ${person.user.id}`);
    expect(after!.first_name).not.toBe('Prepared');
  });

  it('keeps one generic plan for a short array read through opaqueArray, and reads every element', async () => {
    const others = [await userWithToken(t), await userWithToken(t)];
    const names = [person.user.username, ...others.map((o) => o.user.username), 'nobody-of-that-name'];
    const byNames = (list: string[]) => sql`SELECT u.username FROM users u WHERE u.username = ANY(${opaqueArray(list, 'text')}) ORDER BY u.id`;
    for (let i = 0; i < 7; i++) {
      const rows = await executePrepared<{ username: string }>(single.db, byNames(names.slice(0, 1 + (i % 4))));
      expect(rows.map((r) => r.username)).toEqual(names.slice(0, Math.min(3, 1 + (i % 4))));
    }
    const ids = await executePrepared<{ id: number }>(single.db, sql`SELECT u.id FROM users u WHERE u.id = ANY(${opaqueArray([person.user.id], 'int')})`);
    expect(ids).toEqual([{ id: person.user.id }]);
    const [statement] = (await prepared()).filter((p) => p.statement.includes('username = ANY'));
    expect(statement!.statement).toContain('ANY((SELECT $1::text[])::text[])');
    // Five plans for the values, then the generic plan for the sixth and seventh runs.
    expect(Number(statement!.generic_plans)).toBe(2);
  });

  it("keeps one generic plan for a typo's correction, whose words differ in length on every search", async () => {
    await newSubject(t, person, { name: 'Photosynthesis and respiration', description: 'How plants make food.' });
    const typos: [string, string | null][] = [
      ['photosinthesis', 'photosynthesis'], ['respiraton', 'respiration'], ['plnats', 'plants'], ['fod', 'food'],
      ['photosyntesis', 'photosynthesis'], ['respirtaion', 'respiration'], ['palnts', 'plants'], ['xqzw', null], ['plants', null],
    ];
    for (const [typo, meant] of typos) expect(await correctedWords(single.db, person.user.id, [typo]), typo).toEqual(meant ? [meant] : null);
    const [statement] = (await prepared()).filter((p) => p.statement.includes('subject_vocabulary'));
    expect(Number(statement!.generic_plans)).toBe(typos.length - 5);
  });
});

describe('preparedStatement', () => {
  it('builds its text once, answers what executePrepared answers, and shares its name for the same text', async () => {
    let builds = 0;
    const byIdOnce = preparedStatement<{ id: number }>((v) => {
      builds++;
      return sql`SELECT u.id, u.username, u.created_at FROM users u WHERE u.id = ${v.id}`;
    });
    for (let i = 0; i < 3; i++) expect(await byIdOnce.run(single.db, { id: person.user.id })).toEqual(await executePrepared(single.db, byId(person.user.id)));
    expect(await byIdOnce.run(single.db, { id: -1 })).toEqual([]);
    expect(builds).toBe(1);
    // The same text as executePrepared's is the same prepared statement on the connection.
    expect((await prepared()).filter((p) => p.statement === 'SELECT u.id, u.username, u.created_at FROM users u WHERE u.id = $1')).toHaveLength(1);
  });

  it('sends arrays and nulls as values, and runs inside a transaction on its connection', async () => {
    const named = preparedStatement<{ ids: number[]; name: string | null }>((v) =>
      sql`SELECT u.id, coalesce(${v.name}::text, u.username) AS name FROM users u WHERE u.id = ANY(${v.ids}::int[]) ORDER BY u.id`);
    expect(await named.run(single.db, { ids: [person.user.id, -1], name: null })).toEqual([{ id: person.user.id, name: person.user.username }]);
    let seen: unknown;
    await expect(single.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE users SET first_name = 'Once' WHERE id = ${person.user.id}`);
      seen = await preparedStatement<{ id: number }>((v) => sql`SELECT first_name FROM users WHERE id = ${v.id}`).run(tx, { id: person.user.id });
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    expect(seen).toEqual([{ first_name: 'Once' }]);
    expect(await named.run(single.db, { ids: [], name: 'x' })).toEqual([]);
  });

  it('refuses a call without one of its values', async () => {
    const byIdOnce = preparedStatement<{ id: number }>((v) => sql`SELECT u.id FROM users u WHERE u.id = ${v.id}`);
    await expect(byIdOnce.run(single.db, {} as { id: number })).rejects.toThrow('No value for placeholder "id"');
  });
});
