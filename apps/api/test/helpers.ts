import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { inject, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, schema, withDatabase } from '@cp/db';
import { createContext, type StartedContext } from '../src/bootstrap';
import { loadConfig } from '../src/platform/config';
import { buildApp } from '../src/server';
import { createUser, type NewUser } from '../src/modules/users/repository';
import { dropDatabase, recreateDatabase } from './db-admin';

export interface TestApp {
  /** The public listener (authoring app and user API). */
  app: FastifyInstance;
  /** The admin listener (user API plus `/admin/*`). */
  admin: FastifyInstance;
  ctx: StartedContext;
  dataDir: string;
  close(): Promise<void>;
}

/** A product instance on its own fresh database (cloned from the template) and data directory. */
export async function startTestApp(
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance, ctx: StartedContext) => void,
  /** Where log lines go (LOG_LEVEL decides which); default stdout. */
  logDestination?: DestinationStream,
): Promise<TestApp> {
  const pgUrl = inject('pgUrl');
  const name = `cp_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await recreateDatabase(pgUrl, name, inject('templateDb'));
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cp-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, JOBS: 'false', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000', ...env });
  const ctx = await createContext(config, { database: openDatabase(withDatabase(pgUrl, name), 5), logDestination });
  const app = await buildApp(ctx, { face: 'web' });
  const admin = await buildApp(ctx, { face: 'admin' });
  extend?.(app, ctx);
  await Promise.all([app.ready(), admin.ready()]);
  return {
    app,
    admin,
    ctx,
    dataDir,
    close: async () => {
      await Promise.all([app.close(), admin.close()]);
      await ctx.close();
      await dropDatabase(pgUrl, name);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** Creates a user with a complete profile and logs in through the API; returns the token. */
export async function userWithToken(t: TestApp, overrides: Partial<NewUser> = {}) {
  counter += 1;
  const username = overrides.username ?? `user${counter}${randomUUID().slice(0, 6)}`;
  const password = overrides.password ?? 'correct horse battery';
  const user = await createUser(t.ctx.db, {
    username,
    email: `${username}@school.example.org`,
    password,
    emailVerified: true,
    profile: { firstName: 'Test', lastName: 'User' },
    ...overrides,
  });
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { user, token: res.json().data.token as string, auth: { authorization: `Token ${res.json().data.token}` } };
}

export type Person = Awaited<ReturnType<typeof userWithToken>>;

/** Calls under /api/v1 as `person` (or anonymously), on the public listener unless `admin`. */
export function apiAs(t: TestApp, person?: Pick<Person, 'auth'>, listener: 'web' | 'admin' = 'web') {
  const app = listener === 'admin' ? t.admin : t.app;
  const headers = person?.auth ?? {};
  return {
    get: (url: string) => app.inject({ url: `/api/v1${url}`, headers }),
    post: (url: string, payload: object = {}) => app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload }),
    del: (url: string, payload?: object) => app.inject({ method: 'DELETE', url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) }),
  };
}

/** The administrator account a test app is started with (`startTestApp(ADMIN)`), for `signedInAdmin`. */
export const ADMIN = { ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'a strong admin password' };

/** Calls on the admin listener as the administrator of `ADMIN`, signed in. */
export async function signedInAdmin(t: TestApp) {
  const login = await t.admin.inject({ method: 'POST', url: '/api/v1/admin/auth/login', payload: { username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD } });
  return apiAs(t, { auth: { authorization: `Token ${login.json().data.token}` } }, 'admin');
}

/** Every page of a back-office table (10 rows a page) as one list of the rows' `key` values. */
export async function allPages<V>(admin: ReturnType<typeof apiAs>, path: string, body: Record<string, unknown>, key: string): Promise<V[]> {
  const out: V[] = [];
  for (let page = 1; ; page++) {
    const res = (await admin.post(path, { ...body, page, n: 10 })).json();
    out.push(...res.data.map((r: Record<string, V>) => r[key]));
    if (page >= res.total_page) return out;
  }
}

/**
 * The category test subjects get unless a test says otherwise (Biology): with a category a subject is
 * finished, so other people can see it; without one it is a draft only its members see. Another seeded
 * category by its seed key ('sci-physics', …).
 */
export async function testCategoryId(t: TestApp, seedKey = 'sci-biology'): Promise<number> {
  const row = await t.ctx.db.query.categories.findFirst({ where: eq(schema.categories.seedKey, seedKey) });
  return row!.id;
}

/** A finished subject owned by `owner`, made through `POST /subjects/save/`; returns its JSON (code, name, …). */
export async function newSubject(t: TestApp, owner: Pick<Person, 'auth'>, fields: Record<string, unknown> = {}) {
  const res = await apiAs(t, owner).post('/subjects/save/', { name: `Subject ${randomUUID().slice(0, 8)}`, description: 'Made by a test.', category: await testCategoryId(t), ...fields });
  if (res.statusCode !== 200) throw new Error(`subject not saved: ${res.body}`);
  return res.json().data as { code: string; name: string };
}

/** Counts the statements a product process sends through its pool while `fn` runs. */
export async function statementsDuring(ctx: Pick<StartedContext, 'database'>, fn: () => Promise<unknown>) {
  const spy = vi.spyOn(ctx.database.pool, 'query');
  try {
    await fn();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}
