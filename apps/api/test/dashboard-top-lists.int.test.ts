import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, apiAs, signedInAdmin, startTestApp, testCategoryId, type TestApp } from './helpers';

/**
 * The top lists over a date range walk the leaders of all time and stop when no one further down
 * can enter (back-office/dashboard.ts), else sum the range. Whichever way a range is answered, the
 * list must equal the plain sum of the range, ties by the earlier row.
 */
let t: TestApp;
let admin: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await startTestApp(ADMIN);
  admin = await signedInAdmin(t);
  await people('owner', 1);
});
afterAll(async () => t?.close());

const run = (query: ReturnType<typeof sql>) => t.ctx.db.execute(query);
const rows = async (query: ReturnType<typeof sql>) => (await t.ctx.db.execute(query)).rows;

/** `count` people named by `prefix`. */
async function people(prefix: string, count: number) {
  await run(sql`INSERT INTO users (username, email, password_hash, email_verified, profile_complete)
    SELECT ${prefix} || lpad(g::text, 4, '0'), ${prefix} || g || '@top.test', 'x', true, true FROM generate_series(1, ${count}) g`);
}
/** `count` subjects coded by `prefix`, in id order; their names run the other way when `namesFall`. */
async function subjects(prefix: string, count: number, namesFall = false) {
  const category = await testCategoryId(t);
  await run(sql`INSERT INTO subjects (code, name, description, owner_id, category_id)
    SELECT ${prefix} || lpad(g::text, 4, '0'), ${prefix} || ' ' || lpad((CASE WHEN ${namesFall} THEN ${count} + 1 - g ELSE g END)::text, 4, '0'), 'Top list test.',
      (SELECT min(id) FROM users WHERE NOT is_service), ${category}
    FROM generate_series(1, ${count}) g`);
}
/** Plays as `recordPlaySession` writes them: the day's row and the subject's total together. */
async function plays(rowsOf: ReturnType<typeof sql>) {
  await run(sql`INSERT INTO daily_plays (day, subject_id, sessions) SELECT day, subject_id, sum(sessions) FROM (${rowsOf}) r GROUP BY 1, 2`);
  await run(sql`UPDATE subjects s SET play_sessions = p.total FROM (SELECT subject_id, sum(sessions)::int AS total FROM daily_plays GROUP BY 1) p WHERE p.subject_id = s.id`);
}

const shownPlayed = async (start: string, end: string) =>
  (await admin.get(`/admin/dashboard/most-played-subjects?start=${start}&end=${end}`)).json().data
    .map((r: { subject_code: string; subject_name: string; subject_owner: string; play_session: number }) => [r.subject_code, r.play_session, r.subject_name, r.subject_owner]);
const summedPlayed = async (start: string, end: string) =>
  (await rows(sql`SELECT s.code, sum(p.sessions)::int AS plays, s.name, o.username AS owner FROM daily_plays p JOIN subjects s ON s.id = p.subject_id JOIN users o ON o.id = s.owner_id
    WHERE s.deleted_at IS NULL AND p.day BETWEEN ${start}::date AND ${end}::date GROUP BY s.id, o.id ORDER BY plays DESC, s.id LIMIT 5`)).map((r) => [r.code, r.plays, r.name, r.owner]);
const shownActive = async (start: string, end: string) =>
  (await admin.get(`/admin/dashboard/most-active-users?start=${start}&end=${end}`)).json().data
    .map((r: { username: string; contribution: number; name: string; email: string }) => [r.username, r.contribution, r.name, r.email]);
const summedActive = async (start: string, end: string) =>
  (await rows(sql`SELECT u.username, count(*)::int AS n, coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.username) AS name, u.email
    FROM contributions c JOIN users u ON u.id = c.user_id
    WHERE c.days && daterange(${start}::date, ${end}::date, '[]') GROUP BY u.id ORDER BY n DESC, sum(c.entries) DESC, u.id LIMIT 5`)).map((r) => [r.username, r.n, r.name, r.email]);

const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

describe('dashboard top lists over a date range', () => {
  it('break a tie that runs past the first walk by the earlier subject, as the sum does', async () => {
    // 60 subjects with 10 plays each on one day, walked in name order, which is the reverse of theirs.
    await subjects('TIE', 60, true);
    await plays(sql`SELECT '2025-03-01'::date AS day, id AS subject_id, 10 AS sessions FROM subjects WHERE code LIKE 'TIE%'`);
    const expected = await summedPlayed('2025-01-01', '2025-12-31');
    expect(expected.map(([code]) => code)).toEqual(['TIE0001', 'TIE0002', 'TIE0003', 'TIE0004', 'TIE0005']);
    expect(await shownPlayed('2025-01-01', '2025-12-31')).toEqual(expected);
  });

  it('equal the plain sum of every range, whether the walk settles or the range is summed', async () => {
    // 1,200 subjects played on up to 12 days of 2025. Every tenth is a favourite of the last months,
    // so recent ranges are led by the leaders of all time and older ones are not.
    await subjects('PLY', 1_200);
    await plays(sql`SELECT (DATE '2025-01-01' + (s.id * 7919 + k * 104729) % 365) AS day, s.id AS subject_id,
        1 + (s.id * 31 + k * 17) % 9 + CASE WHEN s.id % 10 = 0 AND (s.id * 7919 + k * 104729) % 365 > 240 THEN 40 ELSE 0 END AS sessions
      FROM subjects s, generate_series(1, 1 + s.id % 12) k WHERE s.code LIKE 'PLY%'`);
    // A deleted subject is never listed, even as the leader of its range.
    await run(sql`UPDATE subjects SET deleted_at = now() WHERE id = (SELECT subject_id FROM daily_plays WHERE day > '2025-10-01' ORDER BY sessions DESC, subject_id LIMIT 1)`);

    // 100 deleted subjects that led one day: the day's leaders are all gone, so the whole day is ranked.
    await subjects('GON', 100);
    await plays(sql`SELECT DATE '2025-06-15' AS day, id AS subject_id, 95 AS sessions FROM subjects WHERE code LIKE 'GON%'`);
    await run(sql`UPDATE subjects SET deleted_at = now() WHERE code LIKE 'GON%'`);

    // 1,100 people who wrote in up to 12 subjects each; every seventh wrote in many, late in the year.
    await people('act', 1_100);
    // Half of them with a name, which the list shows instead of the username.
    await run(sql`UPDATE users SET first_name = 'Ada', last_name = 'N' || id WHERE username LIKE 'act%' AND id % 2 = 0`);
    await run(sql`INSERT INTO contributions (user_id, subject_id, entries, days)
      SELECT u.id, s.id, 1 + (u.id + s.id) % 20, datemultirange(daterange(d.first, d.first + (u.id + s.id) % 5, '[]'))
      FROM users u CROSS JOIN LATERAL (SELECT id FROM subjects WHERE code LIKE 'PLY%' ORDER BY (id * 37 + u.id * 101) % 1201 LIMIT 1 + u.id % 12 + CASE WHEN u.id % 7 = 0 THEN 20 ELSE 0 END) s
      CROSS JOIN LATERAL (SELECT DATE '2025-01-01' + CASE WHEN u.id % 7 = 0 THEN 250 + (u.id + s.id) % 100 ELSE (u.id * 13 + s.id * 29) % 365 END AS first) d
      WHERE u.username LIKE 'act%'`);

    const ranges: [string, string][] = [
      ['2025-01-01', '2025-12-31'], ['2024-01-01', '2026-06-30'], ['2001-01-01', '2001-12-31'], ['2025-06-15', '2025-06-15'], [day(300), day(364)], [day(0), day(30)],
      ...Array.from({ length: 12 }, (_, m) => [day(m * 30), day(m * 30 + 29)] as [string, string]),
      ...Array.from({ length: 8 }, (_, w) => [day(w * 45 + 3), day(w * 45 + 9)] as [string, string]),
      ...[5, 123, 250, 333].map((d) => [day(d), day(d)] as [string, string]),
    ];
    for (const [start, end] of ranges) {
      expect.soft(await shownPlayed(start, end), `most played ${start}..${end}`).toEqual(await summedPlayed(start, end));
      expect.soft(await shownActive(start, end), `most active ${start}..${end}`).toEqual(await summedActive(start, end));
    }
  });
});
