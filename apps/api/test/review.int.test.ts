import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ACTIVITY, DEFAULT_EVALUATION_PROMPTS, TASK_UPDATE, evaluationMessages, questionMessages, reviewMessages } from '@cp/contract';
import { schema } from '@cp/db';
import { sampleEntry } from '../src/cli/sample-entries';
import { publishableContent } from './content-steps';
import { apiAs, newSubject, startTestApp, userWithToken, type Person, type TestApp } from './helpers';

/** Reviewing entries (issue 14): approve and decline one or all, history, changes, the task page. */
let t: TestApp;
let owner: Person;
let contributor: Person;
let otherManager: Person;

beforeAll(async () => {
  t = await startTestApp();
  [owner, contributor, otherManager] = [await userWithToken(t), await userWithToken(t), await userWithToken(t)];
});
afterAll(async () => t?.close());

async function minigame(manager = owner) {
  const { code } = await newSubject(t, manager);
  const subject = (await t.ctx.db.query.subjects.findFirst({ where: eq(schema.subjects.code, code) }))!;
  await t.ctx.db.insert(schema.subjectMembers).values({ subjectId: subject.id, userId: contributor.user.id, roleId: 2, active: true });
  const { chapterMinigameId } = await publishableContent(t, code, manager.user.id, { entries: 0 });
  return { code, subjectId: subject.id, mg: chapterMinigameId };
}
const entry = (i: number) => sampleEntry(1, i);
const submit = async (mg: number, i: number) => (await apiAs(t, contributor).post(`/questions/${mg}/save`, { question_object: entry(i) })).json().data.question_id as number;
const row = async (id: number) => (await t.ctx.db.query.questions.findFirst({ where: eq(schema.questions.id, id) }))!;
const review = (who: Person, mg: number, decision: 'approve' | 'decline', target: number | 'all', body: object = {}) =>
  apiAs(t, who).post(`/questions/${mg}/${decision}/${target}`, body);
const updatesOf = (userId: number) => t.ctx.db.select().from(schema.taskUpdates).where(eq(schema.taskUpdates.userId, userId)).orderBy(schema.taskUpdates.id);

describe('approve and decline on the question page', () => {
  it('approves and declines one entry (a comment is required to decline); the author is told, with the comment', async () => {
    const { mg, subjectId } = await minigame();
    const [a, b] = [await submit(mg, 0), await submit(mg, 1)];
    const before = (await updatesOf(contributor.user.id)).length;

    const approved = await review(owner, mg, 'approve', a, { revision: 1 });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ message: reviewMessages.approved, data: { changed: 1, skipped: 0 } });
    expect(await row(a)).toMatchObject({ approved: true, revision: 2 });
    // Already decided: a second decision is refused.
    expect((await review(owner, mg, 'decline', a, { comment: 'Duplicate.' })).statusCode).toBe(409);

    const noComment = await review(owner, mg, 'decline', b, {});
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().message).toBe(reviewMessages.commentRequired);
    expect((await row(b)).approved).toBeNull();
    const declined = await review(owner, mg, 'decline', b, { comment: 'Typo(s) detected.' });
    expect(declined.json()).toMatchObject({ message: reviewMessages.declined });
    expect(await row(b)).toMatchObject({ approved: false, reviewComment: 'Typo(s) detected.' });

    const updates = (await updatesOf(contributor.user.id)).slice(before);
    expect(updates.map((u) => u.type)).toEqual([TASK_UPDATE.entryApproved, TASK_UPDATE.entryDeclined]);
    expect(updates[1]!.info).toMatchObject({ comment: 'Typo(s) detected.', question_id: b });
    const types = (await t.ctx.db.select().from(schema.activities).where(eq(schema.activities.subjectId, subjectId))).map((x) => x.type);
    expect(types).toEqual(expect.arrayContaining([ACTIVITY.entryApproved, ACTIVITY.entryDeclined]));

    // The author edits the declined entry and resubmits it: it is on review again.
    const resubmit = await apiAs(t, contributor).post(`/questions/${mg}/save`, { id: b, question_object: entry(2) });
    expect(resubmit.json()).toMatchObject({ message: questionMessages.submittedForReview, data: { status: true } });
    // A reviewer holding the revision before the resubmission cannot approve the new text blind.
    const blind = await review(owner, mg, 'approve', b, { revision: 2 });
    expect(blind.statusCode).toBe(409);
    expect(blind.json().message).toBe(reviewMessages.changedMeanwhile(contributor.user.username));
    expect((await row(b)).approved).toBeNull();
    expect((await review(owner, mg, 'approve', b, { revision: 3 })).statusCode).toBe(200);

    // History, newest first, for everyone with a role; View changes marks what differs.
    const history = (await apiAs(t, contributor).get(`/questions/${b}/history`)).json().data;
    expect(history.map((h: { status: string }) => h.status)).toEqual(['Approved', 'On Review', 'Declined', 'On Review']);
    expect(history[2]).toMatchObject({ comment: 'Typo(s) detected.', editor: owner.user.username });
    expect((await apiAs(t, otherManager).get(`/questions/${b}/history`)).statusCode).toBe(403);
  });

  it('an entry stored any way starts its history with a first version', async () => {
    const { code } = await newSubject(t, owner);
    await publishableContent(t, code, owner.user.id, { entries: 1 });
    const subject = (await t.ctx.db.query.subjects.findFirst({ where: eq(schema.subjects.code, code) }))!;
    const [stored] = await t.ctx.db.select().from(schema.questions).where(eq(schema.questions.subjectId, subject.id));
    const history = (await apiAs(t, owner).get(`/questions/${stored!.id}/history`)).json().data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ status: 'Approved', editor: owner.user.username });
    // The item carries the version's date as ISO 8601 in UTC with milliseconds, and the object as saved.
    const [version] = await t.ctx.db.select().from(schema.questionVersions).where(eq(schema.questionVersions.questionId, stored!.id));
    expect(history[0].date).toBe(version!.createdAt.toISOString());
    expect(history[0].question_object).toEqual(stored!.questionObject);
  });

  it('View changes compares the last approved version with the entry on review', async () => {
    const { mg } = await minigame();
    const id = await submit(mg, 0);
    const fresh = (await apiAs(t, owner).get(`/questions/${id}/changes`)).json().data;
    expect(fresh.old).toBeNull();
    await review(owner, mg, 'approve', id);
    await apiAs(t, contributor).post(`/questions/${mg}/save`, { id, question_object: { ...entry(0), definition: 'A changed definition.' } });
    const changes = (await apiAs(t, owner).get(`/questions/${id}/changes`)).json().data;
    expect(changes.old).toEqual(entry(0));
    expect(changes.new.definition).toBe('A changed definition.');
    expect(changes.changed).toEqual(['definition']);
    // The task page's detail compares the same two versions.
    const task = (await apiAs(t, owner).post(`/manager/tasks/${id}`, {})).json().data;
    expect(task).toMatchObject({ old: entry(0), new: { definition: 'A changed definition.' }, changed: ['definition'] });
  });

  it('approves all on review in one transaction, only those seen at their revision when `seen` is sent', async () => {
    const { mg } = await minigame();
    const ids = [await submit(mg, 0), await submit(mg, 1), await submit(mg, 2)];
    const all = await review(owner, mg, 'approve', 'all', { seen: [{ id: ids[0], revision: 1 }, { id: ids[1], revision: 9 }] });
    expect(all.json()).toMatchObject({ message: reviewMessages.approvedAll, data: { changed: 1, skipped: 2 } });
    expect((await row(ids[0]!)).approved).toBe(true);
    expect((await row(ids[1]!)).approved).toBeNull();
    const rest = await review(owner, mg, 'decline', 'all', { comment: 'Not relevant.' });
    expect(rest.json()).toMatchObject({ message: reviewMessages.declinedAll, data: { changed: 2, skipped: 0 } });
    expect((await review(owner, mg, 'approve', 'all')).json()).toMatchObject({ message: reviewMessages.nothingPending, data: { changed: 0 } });
  });

  it('only role 3 of that subject decides: a contributor gets 403, another subject’s manager cannot reach the entry through their own minigame', async () => {
    const { mg } = await minigame();
    const id = await submit(mg, 0);
    expect((await review(contributor, mg, 'approve', id)).statusCode).toBe(403);
    const theirs = await minigame(otherManager);
    const forged = await review(otherManager, theirs.mg, 'approve', id);
    expect(forged.statusCode).toBe(404);
    expect((await review(otherManager, theirs.mg, 'approve', 'all')).json().data.changed).toBe(0);
    expect((await review(otherManager, mg, 'approve', id)).statusCode).toBe(403);
    expect(await row(id)).toMatchObject({ approved: null, revision: 1 });
  });
});

describe('the manager task page', () => {
  it('lists pending entries across managed subjects, newest first by default, with the next one; decides all at once', async () => {
    const manager = await userWithToken(t);
    const first = await minigame(manager);
    const second = await minigame(manager);
    const ids = [await submit(first.mg, 0), await submit(second.mg, 1), await submit(first.mg, 2)];
    await t.ctx.db.update(schema.questions).set({ updatedAt: new Date(Date.now() - 60_000) }).where(eq(schema.questions.id, ids[1]!));

    const page = (await apiAs(t, manager).post('/manager/tasks', { n: 10, page: 1 })).json();
    expect(page.total_record).toBe(3);
    expect(page.data.map((x: { question_id: number }) => x.question_id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(page.data[0]).toMatchObject({ next_question_id: ids[0], editor: contributor.user.username, approved: null, subject_code: first.code });
    const small = (await apiAs(t, manager).post('/manager/tasks', { n: 10, page: 1, order_by: 6, asc: true })).json();
    expect(small.data[0].question_id).toBe(ids[1]);
    // By subject name (then subject, minigame and entry id); "next" follows that order.
    type Task = { question_id: number; subject_name: string; next_question_id: number | null };
    const bySubject: Task[] = (await apiAs(t, manager).post('/manager/tasks', { n: 10, page: 1, order_by: 0, asc: true })).json().data;
    const key = (x: Task) => x.subject_name.toLowerCase();
    const expected = [...bySubject].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.question_id - b.question_id));
    expect(bySubject.map((x) => x.question_id)).toEqual(expected.map((x) => x.question_id));
    expect(new Set(bySubject.map((x) => x.question_id))).toEqual(new Set(ids));
    const firstBySubject = (await apiAs(t, manager).post(`/manager/tasks/${bySubject[0]!.question_id}`, { order_by: 0, asc: true })).json().data;
    expect(firstBySubject.task.next_question_id).toBe(bySubject[1]!.question_id);
    expect((await apiAs(t, manager).post('/manager/tasks', { n: 7 })).statusCode).toBe(400);
    expect((await apiAs(t, manager).post('/manager/tasks', { order_by: 8 })).statusCode).toBe(400);

    const detail = (await apiAs(t, manager).post(`/manager/tasks/${ids[2]}`, {})).json().data;
    expect(detail).toMatchObject({ old: null, task: { question_id: ids[2], next_question_id: ids[0] } });
    expect((await apiAs(t, otherManager).post(`/manager/tasks/${ids[2]}`, {})).statusCode).toBe(404);
    expect((await apiAs(t, manager).get('/manager/tasks/number')).json().data).toMatchObject({ count: 3 });

    const declined = await apiAs(t, manager).post('/manager/tasks/decline/all', {});
    expect(declined.statusCode).toBe(400);
    const approved = await apiAs(t, manager).post('/manager/tasks/approve/all', {});
    expect(approved.json()).toMatchObject({ message: reviewMessages.approvedAll, data: { changed: 3, skipped: 0 } });
    expect((await apiAs(t, manager).post('/manager/tasks', {})).json().total_record).toBe(0);
    const states = await t.ctx.db.select().from(schema.questions).where(and(eq(schema.questions.subjectId, first.subjectId)));
    expect(states.every((q) => q.approved === true)).toBe(true);
  });
});

describe('response evaluation questions (modules 13/18)', () => {
  it('role 3 saves three required questions (five when adaptive, the last two optional); the banner carries them', async () => {
    const { code } = await newSubject(t, owner);
    const subject = (await t.ctx.db.query.subjects.findFirst({ where: eq(schema.subjects.code, code) }))!;
    await t.ctx.db.insert(schema.subjectMembers).values({ subjectId: subject.id, userId: contributor.user.id, roleId: 2, active: true });
    const { chapterMinigameId: mg } = await publishableContent(t, code, owner.user.id, { entries: 0, minigame: 'think-tank' });
    const save = (who: Person, body: object) => apiAs(t, who).post(`/response-eval/${mg}/save`, body);
    expect((await apiAs(t, owner).get(`/questions/${mg}/banner`)).json().data.response_eval).toBeNull();

    const missing = await save(owner, { data: [DEFAULT_EVALUATION_PROMPTS[0], '', DEFAULT_EVALUATION_PROMPTS[2]] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(evaluationMessages.allRequired);
    expect((await save(owner, { data: [...DEFAULT_EVALUATION_PROMPTS, 'Fourth?'] })).json().message).toBe(evaluationMessages.allRequired);
    expect((await save(owner, { data: ['x'.repeat(51), 'b', 'c'] })).json().message).toBe(questionMessages.checkField('Evaluation question 1'));
    expect((await save(contributor, { data: [...DEFAULT_EVALUATION_PROMPTS] })).statusCode).toBe(403);

    const ok = await save(owner, { data: ['Is it on topic?', 'Is the grammar right?', 'Does it avoid repeats?'] });
    expect(ok.json()).toMatchObject({ status: true, message: evaluationMessages.saved });
    const adaptive = await save(owner, { data: ['Is it on topic?', 'Is the grammar right?', 'Does it avoid repeats?', 'Is it polite?', ''], is_adaptive: true });
    expect(adaptive.statusCode, adaptive.body).toBe(200);
    expect((await apiAs(t, contributor).get(`/questions/${mg}/banner`)).json().data.response_eval).toEqual(['Is it on topic?', 'Is the grammar right?', 'Does it avoid repeats?', 'Is it polite?']);

    // Not an open-response game: refused.
    const { mg: wordHunter } = await minigame();
    expect((await apiAs(t, owner).post(`/response-eval/${wordHunter}/save`, { data: [...DEFAULT_EVALUATION_PROMPTS] })).json().message).toBe(evaluationMessages.notOpenResponse);
  });
});

describe('bad input on the review calls', () => {
  it('wrong types, oversized values, unknown ids and other people’s entries answer 400/403/404 and change nothing', async () => {
    const { mg } = await minigame();
    const id = await submit(mg, 0);
    const bad: [string, () => Promise<{ statusCode: number }>, number][] = [
      ['target not a number or all', () => review(owner, mg, 'approve', 'some' as never), 400],
      ['comment too long', () => review(owner, mg, 'decline', id, { comment: 'x'.repeat(301) }), 400],
      ['comment not text', () => review(owner, mg, 'decline', id, { comment: 42 }), 400],
      ['revision as text', () => review(owner, mg, 'approve', id, { revision: 'one' }), 400],
      ['seen with bad items', () => review(owner, mg, 'approve', 'all', { seen: [{ id: 'x', revision: 1 }] }), 400],
      ['unknown body field', () => review(owner, mg, 'approve', id, { force: true }), 400],
      ['unknown entry', () => review(owner, mg, 'approve', 99_999_999), 404],
      ['unknown minigame', () => review(owner, 99_999_999, 'approve', id), 404],
      ['history of an unknown entry', () => apiAs(t, owner).get('/questions/99999999/history'), 404],
      ['changes by a stranger', () => apiAs(t, otherManager).get(`/questions/${id}/changes`), 403],
      ['task detail with a text id', () => apiAs(t, owner).post('/manager/tasks/abc', {}), 400],
      ['decide-all with an unknown decision', () => apiAs(t, owner).post('/manager/tasks/publish/all', {}), 400],
      ['tasks with page 0', () => apiAs(t, owner).post('/manager/tasks', { page: 0 }), 400],
      ['evaluation questions not a list', () => apiAs(t, owner).post(`/response-eval/${mg}/save`, { data: 'abc' }), 400],
      ['evaluation questions, six of them', () => apiAs(t, owner).post(`/response-eval/${mg}/save`, { data: ['a', 'b', 'c', 'd', 'e', 'f'] }), 400],
    ];
    const wrong: string[] = [];
    for (const [name, send, expected] of bad) {
      const res = await send();
      if (res.statusCode !== expected) wrong.push(`${name}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(await row(id)).toMatchObject({ approved: null, revision: 1, reviewComment: null });
  });
});
