import { expect } from 'vitest';
import type { ActivityItem, Contributor, Notification, Subject } from '@cp/contract';
import { testCategoryId, type Person, type TestApp } from './helpers';

type Auth = { authorization: string };

/** The calls the collaboration tests repeat, bound to the file's test app (set in its beforeAll). */
export function contributorSteps(app: () => TestApp) {
  const post = (url: string, payload: unknown, auth?: Auth) => app().app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers: auth });
  const get = (url: string, auth?: Auth) => app().app.inject({ url: `/api/v1${url}`, headers: auth });

  async function subjectOf(owner: Person, fields: Record<string, unknown> = {}): Promise<Subject> {
    const res = await post('/subjects/save/', { name: `Collab ${Math.random().toString(36).slice(2, 8)}`, description: 'Working together.', category: await testCategoryId(app()), ...fields }, owner.auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  async function contributors(code: string, auth: Auth): Promise<Contributor[]> {
    const res = await get(`/contributors?code=${code}`, auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  const invite = (code: string, invitees: unknown, auth: Auth) => post('/contributors/request/invite/', { code, invitees }, auth);

  async function notificationsOf(person: Person): Promise<Notification[]> {
    const res = await post('/user/notifications', { n: 50, page: 1 }, person.auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  async function history(code: string, auth: Auth): Promise<ActivityItem[]> {
    const res = await post(`/subjects/history/${code}`, { page: 1, n: 50 }, auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  /** Owner plus an active member of the given role, through the real invitation flow. */
  async function withMember(owner: Person, member: Person, code: string, role: 2 | 3 = 2) {
    expect((await invite(code, [member.user.email], owner.auth)).statusCode).toBe(200);
    expect((await get(`/contributors/invitation/accept?code=${code}`, member.auth)).statusCode).toBe(200);
    const row = (await contributors(code, owner.auth)).find((c) => c.id === member.user.id)!;
    if (role === 3) expect((await get(`/contributors/promote/${row.contributor_id}`, owner.auth)).statusCode).toBe(200);
    return row.contributor_id!;
  }

  return { post, get, subjectOf, contributors, invite, notificationsOf, history, withMember };
}
