import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COUNT_LIMIT } from '@cp/contract';
import { ADMIN, signedInAdmin, startTestApp, testCategoryId, type TestApp } from './helpers';

/**
 * A searched, filtered or date-limited back-office table counts its matches up to ADMIN_COUNT_LIMIT
 * (then `total_record` is one more: "more than 10,000"); the kept totals of a whole table stay exact.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await startTestApp(ADMIN);
  admin = await signedInAdmin(t);
});
afterAll(async () => t?.close());

const run = (query: ReturnType<typeof sql>) => t.ctx.db.execute(query);
const total = async (path: string, body: object) => {
  const res = await admin.post(path, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { total_record: number; total_page: number; data: Record<string, unknown>[] };
};
const plainCount = async (table: string) => (await t.ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`)).rows[0]!.n;

describe('admin tables past the count limit', () => {
  it('count a broad search, a filter or a range up to the limit, exactly below it, and keep whole-table totals exact', async () => {
    const over = ADMIN_COUNT_LIMIT + 5;
    const category = await testCategoryId(t);
    await run(sql`INSERT INTO users (username, email, password_hash, email_verified, profile_complete, verified)
      SELECT 'many' || g, 'many' || g || '@count.test', 'x', true, true, true FROM generate_series(1, ${over}) g`);
    await run(sql`INSERT INTO subjects (code, name, description, owner_id, category_id, verified)
      SELECT 'M' || lpad(g::text, 6, '0'), 'Manyfold ' || g, 'Count test.', (SELECT min(id) FROM users WHERE username LIKE 'many%'), ${category}, true
      FROM generate_series(1, ${over}) g`);
    await run(sql`INSERT INTO contact_tickets (email, topic, message, created_at)
      SELECT 'many' || g || '@count.test', 'Report', 'Manyfold question ' || g, timestamptz '2026-02-01' + (g % 20) * interval '1 hour' FROM generate_series(1, ${over}) g`);
    await run(sql`INSERT INTO admin_audit (admin_username, action, target, reason, created_at)
      SELECT 'ops', 'user.ban', 'many' || g, 'Manyfold spam', timestamptz '2026-02-01' + (g % 20) * interval '1 hour' FROM generate_series(1, ${over}) g`);

    const limited = ADMIN_COUNT_LIMIT + 1;
    const cases: [string, object][] = [
      ['/admin/users', { search: 'many' }],
      ['/admin/users', { verified_only: true }],
      ['/admin/subjects', { search: 'manyfold' }],
      ['/admin/subjects', { search: 'manyfold', order_by: 'subject_name', asc: false }],
      ['/admin/subjects', { verified_only: true }],
      ['/admin/subjects', { search: 'manyfold', verified_only: true }],
      ['/admin/contacts/tickets', { search: 'manyfold' }],
      ['/admin/contacts/tickets', { start: '2026-02-01', end: '2026-02-01' }],
      ['/admin/audit', { search: 'manyfold' }],
      ['/admin/audit', { start: '2026-02-01', end: '2026-02-01', action: 'user.ban' }],
    ];
    for (const [path, body] of cases) {
      const page = await total(path, body);
      expect(page.total_record, `${path} ${JSON.stringify(body)}`).toBe(limited);
      expect(page.total_page).toBe(Math.ceil(limited / 10));
      expect(page.data).toHaveLength(10);
    }
    // A page past the counted ones still answers with rows, as the subject lists do.
    expect((await total('/admin/audit', { search: 'manyfold', page: 1001 })).data).toHaveLength(over - ADMIN_COUNT_LIMIT);

    // Whole tables are kept totals: exact however many.
    expect((await total('/admin/users', {})).total_record).toBe(await plainCount('users') - (await t.ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE is_service`)).rows[0]!.n);
    expect((await total('/admin/contacts/tickets', {})).total_record).toBe(await plainCount('contact_tickets'));
    expect((await total('/admin/audit', {})).total_record).toBe(await plainCount('admin_audit'));

    // At the limit the count is still exact.
    await run(sql`DELETE FROM contact_tickets WHERE message LIKE 'Manyfold question %' AND id IN (SELECT id FROM contact_tickets WHERE message LIKE 'Manyfold question %' ORDER BY id LIMIT 5)`);
    await run(sql`DELETE FROM admin_audit WHERE id IN (SELECT id FROM admin_audit WHERE reason = 'Manyfold spam' ORDER BY id LIMIT 5)`);
    await run(sql`UPDATE subjects SET name = 'Renamed ' || id WHERE id IN (SELECT id FROM subjects WHERE name LIKE 'Manyfold %' ORDER BY id LIMIT 5)`);
    await run(sql`UPDATE users SET verified = false WHERE id IN (SELECT id FROM users WHERE username LIKE 'many%' ORDER BY id LIMIT 5)`);
    for (const [path, body] of [
      ['/admin/users', { verified_only: true }], ['/admin/subjects', { search: 'manyfold' }],
      ['/admin/contacts/tickets', { search: 'manyfold' }], ['/admin/audit', { search: 'manyfold' }],
    ] as [string, object][]) {
      expect((await total(path, body)).total_record, `${path} ${JSON.stringify(body)}`).toBe(ADMIN_COUNT_LIMIT);
    }
  });
});
