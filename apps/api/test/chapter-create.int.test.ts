import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ACTIVITY, chapterMessages, subjectMessages, type Chapter } from '@cp/contract';
import { schema } from '@cp/db';
import { dataUrl, jpegWithGps } from './fixtures';
import { apiAs, newSubject, startTestApp, userWithToken, type Person, type TestApp } from './helpers';

let t: TestApp;
let owner: Person;
let contributor: Person;
let stranger: Person;

beforeAll(async () => {
  t = await startTestApp();
  [owner, contributor, stranger] = [await userWithToken(t), await userWithToken(t), await userWithToken(t)];
});
afterAll(async () => t?.close());

/** A catalogue minigame by seed key with one teaching format that offers it. */
async function game(key: string) {
  const m = (await t.ctx.db.query.minigames.findFirst({ where: eq(schema.minigames.seedKey, key) }))!;
  const link = (await t.ctx.db.query.minigameTeachingMaterials.findFirst({ where: eq(schema.minigameTeachingMaterials.minigameId, m.id) }))!;
  return { minigameId: m.id, formatId: link.teachingMaterialId, gameModule: m.gameModuleId };
}

async function subjectWithContributor(fields: Record<string, unknown> = {}) {
  const subject = await newSubject(t, owner, fields);
  const row = (await t.ctx.db.query.subjects.findFirst({ where: eq(schema.subjects.code, subject.code) }))!;
  await t.ctx.db.insert(schema.subjectMembers).values({ subjectId: row.id, userId: contributor.user.id, roleId: 2, active: true });
  return { code: subject.code, subjectId: row.id };
}

const wordEntry = { text: 'apple', definition: 'A round fruit', hint1: 'An <mark>apple</mark> a day', hint2: 'Green <mark>apple</mark>', hint3: '<mark>Apple</mark> pie' };
const round = (r: number) => ({ question: `Question ${r}?`, answer: `Answer ${r}`, wrong1: `${r}a`, wrong2: `${r}b`, wrong3: `${r}c` });

async function chapterCount(subjectId: number) {
  return (await t.ctx.db.select().from(schema.chapters).where(eq(schema.chapters.subjectId, subjectId))).length;
}

describe('POST /chapters/create', () => {
  it('creates the chapter at the end, its first minigame and first entry in one go, and records both activities', async () => {
    const { code, subjectId } = await subjectWithContributor();
    const g = await game('word-hunter');
    const first = await apiAs(t, owner).post('/chapters/create', { code, chapter_name: 'Fruit', completion_rate: 50, module_id: g.formatId, minigame_id: g.minigameId, question_object: null });
    expect(first.statusCode, first.body).toBe(200);
    const res = await apiAs(t, owner).post('/chapters/create', {
      code, chapter_name: 'Orchard', completion_rate: '75', module_id: g.formatId, minigame_id: g.minigameId, module_id_game: g.gameModule,
      question_object: { ...wordEntry, unknown: 'dropped' }, mg_name: 'ignored', teaching_format: 'ignored', platforms: ['doc', 'chatbot'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(chapterMessages.chapterCreated);
    const chapter: Chapter = res.json().data;
    expect(chapter).toMatchObject({ chapter_name: 'Orchard', completion_rate: 75 });
    const cmId = chapter.minigames[0]!.chapter_minigame_id;
    expect(chapter.minigames[0]!.question_number).toBe(1);
    const list: Chapter[] = (await apiAs(t, owner).get(`/chapters/get/${code}`)).json().data;
    expect(list.map((c) => c.chapter_name)).toEqual(['Fruit', 'Orchard']);
    const entry = (await t.ctx.db.query.questions.findFirst({ where: eq(schema.questions.chapterMinigameId, cmId) }))!;
    expect(entry.questionObject).toEqual(wordEntry);
    expect(entry.approved).toBe(true);
    const activities = await t.ctx.db.select().from(schema.activities).where(eq(schema.activities.subjectId, subjectId));
    expect(activities.filter((a) => a.type === ACTIVITY.chapterCreated)).toHaveLength(2);
    expect(activities.filter((a) => a.type === ACTIVITY.minigameAdded && a.identifier === String(cmId))).toHaveLength(1);
    expect((await t.ctx.db.query.subjects.findFirst({ where: eq(schema.subjects.id, subjectId) }))!.publishable).toBe(false);
  });

  it('reads the completion as the spec says: 0, "-5", "12.5" and nothing become 100; "150" becomes 100; 25 stays', async () => {
    const { code } = await subjectWithContributor();
    const g = await game('word-hunter');
    const rates: unknown[] = [0, '-5', '12.5', undefined, '150', 25];
    const saved: number[] = [];
    for (const [i, completion_rate] of rates.entries()) {
      const res = await apiAs(t, owner).post('/chapters/create', { code, chapter_name: `C${i}`, completion_rate, module_id: g.formatId, minigame_id: g.minigameId });
      expect(res.statusCode, res.body).toBe(200);
      saved.push(res.json().data.completion_rate);
    }
    expect(saved).toEqual([100, 100, 100, 100, 100, 25]);
  });

  it('stores a new entry image through the image pipeline', async () => {
    const { code } = await subjectWithContributor();
    const g = await game('snapshot-quiz');
    const res = await apiAs(t, owner).post('/chapters/create', {
      code, chapter_name: 'Pictures', module_id: g.formatId, minigame_id: g.minigameId,
      question_object: { image: dataUrl(await jpegWithGps()), round1: round(1), round2: round(2), round3: round(3), round4: round(4) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = (await t.ctx.db.query.questions.findFirst({ where: eq(schema.questions.chapterMinigameId, res.json().data.minigames[0].chapter_minigame_id) }))!;
    expect(entry.questionObject.image).toMatch(/^\/media\/entries\/[\w-]+\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url: entry.questionObject.image as string })).statusCode).toBe(200);
  });

  it('refuses bad input with the spec messages and saves nothing', async () => {
    const { code, subjectId } = await subjectWithContributor();
    const g = await game('word-hunter');
    const docOnly = await game('snapshot-quiz');
    const base = { code, chapter_name: 'Fruit', module_id: g.formatId, minigame_id: g.minigameId };
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [{ ...base, chapter_name: '' }, 400, /Chapter name is required/],
      [{ ...base, chapter_name: 'x'.repeat(101) }, 400, /at most 100/],
      [{ ...base, minigame_id: 999999 }, 400, chapterMessages.notInTeachingFormat],
      [{ ...base, module_id: 999999 }, 404, chapterMessages.teachingFormatNotFound],
      [{ ...base, module_id: docOnly.formatId, minigame_id: docOnly.minigameId, platforms: ['chatbot'] }, 400, chapterMessages.notOnPlatform],
      [{ ...base, module_id_game: 7 }, 400, chapterMessages.wrongGameModule],
      [{ ...base, question_object: { text: 'apple' } }, 400, 'Definition, Hint 1, Hint 2, Hint 3 are required. Please complete the form before submitting your entry!'],
      [{ ...base, question_object: { ...wordEntry, text: 'a'.repeat(14) } }, 400, /Please check maximum character or correct input on Word/],
      [{ ...base, completion_rate: { x: 1 } }, 400, /completion_rate/],
    ];
    for (const [body, status, message] of cases) {
      const res = await apiAs(t, owner).post('/chapters/create', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    const several = await apiAs(t, owner).post('/chapters/create', { ...base, question_object: { ...wordEntry, definition: 'x'.repeat(171), hint1: '' } });
    expect(several.json().data.messages).toEqual(['Hint 1 is required. Please complete the form before submitting your entry!', 'Please check maximum character or correct input on Definition']);
    expect(await chapterCount(subjectId)).toBe(0);
  });

  it('only role 3 of a normal subject may create; the english subject refuses', async () => {
    const { code, subjectId } = await subjectWithContributor();
    const g = await game('word-hunter');
    const body = { code, chapter_name: 'Nope', module_id: g.formatId, minigame_id: g.minigameId };
    expect((await apiAs(t, contributor).post('/chapters/create', body)).statusCode).toBe(403);
    expect((await apiAs(t, contributor).post('/chapters/create', body)).json().message).toBe(subjectMessages.managersOnly);
    expect((await apiAs(t, stranger).post('/chapters/create', body)).statusCode).toBe(403);
    expect((await apiAs(t).post('/chapters/create', body)).statusCode).toBe(401);
    const adaptive = await newSubject(t, owner, { adaptive: true });
    expect((await apiAs(t, owner).post('/chapters/create', { ...body, code: adaptive.code })).json().message).toBe(chapterMessages.adaptiveHasNoChapters);
    await t.ctx.db.update(schema.subjects).set({ code: 'ENGLISH' }).where(and(eq(schema.subjects.id, subjectId)));
    const english = await apiAs(t, owner).post('/chapters/create', { ...body, code: 'ENGLISH' });
    expect(english.statusCode).toBe(403);
    expect(english.json().message).toBe(chapterMessages.englishLocked);
    expect(await chapterCount(subjectId)).toBe(0);
  });

  it('two chapters created at once get distinct positions', async () => {
    const { code } = await subjectWithContributor();
    const g = await game('word-hunter');
    const results = await Promise.all(['A', 'B', 'C'].map((name) => apiAs(t, owner).post('/chapters/create', { code, chapter_name: name, module_id: g.formatId, minigame_id: g.minigameId })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const rows = await t.ctx.db.select({ position: schema.chapters.position }).from(schema.chapters).innerJoin(schema.subjects, eq(schema.subjects.id, schema.chapters.subjectId)).where(eq(schema.subjects.code, code));
    expect(rows.map((r) => r.position).sort()).toEqual([0, 1, 2]);
  });
});

describe('POST /questions/generate-preview', () => {
  it('renders the game app screens and the Telegram calls of each platform the minigame has', async () => {
    const g = await game('word-hunter');
    const res = await apiAs(t, contributor).post('/questions/generate-preview', { minigame_id: g.minigameId, question_object: wordEntry });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ mini_game_id: g.minigameId, mini_game_name: 'Word Hunter', icon: expect.stringMatching(/^\/media\//) });
    expect(data.preview.doc.screens[0]).toMatchObject({ prompt: 'A round fruit', hints: ['An _____ a day', 'Green _____', '_____ pie'], answer: 'apple' });
    expect(data.preview.chatbot.steps[0].call).toMatchObject({ method: 'sendMessage', text: 'Guess the word (5 letters).\n\nA round fruit' });
    expect(data.preview.chatbot.problems).toEqual([]);
    const onlyDoc = await apiAs(t, contributor).post('/questions/generate-preview', { minigame_id: g.minigameId, question_object: wordEntry, platforms: ['doc'] });
    expect(Object.keys(onlyDoc.json().data.preview)).toEqual(['doc']);
  });

  it('says which field breaks which Telegram limit', async () => {
    const g = await game('quick-pick');
    const res = await apiAs(t, owner).post('/questions/generate-preview', {
      minigame_id: g.minigameId,
      question_object: { image: dataUrl(await jpegWithGps(64, 64)), data: { question: 'Which is it?', answer: 'A'.repeat(150), wrong1: 'b', wrong2: 'c', wrong3: 'd' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.preview.chatbot.problems.map((p: { message: string }) => p.message)).toEqual(['Correct Answer is 150 characters; a Telegram poll option can have at most 100.']);
    expect(res.json().data.preview.chatbot.steps[0].call).toMatchObject({ method: 'sendPhoto', photo: 'attach://image' });
  });

  it('refuses an invalid entry, a platform the minigame lacks, an unknown minigame and a caller without session', async () => {
    const docOnly = await game('snapshot-quiz');
    const bad = await apiAs(t, owner).post('/questions/generate-preview', { minigame_id: docOnly.minigameId, question_object: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Image, Round 1 Question, .* are required\. Please complete the form before submitting your entry!$/);
    expect((await apiAs(t, owner).post('/questions/generate-preview', { minigame_id: docOnly.minigameId, question_object: {}, platforms: ['chatbot'] })).json().message).toBe(chapterMessages.notOnPlatform);
    expect((await apiAs(t, owner).post('/questions/generate-preview', { minigame_id: 999999, question_object: {} })).statusCode).toBe(404);
    expect((await apiAs(t).post('/questions/generate-preview', { minigame_id: docOnly.minigameId, question_object: {} })).statusCode).toBe(401);
  });
});
