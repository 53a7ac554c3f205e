import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, allPages, apiAs, newSubject, startTestApp, signedInAdmin, userWithToken, type TestApp } from './helpers';

/**
 * The back-office's tickets and audit log read each sort from an index, take their totals from kept
 * counts (migration 0030) and search through a trigram index over all searched fields. These tests
 * hold them to a plain sort, a plain count and a per-field match of the same rows.
 */
let t: TestApp;
let admin: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await startTestApp(ADMIN);
  admin = await signedInAdmin(t);
});
afterAll(async () => t?.close());

type Sql = ReturnType<typeof sql>;
const column = async <T>(query: Sql) => (await t.ctx.db.execute<Record<string, T>>(query)).rows.map((r) => Object.values(r)[0]!);
const total = async (path: string, body: object) => (await admin.post(path, body)).json().total_record as number;


describe('the tickets table', () => {
  it('lists every sort in both directions as a plain sort would, unreplied tickets last by reply date either way', async () => {
    const tag = `tk${Date.now()}`;
    // 23 tickets with ties in every sort key, a third unreplied.
    await t.ctx.db.execute(sql`INSERT INTO contact_tickets (email, topic, message, created_at, replied_at, reply_message)
      SELECT 'p' || (g % 4) || '@school.test', (ARRAY['Login', 'Report', 'Feedback'])[1 + g % 3], 'About ' || ${tag} || ' number ' || g,
        timestamptz '2026-03-01' + (g % 5) * interval '1 day', CASE WHEN g % 3 = 0 THEN NULL ELSE timestamptz '2026-04-01' + (g % 2) * interval '1 hour' END, 'Done'
      FROM generate_series(1, 23) g`);
    const keys = { date: sql`created_at`, sender_email: sql`email`, topic: sql`topic`, reply_date: sql`replied_at` };
    for (const [orderBy, key] of Object.entries(keys)) {
      for (const asc of [true, false]) {
        const dir = asc ? sql`ASC` : sql`DESC`;
        const label = `${orderBy} ${asc ? 'asc' : 'desc'}`;
        const expected = await column<number>(sql`SELECT id FROM contact_tickets WHERE message LIKE ${`%${tag}%`} ORDER BY ${key} ${dir} NULLS LAST, id ${dir}`);
        expect(await allPages<number>(admin, '/admin/contacts/tickets', { search: tag, order_by: orderBy, asc }, 'ticket_id'), label).toEqual(expected);
        // A page past the last keeps the total and lists nothing.
        expect((await admin.post('/admin/contacts/tickets', { search: tag, order_by: orderBy, asc, page: 4 })).json(), label).toMatchObject({ total_record: 23, data: [] });
        const unreplied = await column<number>(sql`SELECT id FROM contact_tickets WHERE replied_at IS NULL ORDER BY ${key} ${dir} NULLS LAST, id ${dir}`);
        expect(await allPages<number>(admin, '/admin/contacts/tickets', { unreplied_only: true, order_by: orderBy, asc }, 'ticket_id'), `unreplied ${label}`).toEqual(unreplied);
      }
    }
  });

  it('counts all tickets and the unreplied ones as a plain count would, through new tickets, replies and deletions', async () => {
    const counts = async () => ({
      all: await total('/admin/contacts/tickets', {}),
      unreplied: await total('/admin/contacts/tickets', { unreplied_only: true }),
    });
    const plain = async () => ({
      all: (await column<number>(sql`SELECT count(*)::int FROM contact_tickets`))[0],
      unreplied: (await column<number>(sql`SELECT count(*)::int FROM contact_tickets WHERE replied_at IS NULL`))[0],
    });
    const sender = await userWithToken(t);
    expect((await apiAs(t, sender).post('/contact-us/send-ticket', { email: sender.user.email, topic: 'Feedback', message: 'The new chapter page is great.' })).statusCode).toBe(200);
    expect(await counts()).toEqual(await plain());
    const [id] = await column<number>(sql`SELECT id FROM contact_tickets WHERE user_id = ${sender.user.id}`);
    expect((await admin.post(`/admin/contacts/tickets/reply/${id}`, { message: 'Thank you!' })).statusCode).toBe(200);
    expect(await counts()).toEqual(await plain());
    await t.ctx.db.execute(sql`INSERT INTO contact_tickets (email, topic, message, replied_at) SELECT 'bulk' || g || '@school.test', 'Report', 'Bulk', CASE WHEN g % 2 = 0 THEN now() END FROM generate_series(1, 9) g`);
    expect(await counts()).toEqual(await plain());
    // A reply taken back (not something the product does; the totals follow any change all the same).
    await t.ctx.db.execute(sql`UPDATE contact_tickets SET replied_at = NULL WHERE id = ${id}`);
    expect(await counts()).toEqual(await plain());
    await t.ctx.db.execute(sql`DELETE FROM contact_tickets WHERE message = 'Bulk' AND email < 'bulk5'`);
    expect(await counts()).toEqual(await plain());
  });

  it('searches each field on its own: the e-mail, the topic and the message, never across two', async () => {
    const tag = `sr${Date.now()}`;
    const [id] = await column<number>(sql`INSERT INTO contact_tickets (email, topic, message) VALUES (${`${tag}@school.test`}, 'Copyright Issue', 'My poem was copied into a quiz.') RETURNING id`);
    const found = async (search: string) => (await admin.post('/admin/contacts/tickets', { search })).json().data.map((r: { ticket_id: number }) => r.ticket_id);
    for (const search of [`${tag.toUpperCase()}@SCHOOL`, 'right iss', 'POEM WAS copied']) expect(await found(search), search).toEqual([id]);
    // The e-mail and the topic sit side by side in the indexed text, but no one field holds both.
    expect(await found('school.test Copyright')).toEqual([]);
    expect(await found(`${tag}%`)).toEqual([]);
  });
});

describe('the audit log', () => {
  it('lists every sort in both directions, of the whole log and of one action, as a plain sort would', async () => {
    const tag = `au${Date.now()}`;
    await t.ctx.db.execute(sql`INSERT INTO admin_audit (admin_username, action, target, reason, created_at)
      SELECT (ARRAY['ops', 'Nadia', 'lee'])[1 + g % 3], (ARRAY['user.ban', 'subject.verify', 'user.verify', 'user.ban'])[1 + g % 3 + (g % 2)],
        CASE WHEN g % 2 = 0 THEN 'B' || (g % 4) ELSE ${tag} || (g % 3) END, 'Because ' || ${tag}, timestamptz '2026-05-01' + (g % 4) * interval '1 hour'
      FROM generate_series(1, 27) g`);
    const keys = { date: sql`created_at`, admin: sql`lower(admin_username)`, action: sql`action`, target: sql`lower(target)` };
    for (const [orderBy, key] of Object.entries(keys)) {
      for (const asc of [true, false]) {
        const dir = asc ? sql`ASC` : sql`DESC`;
        const label = `${orderBy} ${asc ? 'asc' : 'desc'}`;
        const expected = await column<number>(sql`SELECT id::int FROM admin_audit WHERE reason LIKE ${`%${tag}%`} ORDER BY ${key} ${dir}, id ${dir}`);
        expect(await allPages<number>(admin, '/admin/audit', { search: tag, order_by: orderBy, asc }, 'audit_id'), label).toEqual(expected);
        const banned = await column<number>(sql`SELECT id::int FROM admin_audit WHERE action = 'user.ban' ORDER BY ${key} ${dir}, id ${dir}`);
        expect(await allPages<number>(admin, '/admin/audit', { action: 'user.ban', order_by: orderBy, asc }, 'audit_id'), `bans ${label}`).toEqual(banned);
      }
    }
  });

  it('counts the whole log and each action as a plain count would', async () => {
    const plain = async (action?: string) =>
      (await column<number>(sql`SELECT count(*)::int FROM admin_audit WHERE ${action ? sql`action = ${action}` : sql`true`}`))[0];
    const check = async () => {
      expect(await total('/admin/audit', {})).toBe(await plain());
      for (const action of ['user.verify', 'user.ban', 'faq.create']) expect(await total('/admin/audit', { action }), action).toBe(await plain(action));
    };
    await check();
    const person = await userWithToken(t);
    expect((await admin.get(`/admin/users/verify/${person.user.username}`)).statusCode).toBe(200);
    await check();
    await t.ctx.db.execute(sql`INSERT INTO admin_audit (admin_username, action, target) SELECT 'ops', 'faq.create', 'FAQ ' || g FROM generate_series(1, 7) g`);
    await check();
    await t.ctx.db.execute(sql`DELETE FROM admin_audit WHERE action = 'faq.create' AND target < 'FAQ 4'`);
    await check();
  });

  it('searches the administrator, the target and the reason each on its own', async () => {
    const tag = `as${Date.now()}`;
    const [id] = await column<number>(sql`INSERT INTO admin_audit (admin_username, action, target, reason) VALUES ('nadia.ops', 'subject.delete', ${`${tag} Fractions`}, 'Copied from a textbook') RETURNING id::int`);
    const found = async (search: string) => (await admin.post('/admin/audit', { search })).json().data.map((r: { audit_id: number }) => r.audit_id);
    for (const search of [`${tag.toUpperCase()} fRACTIONS`, 'from a TEXTBOOK']) expect(await found(search), search).toEqual([id]);
    expect((await found('nadia.ops')).includes(id)).toBe(true);
    expect(await found(`ops ${tag}`)).toEqual([]);
  });
});

describe('a search term no trigram index narrows', () => {
  it('finds in every table what a plain match of each field finds, in the table order, with its total', async () => {
    // Two characters, or letters split by punctuation: pg_trgm takes no trigram from either.
    await t.ctx.db.execute(sql`INSERT INTO contact_tickets (email, topic, message, created_at)
      SELECT 'k' || g || '@x.q', 'Report', CASE WHEN g % 2 = 0 THEN 'Level q.7 is broken' ELSE 'Fine ' || g END, timestamptz '2026-06-01' + (g % 4) * interval '1 day'
      FROM generate_series(1, 30) g`);
    await t.ctx.db.execute(sql`INSERT INTO admin_audit (admin_username, action, target, created_at)
      SELECT 'ops', 'user.verify', CASE WHEN g % 2 = 0 THEN 'q.7 learner ' || g ELSE 'learner ' || g END, timestamptz '2026-06-01' + (g % 3) * interval '1 hour'
      FROM generate_series(1, 26) g`);
    for (let i = 0; i < 4; i++) await userWithToken(t, { username: `q7x${i}`, profile: { firstName: 'Q.7', lastName: `Kid${i}` } });
    // Found by the last name alone.
    await userWithToken(t, { username: 'lastname7', profile: { firstName: 'Ana', lastName: 'Q.7son' } });
    const match = (term: string, fields: string[]) => sql.raw(`(${fields.map((f) => `${f} ILIKE '%${term}%'`).join(' OR ')})`);
    const tables = [
      { path: '/admin/contacts/tickets', key: 'ticket_id', sorts: { date: 'created_at', topic: 'topic' },
        plain: (term: string, order: string) => sql`SELECT id::int FROM contact_tickets WHERE ${match(term, ['email', 'topic', 'message'])} ORDER BY ${sql.raw(order)}` },
      { path: '/admin/audit', key: 'audit_id', sorts: { date: 'created_at', target: 'lower(target)' },
        plain: (term: string, order: string) => sql`SELECT id::int FROM admin_audit WHERE ${match(term, ['admin_username', 'target', 'reason'])} ORDER BY ${sql.raw(order)}` },
      { path: '/admin/users', key: 'username', sorts: { username: 'lower(username)', created_date: 'created_at' },
        plain: (term: string, order: string) => sql`SELECT username FROM users WHERE NOT is_service
          AND ${match(term, ['username', 'email', "concat_ws(' ', first_name, last_name)", 'phone_number'])} ORDER BY ${sql.raw(order)}` },
      { path: '/admin/subjects', key: 'subject_code', sorts: { subject_name: 'lower(s.name)', date_of_creation: 's.created_at' },
        plain: (term: string, order: string) => sql`SELECT s.code FROM subjects s JOIN users o ON o.id = s.owner_id
          WHERE ${match(term, ['s.code', 's.name', 'o.username'])} ORDER BY ${sql.raw(order.replace(/\bid\b/, 's.id'))}` },
    ];
    const owner = await userWithToken(t, { username: 'q7owner' });
    // 'Q7 Review' matches 'q7' by its name and by its owner: counted and listed once.
    for (const name of ['Q.7 Fractions', 'Algebra q.7', 'Zoology', 'Q7 Review']) await newSubject(t, owner, { name });
    for (const table of tables) {
      for (const term of ['q.7', 'q7', '7@']) {
        for (const [orderBy, key] of Object.entries(table.sorts)) {
          for (const asc of [true, false]) {
            const dir = asc ? 'ASC' : 'DESC';
            const expected = await column<number | string>(table.plain(term, `${key} ${dir}, id ${dir}`));
            const label = `${table.path} '${term}' by ${orderBy} ${dir}`;
            expect(await allPages<number>(admin, table.path, { search: term, order_by: orderBy, asc }, table.key), label).toEqual(expected);
            expect(await total(table.path, { search: term }), label).toBe(expected.length);
          }
        }
      }
      // More than a page for the tickets and the log, so the page is cut from the sorted matches.
      expect((await column(table.plain('q.7', 'id'))).length, table.path).toBeGreaterThan(table.key.endsWith('_id') ? 10 : 1);
    }
  });
});
