import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { TASK_COLUMNS } from '@cp/contract';
import { schema } from '@cp/db';
import { sampleEntry } from '../src/cli/sample-entries';
import { addEntry } from '../src/modules/questions/entry';
import { walksValueIndex } from '../src/modules/tasks/order';
import { publishableContent } from './content-steps';
import { apiAs, newSubject, startTestApp, userWithToken, type Person, type TestApp } from './helpers';

/**
 * The task page's order (issue 15): sorted by subject, chapter, minigame or type, pages are read
 * through each minigame's kept `pending_count`; every page, "next" and the total must equal one sort
 * of the whole queue, written here as plainly as possible.
 */
let t: TestApp;
let manager: Person;
let editors: Person[];
let subjectIds: number[];
const cms: { id: number; subjectId: number; moduleId: number }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  manager = await userWithToken(t);
  editors = [await userWithToken(t), await userWithToken(t)];
  const outsider = await userWithToken(t);
  // Two subjects whose names differ only in case (a tie under lower()), chapters named alike across subjects.
  subjectIds = [];
  const codes: string[] = [];
  const addChapter = async (at: number, chapter: string, minigame: 'word-hunter' | 'think-tank') => {
    const made = await publishableContent(t, codes[at]!, manager.user.id, { name: chapter, entries: 0, minigame });
    cms.push({ id: made.chapterMinigameId, subjectId: subjectIds[at]!, moduleId: made.minigame.gameModuleId });
  };
  for (const name of ['Zoology', 'zoology', 'Algebra']) {
    const { code } = await newSubject(t, manager, { name });
    codes.push(code);
    subjectIds.push((await t.ctx.db.query.subjects.findFirst({ where: eq(schema.subjects.code, code) }))!.id);
    for (const [chapter, minigame] of [['Intro', 'word-hunter'], ['Practice', 'think-tank'], ['intro', 'word-hunter']] as const) await addChapter(codes.length - 1, chapter, minigame);
  }
  // A later minigame in each of the two tied subjects, so their minigames interleave by id.
  await addChapter(0, 'Later', 'think-tank');
  await addChapter(1, 'Intro', 'word-hunter');
  // Entries on review spread over the minigames and two editors, plus decided ones and another manager's queue.
  for (let i = 0; i < 31; i++) {
    const cm = cms[(i * 5) % cms.length]!;
    await addEntry(t.ctx, { subjectId: cm.subjectId, chapterMinigameId: cm.id, gameModuleId: cm.moduleId, questionObject: sampleEntry(cm.moduleId, i), approved: i % 7 === 3 ? (i % 2 === 0) : null, createdBy: editors[i % 2]!.user.id });
  }
  const { code } = await newSubject(t, outsider, { name: 'Algebra' });
  const theirs = await publishableContent(t, code, outsider.user.id, { name: 'Intro', entries: 0 });
  await addEntry(t.ctx, { subjectId: theirs.chapter.subjectId, chapterMinigameId: theirs.chapterMinigameId, gameModuleId: theirs.minigame.gameModuleId, questionObject: sampleEntry(theirs.minigame.gameModuleId, 1), approved: null, createdBy: outsider.user.id });
});
afterAll(async () => t?.close());

/** The order each column means (docs/decisions.md, "Task page columns"), over the whole queue. */
const ORDER: Record<number, string> = {
  0: 'lower(s.name) D, s.id D, cm.id D, q.id D',
  1: 'lower(c.name) D, c.id D, cm.id D, q.id D',
  2: 'lower(m.name) D, m.id D, cm.id D, q.id D',
  3: 'left(q.search_text, 64) D, q.id D',
  4: "lower(coalesce(u.username, '')) D, coalesce(q.updated_by, q.created_by, 0) D, cm.id D, q.id D",
  5: 'q.updated_at D, q.id D',
  6: 'q.updated_at D, q.id D',
  7: 'm.game_module_id D, m.id D, cm.id D, q.id D',
};
async function wholeQueue(orderBy: number, asc: boolean, subjects = subjectIds): Promise<number[]> {
  const order = ORDER[orderBy]!.replaceAll(' D', asc ? ' ASC' : ' DESC');
  const { rows } = await t.ctx.db.execute<{ id: number }>(sql`
    SELECT q.id FROM questions q JOIN chapter_minigames cm ON cm.id = q.chapter_minigame_id JOIN chapters c ON c.id = cm.chapter_id
      JOIN subjects s ON s.id = c.subject_id JOIN minigames m ON m.id = cm.minigame_id LEFT JOIN users u ON u.id = coalesce(q.updated_by, q.created_by)
    WHERE q.approved IS NULL AND s.id = ANY(${sql.param(subjects)}::int[]) ORDER BY ${sql.raw(order)}`);
  return rows.map((r) => r.id);
}

type Task = { question_id: number; next_question_id: number | null };
async function everyPage(orderBy: number, asc: boolean, person: Person) {
  const tasks: Task[] = [];
  let total = 0;
  for (let page = 1; page === 1 || tasks.length < total; page++) {
    const res = (await apiAs(t, person).post('/manager/tasks', { n: 10, page, order_by: orderBy, asc })).json();
    total = res.total_record;
    if (!res.data.length) break;
    tasks.push(...res.data);
  }
  return { tasks, total };
}

/** Every page of `person`'s queue (of `subjects`), its total and each "next", as one sort of the whole queue. */
async function expectSameOrder(orderBy: number, asc: boolean, person = manager, subjects = subjectIds) {
  const expected = await wholeQueue(orderBy, asc, subjects);
  const { tasks, total } = await everyPage(orderBy, asc, person);
  const label = `${TASK_COLUMNS[orderBy]} ${asc ? 'ascending' : 'descending'}`;
  expect(tasks.map((x) => x.question_id), label).toEqual(expected);
  expect(total, label).toBe(expected.length);
  expect(tasks.map((x) => x.next_question_id), label).toEqual([...expected.slice(1), null]);
  // The detail call works out "next" on its own: the first task, the last of page 1, and the very last.
  for (const at of [0, 9, expected.length - 1].filter((at) => at < expected.length)) {
    const detail = (await apiAs(t, person).post(`/manager/tasks/${expected[at]}`, { order_by: orderBy, asc })).json().data;
    expect(detail.task.next_question_id, `${label}, after position ${at}`).toBe(expected[at + 1] ?? null);
  }
  return expected;
}

/** Whether a page sorted by a value, reaching `reach` tasks into `person`'s queue, walks the value's index (order.ts). */
async function walksValueIndexFor(person: Person, reach: number) {
  const mine = sql`(SELECT k.pending FROM manager_pending_counts k WHERE k.user_id = ${person.user.id})`;
  return (await t.ctx.db.execute<{ walk: boolean }>(sql`SELECT ${walksValueIndex(sql`${reach}::int`, mine)} AS walk`)).rows[0]!.walk;
}

async function expectKeptCounts() {
  const { rows } = await t.ctx.db.execute<{ id: number; kept: number; counted: number }>(sql`
    SELECT cm.id, cm.pending_count AS kept, (SELECT count(*)::int FROM questions q WHERE q.chapter_minigame_id = cm.id AND q.approved IS NULL) AS counted
    FROM chapter_minigames cm`);
  expect(rows.filter((r) => r.kept !== r.counted)).toEqual([]);
  // Per minigame and editor: every pair with entries on review, and no other pair above zero.
  const pairs = await t.ctx.db.execute<{ cm: number; editor: number; kept: number | null; counted: number | null }>(sql`
    SELECT coalesce(k.chapter_minigame_id, d.cm) AS cm, coalesce(k.editor_id, d.editor) AS editor, k.entries AS kept, d.n AS counted
    FROM (SELECT * FROM pending_by_editor WHERE entries <> 0) k
    FULL JOIN (SELECT chapter_minigame_id AS cm, coalesce(updated_by, created_by, 0) AS editor, count(*)::int AS n FROM questions
               WHERE approved IS NULL AND chapter_minigame_id IS NOT NULL GROUP BY 1, 2) d ON d.cm = k.chapter_minigame_id AND d.editor = k.editor_id`);
  expect(pairs.rows.length).toBeGreaterThan(0);
  expect(pairs.rows.filter((r) => r.kept !== r.counted)).toEqual([]);
  // A pair whose entries on review are all gone is removed, not left at zero.
  expect((await t.ctx.db.execute(sql`SELECT 1 FROM pending_by_editor WHERE entries = 0`)).rows).toEqual([]);
  // Per subject (migration 0036): what its chapters' minigames hold, and no other subject above zero.
  const subjects = await t.ctx.db.execute<{ subject: number; kept: number | null; counted: number | null }>(sql`
    SELECT coalesce(k.subject_id, d.subject_id) AS subject, k.pending AS kept, d.n AS counted
    FROM (SELECT * FROM subject_pending_counts WHERE pending <> 0) k
    FULL JOIN (SELECT c.subject_id, count(*)::int AS n FROM questions q JOIN chapter_minigames cm ON cm.id = q.chapter_minigame_id
               JOIN chapters c ON c.id = cm.chapter_id WHERE q.approved IS NULL GROUP BY 1) d ON d.subject_id = k.subject_id`);
  expect(subjects.rows.length).toBeGreaterThan(1);
  expect(subjects.rows.filter((r) => r.kept !== r.counted)).toEqual([]);
  // Per manager (migration 0043): the entries on review in the live subjects each person owns or is an
  // active manager member of, each subject once, and no other person above zero.
  const managers = await t.ctx.db.execute<{ person: number; kept: number | null; counted: number | null }>(sql`
    SELECT coalesce(k.user_id, d.user_id) AS person, k.pending AS kept, d.n AS counted
    FROM (SELECT * FROM manager_pending_counts WHERE pending <> 0) k
    FULL JOIN (SELECT g.user_id, count(*)::int AS n FROM questions q JOIN chapter_minigames cm ON cm.id = q.chapter_minigame_id
               JOIN chapters c ON c.id = cm.chapter_id
               JOIN (SELECT s.id AS subject_id, s.owner_id AS user_id FROM subjects s WHERE s.deleted_at IS NULL
                     UNION SELECT m.subject_id, m.user_id FROM subject_members m JOIN subjects s ON s.id = m.subject_id
                     WHERE s.deleted_at IS NULL AND m.active AND m.role_id = 3 AND m.user_id IS NOT NULL) g ON g.subject_id = c.subject_id
               WHERE q.approved IS NULL GROUP BY 1) d ON d.user_id = k.user_id`);
  expect(managers.rows.length).toBeGreaterThan(1);
  expect(managers.rows.filter((r) => r.kept !== r.counted)).toEqual([]);
  // Who manages each live subject (migration 0046), with its name and entries on review: the owner and the active manager members.
  const rule = sql`SELECT g.*, (SELECT count(*)::int FROM questions q JOIN chapter_minigames cm ON cm.id = q.chapter_minigame_id
      JOIN chapters c ON c.id = cm.chapter_id WHERE q.approved IS NULL AND c.subject_id = g.subject_id) AS pending
    FROM (SELECT s.owner_id AS user_id, s.id AS subject_id, s.name AS subject_name FROM subjects s WHERE s.deleted_at IS NULL
      UNION SELECT m.user_id, m.subject_id, s.name FROM subject_members m JOIN subjects s ON s.id = m.subject_id
      WHERE s.deleted_at IS NULL AND m.active AND m.role_id = 3 AND m.user_id IS NOT NULL) g`;
  const kept = sql`SELECT user_id, subject_id, subject_name, pending FROM subject_managers`;
  const differ = await t.ctx.db.execute(sql`(SELECT * FROM (${kept}) k EXCEPT ALL SELECT * FROM (${rule}) r)
    UNION ALL (SELECT * FROM (${rule}) r EXCEPT ALL SELECT * FROM (${kept}) k)`);
  expect(differ.rows).toEqual([]);
  expect((await t.ctx.db.execute(kept)).rows.length).toBeGreaterThan(1);
}

describe('the task page order', () => {
  it('pages every column in both directions exactly as one sort of the whole queue, with "next" across pages', async () => {
    await expectKeptCounts();
    // Sorted by a value, a queue holding most entries on review is read by walking the value's index.
    expect(await walksValueIndexFor(manager, 11)).toBe(true);
    for (let orderBy = 0; orderBy < TASK_COLUMNS.length; orderBy++) {
      for (const asc of [true, false]) await expectSameOrder(orderBy, asc);
    }
    const all = await wholeQueue(6, false);
    expect(all.length).toBeGreaterThan(20);
    expect((await apiAs(t, manager).get('/manager/tasks/number')).json().data.count).toBe(all.length);
  });

  it('keeps each minigame’s count of entries on review through decisions, edits, moves and deletions', async () => {
    const queue = await wholeQueue(0, true);
    const [approve, decline, edit, move, remove] = queue;
    await t.ctx.db.update(schema.questions).set({ approved: true }).where(eq(schema.questions.id, approve!));
    await t.ctx.db.update(schema.questions).set({ approved: false }).where(eq(schema.questions.id, decline!));
    await t.ctx.db.update(schema.questions).set({ approved: null }).where(eq(schema.questions.id, decline!)); // saved again: back on review
    await t.ctx.db.update(schema.questions).set({ updatedBy: editors[1]!.user.id, updatedAt: new Date() }).where(eq(schema.questions.id, edit!));
    const target = cms.find((cm) => cm.moduleId === 1 && cm.subjectId === subjectIds[2])!;
    await t.ctx.db.update(schema.questions).set({ chapterMinigameId: target.id, subjectId: target.subjectId }).where(eq(schema.questions.id, move!));
    await t.ctx.db.delete(schema.questions).where(eq(schema.questions.id, remove!));
    // One statement deciding several minigames' entries at once.
    await t.ctx.db.update(schema.questions).set({ approved: true }).where(inArray(schema.questions.id, queue.slice(-4)));
    await expectKeptCounts();
    const left = await expectSameOrder(0, true);
    expect(left).toHaveLength(queue.length - 6);
    await expectSameOrder(2, false);
    // A person deleted: their entries fall back to the author, or to no editor at all.
    await t.ctx.db.delete(schema.users).where(eq(schema.users.id, editors[0]!.user.id));
    await expectKeptCounts();
    const byEditor = await expectSameOrder(4, true);
    expect((await t.ctx.db.query.questions.findFirst({ where: eq(schema.questions.id, byEditor[0]!) }))).toMatchObject({ createdBy: null, updatedBy: null });
    // A chapter deleted with its minigame and entries.
    const chapterId = (await t.ctx.db.query.chapterMinigames.findFirst({ where: eq(schema.chapterMinigames.id, cms[0]!.id) }))!.chapterId;
    await t.ctx.db.delete(schema.chapters).where(eq(schema.chapters.id, chapterId));
    await expectKeptCounts();
    await expectSameOrder(1, true);
    await expectSameOrder(4, false);
    expect((await apiAs(t, manager).get('/manager/tasks/number')).json().data.count).toBe((await wholeQueue(6, false)).length);
    // A chapter moved to another subject, with its entries; then a minigame moved to a chapter of a third.
    const pendingIn = async (subjectId: number) => Number((await t.ctx.db.execute<{ n: number }>(sql`SELECT pending AS n FROM subject_pending_counts WHERE subject_id = ${subjectId}`)).rows[0]?.n ?? 0);
    const moving = cms.find((cm) => cm.subjectId === subjectIds[1])!;
    const movingChapter = (await t.ctx.db.query.chapterMinigames.findFirst({ where: eq(schema.chapterMinigames.id, moving.id) }))!.chapterId;
    const [before0, before1] = [await pendingIn(subjectIds[0]!), await pendingIn(subjectIds[1]!)];
    await t.ctx.db.transaction(async (tx) => {
      await tx.update(schema.chapters).set({ subjectId: subjectIds[0]! }).where(eq(schema.chapters.id, movingChapter));
      await tx.update(schema.questions).set({ subjectId: subjectIds[0]! }).where(sql`${schema.questions.chapterMinigameId} IN (SELECT id FROM chapter_minigames WHERE chapter_id = ${movingChapter})`);
    });
    expect(await pendingIn(subjectIds[0]!) - before0).toBeGreaterThan(0);
    expect(await pendingIn(subjectIds[0]!) - before0).toBe(before1 - await pendingIn(subjectIds[1]!));
    await expectKeptCounts();
    const intoChapter = (await t.ctx.db.query.chapterMinigames.findFirst({ where: eq(schema.chapterMinigames.id, cms.find((cm) => cm.subjectId === subjectIds[2])!.id) }))!.chapterId;
    await t.ctx.db.transaction(async (tx) => {
      await tx.update(schema.chapterMinigames).set({ chapterId: intoChapter }).where(eq(schema.chapterMinigames.id, moving.id));
      await tx.update(schema.questions).set({ subjectId: subjectIds[2]! }).where(eq(schema.questions.chapterMinigameId, moving.id));
    });
    await expectKeptCounts();
    expect((await apiAs(t, manager).get('/manager/tasks/number')).json().data.count).toBe((await wholeQueue(6, false)).length);
  });

  it('keeps each manager’s count as who manages a subject changes, and through changes made at the same time', async () => {
    const second = await userWithToken(t);
    const badge = async (p: Person) => (await apiAs(t, p).get('/manager/tasks/number')).json().data.count as number;
    const inSubject = async (subjectId: number) => Number((await t.ctx.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM questions q JOIN chapter_minigames cm ON cm.id = q.chapter_minigame_id JOIN chapters c ON c.id = cm.chapter_id
      WHERE q.approved IS NULL AND c.subject_id = ${subjectId}`)).rows[0]!.n);
    const members = schema.subjectMembers;
    const [first, other, third] = subjectIds as [number, number, number];
    expect(await inSubject(first)).toBeGreaterThan(0);
    // A manager member joins, becomes a contributor, a manager again, inactive, active.
    const [row] = await t.ctx.db.insert(members).values({ subjectId: first, userId: second.user.id, roleId: 3, active: true }).returning();
    expect(await badge(second)).toBe(await inSubject(first));
    await t.ctx.db.update(members).set({ roleId: 2 }).where(eq(members.id, row!.id));
    expect(await badge(second)).toBe(0);
    await t.ctx.db.update(members).set({ roleId: 3, active: false }).where(eq(members.id, row!.id));
    expect(await badge(second)).toBe(0);
    await t.ctx.db.update(members).set({ active: true }).where(eq(members.id, row!.id));
    expect(await badge(second)).toBe(await inSubject(first));
    // The owner also listed as a manager member counts the subject once.
    await t.ctx.db.insert(members).values({ subjectId: other, userId: manager.user.id, roleId: 3, active: true });
    await expectKeptCounts();
    // A subject deleted, then restored; another given to the second manager.
    const before = await badge(manager);
    await t.ctx.db.update(schema.subjects).set({ deletedAt: new Date() }).where(eq(schema.subjects.id, third));
    expect(await badge(manager)).toBe(before - await inSubject(third));
    await t.ctx.db.update(schema.subjects).set({ deletedAt: null }).where(eq(schema.subjects.id, third));
    expect(await badge(manager)).toBe(before);
    await t.ctx.db.update(schema.subjects).set({ ownerId: second.user.id }).where(eq(schema.subjects.id, third));
    expect(await badge(second)).toBe(await inSubject(first) + await inSubject(third));
    await expectKeptCounts();
    // At the same time: entries put on review and decided in two subjects, while the second manager
    // leaves and rejoins the first, and the first subject changes hands and back.
    const decided = (await t.ctx.db.execute<{ id: number }>(sql`SELECT q.id FROM questions q WHERE q.subject_id = ANY(${sql.param([first, third])}::int[]) ORDER BY q.id LIMIT 12`)).rows.map((r) => r.id);
    const flips = decided.map((id, i) => async () => {
      for (let round = 0; round < 4; round++) await t.ctx.db.update(schema.questions).set({ approved: (round + i) % 2 === 0 ? null : true }).where(eq(schema.questions.id, id));
    });
    const moves = [
      async () => { for (let round = 0; round < 6; round++) await t.ctx.db.update(members).set({ roleId: round % 2 === 0 ? 2 : 3 }).where(eq(members.id, row!.id)); },
      async () => { for (let round = 0; round < 4; round++) await t.ctx.db.update(schema.subjects).set({ ownerId: round % 2 === 0 ? second.user.id : manager.user.id }).where(eq(schema.subjects.id, first)); },
    ];
    await Promise.all([...flips, ...moves].map((run) => run()));
    await expectKeptCounts();
    // The order that would lose a change: an entry goes on review in the third subject, holding the
    // second manager's row, while they become a manager of the first again and are counted anew.
    await t.ctx.db.update(members).set({ roleId: 2 }).where(eq(members.id, row!.id));
    await t.ctx.db.update(schema.questions).set({ approved: true }).where(sql`${schema.questions.id} = (SELECT q.id FROM questions q WHERE q.subject_id = ${third} ORDER BY q.id LIMIT 1)`);
    const [onReview, rejoining] = [await t.ctx.database.pool.connect(), await t.ctx.database.pool.connect()];
    try {
      await onReview.query('BEGIN');
      await onReview.query('UPDATE questions SET approved = NULL WHERE id = (SELECT q.id FROM questions q WHERE q.subject_id = $1 ORDER BY q.id LIMIT 1)', [third]);
      await rejoining.query('BEGIN');
      const rejoin = rejoining.query('UPDATE subject_members SET role_id = 3 WHERE id = $1', [row!.id]);
      await new Promise((r) => setTimeout(r, 200));
      await onReview.query('COMMIT');
      await rejoin;
      await rejoining.query('COMMIT');
    } finally {
      onReview.release();
      rejoining.release();
    }
    await expectKeptCounts();
    // Subjects renamed: the task page sorts by the kept name.
    await t.ctx.db.update(schema.subjects).set({ name: 'Botany' }).where(eq(schema.subjects.id, first));
    await t.ctx.db.update(schema.subjects).set({ name: 'Anatomy' }).where(eq(schema.subjects.id, other));
    await expectKeptCounts();
    await expectSameOrder(0, true, manager, [first, other]);
    // A manager member leaves; a subject goes for good with its chapters and members.
    await t.ctx.db.delete(members).where(eq(members.id, row!.id));
    await t.ctx.db.delete(schema.subjects).where(eq(schema.subjects.id, other));
    await expectKeptCounts();
    // The first subject ended with its first owner (four changes of hands); the third stayed with the second manager.
    expect(await badge(manager)).toBe(await inSubject(first));
    expect(await badge(second)).toBe(await inSubject(third));
  });

  it('reads a small queue among many entries on review by gathering it, in the same order as walking', async () => {
    const few = await userWithToken(t);
    const { code } = await newSubject(t, few, { name: 'Geology' });
    const subjectId = (await t.ctx.db.query.subjects.findFirst({ where: eq(schema.subjects.code, code) }))!.id;
    const made = await publishableContent(t, code, few.user.id, { name: 'Rocks', entries: 0 });
    for (let i = 0; i < 12; i++) {
      await addEntry(t.ctx, { subjectId, chapterMinigameId: made.chapterMinigameId, gameModuleId: made.minigame.gameModuleId, questionObject: sampleEntry(made.minigame.gameModuleId, 40 + i), approved: null, createdBy: few.user.id });
    }
    // Dates out of step with ids, so an order by id alone would not pass for the order by date.
    await t.ctx.db.execute(sql`UPDATE questions SET updated_at = now() - ((id * 7) % 12) * interval '1 hour' WHERE subject_id = ${subjectId}`);
    // Many more entries on review elsewhere: copies of one in another subject.
    await t.ctx.db.execute(sql`INSERT INTO questions (subject_id, chapter_minigame_id, question_object, approved, created_by)
      SELECT q.subject_id, q.chapter_minigame_id, q.question_object, NULL, q.created_by FROM questions q, generate_series(1, 150)
      WHERE q.id = (SELECT min(o.id) FROM questions o WHERE o.subject_id <> ${subjectId} AND o.chapter_minigame_id IS NOT NULL)`);
    // PostgreSQL's count of the entries on review, which the choice reads, taken now.
    await t.ctx.db.execute(sql`ANALYZE questions`);
    expect(await walksValueIndexFor(few, 11)).toBe(false);
    expect(await walksValueIndexFor(few, 21)).toBe(false);
    for (const orderBy of [3, 5, 6]) {
      for (const asc of [true, false]) expect(await expectSameOrder(orderBy, asc, few, [subjectId])).toHaveLength(12);
    }
  });
});
