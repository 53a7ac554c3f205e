import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACTIVITY, subjectMessages, type Subject } from '@cp/contract';
import { schema } from '@cp/db';
import { addMember } from '../src/modules/subjects/save';
import { startTestApp, userWithToken, type TestApp } from './helpers';

type Auth = { authorization: string };
type Person = Awaited<ReturnType<typeof userWithToken>>;

let t: TestApp;
let alice: Person; // official owner
let bob: Person;
let carol: Person; // stranger
const codes: Record<string, string> = {};

const post = (url: string, payload: unknown, auth: Auth) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers: auth });
const get = (url: string, auth: Auth) => t.app.inject({ url: `/api/v1${url}`, headers: auth });

async function list(url: '/subjects' | '/subjects/mine', body: Record<string, unknown>, auth: Auth) {
  const res = await post(url, { n: 100, ...body }, auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Subject[]; total_page: number; total_record: number };
}
const names = (subjects: Subject[]) => subjects.map((s) => s.name);

async function subject(owner: Person, name: string, extra: { description?: string; private?: boolean; verified?: boolean; published?: boolean; plays?: number; category?: string } = {}) {
  const category = extra.category ? await t.ctx.db.query.categories.findFirst({ where: eq(schema.categories.seedKey, extra.category) }) : undefined;
  const res = await post('/subjects/save/', { name, description: extra.description ?? `About ${name}.`, private: extra.private ?? false, category: category?.id }, owner.auth);
  expect(res.statusCode, res.body).toBe(200);
  const code = res.json().data.code as string;
  await t.ctx.db
    .update(schema.subjects)
    .set({ verified: extra.verified ?? false, published: extra.published ?? false, playSessions: extra.plays ?? 0 })
    .where(eq(schema.subjects.code, code));
  codes[name] = code;
  return code;
}

async function idOf(code: string) {
  return (await t.ctx.db.query.subjects.findFirst({ where: eq(schema.subjects.code, code) }))!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  alice = await userWithToken(t, { official: true });
  bob = await userWithToken(t);
  carol = await userWithToken(t);
  await subject(alice, 'Algebra Pathways', { plays: 500, verified: true, published: true, category: 'math-algebra', description: 'Patterns to linear equations.' });
  await subject(alice, 'Fractions for Grade 7', { plays: 900, category: 'math-arithmetic', description: 'Equivalent fractions and operations.' });
  await subject(alice, 'Secret Geometry', { private: true, plays: 1000, category: 'math-geometry' });
  await subject(bob, 'Cell Biology', { plays: 100, published: true, category: 'sci-biology' });
  await subject(bob, 'Zoology Zone', { plays: 100, category: 'sci-biology' });
  await subject(bob, 'Bob Private Notes', { private: true });
  await subject(carol, 'English Conversations', { plays: 50, published: true, verified: true, category: 'lang-english' });
  // Bob contributes to Algebra Pathways and Cell Biology has two contributors (more than Zoology Zone).
  await addMember(t.ctx, await idOf(codes['Algebra Pathways']!), bob.user.id, 2);
  await addMember(t.ctx, await idOf(codes['Cell Biology']!), alice.user.id, 2);
  await addMember(t.ctx, await idOf(codes['Cell Biology']!), carol.user.id, 2);
  // Bob is a member of Alice's private subject, Carol is not.
  await addMember(t.ctx, await idOf(codes['Secret Geometry']!), bob.user.id, 2);
});
afterAll(async () => t?.close());

describe('POST /subjects (browse)', () => {
  it('never shows a private subject to someone without a role on it', async () => {
    const forCarol = names((await list('/subjects', {}, carol.auth)).data);
    expect(forCarol).not.toContain('Secret Geometry');
    expect(forCarol).not.toContain('Bob Private Notes');
    expect(forCarol).toContain('Algebra Pathways');
    const forBob = names((await list('/subjects', {}, bob.auth)).data);
    expect(forBob).toContain('Secret Geometry');
    expect(forBob).toContain('Bob Private Notes');
    // Not through search either.
    expect((await list('/subjects', { search: 'Secret' }, carol.auth)).total_record).toBe(0);
    expect((await list('/subjects', { search: 'Secret' }, bob.auth)).total_record).toBe(1);
  });

  it('most popular (default) is play sessions, then contributors; the eight sorts order as labelled', async () => {
    const popular = names((await list('/subjects', {}, carol.auth)).data);
    expect(popular).toEqual(['Fractions for Grade 7', 'Algebra Pathways', 'Cell Biology', 'Zoology Zone', 'English Conversations']);
    expect(names((await list('/subjects', { sort: '0-a' }, carol.auth)).data)[0]).toBe('English Conversations');
    expect(names((await list('/subjects', { sort: '1-d' }, carol.auth)).data)[0]).toBe('Cell Biology');
    expect(names((await list('/subjects', { sort: '1-a' }, carol.auth)).data).at(-1)).toBe('Cell Biology');
    const az = names((await list('/subjects', { sort: '2-a' }, carol.auth)).data);
    expect(az).toEqual([...az].sort((a, b) => a.localeCompare(b)));
    expect(names((await list('/subjects', { sort: '2-d' }, carol.auth)).data)[0]).toBe('Zoology Zone');
    await post('/subjects/save/', { code: codes['Zoology Zone']!, description: 'Animals of the world, updated.' }, bob.auth);
    expect(names((await list('/subjects', { sort: '3-d' }, carol.auth)).data)[0]).toBe('Zoology Zone');
    expect(names((await list('/subjects', { sort: '3-a' }, carol.auth)).data).at(-1)).toBe('Zoology Zone');
    const bad = await post('/subjects', { sort: '9-x' }, carol.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status).toBe(false);
  });

  it('filters: verified, public, official, published; 3 and 4 are not offered here', async () => {
    expect(names((await list('/subjects', { filter: [0] }, carol.auth)).data).sort()).toEqual(['Algebra Pathways', 'English Conversations']);
    expect(names((await list('/subjects', { filter: [1] }, bob.auth)).data)).not.toContain('Secret Geometry');
    expect(names((await list('/subjects', { filter: [2] }, carol.auth)).data).sort()).toEqual(['Algebra Pathways', 'Fractions for Grade 7']);
    expect(names((await list('/subjects', { filter: [5] }, carol.auth)).data).sort()).toEqual(['Algebra Pathways', 'Cell Biology', 'English Conversations']);
    expect(names((await list('/subjects', { filter: [0, 2] }, carol.auth)).data)).toEqual(['Algebra Pathways']);
    for (const f of [3, 4]) {
      const res = await post('/subjects', { filter: [f] }, carol.auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(subjectMessages.filterNotOffered);
    }
  });

  it('search matches words by prefix in name, code and description, and near spellings of the name', async () => {
    expect(names((await list('/subjects', { search: 'fract' }, carol.auth)).data)).toEqual(['Fractions for Grade 7']);
    expect(names((await list('/subjects', { search: 'linear equations' }, carol.auth)).data)).toEqual(['Algebra Pathways']);
    expect(names((await list('/subjects', { search: codes['Cell Biology']!.toLowerCase() }, carol.auth)).data)).toEqual(['Cell Biology']);
    expect(names((await list('/subjects', { search: 'Zoology Zome' }, carol.auth)).data)).toContain('Zoology Zone');
    expect((await list('/subjects', { search: 'nothing like this' }, carol.auth)).total_record).toBe(0);
    // Operators are just text.
    expect((await list('/subjects', { search: "a & b | !c:* '" }, carol.auth)).total_record).toBeGreaterThanOrEqual(0);
  });

  it('category narrows to that category or its sub-categories', async () => {
    const maths = await t.ctx.db.query.categories.findFirst({ where: eq(schema.categories.seedKey, 'mathematics') });
    const algebra = await t.ctx.db.query.categories.findFirst({ where: eq(schema.categories.seedKey, 'math-algebra') });
    expect(names((await list('/subjects', { category: maths!.id }, carol.auth)).data).sort()).toEqual(['Algebra Pathways', 'Fractions for Grade 7']);
    expect(names((await list('/subjects', { category: algebra!.id }, carol.auth)).data)).toEqual(['Algebra Pathways']);
  });

  it('a top-level category keeps the sort and the pages across its sub-categories', async () => {
    const maths = (await t.ctx.db.query.categories.findFirst({ where: eq(schema.categories.seedKey, 'mathematics') }))!.id;
    const byPlays = ['Secret Geometry', 'Fractions for Grade 7', 'Algebra Pathways'];
    expect(names((await list('/subjects', { category: maths, sort: '0-d' }, bob.auth)).data)).toEqual(byPlays);
    expect(names((await list('/subjects', { category: maths, sort: '0-a' }, bob.auth)).data)).toEqual([...byPlays].reverse());
    expect(names((await list('/subjects', { category: maths, sort: '2-a' }, bob.auth)).data)).toEqual(['Algebra Pathways', 'Fractions for Grade 7', 'Secret Geometry']);
    expect(names((await list('/subjects', { category: maths, sort: '2-d' }, bob.auth)).data)).toEqual(['Secret Geometry', 'Fractions for Grade 7', 'Algebra Pathways']);
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list('/subjects', { category: maths, sort: '0-d', n: 1, page }, bob.auth)));
    expect(pages.map((p) => names(p.data)[0])).toEqual([...byPlays, undefined]);
    expect(pages.map((p) => p.total_record)).toEqual([3, 3, 3, 3]);
    expect((await list('/subjects', { category: maths, search: 'fract' }, bob.auth)).total_record).toBe(1);
    expect(await list('/subjects', { category: 999_999 }, bob.auth)).toMatchObject({ data: [], total_record: 0 });
    for (const category of ['1', -1, 0, 1.5, 2 ** 31]) {
      const bad = await post('/subjects', { category }, bob.auth);
      expect(bad.statusCode, String(category)).toBe(400);
      expect(bad.json().status).toBe(false);
    }
    // My Subjects sorts the viewer's own subjects in the category instead.
    expect(names((await list('/subjects/mine', { category: maths, sort: '2-d' }, bob.auth)).data)).toEqual(['Secret Geometry', 'Algebra Pathways']);
  });

  it('pages with total_page and total_record', async () => {
    const first = await post('/subjects', { n: 2, page: 1 }, carol.auth);
    expect(first.json()).toMatchObject({ status: true, total_record: 5, total_page: 3 });
    expect(first.json().data).toHaveLength(2);
    const third = (await post('/subjects', { n: 2, page: 3 }, carol.auth)).json();
    expect(third.data).toHaveLength(1);
    const beyond = (await post('/subjects', { n: 2, page: 9 }, carol.auth)).json();
    expect(beyond).toMatchObject({ data: [], total_record: 5, total_page: 3 });
    const defaults = (await post('/subjects', {}, carol.auth)).json();
    expect(defaults.data.length).toBeLessThanOrEqual(6);
    expect((await post('/subjects', { n: 0 }, carol.auth)).statusCode).toBe(400);
    expect((await post('/subjects', { n: 101 }, carol.auth)).statusCode).toBe(400);
  });

  it('cards carry the owner, official mark, verified, draft and contributors', async () => {
    const [algebra] = (await list('/subjects', { search: 'Algebra Pathways' }, carol.auth)).data;
    expect(algebra).toMatchObject({
      owner_username: alice.user.username,
      owner_official: true,
      verified: true,
      published: true,
      contributors: 1,
      category_name: 'Mathematics/Algebra',
      role: null,
      mine: false,
    });
  });

  it('the prerequisite picker leaves out the current subject and private ones', async () => {
    const picker = names((await list('/subjects', { is_prerequisite: true, current: codes['Fractions for Grade 7'] }, carol.auth)).data);
    expect(picker).not.toContain('Fractions for Grade 7');
    expect(picker).toContain('Algebra Pathways');
    expect(picker).not.toContain('Secret Geometry');
    expect((await post('/subjects', { is_prerequisite: true, filter: [4] }, carol.auth)).statusCode).toBe(400);
  });

  it("the prerequisite picker offers published subjects and the viewer's own drafts, never other people's drafts", async () => {
    const forBob = names((await list('/subjects', { is_prerequisite: true }, bob.auth)).data);
    expect(forBob).toEqual(expect.arrayContaining(['Algebra Pathways', 'English Conversations', 'Cell Biology', 'Zoology Zone']));
    expect(forBob).not.toContain('Fractions for Grade 7'); // Alice's draft
    const forCarol = names((await list('/subjects', { is_prerequisite: true }, carol.auth)).data);
    expect(forCarol).not.toContain('Zoology Zone'); // Bob's draft
    expect(forCarol).toContain('Cell Biology');
    // Browse still shows drafts to everyone (with their DRAFT mark).
    expect(names((await list('/subjects', {}, carol.auth)).data)).toContain('Zoology Zone');
  });

  it('an unfinished subject (no category yet) is seen only by its members, even when public', async () => {
    const code = await subject(bob, 'Half-made Chemistry');
    expect(names((await list('/subjects', {}, carol.auth)).data)).not.toContain('Half-made Chemistry');
    expect(names((await list('/subjects', { is_prerequisite: true }, carol.auth)).data)).not.toContain('Half-made Chemistry');
    const opened = await get(`/subjects/${code}`, carol.auth);
    expect(opened.statusCode).toBe(404);
    expect(opened.json().message).toBe(subjectMessages.notFound);
    expect(names((await list('/subjects/mine', {}, bob.auth)).data)).toContain('Half-made Chemistry');
    // Once it has a category, it is a normal public subject.
    const biology = await t.ctx.db.query.categories.findFirst({ where: eq(schema.categories.seedKey, 'sci-biology') });
    expect((await post('/subjects/save/', { code, category: biology!.id }, bob.auth)).statusCode).toBe(200);
    expect((await get(`/subjects/${code}`, carol.auth)).statusCode).toBe(200);
    // Out of the way of the list tests below.
    await t.app.inject({ method: 'DELETE', url: `/api/v1/subjects/delete/${code}`, headers: bob.auth });
  });
});

describe('POST /subjects/mine', () => {
  it('lists what the caller owns or contributes to, private included', async () => {
    const mine = names((await list('/subjects/mine', {}, bob.auth)).data).sort();
    expect(mine).toEqual(['Algebra Pathways', 'Bob Private Notes', 'Cell Biology', 'Secret Geometry', 'Zoology Zone']);
    const own = names((await list('/subjects/mine', { filter: [3] }, bob.auth)).data).sort();
    expect(own).toEqual(['Bob Private Notes', 'Cell Biology', 'Zoology Zone']);
    const drafts = names((await list('/subjects/mine', { filter: [4] }, bob.auth)).data).sort();
    expect(drafts).toEqual(['Bob Private Notes', 'Secret Geometry', 'Zoology Zone']);
    const res = await post('/subjects/mine', { filter: [5] }, bob.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(subjectMessages.filterNotOffered);
    const paged = (await post('/subjects/mine', { n: 2, page: 1 }, bob.auth)).json();
    expect(paged).toMatchObject({ total_record: 5, total_page: 3 });
  });
});

describe('profile subject lists', () => {
  it('GET /user/subjects/owned hides private subjects from people without a role', async () => {
    const forCarol = await get(`/user/subjects/owned?username=${alice.user.username}`, carol.auth);
    expect(forCarol.statusCode).toBe(200);
    expect(forCarol.json().data.map((s: { subject_name: string }) => s.subject_name).sort()).toEqual(['Algebra Pathways', 'Fractions for Grade 7']);
    expect(forCarol.json().data[0]).toEqual({
      subject_code: expect.any(String),
      subject_name: expect.any(String),
      image: null,
      verified: expect.any(Boolean),
      published: expect.any(Boolean),
      private: false,
      owner_username: alice.user.username,
    });
    const forBob = (await get(`/user/subjects/owned?username=${alice.user.username.toUpperCase()}`, bob.auth)).json().data;
    expect(forBob).toHaveLength(3);
    const unknown = await get('/user/subjects/owned?username=nobody-here', carol.auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(subjectMessages.userNotFound);
    expect((await get('/user/subjects/owned', carol.auth)).statusCode).toBe(400);
  });

  it('POST /user/subjects/contributed pages the memberships, private ones only for members', async () => {
    const forCarol = await post(`/user/subjects/contributed?username=${bob.user.username}`, { page: 1, n: 12 }, carol.auth);
    expect(forCarol.statusCode).toBe(200);
    expect(forCarol.json()).toMatchObject({ total_record: 1, total_page: 1 });
    expect(forCarol.json().data[0].subject_name).toBe('Algebra Pathways');
    const forAlice = (await post(`/user/subjects/contributed?username=${bob.user.username}`, { page: 1, n: 1 }, alice.auth)).json();
    expect(forAlice).toMatchObject({ total_record: 2, total_page: 2 });
    const second = (await post(`/user/subjects/contributed?username=${bob.user.username}`, { page: 2, n: 1 }, alice.auth)).json();
    expect(second.data).toHaveLength(1);
    // The two pages are the whole list in its order (latest change first), and carry only the card's fields.
    const whole = (await post(`/user/subjects/contributed?username=${bob.user.username}`, { page: 1, n: 12 }, alice.auth)).json();
    expect([forAlice.data[0].subject_code, second.data[0].subject_code]).toEqual(whole.data.map((x: { subject_code: string }) => x.subject_code));
    expect(Object.keys(whole.data[0]).sort()).toEqual(['image', 'owner_username', 'private', 'published', 'subject_code', 'subject_name', 'verified']);
    // A page past the end: no rows, the total still told.
    expect((await post(`/user/subjects/contributed?username=${bob.user.username}`, { page: 3, n: 1 }, alice.auth)).json()).toMatchObject({ data: [], total_record: 2 });
    const unknown = await post('/user/subjects/contributed?username=nobody-here', { page: 1 }, alice.auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(subjectMessages.userNotFound);
  });

  it('lists nothing, with a total of 0, for a person who owns and contributes to nothing', async () => {
    const dave = await userWithToken(t);
    const owned = await get(`/user/subjects/owned?username=${dave.user.username}`, alice.auth);
    expect(owned.statusCode).toBe(200);
    expect(owned.json().data).toEqual([]);
    const contributed = await post(`/user/subjects/contributed?username=${dave.user.username}`, { page: 1 }, alice.auth);
    expect(contributed.statusCode).toBe(200);
    expect(contributed.json()).toMatchObject({ data: [], total_record: 0 });
  });
});

describe('request access and leave', () => {
  it('POST /contributors/request/apply/ records a pending request once', async () => {
    const code = codes['Zoology Zone']!;
    const res = await post('/contributors/request/apply/', { code }, carol.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, data: { status: 1 }, message: subjectMessages.accessRequested });
    const rows = await t.ctx.db.select().from(schema.contributorRequests).where(eq(schema.contributorRequests.userId, carol.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe(1);
    expect((await get(`/subjects/${code}`, carol.auth)).json().data.request_status).toBe(1);
    const again = await post('/contributors/request/apply/', { code }, carol.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(subjectMessages.alreadyRequested);
    expect((await post('/contributors/request/apply/', { code }, bob.auth)).json().message).toBe(subjectMessages.ownerCannotRequest);
    expect((await post('/contributors/request/apply/', { code: codes['Cell Biology']! }, alice.auth)).json().message).toBe(subjectMessages.alreadyMember);
    expect((await post('/contributors/request/apply/', { code: 'NOSUCH99' }, carol.auth)).statusCode).toBe(404);
    expect((await post('/contributors/request/apply/', {}, carol.auth)).statusCode).toBe(400);
  });

  it('GET /contributors/leave ends the membership and records activity 10', async () => {
    const code = codes['Cell Biology']!;
    const res = await get(`/contributors/leave?code=${code}`, carol.auth);
    expect(res.statusCode).toBe(200);
    const member = await t.ctx.db.query.subjectMembers.findFirst({ where: eq(schema.subjectMembers.userId, carol.user.id) });
    expect(member?.active).toBe(false);
    expect((await get(`/subjects/${code}`, carol.auth)).json().data).toMatchObject({ role: null, contributors: 1 });
    const history = (await post(`/subjects/history/${code}`, { page: 1, n: 10 }, bob.auth)).json().data;
    expect(history[0]).toMatchObject({ type: ACTIVITY.stoppedContributing, username: carol.user.username });
    const twice = await get(`/contributors/leave?code=${code}`, carol.auth);
    expect(twice.statusCode).toBe(403);
    expect(twice.json().message).toBe(subjectMessages.notMember);
    const owner = await get(`/contributors/leave?code=${code}`, bob.auth);
    expect(owner.statusCode).toBe(400);
    expect(owner.json().message).toBe(subjectMessages.ownerCannotLeave);
    expect((await get('/contributors/leave', carol.auth)).statusCode).toBe(400);
  });
});
