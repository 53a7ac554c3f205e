import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { SUBJECT_COUNT_LIMIT, type Subject, type SubjectSort } from '@cp/contract';
import { visibleTo } from '../src/modules/subject-store/repository';
import { prefixQuery } from '../src/modules/subject-store/page';
import { moreThanTheLimit, namePageByWords } from '../src/modules/subject-store/word-streams';
import { startTestApp, testCategoryId, userWithToken, type TestApp } from './helpers';

/**
 * Searches with more matches than the bounded count reads. Sorted by name, the page comes from the
 * subject_words streams (migration 0019); in another order, from the matches themselves when there are
 * a few thousand. Either way it must be exactly the page a plain sort of every match gives.
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

/** The sorts' definitions, written out again. */
const ORDER: Partial<Record<SubjectSort, string>> = {
  '0-a': 's.play_sessions ASC, s.member_count ASC, lower(s.name) ASC, s.id ASC',
  '0-d': 's.play_sessions DESC, s.member_count DESC, lower(s.name) ASC, s.id ASC',
  '1-a': 's.member_count ASC, lower(s.name) ASC, s.id ASC',
  '1-d': 's.member_count DESC, lower(s.name) ASC, s.id ASC',
  '2-a': 'lower(s.name) ASC, s.id ASC',
  '2-d': 'lower(s.name) DESC, s.id DESC',
  '3-d': 's.updated_at DESC, s.id DESC',
  '3-a': 's.updated_at ASC, s.id ASC',
};

/** Every match in list order, by the sort's definition: what each page must be a slice of. */
async function allMatches(search: string, sort: SubjectSort, who: Person = viewer, extra = sql`true`) {
  const result = await t.ctx.db.execute<{ code: string }>(sql`
    SELECT s.code FROM subjects s WHERE ${visibleTo(who.user.id)} AND s.search @@ to_tsquery('simple', ${prefixQuery(search)}) AND ${extra}
    ORDER BY ${sql.raw(ORDER[sort]!)}`);
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
    // A search with no letter or digit matches nothing, rather than listing every subject.
    for (const search of ['🎉', '!!! ?', '—']) {
      const got = await browse({ search, sort: '2-a' });
      expect(got.total_record, search).toBe(0);
      expect(got.data, search).toEqual([]);
    }
    expect((await browse({ search: '   ', sort: '2-a' })).total_record).toBeGreaterThan(0);
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
    // Other orders: the count walks the category's subjects (a broad word, counted to the limit) or
    // leaves it to the GIN index (few matches: the exact total).
    for (const [search, sort] of [['fract', '0-d'], ['fract', '3-d'], ['algebra 1', '0-d'], ['zoology 12', '3-a']] as const) {
      const all = await allMatches(search, sort, viewer, sql`s.category_id = ${category}`);
      const page = await browse({ search, sort, category, page: 2 });
      expect(page.total_record, search).toBe(Math.min(all.length, SUBJECT_COUNT_LIMIT + 1));
      expect(codes(page), `${search} ${sort}`).toEqual(all.slice(6, 12));
    }
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

  it('a deep page of a search under a top-level category merges its sub-categories in order', async () => {
    // Every fifth biology subject moves to physics, so the science category has two filled branches,
    // and play counts and change times tie across them.
    const biology = await testCategoryId(t);
    const physics = await testCategoryId(t, 'sci-physics');
    await t.ctx.db.execute(sql`UPDATE subjects SET category_id = ${physics} WHERE category_id = ${biology} AND id % 5 = 0`);
    await t.ctx.db.execute(sql`UPDATE subjects SET play_sessions = (id * 7919) % 7, updated_at = updated_at + make_interval(secs => id % 3)`);
    const science = (await t.ctx.db.execute<{ id: number }>(sql`SELECT parent_id AS id FROM categories WHERE id = ${biology}`)).rows[0]!.id;
    for (const sort of ['0-d', '0-a', '3-d', '3-a'] as const) {
      const all = await allMatches('fract', sort, viewer, sql`s.category_id IN (SELECT id FROM categories WHERE id = ${science} OR parent_id = ${science})`);
      expect(all.length).toBeGreaterThan(SUBJECT_COUNT_LIMIT);
      for (const page of [11, 40, Math.ceil(all.length / 6)]) {
        const got = await browse({ search: 'fract', sort, category: science, page });
        expect(codes(got), `${sort} page ${page}`).toEqual(all.slice((page - 1) * 6, page * 6));
      }
    }
  });

  it('a few thousand matches in another order: every page is sorted from the matches', async () => {
    // Play counts with many ties, and two updated_at values, so each sort's later keys decide too.
    await t.ctx.db.execute(sql`UPDATE subjects SET play_sessions = (id * 7919) % 50, updated_at = updated_at + make_interval(secs => id % 2)`);
    // About 3,000 numbers begin with 1. "1" alone has too many lexemes for streams, so the bounded
    // count reads every match and sorts them; with "lesson" (in every description) the first rows of
    // its stream show more than the limit, so the page walks the sort's index.
    for (const search of ['1', 'lesson 1']) {
      for (const sort of ['0-a', '3-d'] as const) {
        const expected = await allMatches(search, sort);
        expect(expected.length).toBeGreaterThan(SUBJECT_COUNT_LIMIT);
        expect(expected.length).toBeLessThan(5_000);
        for (const page of [1, 2, 300, Math.ceil(expected.length / 6)]) {
          const got = await browse({ search, sort, page });
          expect(got.total_record).toBe(SUBJECT_COUNT_LIMIT + 1);
          expect(codes(got), `${search} ${sort} page ${page}`).toEqual(expected.slice((page - 1) * 6, page * 6));
        }
      }
    }
  });

  it("least popular walks only listed subjects and merges in the viewer's own and member ones", async () => {
    // Private subjects first in this order, as on a real platform where learners cannot play them: the
    // viewer owns some, is a member of one, owns one with no category yet, and cannot see the rest.
    await t.ctx.db.execute(sql`UPDATE subjects SET play_sessions = CASE WHEN private THEN 0 ELSE (id * 7919) % 50 END`);
    await t.ctx.db.execute(sql`UPDATE subjects SET category_id = NULL, private = false WHERE code = 'S0000036'`);
    // And a listed one of theirs, which must not come twice.
    await t.ctx.db.execute(sql`UPDATE subjects SET private = false, name = 'Aardvark first' WHERE code = 'S0000054'`);
    await t.ctx.db.execute(sql`INSERT INTO subject_members (subject_id, user_id, role_id, active)
      SELECT id, ${viewer.user.id}::int, 2, true FROM subjects WHERE code = 'S0000027'`);
    const category = await testCategoryId(t);
    const inOrder = async (extra: ReturnType<typeof sql>) => (await t.ctx.db.execute<{ code: string }>(sql`
      SELECT s.code FROM subjects s WHERE ${visibleTo(viewer.user.id)} AND ${extra} ORDER BY ${sql.raw(ORDER['0-a']!)}`)).rows.map((r) => r.code);
    const everything = await inOrder(sql`true`);
    expect(everything).toEqual(expect.arrayContaining(['S0000018', 'S0000027', 'S0000036']));
    expect(everything[0]).toBe('S0000054');
    // The first pages mix listed subjects with no plays and the viewer's unlisted ones.
    const unlisted = new Set((await t.ctx.db.execute<{ code: string }>(sql`SELECT code FROM subjects WHERE private OR category_id IS NULL`)).rows.map((r) => r.code));
    expect(new Set(everything.slice(0, 54).map((code) => unlisted.has(code))).size).toBe(2);
    const cases = [
      { body: {}, expected: everything },
      { body: { category }, expected: await inOrder(sql`s.category_id = ${category}`) },
      { body: { filter: [5] }, expected: await inOrder(sql`s.published`) },
      { body: { search: 'fract' }, expected: await allMatches('fract', '0-a') },
    ];
    for (const { body, expected } of cases) {
      for (const page of [1, 2, 9]) {
        const got = await browse({ ...body, sort: '0-a', page });
        expect(codes(got), `${JSON.stringify(body)} page ${page}`).toEqual(expected.slice((page - 1) * 6, page * 6));
      }
      expect((await browse({ ...body, sort: '0-a' })).total_record).toBe(Math.min(expected.length, SUBJECT_COUNT_LIMIT + 1));
    }
    // The owner of the private subjects sees theirs, and not the viewer's.
    const forOwner = (await t.ctx.db.execute<{ code: string }>(sql`
      SELECT s.code FROM subjects s WHERE ${visibleTo(owner.user.id)} ORDER BY ${sql.raw(ORDER['0-a']!)} LIMIT 6`)).rows.map((r) => r.code);
    expect(codes(await browse({ sort: '0-a' }, owner))).toEqual(forOwner);
  });

  it('a broad word sorted by members or popularity: ties by name, read past a walk through the streams', async () => {
    // Most subjects share a member count (none) and a play count, and ties go by name, so the words'
    // matches sit together inside a tie; a few subjects have a long tail of counts.
    await t.ctx.db.execute(sql`UPDATE subjects SET member_count = CASE WHEN id % 50 = 0 THEN id % 7 + 1 ELSE 0 END,
      play_sessions = CASE WHEN id % 40 = 0 THEN id % 9 + 1 ELSE 3 END`);
    for (const search of ['fract', 'lesson', 'zoology lesson']) {
      for (const sort of ['1-a', '1-d', '0-a', '0-d'] as const) {
        const expected = await allMatches(search, sort);
        for (const page of [1, 2, 60, 160]) {
          const got = await browse({ search, sort, page });
          expect(codes(got), `${search} ${sort} page ${page}`).toEqual(expected.slice((page - 1) * 6, page * 6));
        }
      }
    }
    // Pages past the end of the big tie: the streams run out of it, and the rest comes after the tie.
    for (const sort of ['1-a', '0-d'] as const) {
      const expected = await allMatches('fract', sort);
      const last = Math.ceil(expected.length / 100);
      for (const page of [last - 1, last]) {
        expect(codes(await browse({ search: 'fract', sort, n: 100, page })), `${sort} page ${page} of 100`).toEqual(expected.slice((page - 1) * 100, page * 100));
      }
    }
    const published = await allMatches('fract', '1-a', viewer, sql`s.published`);
    expect(codes(await browse({ search: 'fract', sort: '1-a', filter: [5], page: 70 }))).toEqual(published.slice(414, 420));

    // Under a category, fewest members reads the first tie (no members) from the streams, then the
    // rest after the tie: a top-level category with two filled branches, and one sub-category.
    const biology = await testCategoryId(t);
    const science = (await t.ctx.db.execute<{ id: number }>(sql`SELECT parent_id AS id FROM categories WHERE id = ${biology}`)).rows[0]!.id;
    for (const category of [science, biology]) {
      const inCategory = sql`s.category_id IN (SELECT id FROM categories WHERE id = ${category} OR parent_id = ${category})`;
      for (const search of ['fract', 'lesson']) {
        const expected = await allMatches(search, '1-a', viewer, inCategory);
        expect(expected.length).toBeGreaterThan(SUBJECT_COUNT_LIMIT);
        for (const page of [1, 2, 60]) {
          expect(codes(await browse({ search, sort: '1-a', category, page })), `${search} in ${category}, page ${page}`).toEqual(expected.slice((page - 1) * 6, page * 6));
        }
        const last = Math.ceil(expected.length / 100);
        for (const page of [last - 1, last]) {
          expect(codes(await browse({ search, sort: '1-a', category, n: 100, page })), `${search} in ${category}, page ${page} of 100`).toEqual(expected.slice((page - 1) * 100, page * 100));
        }
      }
    }
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

  it('matches that sit late in the order: the walk gives up and every match is sorted', async () => {
    // Change times follow the codes; "early" is in the first 6,000 descriptions, "late" in the last 2,000.
    await t.ctx.db.execute(sql`UPDATE subjects SET updated_at = timestamp '2026-01-01' + make_interval(secs => substr(code, 2)::int),
      description = description || CASE WHEN substr(code, 2)::int <= 6000 THEN ' Early.' WHEN substr(code, 2)::int > 10000 THEN ' Late.' ELSE '' END
      WHERE code ~ '^S[0-9]{7}$'`);
    // More than are sorted in memory, all after the walk's rows newest first, all before them oldest
    // first; a page deep enough walks to the end of the list.
    for (const sort of ['3-d', '3-a'] as const) {
      const expected = await allMatches('early', sort);
      expect(expected.length).toBeGreaterThan(5_000);
      for (const page of [1, 2, 60, 200, Math.ceil(expected.length / 6)]) {
        expect(codes(await browse({ search: 'early', sort, page })), `early ${sort} page ${page}`).toEqual(expected.slice((page - 1) * 6, page * 6));
      }
    }
    // Under a top-level category, more than the bounded count, none among its first rows oldest first:
    // the walk merges the category's branches, then every match is sorted.
    const biology = await testCategoryId(t);
    const science = (await t.ctx.db.execute<{ id: number }>(sql`SELECT parent_id AS id FROM categories WHERE id = ${biology}`)).rows[0]!.id;
    for (const sort of ['3-a', '3-d', '2-a'] as const) {
      const expected = await allMatches('late', sort, viewer, sql`s.category_id IN (SELECT id FROM categories WHERE id = ${science} OR parent_id = ${science})`);
      expect(expected.length).toBeGreaterThan(SUBJECT_COUNT_LIMIT);
      for (const page of [1, 30, Math.ceil(expected.length / 6)]) {
        expect(codes(await browse({ search: 'late', sort, category: science, page })), `late ${sort} page ${page}`).toEqual(expected.slice((page - 1) * 6, page * 6));
      }
    }
  });

  it("a word whose matches sit late in another word's stream: the stream gives up and every match is sorted by name", async () => {
    // "tail" in the descriptions of the Fractions whose number does not begin with 1 (about 6,700):
    // "lesson", the longer word, is in every description, and its stream by name reaches them only
    // after the Algebra, English Grammar and Fractions 1… subjects (about 4,300 rows).
    await t.ctx.db.execute(sql`UPDATE subjects SET description = description || ' Tail.' WHERE name ~ '^Fractions [2-9]'`);
    for (const sort of ['2-a', '2-d', '1-a', '0-d'] as const) {
      const expected = await allMatches('lesson tail', sort);
      expect(expected.length).toBeGreaterThan(5_000);
      for (const page of [1, 2, 60, Math.ceil(expected.length / 6)]) {
        expect(codes(await browse({ search: 'lesson tail', sort, page })), `${sort} page ${page}`).toEqual(expected.slice((page - 1) * 6, page * 6));
      }
    }
  });

  it("the count reads each broad word's rows in turn, and counts a subject with two of a word's lexemes once", async () => {
    // Called directly, with every prefix of more than 1,000 rows taken as broad (4,004 in the list).
    const more = (search: string, words = search.split(' ')) => moreThanTheLimit(t.ctx.db,
      sql`${visibleTo(viewer.user.id)} AND s.search @@ to_tsquery('simple', ${prefixQuery(search)})`, words, 1_000);
    // "lesson 5": more than the limit (5, 50–59, 500–599, 5,000–5,999), but the first rows of
    // "lesson", the longer word, are of names whose numbers begin with 1 or 2; the rows of "5" tell.
    expect((await allMatches('lesson 5', '2-a')).length).toBeGreaterThan(SUBJECT_COUNT_LIMIT);
    expect(await more('lesson 5', ['lesson'])).toBe(false);
    expect(await more('lesson 5')).toBe(true);
    // 700 subjects, each with "zebra" and "zebras": 1,400 rows, which hold 700 matches.
    await t.ctx.db.execute(sql`INSERT INTO subjects (code, name, description, owner_id, category_id)
      SELECT 'SZ' || lpad(g::text, 6, '0'), 'Zebra herd', 'Zebras.', ${owner.user.id}::int, id FROM categories, generate_series(1, 700) g
      WHERE seed_key = 'sci-biology'`);
    try {
      expect(await more('zebr')).toBe(false);
      expect((await browse({ search: 'zebr', sort: '3-d' })).total_record).toBe(700);
    } finally {
      await t.ctx.db.execute(sql`DELETE FROM subjects WHERE code LIKE 'SZ%'`);
    }
  });

  it('a page by name from the streams, cut short, is the same page from every match sorted', async () => {
    // Called directly with a short walk of the "lesson" stream (every subject), from the start and
    // from a place, both ways: each page is a slice of every match by name, whether a stream gives
    // up after its rows or reads on.
    const byName = async (condition: SQL, direction: 'ASC' | 'DESC', after = sql`true`) => (await t.ctx.db.execute<{ id: number }>(sql`
      SELECT s.id FROM subjects s WHERE ${condition} AND ${after} ORDER BY lower(s.name) ${sql.raw(direction)}, s.id ${sql.raw(direction)}`)).rows.map((r) => r.id);
    // Thousands of rows of the stream before the first match.
    const tail = sql`${visibleTo(viewer.user.id)} AND s.search @@ to_tsquery('simple', ${prefixQuery('lesson tail')})`;
    // The Algebra subjects first, then, after thousands of other rows, the Zoology ones: a place
    // after the last Algebra subject leaves thousands of rows before the next match.
    const ends = sql`${visibleTo(viewer.user.id)} AND (s.name LIKE 'Algebra %' OR s.name LIKE 'Zoology %')`;
    const algebra = await t.ctx.db.execute<{ name: string; id: number }>(sql`
      SELECT lower(s.name) AS name, s.id FROM subjects s WHERE s.name LIKE 'Algebra %' ORDER BY lower(s.name) DESC, s.id DESC LIMIT 1`);
    const after = algebra.rows[0]!;
    const zoology = await byName(ends, 'ASC', sql`(lower(s.name), s.id) > (${after.name}, ${after.id}::int)`);
    expect(zoology.length).toBeGreaterThan(6);
    for (const walk of [50, 100_000]) {
      expect(await namePageByWords(t.ctx.db, tail, ['lesson'], 'ASC', 12, 6, undefined, walk), `A to Z, ${walk}`).toEqual((await byName(tail, 'ASC')).slice(12, 18));
      expect(await namePageByWords(t.ctx.db, tail, ['lesson'], 'DESC', 6, 6, undefined, walk), `Z to A, ${walk}`).toEqual((await byName(tail, 'DESC')).slice(6, 12));
      expect(await namePageByWords(t.ctx.db, ends, ['lesson'], 'ASC', 0, 6, after, walk), `from a place, ${walk}`).toEqual(zoology.slice(0, 6));
    }
  });

  it('a typo: each unknown word is replaced by the live word most like it, then names that look like the text', async () => {
    // "zoolgy" begins no word: it is read as "zoology", so every Zoology subject is found.
    const zoology = await allMatches('zoology', '2-a');
    expect(zoology.length).toBeGreaterThan(100);
    const found = await browse({ search: 'zoolgy', sort: '2-a', n: 100 });
    expect(codes(found)).toEqual(zoology.slice(0, 100));
    expect(found.total_record).toBe(Math.min(zoology.length, SUBJECT_COUNT_LIMIT + 1));
    // "hred" shares one trigram of nine with "herd", the word with two letters swapped.
    const herd = await allMatches('herd', '3-d');
    expect(herd.length).toBeGreaterThan(6);
    const swapped = await browse({ search: 'hred', sort: '3-d' });
    expect(codes(swapped)).toEqual(herd.slice(0, 6));
    expect(swapped.total_record).toBe(herd.length);
    // "theroy" looks like "the" (0.38), three letters shorter: not the word meant, so nothing is found.
    expect((await browse({ search: 'theroy' })).total_record).toBe(0);
    const add = (code: string, name: string, hidden = false) => t.ctx.db.execute(sql`
      INSERT INTO subjects (code, name, description, owner_id, category_id, private)
      SELECT ${code}, ${name}, 'Typos.', ${owner.user.id}::int, id, ${hidden} FROM categories WHERE seed_key = 'sci-biology'`);
    await add('STYPO1', 'Photosynthesis and Cellular Respiration for Grade Seven');
    await add('STYPO2', 'Basics of the Xylophone for Young Percussion Students');
    await add('STYPO3', 'Xylophonists Guild', true);
    try {
      // The whole name is too long to look like the word, and each of two words is corrected.
      const lookAlike = await t.ctx.db.execute(sql`SELECT 1 FROM subjects WHERE name % 'photosinthesis'`);
      expect(lookAlike.rows).toEqual([]);
      expect(codes(await browse({ search: 'photosinthesis' }))).toEqual(['STYPO1']);
      expect(codes(await browse({ search: 'photosinthesis respiraton' }))).toEqual(['STYPO1']);
      // Two letters longer than "photosynthesis" is not taken for it.
      expect((await browse({ search: 'photosynthesisxy' })).total_record).toBe(0);
      // A renamed subject's new words correct searches too; a code, even one without a digit, does not.
      await t.ctx.db.execute(sql`UPDATE subjects SET name = 'Photosynthesis Quizzes', code = 'SZKWXQVB' WHERE code = 'STYPO1'`);
      expect(codes(await browse({ search: 'quizes' }))).toEqual(['SZKWXQVB']);
      expect(codes(await browse({ search: 'szkwxqvb' }))).toEqual(['SZKWXQVB']);
      expect((await browse({ search: 'szkwxqvc' })).total_record).toBe(0);
      // The word most like "xylophonis" is "xylophonists", which only a private subject uses: the
      // owner finds it as typed; for others "xylophone" is the word, and so it is once no live subject
      // uses "xylophonists" any more.
      expect(codes(await browse({ search: 'xylophonis' }, owner))).toEqual(['STYPO3']);
      expect(codes(await browse({ search: 'xylophonis' }))).toEqual(['STYPO2']);
      await t.ctx.db.execute(sql`UPDATE subjects SET deleted_at = now() WHERE code = 'STYPO3'`);
      expect(codes(await browse({ search: 'xylophonis' }, owner))).toEqual(['STYPO2']);
    } finally {
      await t.ctx.db.execute(sql`DELETE FROM subjects WHERE code LIKE 'STYPO%' OR code = 'SZKWXQVB'`);
    }
    // A word with a digit is not corrected, but names still look like the text.
    const lookingLike = await t.ctx.db.execute<{ code: string }>(sql`
      SELECT s.code FROM subjects s WHERE ${visibleTo(viewer.user.id)} AND s.name % 'zoology125' ORDER BY lower(s.name), s.id LIMIT 6`);
    expect(lookingLike.rows.length).toBeGreaterThan(0);
    expect(codes(await browse({ search: 'zoology125', sort: '2-a' }))).toEqual(lookingLike.rows.map((r) => r.code));
    // No word begins with "zq" or "q", and nothing looks like them.
    for (const search of ['zq', 'q']) expect((await browse({ search })).total_record, search).toBe(0);
  });
});
