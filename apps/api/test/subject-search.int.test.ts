import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SUBJECT_COUNT_LIMIT, type Subject, type SubjectSort } from '@cp/contract';
import { visibleTo } from '../src/modules/subject-store/repository';
import { prefixQuery } from '../src/modules/subject-store/page';
import { startTestApp, testCategoryId, userWithToken, type TestApp } from './helpers';

/**
 * Searches with more matches than the bounded count reads, sorted by name: the page comes from the
 * subject_words streams (migration 0019), and must be exactly the page a plain sort of every match gives.
 */
type Person = Awaited<ReturnType<typeof userWithToken>>;
let t: TestApp;
let owner: Person;
let viewer: Person;

const SUBJECTS = 12_000;

async function browse(body: Record<string, unknown>, who: Person = viewer) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/subjects', payload: { n: 6, ...body }, headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Subject[]; total_page: number; total_record: number };
}

/** Every match in list order, by the sort's definition: what each page must be a slice of. */
async function allMatches(search: string, sort: SubjectSort, who: Person = viewer, extra = sql`true`) {
  const direction = sql.raw(sort === '2-a' ? 'ASC' : 'DESC');
  const result = await t.ctx.db.execute<{ code: string }>(sql`
    SELECT s.code FROM subjects s WHERE ${visibleTo(who.user.id)} AND s.search @@ to_tsquery('simple', ${prefixQuery(search)}) AND ${extra}
    ORDER BY lower(s.name) ${direction}, s.id ${direction}`);
  return result.rows.map((r) => r.code);
}
const codes = (page: { data: Subject[] }) => page.data.map((s) => s.code);

beforeAll(async () => {
  t = await startTestApp();
  owner = await userWithToken(t);
  viewer = await userWithToken(t);
  // Three names in four start with "Fractions" and the rest with one of three words, so each word's
  // matches sit together in name order. Every ninth is private (the viewer owns every eighteenth).
  // Every fourth also says "fraction" in its description (two lexemes for the prefix "fract": those
  // subjects are in both streams) and some others say it only there. "fract" has more lexeme rows
  // than BROAD_WORD, so its count reads its streams too.
  await t.ctx.db.execute(sql`
    INSERT INTO subjects (code, name, description, owner_id, category_id, private)
    SELECT 'S' || lpad(g::text, 7, '0'),
           CASE WHEN g % 4 <> 1 THEN 'Fractions ' ELSE (ARRAY['English Grammar ', 'Algebra ', 'Zoology '])[1 + g % 3] END || g,
           'Lesson ' || g || CASE WHEN g % 4 = 0 THEN '. One fraction a day.' WHEN g % 20 = 5 THEN '. Animals by fraction of the herd.' ELSE '.' END,
           CASE WHEN g % 18 = 0 THEN ${viewer.user.id}::int ELSE ${owner.user.id}::int END,
           (SELECT id FROM categories WHERE seed_key = CASE WHEN g % 3 = 0 THEN 'math-algebra' ELSE 'sci-biology' END),
           g % 9 = 0
    FROM generate_series(1, ${SUBJECTS}) g`);
});
afterAll(async () => t?.close());

describe('search sorted by name beyond the bounded count', () => {
  it('pages A→Z and Z→A are slices of every match in name order, private ones only for their owner', async () => {
    for (const sort of ['2-a', '2-d'] as const) {
      const expected = await allMatches('fract', sort);
      expect(expected.length).toBeGreaterThan(SUBJECT_COUNT_LIMIT);
      for (const page of [1, 2, 37]) {
        const got = await browse({ search: 'fract', sort, page });
        expect(got.total_record).toBe(SUBJECT_COUNT_LIMIT + 1);
        expect(codes(got)).toEqual(expected.slice((page - 1) * 6, page * 6));
      }
    }
    // The owner does not see the viewer's private subjects, and sees their own.
    const forOwner = await allMatches('fract', '2-d', owner);
    expect(forOwner).not.toEqual(await allMatches('fract', '2-d'));
    expect(codes(await browse({ search: 'fract', sort: '2-d', page: 5 }, owner))).toEqual(forOwner.slice(24, 30));
  });

  it('every word must match, whichever stream the page walks', async () => {
    const expected = await allMatches('fract lesson', '2-a');
    expect(expected.length).toBeGreaterThan(SUBJECT_COUNT_LIMIT);
    const got = await browse({ search: 'fract lesson', sort: '2-a', page: 3 });
    expect(codes(got)).toEqual(expected.slice(12, 18));
    // "1" begins thousands of numbers: too many lexemes to merge, so the page walks the name index.
    const ones = await allMatches('1', '2-a');
    expect(ones.length).toBeGreaterThan(SUBJECT_COUNT_LIMIT);
    expect(codes(await browse({ search: '1', sort: '2-a', page: 2 }))).toEqual(ones.slice(6, 12));
    // Fewer matches than the bounded count reads: it read them all, and the page is sorted from those.
    // "lesson 77": "lesson" is in every subject, and its first rows hold too few with a 77 to count.
    for (const search of ['english gramm', 'algebra 12', 'lesson 77']) {
      const all = await allMatches(search, '2-d');
      const few = await browse({ search, sort: '2-d', page: 2 });
      expect(few.total_record).toBe(all.length);
      expect(codes(few)).toEqual(all.slice(6, 12));
    }
  });

  it('odd input: LIKE characters, a word longer than the 64 kept characters, other scripts, wrong types', async () => {
    const long = 'f'.repeat(94);
    await t.ctx.db.execute(sql`INSERT INTO subjects (code, name, description, owner_id, category_id)
      SELECT 'SLONG', 'Fractions at length', ${`Lesson ${long}.`}, ${owner.user.id}::int, id FROM categories WHERE seed_key = 'sci-biology'`);
    for (const search of ['fract% _\\', `fract ${long}`, long, 'Éc 分数 fract', "fract'); DROP TABLE subjects; --"]) {
      const all = await allMatches(search, '2-a');
      const got = await browse({ search, sort: '2-a', page: all.length > 6 ? 2 : 1 });
      expect(got.total_record, search).toBe(Math.min(all.length, SUBJECT_COUNT_LIMIT + 1));
      expect(codes(got), search).toEqual(all.length > 6 ? all.slice(6, 12) : all);
    }
    expect(await allMatches(long, '2-a')).toEqual(['SLONG']);
    for (const payload of [{ search: 7 }, { search: 'x'.repeat(101) }, { search: ['fract'] }, { sort: '2-x' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/subjects', payload, headers: viewer.auth });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().status).toBe(false);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/subjects', payload: { search: 'fract', sort: '2-a' } })).statusCode).toBe(401);
  });

  it('keeps filters and the category on the streamed page', async () => {
    const category = await testCategoryId(t);
    const expected = await allMatches('fract', '2-a', viewer, sql`s.category_id = ${category} AND NOT s.private`);
    expect(expected.length).toBeGreaterThan(SUBJECT_COUNT_LIMIT);
    const got = await browse({ search: 'fract', sort: '2-a', category, filter: [1], page: 4 });
    expect(codes(got)).toEqual(expected.slice(18, 24));
    // Without a search, a category page and its bounded count read the (category, sort) index: a
    // top-level category counts across its sub-categories up to the limit.
    const science = (await t.ctx.db.execute<{ id: number }>(sql`SELECT parent_id AS id FROM categories WHERE seed_key = 'sci-biology'`)).rows[0]!.id;
    const inOrder = await t.ctx.db.execute<{ code: string }>(sql`
      SELECT s.code FROM subjects s WHERE ${visibleTo(viewer.user.id)} AND s.category_id IN (SELECT id FROM categories WHERE id = ${science} OR parent_id = ${science})
      ORDER BY s.member_count DESC, lower(s.name), s.id`);
    expect(inOrder.rows.length).toBeGreaterThan(SUBJECT_COUNT_LIMIT);
    const page = await browse({ category: science, sort: '1-d', page: 3 });
    expect(page.total_record).toBe(SUBJECT_COUNT_LIMIT + 1);
    expect(codes(page)).toEqual(inOrder.rows.slice(12, 18).map((r) => r.code));
  });

  it('follows renames and deletions (the words table is kept by triggers)', async () => {
    await t.ctx.db.execute(sql`UPDATE subjects SET name = 'Aardvark fractions' WHERE code = 'S0000013'`);
    await t.ctx.db.execute(sql`UPDATE subjects SET deleted_at = now() WHERE code = 'S0000004'`);
    const first = await browse({ search: 'fract', sort: '2-a' });
    expect(codes(first)[0]).toBe('S0000013');
    expect(codes(first)).toEqual((await allMatches('fract', '2-a')).slice(0, 6));
    const words = await t.ctx.db.execute<{ word: string; name_key: string }>(sql`
      SELECT sw.word, sw.name_key FROM subject_words sw JOIN subjects s ON s.id = sw.subject_id WHERE s.code IN ('S0000013', 'S0000004') ORDER BY 1`);
    expect(words.rows.map((r) => r.word)).toEqual(['13', 'aardvark', 'fractions', 'lesson', 's0000013']);
    expect(new Set(words.rows.map((r) => r.name_key))).toEqual(new Set(['aardvark fractions']));
    // Restored, it is back.
    await t.ctx.db.execute(sql`UPDATE subjects SET deleted_at = NULL WHERE code = 'S0000004'`);
    expect((await allMatches('fract', '2-d')).slice(0, 100)).toEqual(codes(await browse({ search: 'fract', sort: '2-d', n: 100 })));
  });
});
