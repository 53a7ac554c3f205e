import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@cp/db';
import { sampleEntry } from '../src/cli/sample-entries';
import { createChapter } from '../src/modules/chapters/service';
import { addEntry } from '../src/modules/questions/entry';
import { publishableContent } from './content-steps';
import { apiAs, newSubject, startTestApp, userWithToken, type Person, type TestApp } from './helpers';

/** The publish check reads the actual content (issue 12): chapters, minigames, approved entries, hidden parts. */
let t: TestApp;
let owner: Person;

beforeAll(async () => {
  t = await startTestApp();
  owner = await userWithToken(t);
});
afterAll(async () => t?.close());

const check = async (code: string) => (await apiAs(t, owner).get(`/subjects/publish/${code}/check`)).json().data;
const subjectRow = async (code: string) => (await t.ctx.db.query.subjects.findFirst({ where: eq(schema.subjects.code, code) }))!;

describe('publish check on real content', () => {
  it('names a chapter without minigame', async () => {
    const { code } = await newSubject(t, owner);
    await publishableContent(t, code, owner.user.id);
    await createChapter(t.ctx, (await subjectRow(code)).id, { name: 'Empty one', completionRate: 100, position: 1, minigameIds: [], creatorId: owner.user.id });
    expect(await check(code)).toMatchObject({
      error: true, error_header: 'Chapter without minigame', error_body: 'Chapter "Empty one" has no minigame. Add one, or delete the chapter, before publishing.',
    });
  });

  it('counts only approved entries against the minigame minimum', async () => {
    const { code } = await newSubject(t, owner);
    const { chapterMinigameId } = await publishableContent(t, code, owner.user.id, { entries: 3 });
    // Entries on review or declined do not count.
    await t.ctx.db.update(schema.questions).set({ approved: null }).where(eq(schema.questions.chapterMinigameId, chapterMinigameId));
    await publishableContent(t, code, owner.user.id, { name: 'Chapter two', entries: 12 });
    expect(await check(code)).toMatchObject({
      error: true,
      error_header: 'Not enough entries',
      error_body: '"Word Hunter" in "Chapter one" has 0 of 10 approved entries. Each minigame needs its minimum of approved entries before publishing.',
    });
    const refused = await apiAs(t, owner).get(`/subjects/publish/${code}`);
    expect(refused.statusCode).toBe(400);
    expect(await t.ctx.db.$count(schema.publishRequests, eq(schema.publishRequests.subjectId, (await subjectRow(code)).id))).toBe(0);
  });

  it('refuses content that is all hidden, and a chapter whose minigames are all hidden', async () => {
    const { code } = await newSubject(t, owner);
    const one = await publishableContent(t, code, owner.user.id);
    const hide = (chapterId: number, id: number) => apiAs(t, owner).del(`/chapters/${chapterId}/minigames/${id}/hide`, { keep_linked: 1 });
    expect((await hide(one.chapter.id, one.chapterMinigameId)).statusCode).toBe(200);
    expect(await check(code)).toMatchObject({ error: true, error_header: 'Everything is hidden' });
    await publishableContent(t, code, owner.user.id, { name: 'Chapter two' });
    expect(await check(code)).toMatchObject({ error: true, error_header: 'Chapter with hidden minigames only', error_body: expect.stringContaining('"Chapter one"') });
  });

  it('a new minigame makes the subject not publishable until its entries are there; update_detail says what changed', async () => {
    const { code } = await newSubject(t, owner);
    await publishableContent(t, code, owner.user.id);
    expect(await check(code)).toMatchObject({ error: false, update_detail: expect.stringMatching(/: 1 chapter, 1 minigame, 10 entries\.$/) });
    expect((await apiAs(t, owner).get(`/subjects/publish/${code}`)).statusCode).toBe(200);
    // The review of version 1 is over (what the server does during review is not shown in the spec).
    await t.ctx.db.update(schema.subjects).set({ lastPublishStatus: 'Published' }).where(eq(schema.subjects.code, code));

    await apiAs(t, owner).post(`/chapters/update/${(await t.ctx.db.query.chapters.findFirst({ where: eq(schema.chapters.subjectId, (await subjectRow(code)).id) }))!.id}`, { name: 'Renamed one', completion_rate: 100 });
    const two = await publishableContent(t, code, owner.user.id, { name: 'Chapter two', entries: 4 });
    expect((await subjectRow(code)).publishable).toBe(false);
    expect(await check(code)).toMatchObject({ error: true, error_header: 'Not enough entries' });
    expect((await subjectRow(code)).publishable).toBe(false);

    await t.ctx.db.update(schema.questions).set({ approved: true }).where(eq(schema.questions.chapterMinigameId, two.chapterMinigameId));
    for (let i = 4; i < 10; i++) {
      await addEntry(t.ctx, { subjectId: (await subjectRow(code)).id, chapterMinigameId: two.chapterMinigameId, gameModuleId: 1, questionObject: sampleEntry(1, i), approved: true, createdBy: owner.user.id });
    }
    const ready = await check(code);
    expect(ready).toMatchObject({ error: false, version: 2 });
    expect(ready.update_detail).toBe('Version 2 of ' + (await subjectRow(code)).name + ': 1 chapter added ("Chapter two"); chapter renamed: "Chapter one" to "Renamed one"; 1 minigame added; 10 entries added.');
    expect((await subjectRow(code)).publishable).toBe(true);
  });
});

describe('entry counts kept by the questions triggers', () => {
  it('follow inserts (one or many), approvals, moves and deletes, matching a recount', async () => {
    const { code } = await newSubject(t, owner);
    const a = await publishableContent(t, code, owner.user.id, { entries: 3 });
    const b = await publishableContent(t, code, owner.user.id, { name: 'Chapter two', entries: 0 });
    const subjectId = (await subjectRow(code)).id;
    const counts = async () => {
      const { rows } = await t.ctx.database.pool.query<{ id: number; kept: string; recount: string }>(
        `SELECT cm.id, cm.entry_count || '/' || cm.valid_count AS kept,
                (SELECT count(*) || '/' || count(*) FILTER (WHERE q.approved) FROM questions q WHERE q.chapter_minigame_id = cm.id) AS recount
         FROM chapter_minigames cm WHERE cm.id = ANY($1) ORDER BY cm.id`, [[a.chapterMinigameId, b.chapterMinigameId]]);
      for (const r of rows) expect(r.kept, `minigame ${r.id}`).toBe(r.recount);
      return rows.map((r) => r.kept);
    };
    expect(await counts()).toEqual(['3/3', '0/0']);
    // A bulk insert of 50 entries on review, in one statement.
    await t.ctx.database.pool.query(
      `INSERT INTO questions (subject_id, chapter_minigame_id, question_object, approved) SELECT $1, $2, '{}'::jsonb, NULL FROM generate_series(1, 50)`,
      [subjectId, b.chapterMinigameId]);
    expect(await counts()).toEqual(['3/3', '50/0']);
    await t.ctx.database.pool.query(`UPDATE questions SET approved = true WHERE id IN (SELECT id FROM questions WHERE chapter_minigame_id = $1 LIMIT 20)`, [b.chapterMinigameId]);
    await t.ctx.database.pool.query(`UPDATE questions SET chapter_minigame_id = $1 WHERE id IN (SELECT id FROM questions WHERE chapter_minigame_id = $2 AND approved LIMIT 2)`, [b.chapterMinigameId, a.chapterMinigameId]);
    expect(await counts()).toEqual(['1/1', '52/22']);
    await t.ctx.database.pool.query(`DELETE FROM questions WHERE chapter_minigame_id = $1 AND approved IS NULL`, [b.chapterMinigameId]);
    expect(await counts()).toEqual(['1/1', '22/22']);
    const list = (await apiAs(t, owner).get(`/chapters/get/${code}`)).json().data;
    expect(list.map((c: { minigames: { question_number: number }[] }) => c.minigames[0]!.question_number)).toEqual([1, 22]);
  });
});
