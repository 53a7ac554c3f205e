import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SUBJECT_COUNT_LIMIT, SUBJECT_FILTER, type Subject } from '@cp/contract';
import { addMember } from '../src/modules/subjects/save';
import { startTestApp, userWithToken, type TestApp } from './helpers';

type Person = Awaited<ReturnType<typeof userWithToken>>;

let t: TestApp;
let owner: Person;
let viewer: Person;

const post = (url: string, payload: object, person: Person) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: person.auth });
const memberCount = async (id: number) =>
  (await t.ctx.db.execute<{ member_count: number }>(sql`SELECT member_count FROM subjects WHERE id = ${id}`)).rows[0]!.member_count;

beforeAll(async () => {
  t = await startTestApp();
  owner = await userWithToken(t);
  viewer = await userWithToken(t);
});
afterAll(async () => t?.close());

describe('subjects.member_count (kept by a trigger on subject_members)', () => {
  it('counts active members through adding, invitations, deactivation, bulk changes and removal', async () => {
    const res = await post('/subjects/save/', { name: 'Counted Members', description: 'Members counted.', category: 2 }, owner);
    expect(res.statusCode, res.body).toBe(200);
    const code = res.json().data.code as string;
    const { id } = (await t.ctx.db.execute<{ id: number }>(sql`SELECT id FROM subjects WHERE code = ${code}`)).rows[0]!;
    const people = await Promise.all([1, 2, 3].map(() => userWithToken(t)));

    for (const p of people) await addMember(t.ctx, id, p.user.id, 2);
    expect(await memberCount(id)).toBe(3);
    // An invitation by e-mail is a member row that is not active: not counted until accepted.
    await t.ctx.db.execute(sql`INSERT INTO subject_members (subject_id, invited_email, role_id, active) VALUES (${id}, 'later@example.com', 2, false)`);
    expect(await memberCount(id)).toBe(3);
    await t.ctx.db.execute(sql`UPDATE subject_members SET active = false WHERE subject_id = ${id} AND user_id = ${people[0]!.user.id}`);
    expect(await memberCount(id)).toBe(2);
    // A role change touches the row without changing the count.
    await t.ctx.db.execute(sql`UPDATE subject_members SET role_id = 3 WHERE subject_id = ${id}`);
    expect(await memberCount(id)).toBe(2);
    await t.ctx.db.execute(sql`UPDATE subject_members SET active = true WHERE subject_id = ${id}`);
    expect(await memberCount(id)).toBe(4);
    await t.ctx.db.execute(sql`DELETE FROM subject_members WHERE subject_id = ${id} AND user_id = ${people[1]!.user.id}`);
    expect(await memberCount(id)).toBe(3);

    // What the cards show is the kept count, and the same as counting the rows.
    const counted = (await t.ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM subject_members WHERE subject_id = ${id} AND active`)).rows[0]!.n;
    const card = (await post('/subjects', { search: 'Counted Members' }, viewer)).json().data as Subject[];
    expect(card.map((s) => s.contributors)).toEqual([counted]);
  });
});

describe('bounded subject counts', () => {
  beforeAll(async () => {
    // Past the limit in one statement, public and finished, so that the viewer sees them all.
    await t.ctx.db.execute(sql`
      INSERT INTO subjects (code, name, description, owner_id, category_id, published)
      SELECT 'BULK' || g, 'Bulk Subject ' || g, 'Made in bulk.', ${owner.user.id}, 2, true
      FROM generate_series(1, ${SUBJECT_COUNT_LIMIT + 5}) g`);
  });

  it('counts exactly up to the limit and reports limit + 1 past it; pages still work', async () => {
    const first = (await post('/subjects', { n: 6, page: 1 }, viewer)).json();
    expect(first).toMatchObject({ status: true, total_record: SUBJECT_COUNT_LIMIT + 1, total_page: Math.ceil((SUBJECT_COUNT_LIMIT + 1) / 6) });
    expect(first.data).toHaveLength(6);
    const last = (await post('/subjects', { n: 6, page: Math.ceil((SUBJECT_COUNT_LIMIT + 1) / 6) }, viewer)).json();
    expect(last.data.length).toBeGreaterThan(0);

    // Under the limit the count is exact, on the first page and past the last one.
    // 'Bulk Subject 100' finds Bulk Subject 100 and 1000 to 1005 (words by prefix).
    const few = (await post('/subjects', { search: 'Bulk Subject 100', n: 6 }, viewer)).json();
    expect(few).toMatchObject({ total_record: 7, total_page: 2 });
    expect(few.data).toHaveLength(6);
    const beyond = (await post('/subjects', { search: 'Bulk Subject 100', n: 6, page: 5 }, viewer)).json();
    expect(beyond).toMatchObject({ data: [], total_record: 7, total_page: 2 });
    const short = (await post('/subjects', { search: 'Bulk Subject 1005', n: 6 }, viewer)).json();
    expect(short).toMatchObject({ total_record: 1, total_page: 1 });

    // Search text is words only: text-search operators are not passed to PostgreSQL.
    for (const search of ["bulk:* | !subject & ( ' \\", '&|!():*', '1005)']) {
      const res = await post('/subjects', { search, n: 6 }, viewer);
      expect(res.statusCode, `${search}: ${res.body}`).toBe(200);
    }
    // Bad bodies are refused before anything is counted.
    for (const body of [{ n: 0 }, { page: 0 }, { search: 'x'.repeat(101) }, { sort: '9-z' }, { filter: ['verified'] }, { n: '6' }]) {
      expect((await post('/subjects', body, viewer)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('counts an unsearched list from its listed subjects, with the viewer\'s own private ones only when those reach the limit', async () => {
    // A leaf category of its own: exactly the limit of listed subjects, and one private subject of the viewer's.
    const { id: leaf } = (await t.ctx.db.execute<{ id: number }>(sql`
      SELECT c.id FROM categories c WHERE c.parent_id IS NOT NULL AND c.id <> 2
        AND NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) ORDER BY c.id LIMIT 1`)).rows[0]!;
    await t.ctx.db.execute(sql`
      INSERT INTO subjects (code, name, description, owner_id, category_id, published)
      SELECT 'LEAF' || g, 'Leaf Subject ' || g, 'Made in bulk.', ${owner.user.id}, ${leaf}, true
      FROM generate_series(1, ${SUBJECT_COUNT_LIMIT}) g`);
    await t.ctx.db.execute(sql`
      INSERT INTO subjects (code, name, description, owner_id, category_id, private) VALUES ('LEAFMINE', 'Leaf Of Mine', 'Mine alone.', ${viewer.user.id}, ${leaf}, true)`);
    const total = async (body: object, person: Person) => (await post('/subjects', { n: 6, ...body }, person)).json().total_record as number;
    const stranger = await userWithToken(t);
    // The listed ones alone reach the limit but do not pass it: the viewer's own private subject passes it.
    expect(await total({ category: leaf }, viewer)).toBe(SUBJECT_COUNT_LIMIT + 1);
    expect(await total({ category: leaf }, stranger)).toBe(SUBJECT_COUNT_LIMIT);
    expect(await total({ category: leaf, page: 3 }, stranger)).toBe(SUBJECT_COUNT_LIMIT);
    // Listed subjects past the limit, under the category and without one.
    expect(await total({ category: 2 }, stranger)).toBe(SUBJECT_COUNT_LIMIT + 1);
    expect(await total({}, stranger)).toBe(SUBJECT_COUNT_LIMIT + 1);
    // A filter counts each subject it keeps: the published ones, not the viewer's private draft.
    expect(await total({ category: leaf, filter: [SUBJECT_FILTER.published] }, viewer)).toBe(SUBJECT_COUNT_LIMIT);
    expect(await total({ category: leaf, filter: [SUBJECT_FILTER.public] }, viewer)).toBe(SUBJECT_COUNT_LIMIT);
  });
});
