import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ActivityItem, Subject } from '@cp/contract';
import { schema } from '@cp/db';
import { publishableContent } from './content-steps';
import { testCategoryId, type Person, type TestApp } from './helpers';

type Auth = Person['auth'];

/** The calls the subject tests repeat, bound to the file's test app (set in its beforeAll). */
export function subjectSteps(app: () => TestApp) {
  const post = (url: string, payload: unknown, auth?: Auth) => app().app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers: auth });
  const get = (url: string, auth?: Auth) => app().app.inject({ url: `/api/v1${url}`, headers: auth });
  const del = (url: string, auth?: Auth) => app().app.inject({ method: 'DELETE', url: `/api/v1${url}`, headers: auth });

  async function category(seedKey: string) {
    const row = await app().ctx.db.query.categories.findFirst({ where: eq(schema.categories.seedKey, seedKey) });
    return row!;
  }

  /** A finished subject (it has the test category) unless `fields` says `category: undefined`. */
  async function create(auth: Auth, fields: Record<string, unknown> = {}): Promise<Subject> {
    const res = await post('/subjects/save/', { name: 'Subject ' + Math.random().toString(36).slice(2, 8), description: 'A subject for tests.', category: await testCategoryId(app()), ...fields }, auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  async function history(code: string, auth: Auth, page = 1, n = 10) {
    const res = await post(`/subjects/history/${code}`, { page, n }, auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: ActivityItem[]; total_page: number; total_record: number };
  }

  /** Content that can be published: one chapter whose minigame has its minimum of approved entries. */
  async function withContent(subjectCode: string, userId: number) {
    return publishableContent(app(), subjectCode, userId);
  }

  return { post, get, del, category, create, history, withContent };
}
