import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSubjectsBodySchema } from '@cp/contract';
import { WALK_LIMIT } from '../src/modules/back-office/list';
import { subjectsPage } from '../src/modules/back-office/subjects';
import { ADMIN, allPages, apiAs, newSubject, startTestApp, signedInAdmin, userWithToken, type TestApp } from './helpers';

/**
 * The back-office's users and subjects tables read each sort from an index and take the unfiltered
 * totals from kept counts. These tests hold them to a plain sort and a plain count of the same rows.
 */
let t: TestApp;
let admin: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await startTestApp(ADMIN);
  admin = await signedInAdmin(t);
});
afterAll(async () => t?.close());

const column = async <T>(query: ReturnType<typeof sql>) => (await t.ctx.db.execute<Record<string, T>>(query)).rows.map((r) => Object.values(r)[0]!);


describe('the users table', () => {
  it('lists every sort in both directions as a plain sort would, with people who never logged in last either way', async () => {
    const tag = `ord${Date.now()}`;
    const people = [];
    for (let i = 0; i < 13; i++) people.push(await userWithToken(t, { username: `${tag}${String.fromCharCode(97 + ((i * 5) % 13))}` }));
    // Ties in names, creation times and last logins; some never logged in; some without a first name.
    await t.ctx.db.execute(sql`
      UPDATE users SET first_name = CASE WHEN id % 3 = 0 THEN NULL ELSE 'Ana' || (id % 2) END, last_name = 'Zed' || (id % 4),
        created_at = timestamptz '2026-01-01' + (id % 3) * interval '1 day',
        last_login = CASE WHEN id % 4 = 0 THEN NULL ELSE timestamptz '2026-02-01' + (id % 2) * interval '1 hour' END
      WHERE username LIKE ${`${tag}%`}`);
    const keys = {
      username: sql`lower(username)`,
      full_name: sql`lower(concat_ws(' ', first_name, last_name))`,
      email: sql`lower(email)`,
      created_date: sql`created_at`,
      last_login: sql`last_login`,
    };
    for (const [orderBy, key] of Object.entries(keys)) {
      for (const asc of [true, false]) {
        const dir = asc ? sql`ASC` : sql`DESC`;
        const expected = await column<string>(sql`SELECT username FROM users WHERE username LIKE ${`${tag}%`} ORDER BY ${key} ${dir} NULLS LAST, id ${dir}`);
        expect(await allPages<string>(admin, '/admin/users', { search: tag, order_by: orderBy, asc }, 'username'), `${orderBy} ${asc ? 'asc' : 'desc'}`).toEqual(expected);
        // Unfiltered, the first page of everyone.
        const first = await column<string>(sql`SELECT username FROM users WHERE NOT is_service ORDER BY ${key} ${dir} NULLS LAST, id ${dir} LIMIT 10`);
        expect((await admin.post('/admin/users', { order_by: orderBy, asc, n: 10 })).json().data.map((u: { username: string }) => u.username)).toEqual(first);
      }
    }
  });

  it('counts everyone, and each filter, as a plain count would', async () => {
    const service = await userWithToken(t);
    await t.ctx.db.execute(sql`UPDATE users SET is_service = true WHERE id = ${service.user.id}`);
    const banned = await userWithToken(t);
    await admin.post(`/admin/users/ban/${banned.user.username}`, { reason: 'Spam' });
    const count = async (where: ReturnType<typeof sql>) => (await column<number>(sql`SELECT count(*)::int FROM users WHERE NOT is_service AND ${where}`))[0];
    expect((await admin.post('/admin/users', {})).json().total_record).toBe(await count(sql`true`));
    expect((await admin.post('/admin/users', { banned_only: true })).json().total_record).toBe(await count(sql`banned`));
    expect((await admin.post('/admin/users', { verified_only: true })).json().total_record).toBe(await count(sql`verified`));
    expect((await admin.post('/admin/users', { search: service.user.username })).json().total_record).toBe(0);
  });

  it('searches each field on its own: the username, the e-mail, the full name and the phone, never across two', async () => {
    const tag = `srch${Date.now()}`;
    const p = await userWithToken(t, { username: `${tag}x`, profile: { firstName: 'Wulan', lastName: `Sari${tag}` } });
    await t.ctx.db.execute(sql`UPDATE users SET phone_number = '+62 811 5550 1234' WHERE id = ${p.user.id}`);
    const found = async (search: string) => (await admin.post('/admin/users', { search })).json().data.map((u: { username: string }) => u.username);
    for (const search of [`${tag}X`, `${tag}x@school`, `lan sari${tag}`, '5550 12']) expect(await found(search), search).toEqual([p.user.username]);
    // The username and the e-mail sit side by side in the indexed text, but no one field holds both.
    expect(await found(`${tag}x ${tag}x@`)).toEqual([]);
    expect(await found(`1234 ${tag}`)).toEqual([]);
  });
});

describe('the subjects table', () => {
  it('lists every sort in both directions as a plain sort would, deleted subjects included, and counts them all', async () => {
    const tag = `subj${Date.now()}`;
    const owners = [await userWithToken(t, { username: `${tag}b` }), await userWithToken(t, { username: `${tag}a` })];
    const codes: string[] = [];
    for (let i = 0; i < 12; i++) codes.push((await newSubject(t, owners[i % 2]!, { name: `${tag} ${['Fractions', 'algebra', 'Zoology'][i % 3]}` })).code);
    // Subjects the search does not find, before and among its matches in each order.
    const stranger = await userWithToken(t, { username: 'aa.stranger' });
    for (const name of ['Algebra basics', 'Music theory', 'Zebra facts', 'Oceans']) await newSubject(t, stranger, { name });
    await t.ctx.db.execute(sql`UPDATE subjects SET created_at = timestamptz '2026-01-01' + (id % 3) * interval '1 day' WHERE code = ANY(${sql.param(codes)}::text[])`);
    await admin.del(`/admin/subjects/delete/${codes[0]}`, { reason: 'Copied' });
    const keys = { subject_code: sql`s.code`, subject_name: sql`lower(s.name)`, owner_username: sql`lower(o.username)`, date_of_creation: sql`s.created_at` };
    for (const [orderBy, key] of Object.entries(keys)) {
      for (const asc of [true, false]) {
        const dir = asc ? sql`ASC` : sql`DESC`;
        const expected = await column<string>(sql`SELECT s.code FROM subjects s JOIN users o ON o.id = s.owner_id WHERE s.name LIKE ${`${tag}%`} ORDER BY ${key} ${dir}, s.id ${dir}`);
        expect(await allPages<string>(admin, '/admin/subjects', { search: tag, order_by: orderBy, asc }, 'subject_code'), `${orderBy} ${asc ? 'asc' : 'desc'}`).toEqual(expected);
        // The same search as a search with thousands of matches reads it: a walk of the sort's index
        // (the second page, 2 rows, is too short for the walk and comes from the sorted matches),
        // a walk cut short, and no walk at all.
        for (const walkLimit of [WALK_LIMIT, 3, 0]) {
          const walked = [];
          for (const page of [1, 2]) {
            const body = adminSubjectsBodySchema.parse({ search: tag, order_by: orderBy, asc, page, n: 10 }) as Required<typeof adminSubjectsBodySchema._output>;
            const result = await subjectsPage(t.ctx, body, 0, walkLimit);
            expect(result.total).toBe(expected.length);
            walked.push(...result.rows.map((r) => r.subject_code));
          }
          expect(walked, `walked up to ${walkLimit}, ${orderBy} ${asc ? 'asc' : 'desc'}`).toEqual(expected);
        }
        // A term no trigram narrows (the tag's last digit and a space, as trimmed by the contract),
        // read the same ways: a page the walk fills, and pages from the sorted matches.
        for (const walkLimit of [WALK_LIMIT, 1, 0]) {
          const body = adminSubjectsBodySchema.parse({ search: `${tag.slice(-1)} `, order_by: orderBy, asc, n: 10 }) as Required<typeof adminSubjectsBodySchema._output>;
          const like = `%${body.search}%`;
          const plain = await column<string>(sql`SELECT s.code FROM subjects s JOIN users o ON o.id = s.owner_id
            WHERE s.code ILIKE ${like} OR s.name ILIKE ${like} OR o.username ILIKE ${like} ORDER BY ${key} ${dir}, s.id ${dir} LIMIT 10`);
          expect(plain.length).toBe(10);
          const [matches] = await column<number>(sql`SELECT count(*)::int FROM subjects s JOIN users o ON o.id = s.owner_id
            WHERE s.code ILIKE ${like} OR s.name ILIKE ${like} OR o.username ILIKE ${like}`);
          const walkedPage = await subjectsPage(t.ctx, body, 0, walkLimit);
          expect(walkedPage.rows.map((r) => r.subject_code), `'${body.search}' walked up to ${walkLimit}, ${orderBy}`).toEqual(plain);
          expect(walkedPage.total, `'${body.search}' counted`).toBe(matches);
        }
        const first = await column<string>(sql`SELECT s.code FROM subjects s JOIN users o ON o.id = s.owner_id ORDER BY ${key} ${dir}, s.id ${dir} LIMIT 10`);
        expect((await admin.post('/admin/subjects', { order_by: orderBy, asc, n: 10 })).json().data.map((s: { subject_code: string }) => s.subject_code)).toEqual(first);
      }
    }
    expect((await admin.post('/admin/subjects', {})).json().total_record).toBe((await column<number>(sql`SELECT count(*)::int FROM subjects`))[0]);
    expect((await admin.post('/admin/subjects', { verified_only: true })).json().total_record).toBe((await column<number>(sql`SELECT count(*)::int FROM subjects WHERE verified`))[0]);
    expect((await admin.post('/admin/subjects', { published_only: true })).json().total_record).toBe(0);
    // By the name alone, by the owner's username alone, and by any part of a code; sorted and walked alike.
    const codePart = codes[3]!.slice(2, 7).toLowerCase();
    for (const [search, total] of [[`${tag} zoo`, 4], [`${tag}A`, 6], [codePart, null]] as const) {
      const sorted = (await admin.post('/admin/subjects', { search, n: 100 })).json();
      if (total !== null) expect(sorted.total_record, search).toBe(total);
      const body = adminSubjectsBodySchema.parse({ search, n: 100 }) as Required<typeof adminSubjectsBodySchema._output>;
      expect((await subjectsPage(t.ctx, body, 0)).rows.map((r) => r.subject_code), search).toEqual(sorted.data.map((r: { subject_code: string }) => r.subject_code));
    }
    expect((await admin.post('/admin/subjects', { search: codePart })).json().data.map((s: { subject_code: string }) => s.subject_code)).toContain(codes[3]);
    // A search and a filter together: few matches (sorted) and many (walked) count only what both keep.
    for (const code of [codes[1], codes[4], codes[5]]) await admin.get(`/admin/subjects/verify/${code}`);
    const both = { search: tag, verified_only: true, n: 10 };
    const bothPage = (await admin.post('/admin/subjects', both)).json();
    expect(bothPage.total_record).toBe(3);
    expect(bothPage.data.map((s: { subject_code: string }) => s.subject_code).sort()).toEqual([codes[1], codes[4], codes[5]].sort());
    // Sorted up to a limit the kept subjects are under but the matches are not (1, 4): still counted
    // and paged from every match, not from the ways' first few.
    for (const [sortedLimit, walkLimit] of [[0, WALK_LIMIT], [0, 0], [1, WALK_LIMIT], [4, WALK_LIMIT], [4, 0]] as const) {
      const walkedBoth = await subjectsPage(t.ctx, adminSubjectsBodySchema.parse(both) as Required<typeof adminSubjectsBodySchema._output>, sortedLimit, walkLimit);
      expect(walkedBoth.total, `sorted up to ${sortedLimit}, walked up to ${walkLimit}`).toBe(3);
      expect(walkedBoth.rows.map((r) => r.subject_code).sort()).toEqual([codes[1], codes[4], codes[5]].sort());
    }
  });
});
