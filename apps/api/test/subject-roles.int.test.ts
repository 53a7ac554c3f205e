import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACTIVITY, messages, subjectMessages } from '@cp/contract';
import { schema } from '@cp/db';
import { addMember } from '../src/modules/subjects/save';
import { startTestApp, userWithToken, type Person, type TestApp } from './helpers';
import { subjectSteps } from './subject-steps';

let t: TestApp;
let owner: Person;
let manager: Person;
let contributor: Person;
let stranger: Person;

beforeAll(async () => {
  t = await startTestApp();
  owner = await userWithToken(t);
  manager = await userWithToken(t);
  contributor = await userWithToken(t);
  stranger = await userWithToken(t);
});
afterAll(async () => t?.close());

const { post, get, del, category, create, history, withContent } = subjectSteps(() => t);

describe('roles', () => {
  let code: string;
  let privateCode: string;
  beforeAll(async () => {
    const s = await create(owner.auth, { name: 'Team subject', description: 'Shared work.' });
    code = s.code;
    const row = await t.ctx.db.query.subjects.findFirst({ where: eq(schema.subjects.code, code) });
    await addMember(t.ctx, row!.id, manager.user.id, 3);
    await addMember(t.ctx, row!.id, contributor.user.id, 2);
    privateCode = (await create(owner.auth, { name: 'Secret plans', description: 'Only for the team.', private: true })).code;
  });

  it('GET /subjects/{code} tells each caller their role and action', async () => {
    const asOwner = (await get(`/subjects/${code}`, owner.auth)).json().data;
    expect(asOwner).toMatchObject({ role: 3, mine: true, contributors: 2 });
    const asManager = (await get(`/subjects/${code}`, manager.auth)).json().data;
    expect(asManager).toMatchObject({ role: 3, mine: false });
    const asContributor = (await get(`/subjects/${code}`, contributor.auth)).json().data;
    expect(asContributor).toMatchObject({ role: 2, mine: false });
    const asStranger = (await get(`/subjects/${code}`, stranger.auth)).json().data;
    expect(asStranger).toMatchObject({ role: null, mine: false, request_status: null });
  });

  it('unknown codes are 404 and private subjects are 403 for strangers', async () => {
    const missing = await get('/subjects/NOSUCH99', owner.auth);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: false, message: subjectMessages.notFound });
    for (const res of [
      await get(`/subjects/${privateCode}`, stranger.auth),
      await post(`/subjects/history/${privateCode}`, { page: 1, n: 10 }, stranger.auth),
      await get(`/diagnostic/games/${privateCode}`, stranger.auth),
      await post('/subjects/save/', { code: privateCode, name: 'Mine now' }, stranger.auth),
      await post('/contributors/request/apply/', { code: privateCode }, stranger.auth),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: false, message: subjectMessages.private });
    }
    expect((await get(`/subjects/${privateCode}`, owner.auth)).statusCode).toBe(200);
  });

  it('a contributor or a stranger cannot change settings or delete; a manager can save', async () => {
    for (const who of [contributor, stranger]) {
      const save = await post('/subjects/save/', { code, name: 'Taken over' }, who.auth);
      expect(save.statusCode).toBe(403);
      expect(save.json().message).toBe(subjectMessages.managersOnly);
      const remove = await del(`/subjects/delete/${code}`, who.auth);
      expect(remove.statusCode).toBe(403);
    }
    const bymanager = await post('/subjects/save/', { code, description: 'Managed by the manager.' }, manager.auth);
    expect(bymanager.statusCode).toBe(200);
    const [latest] = (await history(code, owner.auth)).data;
    expect(latest).toMatchObject({ type: ACTIVITY.subjectDescriptionChanged, username: manager.user.username, is_me: false });
  });

  it('only the owner can check or request publishing', async () => {
    for (const who of [manager, contributor, stranger]) {
      for (const url of [`/subjects/publish/${code}/check`, `/subjects/publish/${code}`]) {
        const res = await get(url, who.auth);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(subjectMessages.ownerOnlyPublish);
      }
    }
  });
});

describe('publishing', () => {
  it('blocks a subject without content, warns about default avatar and cover, then records the request', async () => {
    const arithmetic = await category('math-arithmetic');
    const s = await create(owner.auth, { name: 'Ready to publish', description: 'Soon on the game app.', category: undefined });
    const noCategory = (await get(`/subjects/publish/${s.code}/check`, owner.auth)).json().data;
    expect(noCategory).toMatchObject({ error: true, error_header: 'No category', version: 1 });
    await post('/subjects/save/', { code: s.code, category: arithmetic.id }, owner.auth);
    const empty = (await get(`/subjects/publish/${s.code}/check`, owner.auth)).json().data;
    expect(empty).toMatchObject({ error: true, error_header: 'No content yet' });
    const refused = await get(`/subjects/publish/${s.code}`, owner.auth);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('No content yet');

    await withContent(s.code, owner.user.id);
    const ready = await get(`/subjects/publish/${s.code}/check`, owner.auth);
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toMatchObject({ error: false, error_header: null, error_body: null, avatar: null, subject_cover: null, version: 1 });
    expect(ready.json().data.update_detail).toBe('Version 1 of Ready to publish: 1 chapter, 1 minigame, 10 entries.');

    const requested = await get(`/subjects/publish/${s.code}`, owner.auth);
    expect(requested.statusCode).toBe(200);
    expect(requested.json().message).toBe(messages.publishOnProcess);
    const result = requested.json().data;
    expect(result).toMatchObject({ version: 1, last_publish_status: 'Requested' });
    const requestDay = new Date(result.last_publish_date);
    const expected = new Date(result.expected_review_date + 'T00:00:00Z');
    const days = (expected.getTime() - Date.UTC(requestDay.getUTCFullYear(), requestDay.getUTCMonth(), requestDay.getUTCDate())) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(9); // 7 working days span at least one weekend
    expect(days).toBeLessThanOrEqual(11);
    expect([0, 6]).not.toContain(expected.getUTCDay());

    const view = (await get(`/subjects/${s.code}`, owner.auth)).json().data;
    expect(view).toMatchObject({ last_publish_status: 'Requested', last_publish_version: 1, published: false });
    const rows = await t.ctx.db.select().from(schema.publishRequests);
    expect(rows.filter((r) => r.version === 1 && r.requestedBy === owner.user.id)).toHaveLength(1);
    const [latest] = (await history(s.code, owner.auth)).data;
    expect(latest).toMatchObject({ type: ACTIVITY.publishRequested, info: { version: 1 } });

    const again = await get(`/subjects/publish/${s.code}`, owner.auth);
    expect(again.statusCode).toBe(409);
    expect((await get(`/subjects/publish/${s.code}/check`, owner.auth)).json().data.error_header).toBe('Already on review');
  });

  it('adaptive subjects are blocked until they have adaptive content', async () => {
    const arithmetic = await category('math-arithmetic');
    const s = await create(owner.auth, { adaptive: true, category: arithmetic.id });
    expect((await get(`/subjects/publish/${s.code}/check`, owner.auth)).json().data).toMatchObject({ error: true, error_header: 'No content yet' });
  });
});

