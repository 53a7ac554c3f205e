import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@cp/db';
import { publishableContent } from './content-steps';
import { startTestApp, testCategoryId, userWithToken, type TestApp } from './helpers';

type Person = Awaited<ReturnType<typeof userWithToken>>;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const get = (url: string, auth: Person['auth']) => t.app.inject({ url: `/api/v1${url}`, headers: auth });
const post = (url: string, payload: object, auth: Person['auth']) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: auth });

async function publishableSubject(owner: Person) {
  const category = await t.ctx.db.query.categories.findFirst({ where: eq(schema.categories.seedKey, 'math-arithmetic') });
  const saved = await post('/subjects/save/', { name: 'Race to publish', description: 'Two clicks at once.', category: category!.id }, owner.auth);
  const code = saved.json().data.code as string;
  const row = await t.ctx.db.query.subjects.findFirst({ where: eq(schema.subjects.code, code) });
  await publishableContent(t, code, owner.user.id);
  return { code, id: row!.id };
}

describe('requests that arrive at the same moment', () => {
  it('two publish requests of one subject: one is recorded, the other gets a clear 409, never a 500', async () => {
    const owner = await userWithToken(t);
    const { code, id } = await publishableSubject(owner);
    const answers = await Promise.all(Array.from({ length: 4 }, () => get(`/subjects/publish/${code}`, owner.auth)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json()).toMatchObject({ status: false, message: expect.stringContaining('Already on review') });
    expect(await t.ctx.db.$count(schema.publishRequests, eq(schema.publishRequests.subjectId, id))).toBe(1);
  });

  it('parallel access requests by one person: one pending request, the rest 409', async () => {
    const owner = await userWithToken(t);
    const asker = await userWithToken(t);
    const code = (await post('/subjects/save/', { name: 'Popular subject', description: 'Everyone wants in.', category: await testCategoryId(t) }, owner.auth)).json().data.code as string;
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('/contributors/request/apply/', { code }, asker.auth)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const subject = await t.ctx.db.query.subjects.findFirst({ where: eq(schema.subjects.code, code) });
    const pending = await t.ctx.db.$count(schema.contributorRequests, and(eq(schema.contributorRequests.subjectId, subject!.id), eq(schema.contributorRequests.status, 1)));
    expect(pending).toBe(1);
  });

  it('parallel invitations of one address: one invitation, the others reported as already invited', async () => {
    const owner = await userWithToken(t);
    const code = (await post('/subjects/save/', { name: 'Invite race', description: 'x' }, owner.auth)).json().data.code as string;
    const answers = await Promise.all(Array.from({ length: 4 }, () => post('/contributors/request/invite/', { code, invitees: ['Someone.New@elsewhere.example.org'] }, owner.auth)));
    expect(answers.every((r) => r.statusCode < 500)).toBe(true);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const subject = await t.ctx.db.query.subjects.findFirst({ where: eq(schema.subjects.code, code) });
    expect(await t.ctx.db.$count(schema.subjectMembers, eq(schema.subjectMembers.subjectId, subject!.id))).toBe(1);
  });
});
