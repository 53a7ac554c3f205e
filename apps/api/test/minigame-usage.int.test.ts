import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChapter } from '../src/modules/chapters/service';
import { ADMIN, apiAs, newSubject, startTestApp, signedInAdmin, userWithToken, type Person, type TestApp } from './helpers';

/**
 * The back-office's "used by subjects / chapters" figures are kept by triggers (migration 0029).
 * After every kind of change they must equal the plain count of chapter_minigames, and the list
 * must show and sort by them.
 */
let t: TestApp;
let owner: Person;
let admin: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await startTestApp(ADMIN);
  admin = await signedInAdmin(t);
  owner = await userWithToken(t);
});
afterAll(async () => t?.close());

const rows = async <R>(query: ReturnType<typeof sql>) => (await t.ctx.db.execute(query)).rows as R[];

type Usage = { id: number; subjects: number; chapters: number };
const counted = () => rows<Usage>(sql`SELECT g.id,
    (SELECT count(DISTINCT c.subject_id) FROM chapter_minigames cm JOIN chapters c ON c.id = cm.chapter_id WHERE cm.minigame_id = g.id)::int AS subjects,
    (SELECT count(*) FROM chapter_minigames cm WHERE cm.minigame_id = g.id)::int AS chapters
  FROM minigames g ORDER BY g.id`);
const kept = () => rows<Usage>(sql`SELECT g.id, coalesce(sum(k.subjects), 0)::int AS subjects, coalesce(sum(k.chapters), 0)::int AS chapters
  FROM minigames g LEFT JOIN minigame_usage k ON k.minigame_id = g.id GROUP BY g.id ORDER BY g.id`);
/** Every (minigame, subject) row stands for at least one chapter, and for exactly as many as use it. */
const subjectRowsMatch = async () => {
  const stray = await rows(sql`SELECT * FROM minigame_subject_usage u WHERE u.chapters <> (SELECT count(*) FROM chapter_minigames cm JOIN chapters c ON c.id = cm.chapter_id
      WHERE cm.minigame_id = u.minigame_id AND c.subject_id = u.subject_id)`);
  const missing = await rows(sql`SELECT cm.minigame_id, c.subject_id FROM chapter_minigames cm JOIN chapters c ON c.id = cm.chapter_id
      EXCEPT SELECT minigame_id, subject_id FROM minigame_subject_usage`);
  const empty = await rows(sql`SELECT * FROM minigame_subject_usage WHERE chapters <= 0`);
  return { stray, missing, empty };
};
const expectKept = async () => {
  expect(await kept()).toEqual(await counted());
  expect(await subjectRowsMatch()).toEqual({ stray: [], missing: [], empty: [] });
};

async function subjectId(person: Person) {
  const subject = await newSubject(t, person);
  return (await rows<{ id: number }>(sql`SELECT id FROM subjects WHERE code = ${subject.code}`))[0]!.id;
}
const chapter = async (subject: number, minigameIds: number[]) =>
  (await createChapter(t.ctx, subject, { name: `Chapter ${Math.random()}`, completionRate: 100, position: 0, minigameIds, creatorId: owner.user.id })).id;

describe('kept minigame usage', () => {
  it('follows chapters taking minigames up and dropping them, one by one and in bulk', async () => {
    const [a, b, c] = [await subjectId(owner), await subjectId(owner), await subjectId(owner)];
    // Two chapters of one subject with the same minigame count one subject and two chapters.
    const a1 = await chapter(a, [1, 2]);
    const a2 = await chapter(a, [1]);
    await chapter(b, [1, 3]);
    await expectKept();
    expect((await kept()).find((u) => u.id === 1)).toMatchObject({ subjects: 2 });

    // A chapter minigame removed through the API; the subject still uses minigame 1 through a2.
    const [link] = await rows<{ id: number }>(sql`SELECT id FROM chapter_minigames WHERE chapter_id = ${a1} AND minigame_id = 1`);
    expect((await apiAs(t, owner).del(`/chapters/${a1}/minigames/${link!.id}/delete`)).statusCode).toBe(200);
    await expectKept();
    // The chapter deleted through the API (its minigames go with it, counted while it still exists).
    expect((await apiAs(t, owner).del(`/chapters/delete/${a2}`)).statusCode).toBe(200);
    await expectKept();

    // Bulk: one statement adds 30 links over three subjects, and one statement removes most of them.
    const chapters = await rows<{ id: number }>(sql`INSERT INTO chapters (subject_id, name) SELECT s, 'Bulk ' || g FROM unnest(ARRAY[${a}, ${b}, ${c}]::int[]) s, generate_series(1, 5) g RETURNING id`);
    const ids = chapters.map((r) => r.id);
    await t.ctx.db.execute(sql`INSERT INTO chapter_minigames (chapter_id, minigame_id) SELECT ch, 1 + (ch + m) % 4 FROM unnest(${`{${ids.join(',')}}`}::int[]) ch, generate_series(1, 2) m`);
    await expectKept();
    await t.ctx.db.execute(sql`DELETE FROM chapter_minigames WHERE chapter_id = ANY(${`{${ids.join(',')}}`}::int[]) AND minigame_id <> 2`);
    await expectKept();

    // A link moved to another minigame or chapter, a chapter moved to another subject.
    const [moved] = await rows<{ id: number }>(sql`SELECT cm.id FROM chapter_minigames cm JOIN chapters ch ON ch.id = cm.chapter_id
      WHERE ch.subject_id = ${c} AND ch.name LIKE 'Bulk %' ORDER BY cm.id LIMIT 1`);
    const [inA] = await rows<{ id: number }>(sql`SELECT id FROM chapters WHERE subject_id = ${a} AND name LIKE 'Bulk %' ORDER BY id LIMIT 1`);
    await t.ctx.db.execute(sql`UPDATE chapter_minigames SET minigame_id = 4 WHERE id = ${moved!.id}`);
    await expectKept();
    await t.ctx.db.execute(sql`UPDATE chapter_minigames SET chapter_id = ${inA!.id} WHERE id = ${moved!.id}`);
    await expectKept();
    await t.ctx.db.execute(sql`UPDATE chapters SET subject_id = ${c} WHERE subject_id = ${a} AND name LIKE 'Bulk %'`);
    await expectKept();

    // A subject removed for good takes its chapters, and their minigames, with it.
    await t.ctx.db.execute(sql`DELETE FROM subjects WHERE id = ${b}`);
    await expectKept();
  });

  it('is what the back-office lists and sorts by, and what keeps a used minigame from deletion', async () => {
    const list = async (body: object) =>
      (await admin.post('/admin/mini-games', { n: 100, ...body })).json().data as { mini_game_id: number; used_by_subject: number; used_by_chapter: number }[];
    const plain = new Map((await counted()).map((u) => [u.id, u]));
    const shown = await list({});
    expect(shown.length).toBeGreaterThan(3);
    for (const g of shown) expect([g.used_by_subject, g.used_by_chapter]).toEqual([plain.get(g.mini_game_id)!.subjects, plain.get(g.mini_game_id)!.chapters]);
    const bySubjects = await list({ order_by: 'used_by_subject', asc: false });
    expect(bySubjects.map((g) => g.mini_game_id)).toEqual(
      [...plain.values()].filter((u) => shown.some((g) => g.mini_game_id === u.id)).sort((x, y) => y.subjects - x.subjects || y.id - x.id).map((u) => u.id),
    );
    // An unpublished minigame in one chapter cannot be deleted; once the chapter drops it, it can.
    await t.ctx.db.execute(sql`UPDATE minigames SET published = false WHERE id = 4`);
    const subject = await subjectId(owner);
    const only = await chapter(subject, [4]);
    await t.ctx.db.execute(sql`DELETE FROM chapter_minigames WHERE minigame_id = 4 AND chapter_id <> ${only}`);
    expect((await admin.del('/admin/mini-games/delete/4')).statusCode).toBe(409);
    await t.ctx.db.execute(sql`DELETE FROM chapters WHERE id = ${only}`);
    expect((await admin.del('/admin/mini-games/delete/4')).statusCode).toBe(200);
    await expectKept();
  });
});
