import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, adminMessages, NOTIFICATION } from '@cp/contract';
import { schema } from '@cp/db';
import { recordPlaySession } from '../src/modules/subjects/plays';
import { dataUrl, jpegWithGps } from './fixtures';
import { ADMIN, apiAs, signedInAdmin, newSubject, startTestApp, userWithToken, type TestApp } from './helpers';
import { readOutbox } from './mailbox';
import { publishableContent } from './content-steps';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await startTestApp(ADMIN);
  admin = await signedInAdmin(t);
});
afterAll(async () => t?.close());

const notices = (userId: number) => t.ctx.db.query.notifications.findMany({ where: eq(schema.notifications.userId, userId) });
const auditRows = async (action: string) => (await admin.post('/admin/audit', { action })).json().data as { target: string; reason: string | null; admin: string }[];

describe('users', () => {
  it('lists newest first, searches, filters and pages with totals', async () => {
    const a = await userWithToken(t, { username: 'zed.first' });
    const b = await userWithToken(t, { username: 'zed.second' });
    const page = (await admin.post('/admin/users', { search: 'zed.', n: 10 })).json();
    expect(page).toMatchObject({ status: true, total_record: 2, total_page: 1 });
    expect(page.data.map((u: { username: string }) => u.username)).toEqual([b.user.username, a.user.username]);
    expect(page.data[0]).toMatchObject({ full_name: 'Test User', verified: false, banned: false, subject_owned: 0, subject_contributed: 0 });
    const byName = (await admin.post('/admin/users', { search: 'zed.', order_by: 'username', asc: true })).json().data;
    expect(byName[0].username).toBe('zed.first');
    expect((await admin.post('/admin/users', { n: 7 })).statusCode).toBe(400);
    expect((await admin.post('/admin/users', { order_by: 'password_hash' })).statusCode).toBe(400);
  });

  it('verifies, bans with a reason (sessions end, login refused, notified and mailed), refuses to verify a banned user, unbans', async () => {
    const p = await userWithToken(t, { password: 'user password 1' });
    const name = p.user.username;
    const verified = (await admin.get(`/admin/users/verify/${name}`)).json();
    expect(verified).toMatchObject({ status: true, message: 'verify user success.', data: { verified: true } });

    const noReason = await admin.post(`/admin/users/ban/${name}`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain(adminMessages.reasonRequired);

    expect((await apiAs(t, p).get('/user/notifications')).statusCode).toBe(200);
    const banned = (await admin.post(`/admin/users/ban/${name}`, { reason: 'Spam in entries' })).json();
    expect(banned).toMatchObject({ status: true, message: 'ban user success.', data: { banned: true, ban_reason: 'Spam in entries' } });
    expect((await apiAs(t, p).get('/user/notifications')).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: name, password: 'user password 1' } });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(accountMessages.banned);
    expect((await notices(p.user.id)).map((n) => n.type)).toContain(NOTIFICATION.bannedByAdmin);
    expect((await readOutbox(t.dataDir)).some((m) => m.to.includes(p.user.email) && /banned/.test(m.subject))).toBe(true);

    const verifyBanned = await admin.get(`/admin/users/unverify/${name}`);
    expect(verifyBanned.statusCode).toBe(409);
    expect(verifyBanned.json().message).toBe(`${adminMessages.userActionFailed('unverify')} ${adminMessages.bannedCannotBeVerified}`);
    expect((await admin.post('/admin/users', { banned_only: true })).json().data.map((u: { username: string }) => u.username)).toEqual([name]);

    expect((await admin.get(`/admin/users/unban/${name}`)).json()).toMatchObject({ status: true, message: 'unban user success.', data: { banned: false } });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: name, password: 'user password 1' } })).statusCode).toBe(200);
    expect((await admin.get('/admin/users/verify/nobody-here')).statusCode).toBe(404);
    expect((await auditRows('user.ban'))[0]).toMatchObject({ target: name, reason: 'Spam in entries', admin: 'ops' });
  });

  it('downloads every user as CSV with spreadsheet formulas neutralised', async () => {
    await userWithToken(t, { username: 'formula.person', profile: { firstName: '=HYPERLINK("x")', lastName: 'Evil' } });
    const res = await admin.get('/admin/users/download');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines[0]).toBe('username,full_name,email,phone_number,created_date,last_login,verified,banned,ban_reason,subject_owned,subject_contributed');
    const row = lines.find((l) => l.startsWith('formula.person'))!;
    expect(row).toContain(`"'=HYPERLINK(""x"") Evil"`);
    expect(lines.length - 1).toBe((await admin.post('/admin/users', {})).json().total_record);
  });
});

describe('subjects', () => {
  it('verifies with a notification, deletes with a reason (owner and members notified), then allows nothing more', async () => {
    const owner = await userWithToken(t);
    const subject = await newSubject(t, owner);
    const listed = (await admin.post('/admin/subjects', { search: subject.code })).json();
    expect(listed.data[0]).toMatchObject({ subject_code: subject.code, owner_username: owner.user.username, verified: false, deleted: false, content_chapters: 0 });

    expect((await admin.get(`/admin/subjects/verify/${subject.code}`)).json()).toMatchObject({ status: true, message: adminMessages.subjectVerified, data: { verified: true } });
    expect((await notices(owner.user.id)).map((n) => n.type)).toContain(NOTIFICATION.subjectVerified);
    expect((await admin.post('/admin/subjects', { verified_only: true, search: subject.code })).json().total_record).toBe(1);

    expect((await admin.del(`/admin/subjects/delete/${subject.code}`, { reason: '' })).statusCode).toBe(400);
    const deleted = (await admin.del(`/admin/subjects/delete/${subject.code}`, { reason: 'Copyrighted material' })).json();
    expect(deleted).toMatchObject({ status: true, data: { deleted: true, delete_reason: 'Copyrighted material' } });
    const notice = (await notices(owner.user.id)).find((n) => n.type === NOTIFICATION.subjectDeletedByAdmin);
    expect(notice?.info).toMatchObject({ reason: 'Copyrighted material', subject_code: subject.code });
    expect((await apiAs(t, owner).get(`/subjects/${subject.code}`)).statusCode).toBe(404);
    const again = await admin.get(`/admin/subjects/verify/${subject.code}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(adminMessages.subjectDeleted);
    expect((await admin.get('/admin/subjects/verify/NOSUCH1')).json().message).toBe(adminMessages.subjectNotFound);

    const csv = await admin.get('/admin/subjects/download');
    expect(csv.body).toContain(`${subject.code},`);
  });
});

describe('minigames', () => {
  const icon = async () => dataUrl(await jpegWithGps(128, 128));
  let formatId = 0;
  beforeAll(async () => {
    formatId = (await admin.get('/admin/teaching-materials')).json().data[0].teaching_material_id;
  });

  it("refuses a form that breaks the spec's rules, with its messages", async () => {
    const res = await admin.post('/admin/mini-games/save', { module_id: 1, platforms: ['doc'] });
    expect(res.statusCode).toBe(400);
    for (const m of [adminMessages.minigameNameRequired, adminMessages.minimumEntriesRequired, adminMessages.teachingFormatRequired, adminMessages.videoLinkRequired('Game app'), adminMessages.iconRequired]) {
      expect(res.json().message).toContain(m);
    }
    expect((await admin.post('/admin/mini-games/save', { module_id: 1 })).json().message).toContain(adminMessages.platformRequired);
  });

  it('creates, edits, publishes (then offered to authors, never deleted) and deletes an unpublished one', async () => {
    const body = { name: 'Admin Quiz', module_id: 1, minimum_entries: 5, description: 'A quiz.', icon: await icon(), platforms: ['doc'], video_link: { doc: 'https://video.example.org/quiz' }, teaching_materials: [formatId] };
    const created = (await admin.post('/admin/mini-games/save', body)).json();
    expect(created).toMatchObject({ status: true, message: adminMessages.minigameSaved, data: { name: 'Admin Quiz', published: false, platforms: ['doc'], icon: expect.stringMatching(/^\/media\/minigames\//) } });
    const id = created.data.mini_game_id as number;

    const author = await userWithToken(t);
    const offered = async () => ((await apiAs(t, author).get(`/modules/${formatId}/minigames`)).json().data as { minigame_id: number }[]).some((g) => g.minigame_id === id);
    expect(await offered()).toBe(false);

    const edited = (await admin.post('/admin/mini-games/save', { ...body, id, icon: created.data.icon, name: 'Admin Quiz 2' })).json();
    expect(edited.data).toMatchObject({ name: 'Admin Quiz 2', icon: created.data.icon });
    expect((await admin.post('/admin/mini-games', { unpublished_only: true, search: 'Admin Quiz' })).json().total_record).toBe(1);

    expect((await admin.get(`/admin/mini-games/publish/${id}`)).json()).toMatchObject({ status: true, data: { published: true } });
    expect(await offered()).toBe(true);
    expect((await admin.del(`/admin/mini-games/delete/${id}`)).statusCode).toBe(409);
    expect((await admin.get(`/admin/mini-games/publish/${id}`)).statusCode).toBe(409);

    const other = (await admin.post('/admin/mini-games/save', { ...body, name: 'Throwaway', icon: await icon() })).json().data.mini_game_id;
    expect((await admin.del(`/admin/mini-games/delete/${other}`)).json()).toMatchObject({ status: true, message: adminMessages.minigameDeleted });
    expect((await admin.post('/admin/mini-games', { search: 'Throwaway' })).json().total_record).toBe(0);
    expect((await auditRows('minigame.publish'))[0]!.target).toBe(`${id} Admin Quiz 2`);
  });
});

describe('paging a table read by one prepared statement', () => {
  it('reads each page of the audit log where the one before ends, also once PostgreSQL keeps its generic plan', async () => {
    await t.ctx.db.insert(schema.adminAudit).values(Array.from({ length: 30 }, (_, i) => ({ adminUsername: 'ops', action: 'faq.edit', target: `paging ${i}` })));
    const page = async (n: number, p: number) => (await admin.post('/admin/audit', { action: 'faq.edit', n, page: p })).json() as { data: { audit_id: number }[]; total_record: number };
    const whole = await page(50, 1);
    expect(whole.total_record).toBeGreaterThanOrEqual(30);
    // Past five runs PostgreSQL may keep a generic plan; the first page and the pages after it are written differently.
    for (let run = 0; run < 7; run++) {
      const pages = [await page(10, 1), await page(10, 2), await page(10, 3)];
      expect(pages.flatMap((p) => p.data.map((r) => r.audit_id))).toEqual(whole.data.slice(0, 30).map((r) => r.audit_id));
    }
  });
});

describe('contact tickets', () => {
  it('lists unreplied tickets, replies once by mail with attachments and marks the ticket replied', async () => {
    const sent = await t.app.inject({ method: 'POST', url: '/api/v1/contact-us/send-ticket', payload: { email: 'parent@example.org', topic: 'Login', message: 'Cannot log in.', attachments: [dataUrl(await jpegWithGps(80, 80))] } });
    const id = sent.json().data.ticket_id as number;
    const open = (await admin.post('/admin/contacts/tickets', { unreplied_only: true })).json();
    const row = open.data.find((r: { ticket_id: number }) => r.ticket_id === id);
    expect(row).toMatchObject({ sender_email: 'parent@example.org', replied: false, screenshots: [expect.stringMatching(/^\/media\/tickets\/.+\?exp=\d+&sig=/)] });
    expect((await t.admin.inject({ url: row.screenshots[0] })).statusCode).toBe(200);

    expect((await admin.post(`/admin/contacts/tickets/reply/${id}`, { message: ' ' })).statusCode).toBe(400);
    const reply = (await admin.post(`/admin/contacts/tickets/reply/${id}`, { message: 'Please reset your password.', attachments: [dataUrl(await jpegWithGps(60, 60))] })).json();
    expect(reply).toMatchObject({ status: true, message: adminMessages.ticketReplied, data: { replied: true, reply_date: expect.any(String) } });
    const mail = (await readOutbox(t.dataDir)).find((m) => m.to.includes('parent@example.org'));
    expect(mail?.subject).toBe('Re: Login');
    expect(mail?.text).toContain('Please reset your password.');
    expect(mail?.text).toMatch(/Content-Type: image\/jpeg; name=attachment-1\.jpg/);
    expect((await admin.post(`/admin/contacts/tickets/reply/${id}`, { message: 'Again' })).statusCode).toBe(409);
    expect((await admin.post('/admin/contacts/tickets', { unreplied_only: true })).json().data.some((r: { ticket_id: number }) => r.ticket_id === id)).toBe(false);

    const today = new Date().toISOString().slice(0, 10);
    expect((await admin.post('/admin/contacts/tickets', { start: today, end: today })).json().total_record).toBeGreaterThan(0);
    expect((await admin.post('/admin/contacts/tickets', { start: '2001-01-01', end: '2001-01-02' })).json().total_record).toBe(0);
    expect((await admin.post('/admin/contacts/tickets', { start: today })).statusCode).toBe(400);
  });
});

describe('FAQ and legal pages', () => {
  it('refuses an empty FAQ with both messages, saves one with an image that /faq shows at once, deletes it', async () => {
    const empty = await admin.post('/admin/faq/save', { question: '', answer: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(adminMessages.questionRequired);
    expect(empty.json().message).toContain(adminMessages.answerRequired);

    const saved = (await admin.post('/admin/faq/save', { question: 'Is it free?', answer: 'Yes, for teachers.', image: dataUrl(await jpegWithGps(90, 90)) })).json();
    expect(saved).toMatchObject({ status: true, message: adminMessages.faqSaved, data: { question: 'Is it free?', image: expect.stringMatching(/^\/media\/faq\//) } });
    const pub = (await t.app.inject('/api/v1/statics/faq')).json().data as { question: string; answer: { image: string | null } }[];
    expect(pub.at(-1)).toMatchObject({ question: 'Is it free?', answer: { image: saved.data.image } });

    const edited = (await admin.post('/admin/faq/save', { id: saved.data.faq_id, question: 'Is it free to use?', answer: 'Yes.', image: null })).json();
    expect(edited.data).toMatchObject({ question: 'Is it free to use?', image: null });
    expect((await admin.post('/admin/faq', { search: 'free to use' })).json().total_record).toBe(1);
    // The table lists the FAQ in the public page's order, with only its own fields; a page past the end still counts them.
    const listed = (await admin.post('/admin/faq', { n: 50 })).json();
    const shown = (await t.app.inject('/api/v1/statics/faq')).json().data as { question: string }[];
    expect(listed.data.map((f: { question: string }) => f.question)).toEqual(shown.map((f) => f.question));
    expect(Object.keys(listed.data[0]).sort()).toEqual(['answer', 'banned', 'faq_id', 'image', 'question']);
    expect(await admin.post('/admin/faq', { page: 99 }).then((r) => r.json())).toMatchObject({ data: [], total_record: listed.total_record });
    expect((await admin.del(`/admin/faq/delete/${saved.data.faq_id}`)).json()).toMatchObject({ status: true, message: adminMessages.faqDeleted });
    expect((await admin.del(`/admin/faq/delete/${saved.data.faq_id}`)).statusCode).toBe(404);
  });

  it('saves legal markup through the allow-list and the public page shows it', async () => {
    const pages = (await admin.post('/admin/legal', {})).json();
    expect(pages.total_record).toBe(3);
    const names = pages.data.map((p: { page_name: string }) => p.page_name);
    expect(names).toEqual([...names].sort());
    expect(Object.keys(pages.data[0]).sort()).toEqual(['content', 'page_name', 'type']);
    expect((await admin.post('/admin/legal', { search: 'privacy' })).json()).toMatchObject({ total_record: 1, data: [{ type: 'privacy' }] });
    const res = (await admin.post('/admin/legal/update/tos', { content: '<h2>Terms</h2><p onclick="x()">Be <strong>kind</strong>.<script>alert(1)</script></p><img src=x onerror=alert(1)>' })).json();
    expect(res.status).toBe(true);
    expect(res.message).toBe(adminMessages.legalSaved(res.data.page_name));
    expect(res.data.content).toBe('<h2>Terms</h2><p>Be <strong>kind</strong>.</p>');
    expect((await t.app.inject('/api/v1/statics/tos')).json().data.content).toBe('<h2>Terms</h2><p>Be <strong>kind</strong>.</p>');
    expect((await admin.post('/admin/legal/update/nope', { content: 'x' })).statusCode).toBe(404);
  });
});

describe('dashboard', () => {
  it('counts what exists, what was made in a range, the top lists and every day of the range', async () => {
    const owner = await userWithToken(t, { profile: { firstName: 'Dash', lastName: 'Board' } });
    const subject = await newSubject(t, owner);
    const row = (await t.ctx.db.query.subjects.findFirst({ where: eq(schema.subjects.code, subject.code) }))!;
    await recordPlaySession(t.ctx.db, row.id, new Date(), 1000);
    const today = new Date().toISOString().slice(0, 10);

    const all = (await admin.get('/admin/dashboard/general-statistics')).json().data;
    expect(all.play_session).toBeGreaterThanOrEqual(1000);
    expect(all.total_user).toBe((await admin.post('/admin/users', {})).json().total_record);
    const range = (await admin.get(`/admin/dashboard/general-statistics?start=${today}&end=${today}`)).json().data;
    expect(range.total_user).toBeGreaterThan(0);
    expect(range.total_subject).toBeGreaterThan(0);
    expect((await admin.get('/admin/dashboard/general-statistics?start=2001-01-01&end=2001-01-31')).json().data).toEqual({ total_entries: 0, play_session: 0, total_subject: 0, total_user: 0 });

    expect((await admin.get(`/admin/dashboard/most-played-subjects?start=${today}&end=${today}`)).json().data[0]).toMatchObject({ subject_code: subject.code, subject_owner: owner.user.username, play_session: 1000 });
    const daily = (await admin.get('/admin/dashboard/daily-analytics?start=2026-01-01&end=2026-01-07')).json().data;
    expect(daily.map((d: { date: string }) => d.date)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05', '2026-01-06', '2026-01-07']);
    const todayFigures = (await admin.get(`/admin/dashboard/daily-analytics?start=${today}&end=${today}`)).json().data[0];
    expect(todayFigures.new_users).toBeGreaterThan(0);
    const categories = (await admin.get('/admin/dashboard/subject-distribution-category')).json().data;
    expect(categories[0]).toMatchObject({ category_name: expect.any(String), subject_count: expect.any(Number), most_used_sub_category: expect.any(String) });
    // Entries in two subjects today: two subjects contributed in today's range, none in 2001.
    const second = await newSubject(t, owner);
    await publishableContent(t, subject.code, owner.user.id, { entries: 2 });
    await publishableContent(t, second.code, owner.user.id, { entries: 3 });
    const active = (await admin.get(`/admin/dashboard/most-active-users?start=${today}&end=${today}`)).json().data;
    expect(active.find((u: { username: string }) => u.username === owner.user.username)).toEqual({ name: 'Dash Board', username: owner.user.username, email: owner.user.email, contribution: 2 });
    expect((await admin.get('/admin/dashboard/most-active-users?start=2001-01-01&end=2001-12-31')).json().data).toEqual([]);
    const madeToday = (await admin.get(`/admin/dashboard/daily-analytics?start=${today}&end=${today}`)).json().data[0];
    expect(madeToday.entries_made).toBeGreaterThanOrEqual(5);

    const half = await admin.get(`/admin/dashboard/daily-analytics?start=${today}`);
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toContain(adminMessages.dateRangeRequired);
    expect((await admin.get('/admin/dashboard/general-statistics?start=2026-02-30&end=2026-03-01')).statusCode).toBe(400);
    // Spec 3: the range ends by today. Ten years at most, so the chart's points stay bounded.
    const endless = await admin.get('/admin/dashboard/daily-analytics?start=0001-01-01&end=9999-12-31');
    expect(endless.statusCode).toBe(400);
    expect(endless.json().message).toContain(adminMessages.dateRangeFuture);
    const long = await admin.get(`/admin/dashboard/daily-analytics?start=1900-01-01&end=${today}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(adminMessages.dateRangeTooLong);
  });
});
