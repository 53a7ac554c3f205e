import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { ACTIVITY, activityWording, messages, subjectMessages, type Subject } from '@cp/contract';
import { schema } from '@cp/db';
import { bigJpeg, dataUrl, jpegWithGps, png } from './fixtures';
import { startTestApp, userWithToken, type Person, type TestApp } from './helpers';
import { subjectSteps } from './subject-steps';

let t: TestApp;
let owner: Person;
let stranger: Person;

beforeAll(async () => {
  t = await startTestApp();
  owner = await userWithToken(t);
  stranger = await userWithToken(t);
});
afterAll(async () => t?.close());

const { post, get, del, category, create, history, withContent } = subjectSteps(() => t);

describe('authentication', () => {
  it('every subject call needs a session (401 envelope)', async () => {
    for (const res of [await post('/subjects', {}), await post('/subjects/mine', {}), await get('/subjects/ABC'), await post('/categories/menu', {})]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: false, data: null });
    }
  });
});

describe('POST /categories/menu (suggestions)', () => {
  it('ranks categories by how well the title and description match them', async () => {
    const arithmetic = await category('math-arithmetic');
    const res = await post('/categories/menu', { subject_title: 'Fractions for Grade 7', subject_desc: 'Adding, comparing and ordering fractions and decimals.' }, owner.auth);
    expect(res.statusCode).toBe(200);
    const menu = res.json().data;
    expect(menu[0]).toMatchObject({ name: 'Mathematics', is_suggested: true });
    expect(menu[0].sub_list[0]).toMatchObject({ id: arithmetic.id, name: 'Numbers & Arithmetic', is_suggested: true });
    // Only a few are suggested, and nothing unrelated.
    const suggested = menu.flatMap((c: { sub_list: { is_suggested: boolean; name: string }[] }) => c.sub_list.filter((s) => s.is_suggested).map((s) => s.name));
    expect(suggested.length).toBeGreaterThanOrEqual(1);
    expect(suggested.length).toBeLessThanOrEqual(3);
    expect(suggested).not.toContain('Music');
  });

  it('follows the text: a lab subject suggests Chemistry, a conversation subject English', async () => {
    const lab = (await post('/categories/menu', { subject_title: 'Lab Safety Basics', subject_desc: 'Hazard symbols and safe habits with chemicals in the school laboratory.' }, owner.auth)).json().data;
    expect(lab[0].name).toBe('Science');
    expect(lab[0].sub_list[0].name).toBe('Chemistry');
    const english = (await post('/categories/menu', { subject_title: 'Everyday English Conversations', subject_desc: 'Dialogues for greetings and shopping.' }, owner.auth)).json().data;
    expect(english[0].sub_list[0].name).toBe('English');
  });

  it('suggests nothing for empty or unrelated text, and refuses unknown fields', async () => {
    const empty = (await post('/categories/menu', { subject_title: '', subject_desc: '' }, owner.auth)).json().data;
    expect(empty.every((c: { is_suggested: boolean }) => !c.is_suggested)).toBe(true);
    const gibberish = (await post('/categories/menu', { subject_title: 'zzqx', subject_desc: 'qqwv' }, owner.auth)).json().data;
    expect(gibberish.every((c: { is_suggested: boolean }) => !c.is_suggested)).toBe(true);
    const bad = await post('/categories/menu', { title: 'x' }, owner.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('title');
  });
});

describe('POST /subjects/save/ (create)', () => {
  it('needs a name and a description, within the limits', async () => {
    const noName = await post('/subjects/save/', { description: 'x' }, owner.auth);
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ status: false, message: messages.subjectNameRequired });
    const blankName = await post('/subjects/save/', { name: '  ', description: 'x' }, owner.auth);
    expect(blankName.statusCode).toBe(400);
    expect(blankName.json().message).toContain(messages.subjectNameRequired);
    const noDescription = await post('/subjects/save/', { name: 'Only a name' }, owner.auth);
    expect(noDescription.statusCode).toBe(400);
    expect(noDescription.json().message).toBe(messages.subjectDescriptionRequired);
    const long = await post('/subjects/save/', { name: 'x'.repeat(61), description: 'x' }, owner.auth);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(subjectMessages.nameTooLong);
    const unknown = await post('/subjects/save/', { name: 'a', description: 'b', colour: 'red' }, owner.auth);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('colour');
  });

  it('creates a draft owned by the caller and records "created"', async () => {
    const res = await post('/subjects/save/', { name: 'Photosynthesis Basics', description: 'How plants make food.', adaptive: true }, owner.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(subjectMessages.created);
    expect(body.data).toMatchObject({
      name: 'Photosynthesis Basics',
      adaptive: true,
      private: false,
      published: false,
      mine: true,
      role: 3,
      owner_username: owner.user.username,
      category_id: null,
      pre_requisite: null,
      contributors: 0,
      request_status: null,
      last_publish_status: null,
    });
    expect(body.data.code).toMatch(/^[A-Z2-9]{8}$/);
    // A code typed in lower case, or with spaces around it, opens the same subject.
    const typed = await get(`/subjects/${encodeURIComponent(` ${body.data.code.toLowerCase()} `)}`, owner.auth);
    expect(typed.statusCode).toBe(200);
    expect(typed.json().data).toEqual(body.data);
    const { data } = await history(body.data.code, owner.auth);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ type: ACTIVITY.subjectCreated, category: 'subject', is_me: true, username: owner.user.username });
    expect(activityWording(data[0]!)).toBe('You created subject "Photosynthesis Basics"');
  });

  it('refuses an unknown code with 404 and cannot switch normal/adaptive later', async () => {
    const missing = await post('/subjects/save/', { code: 'NOSUCH99', name: 'x' }, owner.auth);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(subjectMessages.notFound);
    const s = await create(owner.auth);
    const flip = await post('/subjects/save/', { code: s.code, adaptive: true }, owner.auth);
    expect(flip.statusCode).toBe(400);
    expect(flip.json().message).toBe(subjectMessages.adaptiveFixed);
    const nothing = await post('/subjects/save/', { code: s.code }, owner.auth);
    expect(nothing.statusCode).toBe(400);
  });
});

describe('settings: every change is saved and recorded in the activity history', () => {
  let code: string;
  let prerequisiteCode: string;
  beforeAll(async () => {
    code = (await create(owner.auth, { name: 'Fractions', description: 'First description.' })).code;
    const other = await create(stranger.auth, { name: 'Numbers first', description: 'Counting and place value.' });
    prerequisiteCode = other.code;
    await withContent(other.code, stranger.user.id);
  });

  it('renames, changes the description, goes private and public again', async () => {
    const renamed = await post('/subjects/save/', { code, name: 'Fractions for Grade 7' }, owner.auth);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ message: subjectMessages.saved, data: { name: 'Fractions for Grade 7' } });
    await post('/subjects/save/', { code, description: 'Equivalent fractions and the four operations.' }, owner.auth);
    const priv = await post('/subjects/save/', { code, private: true }, owner.auth);
    expect(priv.json().data.private).toBe(true);
    await post('/subjects/save/', { code, private: false }, owner.auth);
    // Saving an unchanged value records nothing.
    await post('/subjects/save/', { code, private: false }, owner.auth);

    const { data } = await history(code, owner.auth);
    expect(data.map((a) => a.type)).toEqual([5, 4, 3, 2, 1]);
    expect(activityWording(data[4 - 1]!)).toBe('You renamed subject "Fractions" to "Fractions for Grade 7"');
    expect(activityWording(data[1]!)).toBe('You set "Fractions for Grade 7" to private');
    expect(activityWording(data[0]!)).toBe('You set "Fractions for Grade 7" to public');
    // Another person reads the same history with the actor's name.
    const seen = await history(code, stranger.auth);
    expect(seen.data[0]!.is_me).toBe(false);
    expect(activityWording(seen.data[0]!)).toBe(`${owner.user.username} set "Fractions for Grade 7" to public`);
  });

  it('category: must exist, and a category with sub-categories needs one', async () => {
    const maths = await category('mathematics');
    const arithmetic = await category('math-arithmetic');
    const parent = await post('/subjects/save/', { code, category: maths.id }, owner.auth);
    expect(parent.statusCode).toBe(400);
    expect(parent.json().message).toBe(subjectMessages.selectSubCategory);
    const unknown = await post('/subjects/save/', { code, category: 999999 }, owner.auth);
    expect(unknown.statusCode).toBe(400);
    const zero = await post('/subjects/save/', { code, category: 0 }, owner.auth);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toContain(messages.selectCategory);
    const saved = await post('/subjects/save/', { code, category: arithmetic.id }, owner.auth);
    expect(saved.json().data).toMatchObject({ category_id: arithmetic.id, category_name: 'Mathematics/Numbers & Arithmetic', category_parent_id: maths.id });
    const [latest] = (await history(code, owner.auth)).data;
    expect(latest).toMatchObject({ type: ACTIVITY.subjectCategoryChanged });
    expect(activityWording(latest!)).toBe('You changed the category of "Fractions for Grade 7" to Mathematics/Numbers & Arithmetic');
  });

  it('prerequisites: the §5 messages, then saved as a list or as its text', async () => {
    const noLevel = await post('/subjects/save/', { code, prerequisite: [{ subject_code: prerequisiteCode, is_required: false, level: '' }] }, owner.auth);
    expect(noLevel.statusCode).toBe(400);
    expect(noLevel.json().message).toContain(messages.prerequisiteLevel);
    const requiredNotSure = await post('/subjects/save/', { code, prerequisite: [{ subject_code: prerequisiteCode, is_required: true, level: 'not sure' }] }, owner.auth);
    expect(requiredNotSure.statusCode).toBe(400);
    expect(requiredNotSure.json().message).toContain(messages.prerequisiteLevel);
    const noCode = await post('/subjects/save/', { code, prerequisite: [{ subject_code: '', is_required: false, level: 'not sure' }] }, owner.auth);
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toContain(messages.subjectCodeMissing);
    const unknownCode = await post('/subjects/save/', { code, prerequisite: [{ subject_code: 'NOSUCH99', is_required: false, level: 'not sure' }] }, owner.auth);
    expect(unknownCode.statusCode).toBe(400);
    expect(unknownCode.json().message).toContain(messages.subjectCodeMissing);
    expect(unknownCode.json().message).toBe(messages.subjectCodeMissing);
    const self = await post('/subjects/save/', { code, prerequisite: [{ subject_code: code, is_required: false, level: 'not sure' }] }, owner.auth);
    expect(self.json().message).toBe(subjectMessages.prerequisiteSelf);
    // A subject without levels needs no level, even when required; one with levels does.
    const noLevels = await create(stranger.auth, { name: 'No chapters yet', description: 'Empty for now.' });
    const levelless = await post('/subjects/save/', { code, prerequisite: [{ subject_code: noLevels.code, is_required: true, level: '' }] }, owner.auth);
    expect(levelless.statusCode, levelless.body).toBe(200);
    const badLevel = await post('/subjects/save/', { code, prerequisite: [{ subject_code: prerequisiteCode, is_required: true, level: 'Chapter nine' }] }, owner.auth);
    expect(badLevel.statusCode).toBe(400);
    const badText = await post('/subjects/save/', { code, prerequisite: '[{oops' }, owner.auth);
    expect(badText.statusCode).toBe(400);
    expect(badText.json().message).toContain(messages.prerequisiteIncomplete);

    const list = [{ subject_code: prerequisiteCode.toLowerCase(), is_required: true, level: 'Chapter one' }];
    const saved = await post('/subjects/save/', { code, prerequisite: list }, owner.auth);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(messages.prerequisiteSet);
    expect(JSON.parse(saved.json().data.pre_requisite)).toEqual([{ subject_code: prerequisiteCode, is_required: true, level: 'Chapter one' }]);
    // The settings tab sends the text of the list.
    const asText = JSON.stringify([{ subject_code: prerequisiteCode, is_required: false, level: 'not sure' }]);
    const fromText = await post('/subjects/save/', { code, prerequisite: asText }, owner.auth);
    expect(fromText.statusCode).toBe(200);
    expect(JSON.parse(fromText.json().data.pre_requisite)[0]).toMatchObject({ is_required: false, level: 'not sure' });
    const cleared = await post('/subjects/save/', { code, prerequisite: null }, owner.auth);
    expect(cleared.json().data.pre_requisite).toBeNull();
    expect(cleared.json().message).toBe(subjectMessages.saved);
    const none = await post('/subjects/save/', { code, prerequisite: [] }, owner.auth);
    expect(none.json().data.pre_requisite).toBe('[]');
    expect(none.json().message).not.toBe(messages.prerequisiteSet);
    const types = (await history(code, owner.auth)).data.slice(0, 3).map((a) => a.type);
    expect(types).toEqual([7, 7, 7]);
  });

  it('cover: JPEG only, 2 MB at most, stored cut to 16:9 without metadata', async () => {
    const wrong = await post('/subjects/save/', { code, image: dataUrl(await png(), 'image/png') }, owner.auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(messages.imageFormat);
    const large = await post('/subjects/save/', { code, image: dataUrl(await bigJpeg(2 * 1024 * 1024 + 1000)) }, owner.auth);
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe(messages.imageTooLarge2MB);

    const saved = await post('/subjects/save/', { code, image: dataUrl(await jpegWithGps(800, 600)) }, owner.auth);
    expect(saved.statusCode, saved.body).toBe(200);
    const image = saved.json().data.image as string;
    expect(image).toMatch(/^\/media\/covers\/.+\.jpg$/);
    const file = await t.app.inject(image);
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width! / meta.height!).toBeCloseTo(16 / 9, 2);
    expect(meta.exif).toBeUndefined();
    const [latest] = (await history(code, owner.auth)).data;
    expect(latest!.type).toBe(ACTIVITY.subjectCoverChanged);
  });

  it('history pages by 10 with total_page and total_record', async () => {
    for (let i = 1; i <= 5; i++) await post('/subjects/save/', { code, name: `Fractions take ${i}` }, owner.auth);
    const first = await history(code, owner.auth, 1, 10);
    expect(first.total_record).toBeGreaterThan(10);
    expect(first.total_page).toBe(Math.ceil(first.total_record / 10));
    expect(first.data).toHaveLength(10);
    // Newest first across pages, with ISO times and each actor's name.
    const second = await history(code, owner.auth, 2, 10);
    const times = [...first.data, ...second.data].map((a) => a.time);
    expect(times.every((time) => new Date(time).toISOString() === time)).toBe(true);
    expect(times).toEqual([...times].sort().reverse());
    expect(second.data.every((a) => a.username === owner.user.username)).toBe(true);
    const last = await history(code, owner.auth, first.total_page, 10);
    expect(last.data.length).toBe(first.total_record - 10 * (first.total_page - 1));
    expect(last.data.at(-1)!.type).toBe(ACTIVITY.subjectCreated);
    // A page past the end is empty and still says how many there are.
    const beyond = await history(code, owner.auth, first.total_page + 1, 10);
    expect(beyond.data).toEqual([]);
    expect(beyond.total_record).toBe(first.total_record);
    const bad = await post(`/subjects/history/${code}`, { page: 0, n: 10 }, owner.auth);
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /prerequisite', () => {
  it('returns each subject with its levels; unknown, hidden or missing codes are refused', async () => {
    const s = await create(stranger.auth, { name: 'Counting to 100' });
    await withContent(s.code, stranger.user.id);
    const res = await get(`/prerequisite?codes=${s.code}`, owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ subject_code: s.code, subject_name: 'Counting to 100', adaptive: false, levels: [{ level_id: expect.any(Number), level_name: 'Chapter one' }] }]);
    const asList = await get(`/prerequisite?codes=${encodeURIComponent(JSON.stringify([s.code]))}`, owner.auth);
    expect(asList.json().data[0].subject_code).toBe(s.code);

    const none = await get('/prerequisite', owner.auth);
    expect(none.statusCode).toBe(400);
    const empty = await get('/prerequisite?codes=', owner.auth);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(messages.subjectCodeMissing);
    const unknown = await get(`/prerequisite?codes=${s.code},NOSUCH99`, owner.auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain(messages.subjectCodeMissing);
    // Word for word, as the spec quotes it.
    expect(unknown.json().message).toBe(messages.subjectCodeMissing);
    const secret = await create(owner.auth, { private: true });
    expect((await get(`/prerequisite?codes=${secret.code}`, stranger.auth)).statusCode).toBe(404);
  });

  it('answers several codes in the order asked, each with its visible chapters in chapter order', async () => {
    const first = await create(stranger.auth, { name: 'Shapes' });
    const second = await create(stranger.auth, { name: 'Angles' });
    const idOf = async (code: string) => (await t.ctx.db.query.subjects.findFirst({ where: eq(schema.subjects.code, code) }))!.id;
    const [a, b] = [await idOf(first.code), await idOf(second.code)];
    await t.ctx.db.insert(schema.chapters).values([
      { subjectId: a, name: 'Squares', position: 2 },
      { subjectId: a, name: 'Secret drafts', position: 0, hidden: true },
      { subjectId: a, name: 'Circles', position: 1 },
      { subjectId: b, name: 'Right angles', position: 0 },
    ]);
    const res = (await get(`/prerequisite?codes=${second.code},${first.code}`, owner.auth)).json().data as { subject_code: string; levels: { level_name: string }[] }[];
    expect(res.map((r) => [r.subject_code, r.levels.map((l) => l.level_name)])).toEqual([
      [second.code, ['Right angles']],
      [first.code, ['Circles', 'Squares']],
    ]);
  });
});

describe('GET /diagnostic/games/{code}', () => {
  it('lists the diagnostic games only for a subject that has a diagnostic test', async () => {
    const s = await create(owner.auth);
    expect((await get(`/diagnostic/games/${s.code}`, stranger.auth)).json().data).toEqual([]);
    await t.ctx.db.update(schema.subjects).set({ hasDiagnosticTest: true }).where(eq(schema.subjects.code, s.code));
    const games = (await get(`/diagnostic/games/${s.code}`, stranger.auth)).json().data;
    expect(games.length).toBeGreaterThan(0);
    expect(games[0]).toEqual({ game_id: expect.any(Number), name: expect.any(String), description: expect.any(String) });
    expect((await get(`/subjects/${s.code}`, stranger.auth)).json().data.is_having_diagnostic_test).toBe(true);
  });
});

describe('DELETE /subjects/delete/{code}', () => {
  it('hides the subject everywhere but keeps the row', async () => {
    const s = await create(owner.auth, { name: 'To be deleted' });
    const res = await del(`/subjects/delete/${s.code}`, owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, message: messages.subjectDeleted });
    expect((await get(`/subjects/${s.code}`, owner.auth)).statusCode).toBe(404);
    expect((await del(`/subjects/delete/${s.code}`, owner.auth)).statusCode).toBe(404);
    const mine = (await post('/subjects/mine', { search: 'To be deleted', n: 50 }, owner.auth)).json();
    expect(mine.data.map((x: Subject) => x.code)).not.toContain(s.code);
    const row = await t.ctx.db.query.subjects.findFirst({ where: eq(schema.subjects.code, s.code) });
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });
});
