import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ACTIVITY, chapterMessages, subjectMessages, type AdminMinigame, type Chapter } from '@cp/contract';
import { schema } from '@cp/db';
import { createChapter } from '../src/modules/chapters/service';
import { ADMIN, apiAs, newSubject, signedInAdmin, startTestApp, userWithToken, type Person, type TestApp } from './helpers';

let t: TestApp;
let owner: Person;
let manager: Person;
let contributor: Person;
let stranger: Person;

beforeAll(async () => {
  t = await startTestApp(ADMIN);
  [owner, manager, contributor, stranger] = [await userWithToken(t), await userWithToken(t), await userWithToken(t), await userWithToken(t)];
});
afterAll(async () => t?.close());

/** Published minigames by teaching format: [format id, minigame ids offered there]. */
async function offered() {
  const rows = await t.ctx.db
    .select({ minigameId: schema.minigameTeachingMaterials.minigameId, formatId: schema.minigameTeachingMaterials.teachingMaterialId })
    .from(schema.minigameTeachingMaterials)
    .innerJoin(schema.minigames, eq(schema.minigames.id, schema.minigameTeachingMaterials.minigameId))
    .where(eq(schema.minigames.published, true));
  const byFormat = new Map<number, number[]>();
  for (const r of rows) byFormat.set(r.formatId, [...(byFormat.get(r.formatId) ?? []), r.minigameId]);
  const [formatId, minigameIds] = [...byFormat.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
  return { formatId, minigameIds, otherFormat: [...byFormat.keys()].find((id) => !byFormat.get(id)!.includes(minigameIds[0]!))! };
}

/** A subject with a manager and a contributor, and three chapters of one minigame each. */
async function subjectWithChapters(fields: Record<string, unknown> = {}) {
  const subject = await newSubject(t, owner, fields);
  const row = (await t.ctx.db.query.subjects.findFirst({ where: eq(schema.subjects.code, subject.code) }))!;
  await t.ctx.db.insert(schema.subjectMembers).values([
    { subjectId: row.id, userId: manager.user.id, roleId: 3, active: true },
    { subjectId: row.id, userId: contributor.user.id, roleId: 2, active: true },
  ]);
  const { minigameIds } = await offered();
  const ids: number[] = [];
  for (const [position, name] of ['Fractions', 'Decimals', 'Percentages'].entries()) {
    ids.push((await createChapter(t.ctx, row.id, { name, completionRate: 100, position, minigameIds: [minigameIds[0]!], creatorId: owner.user.id })).id);
  }
  return { code: subject.code, subjectId: row.id, chapterIds: ids };
}

async function chaptersAs(person: Person, code: string): Promise<Chapter[]> {
  const res = await apiAs(t, person).get(`/chapters/get/${code}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function latestActivity(subjectId: number) {
  return t.ctx.db.query.activities.findFirst({ where: eq(schema.activities.subjectId, subjectId), orderBy: (a, { desc }) => [desc(a.id)] });
}

describe('GET /chapters/get/{code}', () => {
  it('lists chapters in order with their minigames, for anyone who may see the subject', async () => {
    const { code } = await subjectWithChapters();
    const list = await chaptersAs(stranger, code);
    expect(list.map((c) => c.chapter_name)).toEqual(['Fractions', 'Decimals', 'Percentages']);
    expect(list[0]!.minigames[0]).toMatchObject({ hidden: false, question_number: 0, creator_username: owner.user.username, linked_mini_games: [] });
    expect(list[0]!.minigames[0]!.module_name).toEqual(expect.any(String));
  });

  it('shows each minigame as the catalogue has it now: after a back-office edit, and one the catalogue gained since it was read', async () => {
    const { code, subjectId } = await subjectWithChapters();
    const shown = (await chaptersAs(owner, code))[0]!.minigames[0]!;
    const admin = await signedInAdmin(t);
    const game = ((await admin.post('/admin/mini-games', { search: shown.minigame_name })).json().data as AdminMinigame[]).find((g) => g.mini_game_id === shown.minigame_id)!;
    const media = (m: { doc: string | null; chatbot: string | null }) => Object.fromEntries(Object.entries(m).filter(([, v]) => v !== null));
    const saved = await admin.post('/admin/mini-games/save', {
      id: game.mini_game_id, name: `${game.name} again`, module_id: game.module_id, minimum_entries: game.minimum_entries + 1, description: game.description,
      icon: game.icon, platforms: game.platforms, video_link: media(game.video), screenshots: media(game.screenshots),
      teaching_materials: game.teaching_materials.map((m) => m.teaching_material_id),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await chaptersAs(owner, code))[0]!.minigames[0]).toMatchObject({ minigame_name: `${game.name} again`, minimum_entries: game.minimum_entries + 1 });

    // Written straight to the table, as another API node would before this one reads the catalogue's version again.
    const [added] = await t.ctx.db.insert(schema.minigames).values({ name: 'Added Elsewhere', gameModuleId: game.module_id, minimumEntries: 7, isDoc: true, published: true }).returning();
    await createChapter(t.ctx, subjectId, { name: 'Later', completionRate: 100, position: 3, minigameIds: [added!.id], creatorId: owner.user.id });
    expect((await chaptersAs(owner, code))[3]!.minigames[0]).toMatchObject({ minigame_id: added!.id, minigame_name: 'Added Elsewhere', minimum_entries: 7, is_doc: true, is_chatbot: false });
  });

  it('a private subject is 403 for a stranger; an adaptive subject has no chapters (400)', async () => {
    const { code } = await subjectWithChapters({ private: true });
    expect((await apiAs(t, stranger).get(`/chapters/get/${code}`)).statusCode).toBe(403);
    expect((await apiAs(t, contributor).get(`/chapters/get/${code}`)).statusCode).toBe(200);
    const adaptive = await newSubject(t, owner, { adaptive: true });
    const res = await apiAs(t, owner).get(`/chapters/get/${adaptive.code}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(chapterMessages.adaptiveHasNoChapters);
  });
});

describe('POST /chapters/order', () => {
  it('saves a full new order; anything but every chapter once is refused and changes nothing', async () => {
    const { code, chapterIds: [a, b, c] } = await subjectWithChapters();
    const res = await apiAs(t, manager).post('/chapters/order', { code, orders: `${c},${a},${b}` });
    expect(res.json()).toEqual({ status: true, data: null, message: chapterMessages.orderSaved });
    expect((await chaptersAs(owner, code)).map((ch) => ch.chapter_id)).toEqual([c, a, b]);

    const other = await subjectWithChapters();
    for (const orders of [[a, b], [a, b, b], [a, b, c, other.chapterIds[0]], 'a,b', '']) {
      const bad = await apiAs(t, owner).post('/chapters/order', { code, orders });
      expect(bad.statusCode, JSON.stringify(orders)).toBe(400);
    }
    expect((await chaptersAs(owner, code)).map((ch) => ch.chapter_id)).toEqual([c, a, b]);
    expect((await apiAs(t, contributor).post('/chapters/order', { code, orders: [a, b, c] })).statusCode).toBe(403);
  });

  it('two managers reordering at once: one order wins whole, positions stay distinct', async () => {
    const { code, subjectId, chapterIds: [a, b, c] } = await subjectWithChapters();
    const orders = [[c, b, a], [b, a, c], [a, c, b], [c, a, b]];
    const answers = await Promise.all(orders.map((o, i) => apiAs(t, i % 2 ? manager : owner).post('/chapters/order', { code, orders: o })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await t.ctx.db.select({ position: schema.chapters.position }).from(schema.chapters).where(eq(schema.chapters.subjectId, subjectId));
    expect(new Set(rows.map((r) => r.position)).size).toBe(3);
    const final = (await chaptersAs(owner, code)).map((ch) => ch.chapter_id);
    expect(orders.map((o) => o.join())).toContain(final.join());
  });
});

describe('POST /chapters/update/{id} and DELETE /chapters/delete/{id}', () => {
  it('renames and clamps completion as the spec says, recording each change', async () => {
    const { subjectId, chapterIds: [a] } = await subjectWithChapters();
    for (const [input, stored] of [['-5', 0], ['150', 100], ['12.5', 0], [75, 75], ['25', 25]] as const) {
      const res = await apiAs(t, manager).post(`/chapters/update/${a}`, { name: 'Fractions', completion_rate: input });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.completion_rate, String(input)).toBe(stored);
    }
    expect((await latestActivity(subjectId))).toMatchObject({ type: ACTIVITY.completionChanged });
    const renamed = await apiAs(t, owner).post(`/chapters/update/${a}`, { name: '  Fractions and ratios ', completion_rate: 25 });
    expect(renamed.json()).toMatchObject({ status: true, message: chapterMessages.chapterUpdated, data: { chapter_name: 'Fractions and ratios', completion_rate: 25 } });
    expect(await latestActivity(subjectId)).toMatchObject({ type: ACTIVITY.chapterRenamed, info: { old_chapter_name: 'Fractions', new_chapter_name: 'Fractions and ratios' } });
  });

  it('refuses a missing or too long name, strangers and contributors, and unknown chapters', async () => {
    const { chapterIds: [a] } = await subjectWithChapters();
    const empty = await apiAs(t, owner).post(`/chapters/update/${a}`, { name: '  ', completion_rate: 50 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(chapterMessages.nameRequired);
    expect((await apiAs(t, owner).post(`/chapters/update/${a}`, { name: 'x'.repeat(101), completion_rate: 50 })).statusCode).toBe(400);
    const byContributor = await apiAs(t, contributor).post(`/chapters/update/${a}`, { name: 'Mine now', completion_rate: 50 });
    expect(byContributor.statusCode).toBe(403);
    expect(byContributor.json().message).toBe(subjectMessages.managersOnly);
    expect((await apiAs(t, stranger).del(`/chapters/delete/${a}`)).statusCode).toBe(403);
    expect((await apiAs(t, owner).post('/chapters/update/99999999', { name: 'Ghost', completion_rate: 50 })).statusCode).toBe(404);
    expect((await t.ctx.db.query.chapters.findFirst({ where: eq(schema.chapters.id, a!) }))!.name).toBe('Fractions');
  });

  it("role 3 elsewhere gives nothing here, and wrong types are 400 before anything is read", async () => {
    const mine = await subjectWithChapters();
    const theirs = await newSubject(t, stranger);
    // The stranger manages their own subject; this chapter belongs to the owner's.
    expect((await apiAs(t, stranger).post(`/chapters/update/${mine.chapterIds[0]}`, { name: 'Taken over', completion_rate: 50 })).statusCode).toBe(403);
    expect((await apiAs(t, stranger).post('/chapters/order', { code: theirs.code, orders: mine.chapterIds })).statusCode).toBe(400);
    expect((await apiAs(t, stranger).del(`/chapters/${mine.chapterIds[0]}/minigames/1/delete`)).statusCode).toBe(403);
    for (const [url, body] of [
      [`/chapters/update/${mine.chapterIds[0]}`, { name: 'Ok', completion_rate: {} }],
      [`/chapters/update/${mine.chapterIds[0]}`, { name: 42, completion_rate: 50 }],
      ['/chapters/order', { code: mine.code, orders: [0] }],
      ['/chapters/order', { code: mine.code, orders: 'x'.repeat(30_000) }],
      [`/chapters/${mine.chapterIds[0]}/minigames/save`, { minigame_id: 'x', module_id: 1 }],
      [`/chapters/${mine.chapterIds[0]}/minigames/save`, { minigame_id: 1, module_id: 1, colour: 'red' }],
    ] as const) {
      const res = await apiAs(t, owner).post(url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
      expect(res.json().status).toBe(false);
    }
    expect((await t.ctx.db.query.chapters.findFirst({ where: eq(schema.chapters.id, mine.chapterIds[0]!) }))!.name).toBe('Fractions');
  });

  it('deletes a chapter with its minigames (activity 13)', async () => {
    const { code, subjectId, chapterIds: [a, b, c] } = await subjectWithChapters();
    const res = await apiAs(t, owner).del(`/chapters/delete/${b}`);
    expect(res.json()).toEqual({ status: true, data: null, message: chapterMessages.chapterRemoved });
    expect((await chaptersAs(owner, code)).map((ch) => ch.chapter_id)).toEqual([a, c]);
    expect(await latestActivity(subjectId)).toMatchObject({ type: ACTIVITY.chapterDeleted, info: { chapter_name: 'Decimals' } });
  });

  it('the english subject keeps its chapters', async () => {
    const { code, chapterIds: [a] } = await subjectWithChapters();
    await t.ctx.db.update(schema.subjects).set({ code: 'ENGLISH' }).where(eq(schema.subjects.code, code));
    const res = await apiAs(t, owner).post(`/chapters/update/${a}`, { name: 'Changed', completion_rate: 50 });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(chapterMessages.englishLocked);
    await t.ctx.db.update(schema.subjects).set({ code }).where(eq(schema.subjects.code, 'ENGLISH'));
  });
});

describe('chapter minigames', () => {
  it('adds a minigame offered under the teaching format; the subject is no longer publishable (activity 14)', async () => {
    const { code, subjectId, chapterIds: [a] } = await subjectWithChapters();
    await t.ctx.db.update(schema.subjects).set({ publishable: true }).where(eq(schema.subjects.id, subjectId));
    const { formatId, minigameIds, otherFormat } = await offered();
    const res = await apiAs(t, manager).post(`/chapters/${a}/minigames/save`, { minigame_id: minigameIds[1], module_id: formatId });
    expect(res.json()).toMatchObject({ status: true, message: chapterMessages.minigameAdded, data: { minigame_id: minigameIds[1], teaching_format_id: formatId } });
    expect((await t.ctx.db.query.subjects.findFirst({ where: eq(schema.subjects.id, subjectId) }))!.publishable).toBe(false);
    expect(await latestActivity(subjectId)).toMatchObject({ type: ACTIVITY.minigameAdded, info: { chapter_name: 'Fractions' } });
    expect((await chaptersAs(owner, code))[0]!.minigames).toHaveLength(2);

    const again = await apiAs(t, manager).post(`/chapters/${a}/minigames/save`, { minigame_id: minigameIds[1], module_id: formatId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(chapterMessages.alreadyInChapter);
    const wrongFormat = await apiAs(t, manager).post(`/chapters/${a}/minigames/save`, { minigame_id: minigameIds[0], module_id: otherFormat });
    expect(wrongFormat.json().message).toBe(chapterMessages.notInTeachingFormat);
    expect((await apiAs(t, manager).post(`/chapters/${a}/minigames/save`, { minigame_id: minigameIds[1], module_id: 999999 })).statusCode).toBe(404);
    expect((await apiAs(t, contributor).post(`/chapters/${a}/minigames/save`, { minigame_id: minigameIds[2], module_id: formatId })).statusCode).toBe(403);
  });

  it('shares content with the same minigame elsewhere in the subject, and hides linked ones together or alone', async () => {
    const { code, chapterIds: [a, b] } = await subjectWithChapters();
    const { formatId, minigameIds } = await offered();
    const [parent] = (await chaptersAs(owner, code))[0]!.minigames;
    // Chapter b already has minigame 0; share chapter a's content into a new minigame of chapter c instead.
    const c = (await chaptersAs(owner, code))[2]!.chapter_id;
    const child = await apiAs(t, owner).post(`/chapters/${c}/minigames/save`, { minigame_id: minigameIds[1], module_id: formatId, minigame_parent_id: parent!.chapter_minigame_id });
    expect(child.statusCode).toBe(400);
    expect(child.json().message).toBe(chapterMessages.parentNotShareable);
    await t.ctx.db.delete(schema.chapterMinigames).where(eq(schema.chapterMinigames.chapterId, b!));
    const shared = await apiAs(t, owner).post(`/chapters/${b}/minigames/save`, { minigame_id: minigameIds[0], module_id: formatId, minigame_parent_id: parent!.chapter_minigame_id });
    expect(shared.json().data).toMatchObject({ minigame_parent_id: parent!.chapter_minigame_id, minigame_parent_name: 'Fractions' });
    const sharedId = shared.json().data.chapter_minigame_id as number;
    const list = await chaptersAs(owner, code);
    expect(list[0]!.minigames[0]!.linked_mini_games.map((l) => l.chapter_minigame_id)).toEqual([sharedId]);

    // keep_linked 1: only this one; 0: every minigame sharing the content.
    const alone = await apiAs(t, owner).del(`/chapters/${a}/minigames/${parent!.chapter_minigame_id}/hide`);
    expect(alone.statusCode).toBe(400); // keep_linked is required
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/chapters/${a}/minigames/${parent!.chapter_minigame_id}/hide`, headers: owner.auth, payload: { keep_linked: 1 } })).json().message).toBe(chapterMessages.minigameHidden);
    let hidden = (await chaptersAs(owner, code)).flatMap((ch) => ch.minigames.filter((m) => m.hidden).map((m) => m.chapter_minigame_id));
    expect(hidden).toEqual([parent!.chapter_minigame_id]);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/chapters/${a}/minigames/${parent!.chapter_minigame_id}/hide`, headers: owner.auth, payload: { keep_linked: 0 } });
    const bothHidden = await chaptersAs(owner, code);
    hidden = bothHidden.flatMap((ch) => ch.minigames.filter((m) => m.hidden).map((m) => m.chapter_minigame_id));
    expect(hidden.sort()).toEqual([parent!.chapter_minigame_id, sharedId].sort());
    // Each side names the other, with its chapter and whether it is hidden.
    expect(bothHidden[1]!.minigames[0]!.linked_mini_games).toEqual([{ chapter_minigame_id: parent!.chapter_minigame_id, chapter_name: 'Fractions', hidden: true }]);
    // Hidden minigames are for members only.
    expect((await chaptersAs(stranger, code)).flatMap((ch) => ch.minigames).map((m) => m.chapter_minigame_id)).not.toContain(sharedId);
    const shown = await apiAs(t, owner).del(`/chapters/${b}/minigames/${sharedId}/unhide`);
    expect(shown.json().message).toBe(chapterMessages.minigameShown);
    expect((await chaptersAs(stranger, code))[1]!.minigames.map((m) => m.chapter_minigame_id)).toEqual([sharedId]);
    // A member's list (groups taken from its own rows) and a stranger's (groups read apart) link the same way.
    const linkedOf = async (as: typeof owner) => (await chaptersAs(as, code)).flatMap((ch) => ch.minigames.filter((m) => !m.hidden).map((m) => [m.chapter_minigame_id, m.linked_mini_games]));
    expect(await linkedOf(owner)).toEqual(await linkedOf(stranger));
    expect((await linkedOf(owner)).find(([id]) => id === sharedId)![1]).toEqual([{ chapter_minigame_id: parent!.chapter_minigame_id, chapter_name: 'Fractions', hidden: true }]);
  });

  it('deletes a chapter minigame (activity 15); a minigame of another chapter is 404', async () => {
    const { code, subjectId, chapterIds: [a, b] } = await subjectWithChapters();
    const [first, second] = await chaptersAs(owner, code);
    const wrong = await apiAs(t, owner).del(`/chapters/${b}/minigames/${first!.minigames[0]!.chapter_minigame_id}/delete`);
    expect(wrong.statusCode).toBe(404);
    const res = await apiAs(t, manager).del(`/chapters/${a}/minigames/${first!.minigames[0]!.chapter_minigame_id}/delete`);
    expect(res.json()).toEqual({ status: true, data: null, message: chapterMessages.minigameRemoved });
    expect(await latestActivity(subjectId)).toMatchObject({ type: ACTIVITY.minigameDeleted });
    const left = await t.ctx.db.select().from(schema.chapterMinigames).where(and(eq(schema.chapterMinigames.chapterId, a!)));
    expect(left).toHaveLength(0);
    expect(second!.minigames).toHaveLength(1);
  });
});

describe('GET /reference-check/{category}/{identifier} for content', () => {
  it('answers for subjects, chapters and chapter minigames the caller may see; 404 otherwise', async () => {
    const { code, chapterIds: [a] } = await subjectWithChapters({ private: true });
    const cm = (await chaptersAs(owner, code))[0]!.minigames[0]!.chapter_minigame_id;
    for (const [category, identifier] of [['subject', code], ['chapter', String(a)], ['minigame', String(cm)]]) {
      const seen = await apiAs(t, contributor).get(`/reference-check/${category}/${identifier}`);
      expect(seen.json(), `${category} as a member`).toMatchObject({ status: true, data: { category, identifier, exists: true } });
      // A private subject's content does not exist for a stranger.
      expect((await apiAs(t, stranger).get(`/reference-check/${category}/${identifier}`)).statusCode, `${category} as a stranger`).toBe(404);
    }
    for (const [category, identifier] of [['subject', 'NOSUCH99'], ['chapter', '99999999'], ['chapter', 'abc'], ['minigame', '99999999']]) {
      expect((await apiAs(t, owner).get(`/reference-check/${category}/${identifier}`)).statusCode, `${category} ${identifier}`).toBe(404);
    }
  });
});
