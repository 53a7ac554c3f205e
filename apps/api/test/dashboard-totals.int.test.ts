import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneralStatistics } from '@cp/contract';
import { schema } from '@cp/db';
import { sampleEntry } from '../src/cli/sample-entries';
import { addEntry } from '../src/modules/questions/entry';
import { recordPlaySession } from '../src/modules/subjects/plays';
import { publishableContent } from './content-steps';
import { ADMIN, apiAs, signedInAdmin, newSubject, startTestApp, testCategoryId, userWithToken, type TestApp } from './helpers';

/**
 * The dashboard's all-time cards read totals kept by triggers (migration 0020). After every kind of
 * change (inserts, soft and hard deletes, restores, category moves, plays one by one and in bulk,
 * cascades from a deleted person or subject, a service flag), they must equal a direct count.
 */
let t: TestApp;
let admin: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await startTestApp(ADMIN);
  admin = await signedInAdmin(t);
});
afterAll(async () => t?.close());

const rows = async <T extends Record<string, unknown> = Record<string, unknown>>(query: ReturnType<typeof sql>) => (await t.ctx.db.execute<T>(query)).rows;

// January, everything since (a dashboard range ends by today), and ranges that begin or end inside a
// month (a range's whole months are read by month, its other days by day).
const TODAY = new Date().toISOString().slice(0, 10);
const RANGES = [['2026-01-01', '2026-01-31'], ['2026-02-01', TODAY], ['2026-01-15', TODAY], ['2025-12-31', '2026-01-20'], ['2026-01-20', '2026-01-20'], ['2026-01-21', '2026-02-27']] as const;
const byCount = (list: { category_name: string; subject_count: number }[]) =>
  list.map((c) => ({ category_name: c.category_name, subject_count: c.subject_count }))
    .sort((x, y) => y.subject_count - x.subject_count || x.category_name.localeCompare(y.category_name));

/** Every kept figure, from the API and counted directly over the tables. */
async function expectKeptEqualsCounted() {
  const [counted] = await rows<GeneralStatistics>(sql`SELECT (SELECT count(*) FROM questions)::int AS total_entries,
    (SELECT count(*) FROM subjects WHERE deleted_at IS NULL)::int AS total_subject,
    (SELECT count(*) FROM users WHERE NOT is_service)::int AS total_user,
    (SELECT coalesce(sum(play_sessions), 0) FROM subjects)::int AS play_session`);
  expect((await admin.get('/admin/dashboard/general-statistics')).json().data).toEqual(counted);
  for (const [start, end] of RANGES) {
    const [plays] = await rows<{ n: number }>(sql`SELECT coalesce(sum(sessions), 0)::int AS n FROM daily_plays WHERE day BETWEEN ${start}::date AND ${end}::date`);
    expect((await admin.get(`/admin/dashboard/general-statistics?start=${start}&end=${end}`)).json().data.play_session).toBe(plays!.n);
  }

  const perPerson = sql`SELECT user_id, count(*)::int AS subjects, sum(entries)::int AS entries FROM contributions GROUP BY 1`;
  expect(await rows(sql`SELECT user_id, subjects, entries FROM contributor_totals WHERE subjects > 0 ORDER BY 1`))
    .toEqual(await rows(sql`${perPerson} ORDER BY 1`));
  const active = await rows(sql`SELECT u.username, c.subjects AS contribution FROM (${perPerson}) c JOIN users u ON u.id = c.user_id
    ORDER BY c.subjects DESC, c.entries DESC, u.id LIMIT 10`);
  expect((await admin.get('/admin/dashboard/most-active-users')).json().data.map((u: { username: string; contribution: number }) => ({ username: u.username, contribution: u.contribution })))
    .toEqual(active);

  // Live subjects per top-level category: all time, and made in each range (UTC days).
  for (const [start, end] of [[null, null], ...RANGES]) {
    const made = start ? sql`(s.created_at AT TIME ZONE 'UTC')::date BETWEEN ${start}::date AND ${end}::date` : sql`true`;
    const perTop = await rows<{ category_name: string; subject_count: number }>(sql`SELECT t.name AS category_name, count(*)::int AS subject_count
      FROM subjects s JOIN categories c ON c.id = s.category_id JOIN categories t ON t.id = coalesce(c.parent_id, c.id)
      WHERE s.deleted_at IS NULL AND ${made} GROUP BY t.id, t.name`);
    const shown = (await admin.get(`/admin/dashboard/subject-distribution-category${start ? `?start=${start}&end=${end}` : ''}`)).json().data;
    expect(byCount(shown)).toEqual(byCount(perTop));
  }
  expect(await rows(sql`SELECT month::text, category_id, subjects FROM monthly_category_subjects WHERE subjects <> 0 ORDER BY 1, 2`))
    .toEqual(await rows(sql`SELECT date_trunc('month', day::timestamp)::date::text AS month, category_id, sum(subjects)::int AS subjects
      FROM daily_category_subjects GROUP BY 1, 2 HAVING sum(subjects) <> 0 ORDER BY 1, 2`));
  expect(await rows(sql`SELECT category_id, subjects FROM category_subject_counts WHERE subjects <> 0 ORDER BY 1`))
    .toEqual(await rows(sql`SELECT category_id, count(*)::int AS subjects FROM subjects WHERE deleted_at IS NULL AND category_id IS NOT NULL GROUP BY 1 ORDER BY 1`));
  return counted!;
}

const subjectId = async (code: string) => (await t.ctx.db.query.subjects.findFirst({ where: eq(schema.subjects.code, code) }))!.id;

describe('dashboard totals', () => {
  it('stay equal to direct counts through every kind of change', async () => {
    const before = await expectKeptEqualsCounted();

    const owner = await userWithToken(t);
    const writer = await userWithToken(t);
    await userWithToken(t, { isService: true });
    const a = await newSubject(t, owner);
    const b = await newSubject(t, owner, { category: await testCategoryId(t, 'sci-physics') });
    const draft = await newSubject(t, owner, { category: undefined });
    const january = await newSubject(t, owner);
    await t.ctx.db.execute(sql`UPDATE subjects SET created_at = '2026-01-20T10:00:00Z' WHERE code = ${january.code}`);
    const helper = await userWithToken(t);
    const first = await publishableContent(t, a.code, owner.user.id, { entries: 3 });
    await publishableContent(t, b.code, writer.user.id, { entries: 4 });
    await publishableContent(t, a.code, writer.user.id, { entries: 2, name: 'Chapter two' });
    for (const i of [0, 1]) {
      await addEntry(t.ctx, { subjectId: await subjectId(a.code), chapterMinigameId: first.chapterMinigameId, gameModuleId: first.minigame.gameModuleId,
        questionObject: sampleEntry(first.minigame.gameModuleId, i), approved: false, createdBy: helper.user.id });
    }
    await recordPlaySession(t.ctx.db, await subjectId(a.code), new Date(), 5);
    await recordPlaySession(t.ctx.db, await subjectId(b.code), new Date(), 7);
    await recordPlaySession(t.ctx.db, await subjectId(b.code), new Date('2026-01-10T12:00:00Z'), 4);
    await recordPlaySession(t.ctx.db, await subjectId(b.code), new Date('2026-01-10T18:00:00Z'), 2);
    const grown = await expectKeptEqualsCounted();
    expect(grown).toEqual({
      total_entries: before.total_entries + 11, total_subject: before.total_subject + 4,
      total_user: before.total_user + 3, play_session: before.play_session + 18,
    });

    // A draft gets a category, a subject moves, plays change in bulk, one entry goes.
    await t.ctx.db.execute(sql`UPDATE subjects SET category_id = ${await testCategoryId(t, 'sci-chemistry')} WHERE code IN (${draft.code}, ${b.code}, ${january.code})`);
    await t.ctx.db.execute(sql`UPDATE subjects SET play_sessions = play_sessions + 3 WHERE code IN (${a.code}, ${b.code})`);
    await t.ctx.db.execute(sql`UPDATE daily_plays SET sessions = sessions + 3 WHERE subject_id IN (${await subjectId(a.code)}, ${await subjectId(b.code)}) AND day = current_date`);
    await t.ctx.db.execute(sql`DELETE FROM questions WHERE id = (SELECT max(id) FROM questions)`);
    await expectKeptEqualsCounted();

    // Deleted by its owner, then by an administrator, then restored.
    expect((await apiAs(t, owner).del(`/subjects/delete/${draft.code}`)).statusCode).toBe(200);
    expect((await admin.del(`/admin/subjects/delete/${a.code}`, { reason: 'Checking the totals.' })).statusCode).toBe(200);
    expect((await expectKeptEqualsCounted()).total_subject).toBe(grown.total_subject - 2);
    await t.ctx.db.execute(sql`UPDATE subjects SET deleted_at = NULL WHERE code = ${a.code}`);
    await expectKeptEqualsCounted();

    // Cascades: a subject removed for good takes its entries, plays and contributions with it;
    // a person removed takes their contributions (their entries stay, unattributed); a service flag
    // takes a person out of the users.
    await t.ctx.db.execute(sql`DELETE FROM subjects WHERE code = ${b.code}`);
    await expectKeptEqualsCounted();
    await t.ctx.db.execute(sql`DELETE FROM users WHERE id = ${helper.user.id}`);
    await t.ctx.db.execute(sql`UPDATE users SET is_service = true WHERE id = ${owner.user.id}`);
    const after = await expectKeptEqualsCounted();
    expect(after.total_user).toBe(before.total_user + 1);
    expect(after.play_session).toBe(before.play_session + 8);
  });

  it('add a bulk import once per statement, spread over the shards', async () => {
    const owner = await userWithToken(t);
    await t.ctx.db.execute(sql`INSERT INTO subjects (code, name, description, owner_id, category_id, play_sessions)
      SELECT 'BULK' || g, 'Bulk subject ' || g, 'Imported.', ${owner.user.id}, ${await testCategoryId(t)}, g FROM generate_series(1, 500) g`);
    const counted = await expectKeptEqualsCounted();
    const [shards] = await rows<{ n: number; total: number }>(sql`SELECT count(*)::int AS n, sum(subjects)::int AS total FROM platform_totals`);
    expect(shards).toEqual({ n: 16, total: counted.total_subject });
  });
});
