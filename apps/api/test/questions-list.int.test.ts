import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chapterMessages } from '@cp/contract';
import { schema } from '@cp/db';
import { publishableContent } from './content-steps';
import { apiAs, newSubject, startTestApp, userWithToken, type Person, type TestApp } from './helpers';

/** The question page's reads (issue 13): banner and entry list of a chapter minigame. */
let t: TestApp;
let owner: Person;
let stranger: Person;

beforeAll(async () => {
  t = await startTestApp();
  [owner, stranger] = [await userWithToken(t), await userWithToken(t)];
});
afterAll(async () => t?.close());

/** A minigame with 12 approved entries (the sample words), 3 of them then put on review and 1 declined. */
async function minigameWithEntries(fields: Record<string, unknown> = {}) {
  const { code } = await newSubject(t, owner, fields);
  const content = await publishableContent(t, code, owner.user.id, { entries: 12 });
  const ids = (await t.ctx.db.select({ id: schema.questions.id }).from(schema.questions).where(eq(schema.questions.chapterMinigameId, content.chapterMinigameId)).orderBy(schema.questions.id)).map((r) => r.id);
  for (const id of ids.slice(9, 12)) await t.ctx.db.update(schema.questions).set({ approved: null }).where(eq(schema.questions.id, id));
  await t.ctx.db.update(schema.questions).set({ approved: false }).where(eq(schema.questions.id, ids[8]!));
  return { code, mg: content.chapterMinigameId, ids };
}

describe('GET questions/{mg}/banner', () => {
  it('counts valid, on-review and still-required entries, with the minigame', async () => {
    const { mg } = await minigameWithEntries();
    const res = await apiAs(t, owner).get(`/questions/${mg}/banner`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      summary: { valid_question: 8, review_question: 3, required_question: 2, last_editor: owner.user.username, last_update: expect.any(String) },
      minigame_data: { name: 'Word Hunter', icon: expect.stringMatching(/^\/media\//), video: { doc: expect.any(String) } },
      module_id: 1,
      chapter_name: 'Chapter one',
      content_minigame_id: mg,
    });
  });

  it("counts the shared content's entries for a minigame that shares another's", async () => {
    const { code, mg } = await minigameWithEntries();
    const other = await publishableContent(t, code, owner.user.id, { name: 'Chapter two', entries: 0 });
    // Without entries of its own, nothing has changed yet.
    const before = (await apiAs(t, owner).get(`/questions/${other.chapterMinigameId}/banner`)).json().data;
    expect(before.summary).toMatchObject({ valid_question: 0, review_question: 0, last_update: null, last_editor: null });
    await t.ctx.db.update(schema.chapterMinigames).set({ parentId: mg }).where(eq(schema.chapterMinigames.id, other.chapterMinigameId));
    const res = await apiAs(t, owner).get(`/questions/${other.chapterMinigameId}/banner`);
    expect(res.json().data).toMatchObject({
      summary: { valid_question: 8, review_question: 3, required_question: 2, last_editor: owner.user.username, last_update: expect.any(String) },
      chapter_name: 'Chapter two',
      content_minigame_id: mg,
    });
    // Its list is the shared content's too, with the content's count of entries on review.
    const list = (await apiAs(t, owner).post(`/questions/${other.chapterMinigameId}/list`, { is_review: true })).json();
    expect(list).toMatchObject({ total_record: 3, question_review: 3 });
    expect(list.data.map((e: { chapter_mini_game_id: number }) => e.chapter_mini_game_id)).toEqual([mg, mg, mg]);
  });
});

describe('POST questions/{mg}/list', () => {
  it('pages entries oldest first with their number, status and editor; the extras sit beside data', async () => {
    const { mg, ids } = await minigameWithEntries();
    const res = await apiAs(t, owner).post(`/questions/${mg}/list`, { n: 10, page: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total_record: 12, total_page: 2, module_id: 1, question_review: 3, all_question_ids: ids, subject_module_id: null, page: 2 });
    expect(body.data.map((e: { question_number: number }) => e.question_number)).toEqual([11, 12]);
    expect(body.data[0]).toMatchObject({ question_id: ids[10], status: true, declined: false, editor: owner.user.username, chapter_mini_game_id: mg });
    expect(body.data[0].question_object).toMatchObject({ text: expect.any(String), hint1: expect.stringContaining('<mark>') });
  });

  it('filters on review and by text (values only, not field names); ?id= opens the page holding that entry', async () => {
    const { mg, ids } = await minigameWithEntries();
    const review = (await apiAs(t, owner).post(`/questions/${mg}/list`, { is_review: true })).json();
    expect(review.data.map((e: { question_number: number }) => e.question_number)).toEqual([10, 11, 12]);
    expect(review).toMatchObject({ total_record: 3, question_review: 3, all_question_ids: ids.slice(9) });
    const search = (await apiAs(t, owner).post(`/questions/${mg}/list`, { search: 'VOLCANO' })).json();
    expect(search.total_record).toBeGreaterThan(0);
    // How many are on review is the content's, whatever the search keeps.
    expect(search.question_review).toBe(3);
    expect(search.data.every((e: { question_object: object }) => JSON.stringify(e.question_object).toLowerCase().includes('volcano'))).toBe(true);
    expect((await apiAs(t, owner).post(`/questions/${mg}/list`, { search: 'hint1' })).json().total_record).toBe(0);
    expect((await apiAs(t, owner).post(`/questions/${mg}/list`, { search: '100%_' })).json().total_record).toBe(0);
    const found = (await apiAs(t, owner).post(`/questions/${mg}/list?id=${ids[11]}`, { n: 10 })).json();
    expect(found).toMatchObject({ page: 2 });
    expect(found.data.map((e: { question_id: number }) => e.question_id)).toContain(ids[11]);
    const missing = await apiAs(t, owner).post(`/questions/${mg}/list?id=999999`, {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Cannot find the question.');
  });

  it('refuses page sizes other than 10/25/50/100, private subjects to strangers, and hidden minigames to people without a role', async () => {
    const { mg } = await minigameWithEntries();
    expect((await apiAs(t, owner).post(`/questions/${mg}/list`, { n: 7 })).statusCode).toBe(400);
    expect((await apiAs(t, stranger).post(`/questions/${mg}/list`, {})).statusCode).toBe(200);
    await t.ctx.db.update(schema.chapterMinigames).set({ hidden: true }).where(eq(schema.chapterMinigames.id, mg));
    const hidden = await apiAs(t, stranger).get(`/questions/${mg}/banner`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(chapterMessages.minigameNotFound);
    expect((await apiAs(t, owner).get(`/questions/${mg}/banner`)).statusCode).toBe(200);
    const secret = await minigameWithEntries({ private: true });
    expect((await apiAs(t, stranger).post(`/questions/${secret.mg}/list`, {})).statusCode).toBe(403);
    expect((await apiAs(t, owner).get('/questions/999999/banner')).statusCode).toBe(404);
  });
});
