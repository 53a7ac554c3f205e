import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@cp/db';
import { gameModules, minigames as seedMinigames } from '../../../packages/db/src/seed/catalogue-data';
import { bumpVersion, forgetVersion } from '../src/platform/etag';
import { startTestApp, userWithToken, type TestApp } from './helpers';

let t: TestApp;
let auth: { authorization: string };
let userId: number;
beforeAll(async () => {
  t = await startTestApp();
  const u = await userWithToken(t);
  auth = u.auth;
  userId = u.user.id;
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ url, headers: auth });

/** Changes the catalogue behind the services' back, raising its version as every catalogue change must (platform/etag.ts). */
async function changeCatalogue(text: string, values: unknown[] = []) {
  await t.ctx.database.pool.query(text, values);
  await bumpVersion(t.ctx.db, 'catalogue');
  forgetVersion(t.ctx.db, 'catalogue');
}

describe('GET /categories/menu', () => {
  it('lists the seeded school areas with sub-categories and served icons', async () => {
    const res = await get('/api/v1/categories/menu');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.data.length).toBeGreaterThanOrEqual(8);
    for (const category of body.data) {
      expect(category).toMatchObject({ id: expect.any(Number), name: expect.any(String), is_suggested: false });
      expect(category.sub_list.length).toBeGreaterThan(0);
    }
    const icon = await t.app.inject(body.data[0].sub_list[0].icon);
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/jpeg');
  });
});

describe('GET /modules', () => {
  it('lists teaching formats, each having a minigame on the asked platform', async () => {
    const all = (await get('/api/v1/modules')).json().data;
    const chatbot = (await get('/api/v1/modules?platform=chatbot')).json().data;
    const both = (await get('/api/v1/modules?platform=doc,chatbot')).json().data;
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(all[0]).toMatchObject({ module_id: expect.any(Number), teaching_material_id: expect.any(Number), teaching_material_name: expect.any(String) });
    expect(both).toEqual(all);
    for (const m of chatbot) {
      const games = (await get(`/api/v1/modules/${m.module_id}/minigames?platform=chatbot`)).json().data;
      expect(games.length).toBeGreaterThan(0);
    }
  });

  it('drops a teaching format whose only minigames are unpublished', async () => {
    const [first] = (await get('/api/v1/modules?platform=doc')).json().data;
    const games = (await get(`/api/v1/modules/${first.module_id}/minigames`)).json().data;
    await changeCatalogue('UPDATE minigames SET published = false WHERE id = ANY($1)', [games.map((g: { minigame_id: number }) => g.minigame_id)]);
    const after = (await get('/api/v1/modules')).json().data;
    expect(after.map((m: { module_id: number }) => m.module_id)).not.toContain(first.module_id);
    await changeCatalogue('UPDATE minigames SET published = true');
  });
});

describe('GET /modules/{moduleId}/minigames', () => {
  it('has a template for every game module id of spec 2', async () => {
    const ids = [1, 2, 4, 7, 10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 99];
    expect(gameModules.map((g) => g.id).sort((a, b) => a - b)).toEqual(ids);
    expect(new Set(seedMinigames.map((m) => m.game_module_id))).toEqual(new Set(ids));
  });

  it('filters by platform, comma-separated meaning either', async () => {
    const modules = (await get('/api/v1/modules')).json().data;
    let seen = 0;
    for (const m of modules) {
      const doc = (await get(`/api/v1/modules/${m.module_id}/minigames?platform=doc`)).json().data;
      const chatbot = (await get(`/api/v1/modules/${m.module_id}/minigames?platform=chatbot`)).json().data;
      const either = (await get(`/api/v1/modules/${m.module_id}/minigames?platform=chatbot,doc`)).json().data;
      expect(doc.every((g: { is_doc: boolean }) => g.is_doc)).toBe(true);
      expect(chatbot.every((g: { is_chatbot: boolean }) => g.is_chatbot)).toBe(true);
      const union = new Set([...doc, ...chatbot].map((g: { minigame_id: number }) => g.minigame_id));
      expect(new Set(either.map((g: { minigame_id: number }) => g.minigame_id))).toEqual(union);
      seen += either.length;
      for (const g of either) {
        expect(g).toMatchObject({ minigame_name: expect.any(String), module_name: expect.any(String), description: expect.any(String), parent_list: [] });
      }
    }
    expect(seen).toBeGreaterThanOrEqual(25);
  });

  it('answers 404 for an unknown teaching format and 404 for an unknown chapter', async () => {
    const unknown = await get('/api/v1/modules/999999/minigames');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status).toBe(false);
    const [m] = (await get('/api/v1/modules')).json().data;
    const noChapter = await get(`/api/v1/modules/${m.module_id}/minigames?chapter_id=999999`);
    expect(noChapter.statusCode).toBe(404);
  });

  it('with chapter_id: leaves out minigames already in the chapter, lists share candidates, and refuses strangers', async () => {
    const { db } = t.ctx;
    const [subject] = await db.insert(schema.subjects).values({ code: 'CATTEST1', name: 'Catalogue test', ownerId: userId }).returning();
    const [one, two] = await db.insert(schema.chapters).values([{ subjectId: subject!.id, name: 'Fractions' }, { subjectId: subject!.id, name: 'Decimals', position: 1 }]).returning();
    const [m] = (await get('/api/v1/modules')).json().data;
    const games = (await get(`/api/v1/modules/${m.module_id}/minigames`)).json().data;
    const used = games[0];
    const [cm] = await db.insert(schema.chapterMinigames).values({ chapterId: one!.id, minigameId: used.minigame_id, teachingMaterialId: m.module_id }).returning();

    const inFirst = (await get(`/api/v1/modules/${m.module_id}/minigames?chapter_id=${one!.id}`)).json().data;
    expect(inFirst.map((g: { minigame_id: number }) => g.minigame_id)).not.toContain(used.minigame_id);
    const inSecond = (await get(`/api/v1/modules/${m.module_id}/minigames?chapter_id=${two!.id}`)).json().data;
    const same = inSecond.find((g: { minigame_id: number }) => g.minigame_id === used.minigame_id);
    expect(same.parent_list).toEqual([{ minigame_parent_id: cm!.id, name: 'Fractions' }]);

    // A chapter minigame that shares another's content is no source; sources come in chapter order.
    await db.insert(schema.chapterMinigames).values({ chapterId: two!.id, minigameId: used.minigame_id, teachingMaterialId: m.module_id, parentId: cm!.id });
    const [early, last] = await db.insert(schema.chapters).values([{ subjectId: subject!.id, name: 'Counting', position: -1 }, { subjectId: subject!.id, name: 'Percentages', position: 2 }]).returning();
    const [first] = await db.insert(schema.chapterMinigames).values({ chapterId: early!.id, minigameId: used.minigame_id, teachingMaterialId: m.module_id }).returning();
    const inLast = (await get(`/api/v1/modules/${m.module_id}/minigames?chapter_id=${last!.id}`)).json().data as { minigame_id: number; parent_list: unknown[] }[];
    expect(inLast.find((g) => g.minigame_id === used.minigame_id)!.parent_list)
      .toEqual([{ minigame_parent_id: first!.id, name: 'Counting' }, { minigame_parent_id: cm!.id, name: 'Fractions' }]);
    expect(inLast.filter((g) => g.minigame_id !== used.minigame_id).every((g) => g.parent_list.length === 0)).toBe(true);

    const stranger = await userWithToken(t);
    const res = await t.app.inject({ url: `/api/v1/modules/${m.module_id}/minigames?chapter_id=${one!.id}`, headers: stranger.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json().status).toBe(false);
  });
});
