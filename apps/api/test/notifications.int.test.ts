import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION, TASK_UPDATE, notificationText, taskUpdateText } from '@cp/contract';
import { schema } from '@cp/db';
import { addTaskUpdate, notifyUser } from '../src/modules/notifications/service';
import { addMember, createSubject } from '../src/modules/subjects/save';
import { publishableContent } from './content-steps';
import { startTestApp, userWithToken, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
const post = (url: string, headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'POST', url, headers, payload: payload as object });

describe('notifications', () => {
  it('the dropdown shows the latest five with the unread count; the full list pages by 10', async () => {
    const me = await userWithToken(t);
    for (let i = 1; i <= 12; i++) await notifyUser(t.ctx.db, me.user.id, NOTIFICATION.contributorInvitation, { subject_name: `Subject ${i}`, username: 'rina' });
    const recent = (await get('/api/v1/user/notifications', me.auth)).json().data;
    expect(recent.unread).toBe(12);
    expect(recent.list).toHaveLength(5);
    expect(recent.list[0].info.subject_name).toBe('Subject 12');
    expect(recent.list[0]).toMatchObject({ read: false, type: 1, category_id: null, identifier: null });

    const page1 = (await post('/api/v1/user/notifications', me.auth, { n: 10, page: 1 })).json().data;
    const page2 = (await post('/api/v1/user/notifications', me.auth, { n: 10, page: 2 })).json().data;
    expect(page1).toHaveLength(10);
    expect(page2).toHaveLength(2);
    expect(page2[1].info.subject_name).toBe('Subject 1');
  });

  it('marking read touches only the caller\'s own rows', async () => {
    const me = await userWithToken(t);
    const other = await userWithToken(t);
    await notifyUser(t.ctx.db, me.user.id, NOTIFICATION.requestAccepted, { subject_name: 'Mine' });
    await notifyUser(t.ctx.db, other.user.id, NOTIFICATION.requestAccepted, { subject_name: 'Theirs' });
    const mine = (await get('/api/v1/user/notifications', me.auth)).json().data.list[0].notification_id;
    const theirs = (await get('/api/v1/user/notifications', other.auth)).json().data.list[0].notification_id;

    const res = await get(`/api/v1/user/notifications/read?ids=[${mine},${theirs}]`, me.auth);
    expect(res.json()).toMatchObject({ status: true, data: { updated: 1 } });
    expect((await get('/api/v1/user/notifications', me.auth)).json().data).toMatchObject({ unread: 0, list: [{ read: true }] });
    expect((await get('/api/v1/user/notifications', other.auth)).json().data).toMatchObject({ unread: 1, list: [{ read: false }] });
  });

  it('refuses malformed ids and page bodies with 400, and anonymous callers with 401', async () => {
    const me = await userWithToken(t);
    for (const ids of ['', '[a,b]', '[-1]', '1.5']) {
      const res = await get(`/api/v1/user/notifications/read?ids=${ids}`, me.auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('ids');
    }
    expect((await post('/api/v1/user/notifications', me.auth, { n: 0, page: 1 })).statusCode).toBe(400);
    expect((await post('/api/v1/user/notifications', me.auth, { n: 10, page: 1, user_id: 1 })).statusCode).toBe(400);
    for (const url of ['/api/v1/user/notifications', '/api/v1/user/tasks', '/api/v1/manager/tasks/number', '/api/v1/user/tasks/read?ids=[1]']) {
      expect((await get(url, {})).statusCode).toBe(401);
    }
  });

  it('every type has its own wording and unknown types fall back to the default', () => {
    const texts = Object.values(NOTIFICATION).map((type) => notificationText(type, { subject_name: 'Algebra', username: 'budi' }));
    expect(new Set(texts).size).toBe(19);
    expect(notificationText(999, {})).toBe('You have a new notification.');
    const updates = Object.values(TASK_UPDATE).map((type) => taskUpdateText(type, { subject_name: 'Algebra', topic_name: 'Fractions' }));
    expect(new Set(updates).size).toBe(12);
    expect(taskUpdateText(0, {})).toBe('You have a new update.');
  });
});

describe('task updates', () => {
  it('lists, pages and marks read the caller\'s task updates', async () => {
    const me = await userWithToken(t);
    for (let i = 0; i < 11; i++) await addTaskUpdate(t.ctx.db, me.user.id, TASK_UPDATE.entryApproved, { subject_name: 'Fractions', mini_game_name: `Game ${i}` });
    const recent = (await get('/api/v1/user/tasks', me.auth)).json().data;
    expect(recent.unread).toBe(11);
    expect(recent.list).toHaveLength(5);
    const page2 = (await post('/api/v1/user/tasks', me.auth, { n: 10, page: 2 })).json().data;
    expect(page2).toHaveLength(1);
    const ids = recent.list.map((u: { task_id: number }) => u.task_id).join(',');
    expect((await get(`/api/v1/user/tasks/read?ids=${ids}`, me.auth)).json().data.updated).toBe(5);
    expect((await get('/api/v1/user/tasks', me.auth)).json().data.unread).toBe(6);
  });
});

describe('manager task badge', () => {
  it('counts entries on review across the subjects the user manages, not others', async () => {
    const owner = await userWithToken(t);
    const manager = await userWithToken(t);
    const contributor = await userWithToken(t);
    const stranger = await userWithToken(t);
    const subject = await createSubject(t.ctx.db, owner.user.id, { name: 'Badge test', description: 'x', categoryId: null });
    const other = await createSubject(t.ctx.db, stranger.user.id, { name: 'Elsewhere', description: 'y', categoryId: null });
    await addMember(t.ctx, subject.id, manager.user.id, 3);
    await addMember(t.ctx, subject.id, contributor.user.id, 2);
    // Entries sit in a chapter's minigame, as the app saves them.
    const ours = (await publishableContent(t, subject.code, owner.user.id, { entries: 0 })).chapterMinigameId;
    const theirs = (await publishableContent(t, other.code, stranger.user.id, { entries: 0 })).chapterMinigameId;
    const entry = (approved: boolean | null, subjectId = subject.id, chapterMinigameId = ours) =>
      ({ subjectId, chapterMinigameId, questionObject: { text: 'word' }, approved, createdBy: contributor.user.id });
    await t.ctx.db.insert(schema.questions).values([entry(null), entry(null), entry(true), entry(false), entry(null, other.id, theirs)]);

    const badge = async (auth: Record<string, string>) => (await get('/api/v1/manager/tasks/number', auth)).json().data.count;
    expect(await badge(owner.auth)).toBe(2);
    expect(await badge(manager.auth)).toBe(2);
    expect(await badge(contributor.auth)).toBe(0);
    expect(await badge(stranger.auth)).toBe(1);
    // An owner who is also a manager member of their subject counts its entries once.
    await addMember(t.ctx, other.id, stranger.user.id, 3);
    expect(await badge(stranger.auth)).toBe(1);
    const tasks = (await t.app.inject({ method: 'POST', url: '/api/v1/manager/tasks', headers: stranger.auth, payload: {} })).json();
    expect(tasks.data).toHaveLength(1);
  });
});
