import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY } from '@cp/contract';
import { schema } from '@cp/db';
import { recordActivity } from '../src/modules/activity/service';
import { apiAs, newSubject, startTestApp, userWithToken, type TestApp } from './helpers';

/**
 * Each subject's history events, and each person's per subject, are counted by triggers (migrations
 * 0040 and 0041), and the histories' totals read those counts. After every kind of write (one event,
 * many in one statement, a person deleted, an event moved, a subject deleted with its history) they
 * must equal a direct count.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

async function expectKeptCounts() {
  const { rows } = await t.ctx.db.execute<{ subject: number; kept: number | null; counted: number | null }>(sql`
    SELECT coalesce(k.subject_id, d.subject_id) AS subject, k.events AS kept, d.n AS counted
    FROM (SELECT * FROM subject_activity_counts WHERE events <> 0) k
    FULL JOIN (SELECT subject_id, count(*)::int AS n FROM activities WHERE subject_id IS NOT NULL GROUP BY 1) d ON d.subject_id = k.subject_id`);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.filter((r) => r.kept !== r.counted)).toEqual([]);
  const { rows: people } = await t.ctx.db.execute<{ person: number; subject: number; kept: number | null; counted: number | null }>(sql`
    SELECT coalesce(k.user_id, d.user_id) AS person, coalesce(k.subject_id, d.subject_id) AS subject, k.events AS kept, d.n AS counted
    FROM (SELECT * FROM person_activity_counts WHERE events <> 0) k
    FULL JOIN (SELECT user_id, coalesce(subject_id, 0) AS subject_id, count(*)::int AS n FROM activities WHERE user_id IS NOT NULL GROUP BY 1, 2) d
      ON d.user_id = k.user_id AND d.subject_id = k.subject_id`);
  expect(people.length).toBeGreaterThan(0);
  expect(people.filter((r) => r.kept !== r.counted)).toEqual([]);
}

const subjectId = async (code: string) => (await t.ctx.db.query.subjects.findFirst({ where: eq(schema.subjects.code, code) }))!.id;
const personTotal = async (viewer: Awaited<ReturnType<typeof userWithToken>>, username: string) =>
  (await apiAs(t, viewer).post(`/user/activity-history?username=${username}`, { page: 1, n: 10 })).json().total_record as number;
const historyTotal = async (owner: Awaited<ReturnType<typeof userWithToken>>, code: string) =>
  (await apiAs(t, owner).post(`/subjects/history/${code}`, { page: 1, n: 10 })).json().total_record as number;

describe('subject history counts', () => {
  it('keep each subject’s events through writes one by one and in bulk, a person deleted, a move and a deletion', async () => {
    const owner = await userWithToken(t);
    const helper = await userWithToken(t);
    const [first, second] = [await newSubject(t, owner), await newSubject(t, owner)];
    const [a, b] = [await subjectId(first.code), await subjectId(second.code)];
    await expectKeptCounts();
    const before = await historyTotal(owner, first.code);

    await recordActivity(t.ctx.db, { subjectId: a, userId: helper.user.id, type: ACTIVITY.entryAdded, identifier: '1', info: {} });
    await t.ctx.db.insert(schema.activities).values([1, 2, 3].map((i) => ({ subjectId: b, userId: helper.user.id, type: ACTIVITY.entryAdded, category: 'question', identifier: String(i) })));
    // An event outside any subject: only its person sees it on their profile.
    await t.ctx.db.insert(schema.activities).values({ subjectId: null, userId: helper.user.id, type: ACTIVITY.entryAdded, category: 'question', identifier: '4' });
    await expectKeptCounts();
    expect(await historyTotal(owner, first.code)).toBe(before + 1);
    expect(await personTotal(helper, helper.user.username)).toBe(5);
    expect(await personTotal(owner, helper.user.username)).toBe(4);

    // A person deleted keeps their events, without a name (ON DELETE SET NULL is an update).
    await t.ctx.db.delete(schema.users).where(eq(schema.users.id, helper.user.id));
    await expectKeptCounts();
    expect(await historyTotal(owner, first.code)).toBe(before + 1);

    // An event moved to the other subject.
    await t.ctx.db.execute(sql`UPDATE activities SET subject_id = ${b} WHERE id = (SELECT max(id) FROM activities WHERE subject_id = ${a})`);
    await expectKeptCounts();
    expect(await historyTotal(owner, first.code)).toBe(before);

    // A subject deleted with its history leaves nothing counted.
    await t.ctx.db.delete(schema.subjects).where(eq(schema.subjects.id, b));
    await expectKeptCounts();
    const [left] = (await t.ctx.db.execute<{ n: number }>(sql`SELECT coalesce(sum(events), 0)::int AS n FROM subject_activity_counts WHERE subject_id = ${b}`)).rows;
    expect(left!.n).toBe(0);
  });
});
