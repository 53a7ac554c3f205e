import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACTIVITY, questionMessages } from '@cp/contract';
import { schema } from '@cp/db';
import { sampleEntry } from '../src/cli/sample-entries';
import { publishableContent } from './content-steps';
import { apiAs, newSubject, startTestApp, userWithToken, type Person, type TestApp } from './helpers';

/** Saving and deleting entries (issue 13; the review actions are issue 14). */
let t: TestApp;
let owner: Person;
let contributor: Person;
let stranger: Person;

beforeAll(async () => {
  t = await startTestApp();
  [owner, contributor, stranger] = [await userWithToken(t), await userWithToken(t), await userWithToken(t)];
});
afterAll(async () => t?.close());

async function minigame() {
  const { code } = await newSubject(t, owner);
  const subject = (await t.ctx.db.query.subjects.findFirst({ where: eq(schema.subjects.code, code) }))!;
  await t.ctx.db.insert(schema.subjectMembers).values({ subjectId: subject.id, userId: contributor.user.id, roleId: 2, active: true });
  const { chapterMinigameId } = await publishableContent(t, code, owner.user.id, { entries: 0 });
  return { code, subjectId: subject.id, mg: chapterMinigameId };
}
const entry = (i: number) => sampleEntry(1, i);
const save = (who: Person, mg: number, body: object) => apiAs(t, who).post(`/questions/${mg}/save`, body);
const row = async (id: number) => (await t.ctx.db.query.questions.findFirst({ where: eq(schema.questions.id, id) }))!;
const versions = async (id: number) => t.ctx.db.select().from(schema.questionVersions).where(eq(schema.questionVersions.questionId, id)).orderBy(schema.questionVersions.id);

describe('POST questions/{mg}/save', () => {
  it('a manager stores directly, a contributor submits for review; each save is a version and an activity', async () => {
    const { mg, subjectId } = await minigame();
    const byOwner = await save(owner, mg, { question_object: entry(0) });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json()).toMatchObject({ message: questionMessages.submitted, data: { status: false } });
    expect((await row(byOwner.json().data.question_id)).approved).toBe(true);

    const byContributor = await save(contributor, mg, { question_object: { ...entry(1), junk: 'dropped' } });
    expect(byContributor.json()).toMatchObject({ message: questionMessages.submittedForReview, data: { status: true } });
    const id = byContributor.json().data.question_id;
    expect((await row(id)).approved).toBeNull();
    expect((await row(id)).questionObject).not.toHaveProperty('junk');
    expect((await versions(id)).map((v) => v.status)).toEqual(['On Review']);

    // On review: the contributor cannot change it; the manager can (and it is then approved).
    const locked = await save(contributor, mg, { id, question_object: entry(2) });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe(questionMessages.onReviewLocked);
    expect((await save(owner, mg, { id, question_object: entry(2) })).statusCode).toBe(200);
    expect((await row(id)).approved).toBe(true);
    expect((await row(id)).updatedBy).toBe(owner.user.id);
    // An approved entry changed by a contributor goes back on review.
    expect((await save(contributor, mg, { id, question_object: entry(3) })).json().data.status).toBe(true);
    expect((await versions(id)).map((v) => v.status)).toEqual(['On Review', 'Approved', 'On Review']);

    const types = (await t.ctx.db.select().from(schema.activities).where(eq(schema.activities.subjectId, subjectId))).map((a) => a.type);
    expect(types.filter((x) => x === ACTIVITY.entryAdded)).toHaveLength(2);
    expect(types.filter((x) => x === ACTIVITY.entryEdited)).toHaveLength(2);
    const list = (await apiAs(t, owner).post(`/questions/${mg}/list`, {})).json();
    expect(list.data.find((e: { question_id: number }) => e.question_id === id)).toMatchObject({ editor: contributor.user.username, status: true });
  });

  it('two people editing the same entry: the second save, from an older revision, gets 409 and overwrites nothing', async () => {
    const { mg, subjectId } = await minigame();
    const id = (await save(owner, mg, { question_object: entry(0) })).json().data.question_id;
    await t.ctx.db.insert(schema.subjectMembers).values({ subjectId, userId: stranger.user.id, roleId: 3, active: true });
    const listed = (await apiAs(t, owner).post(`/questions/${mg}/list`, {})).json().data[0];
    expect(listed).toMatchObject({ question_id: id, revision: 1 });
    // Both opened revision 1; the owner saves first.
    const first = await save(owner, mg, { id, revision: 1, question_object: entry(1) });
    expect(first.statusCode, first.body).toBe(200);
    expect((await row(id)).revision).toBe(2);
    const second = await save(stranger, mg, { id, revision: 1, question_object: entry(2) });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ status: false, message: questionMessages.changedMeanwhile(owner.user.username) });
    expect((await row(id)).questionObject).toEqual(entry(1));
    expect((await versions(id))).toHaveLength(2);
    // From the current revision the save goes through.
    expect((await save(stranger, mg, { id, revision: 2, question_object: entry(2) })).statusCode).toBe(200);
    expect((await row(id)).revision).toBe(3);
    await t.ctx.db.delete(schema.subjectMembers).where(eq(schema.subjectMembers.userId, stranger.user.id));
  });

  it('answers the same messages as the form, and refuses strangers, demo subjects and ids of another minigame', async () => {
    const { mg, code } = await minigame();
    const bad = await save(owner, mg, { question_object: { text: 'apple' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Definition, Hint 1, Hint 2, Hint 3 are required. Please complete the form before submitting your entry!');
    expect((await save(stranger, mg, { question_object: entry(0) })).json().message).toBe(questionMessages.noRole);
    const other = await minigame();
    const foreign = (await save(owner, other.mg, { question_object: entry(0) })).json().data.question_id;
    const forged = await save(owner, mg, { id: foreign, question_object: entry(5) });
    expect(forged.statusCode).toBe(404);
    expect((await row(foreign)).questionObject).toEqual(entry(0));
    await t.ctx.db.update(schema.subjects).set({ isDemo: true }).where(eq(schema.subjects.code, code));
    expect((await save(owner, mg, { question_object: entry(0) })).json().message).toBe(questionMessages.demoLocked);
  });
});

describe('DELETE questions/{id}/delete', () => {
  it('role 3 deletes; a contributor or a stranger cannot', async () => {
    const { mg } = await minigame();
    const id = (await save(owner, mg, { question_object: entry(0) })).json().data.question_id;
    expect((await apiAs(t, contributor).del(`/questions/${id}/delete`)).statusCode).toBe(403);
    expect((await apiAs(t, stranger).del(`/questions/${id}/delete`)).statusCode).toBe(403);
    const res = await apiAs(t, owner).del(`/questions/${id}/delete`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(questionMessages.deleted);
    expect(await t.ctx.db.query.questions.findFirst({ where: eq(schema.questions.id, id) })).toBeUndefined();
    expect((await apiAs(t, owner).del(`/questions/${id}/delete`)).statusCode).toBe(404);
  });
});

describe('bad input on the entry calls', () => {
  it('wrong types, oversized values and other people’s ids get 400/403/404 and change nothing', async () => {
    const { mg } = await minigame();
    const before = await t.ctx.db.$count(schema.questions);
    const cases: [Promise<{ statusCode: number }>, number][] = [
      [save(owner, mg, { question_object: 'apple' }), 400],
      [save(owner, mg, { question_object: entry(0), id: 'one' }), 400],
      [save(owner, mg, { question_object: entry(0), extra: true }), 400],
      [save(owner, mg, { question_object: { ...entry(0), text: 'x'.repeat(5000) } }), 400],
      [apiAs(t, owner).post('/questions/abc/save', { question_object: entry(0) }), 400],
      [apiAs(t, owner).post(`/questions/${mg}/list`, { search: 'x'.repeat(101) }), 400],
      [apiAs(t, owner).post(`/questions/${mg}/list`, { page: 0 }), 400],
      [apiAs(t, owner).post(`/questions/${mg}/list?id=abc`, {}), 400],
      [apiAs(t, owner).get('/questions/0/banner'), 400],
      [apiAs(t, owner).del('/questions/abc/delete'), 400],
      [apiAs(t, owner).post('/questions/generate-preview', { minigame_id: 'x', question_object: {} }), 400],
      [apiAs(t, owner).post('/questions/generate-preview', { minigame_id: 1, question_object: [] }), 400],
    ];
    for (const [index, [call, status]] of cases.entries()) expect((await call).statusCode, `case ${index}`).toBe(status);
    // A manager of another subject cannot delete this subject's entries.
    const id = (await save(owner, mg, { question_object: entry(0) })).json().data.question_id;
    const otherOwner = await userWithToken(t);
    await newSubject(t, otherOwner);
    expect((await apiAs(t, otherOwner).del(`/questions/${id}/delete`)).statusCode).toBe(403);
    expect(await t.ctx.db.$count(schema.questions)).toBe(before + 1);
  });
});
