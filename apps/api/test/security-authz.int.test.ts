import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@cp/db';
import { sampleEntry } from '../src/cli/sample-entries';
import { createChapter } from '../src/modules/chapters/service';
import { addEntry } from '../src/modules/questions/entry';
import { storeJpeg } from '../src/platform/images';
import { jpegWithGps } from './fixtures';
import { CONTRIBUTOR_RULES } from '../src/modules/contributors/throttles';
import { clear } from '../src/platform/throttle';
import { startTestApp, testCategoryId, userWithToken, type TestApp } from './helpers';

/**
 * The authorisation matrix: every route either listener documents has a rule here, and every rule
 * is checked against every kind of caller. A new route without a rule fails the first test.
 *
 * - public: anyone; user: a user session; admin: an administrator session (admin listener only).
 * - subject: a user session plus a role in the subject named by the request. The request is sent
 *   for a private subject by a stranger (no role), a contributor (2), a manager (3) and the owner;
 *   `allowed` roles must get past access control, the others get 403 or 404.
 */
type Role = 'stranger' | 'contributor' | 'manager' | 'owner';
type Fixture = {
  code: string; requestId: number; contributorMemberId: number; chapterId: number; chapterMinigameId: number; formatId: number; minigameId: number;
  /** The game module of the chapter's minigame, and one approved entry of it. */
  gameModuleId: number; questionId: number;
};
type Probe = { method?: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object };
type Rule =
  | { who: 'public' | 'user' | 'admin' }
  | { who: 'subject'; allowed: Role[]; probe: (f: Fixture) => Probe };

const ALL: Role[] = ['stranger', 'contributor', 'manager', 'owner'];
const MEMBERS: Role[] = ['contributor', 'manager', 'owner'];
const MANAGERS: Role[] = ['manager', 'owner'];

export const ACCESS: Record<string, Rule> = {
  'GET /api/health': { who: 'public' },
  'GET /api/ready': { who: 'public' },
  'GET /api/v1/app-config': { who: 'public' },
  'POST /api/v1/auth/login': { who: 'public' },
  'POST /api/v1/auth/login/google': { who: 'public' },
  'GET /api/v1/auth/logout': { who: 'user' },
  'POST /api/v1/auth/register': { who: 'public' },
  'GET /api/v1/validate/{kind}': { who: 'public' },
  'GET /api/v1/auth/verify/{token}': { who: 'public' },
  'GET /api/v1/auth/resend-verify-email': { who: 'user' },
  'POST /api/v1/auth/forgot-password': { who: 'public' },
  'GET /api/v1/auth/reset-password/{token}': { who: 'public' },
  'POST /api/v1/auth/reset-password/{token}': { who: 'public' },
  'GET /api/v1/auth/sessions': { who: 'user' },
  'POST /api/v1/auth/sessions/end-others': { who: 'user' },
  'DELETE /api/v1/auth/sessions/{id}': { who: 'user' },
  'POST /api/v1/auth/password': { who: 'user' },
  'POST /api/v1/admin/auth/login': { who: 'public' },
  'GET /api/v1/admin/auth/logout': { who: 'admin' },
  'GET /api/v1/admin/dashboard/general-statistics': { who: 'admin' },
  'GET /api/v1/admin/dashboard/most-active-users': { who: 'admin' },
  'GET /api/v1/admin/dashboard/most-played-subjects': { who: 'admin' },
  'GET /api/v1/admin/dashboard/daily-analytics': { who: 'admin' },
  'GET /api/v1/admin/dashboard/subject-distribution-category': { who: 'admin' },
  'POST /api/v1/admin/users': { who: 'admin' },
  'GET /api/v1/admin/users/verify/{username}': { who: 'admin' },
  'GET /api/v1/admin/users/unverify/{username}': { who: 'admin' },
  'POST /api/v1/admin/users/ban/{username}': { who: 'admin' },
  'GET /api/v1/admin/users/unban/{username}': { who: 'admin' },
  'GET /api/v1/admin/users/download': { who: 'admin' },
  'POST /api/v1/admin/subjects': { who: 'admin' },
  'GET /api/v1/admin/subjects/verify/{code}': { who: 'admin' },
  'GET /api/v1/admin/subjects/unverify/{code}': { who: 'admin' },
  'DELETE /api/v1/admin/subjects/delete/{code}': { who: 'admin' },
  'GET /api/v1/admin/subjects/download': { who: 'admin' },
  'GET /api/v1/admin/modules': { who: 'admin' },
  'GET /api/v1/admin/teaching-materials': { who: 'admin' },
  'POST /api/v1/admin/mini-games': { who: 'admin' },
  'POST /api/v1/admin/mini-games/save': { who: 'admin' },
  'GET /api/v1/admin/mini-games/publish/{id}': { who: 'admin' },
  'DELETE /api/v1/admin/mini-games/delete/{id}': { who: 'admin' },
  'POST /api/v1/admin/contacts/tickets': { who: 'admin' },
  'POST /api/v1/admin/contacts/tickets/reply/{ticketId}': { who: 'admin' },
  'POST /api/v1/admin/faq': { who: 'admin' },
  'POST /api/v1/admin/faq/save': { who: 'admin' },
  'DELETE /api/v1/admin/faq/delete/{id}': { who: 'admin' },
  'POST /api/v1/admin/legal': { who: 'admin' },
  'POST /api/v1/admin/legal/update/{type}': { who: 'admin' },
  'POST /api/v1/admin/audit': { who: 'admin' },
  'GET /api/v1/admin/audit/download': { who: 'admin' },
  'GET /api/v1/categories/menu': { who: 'user' },
  'POST /api/v1/categories/menu': { who: 'user' },
  'GET /api/v1/modules': { who: 'user' },
  'GET /api/v1/modules/{moduleId}/minigames': { who: 'user' },
  'GET /api/v1/user/info': { who: 'user' },
  'POST /api/v1/user/info/update': { who: 'user' },
  'GET /api/v1/statics/faq': { who: 'public' },
  'GET /api/v1/statics/tos': { who: 'public' },
  'GET /api/v1/statics/privacy': { who: 'public' },
  'GET /api/v1/statics/cookie': { who: 'public' },
  'POST /api/v1/contact-us/send-ticket': { who: 'public' },
  'GET /api/v1/bad-words-check': { who: 'user' },
  'GET /api/v1/reference-check/{category}/{identifier}': { who: 'user' },
  'POST /api/v1/subjects': { who: 'user' },
  'POST /api/v1/subjects/mine': { who: 'user' },
  'POST /api/v1/subjects/save': { who: 'subject', allowed: MANAGERS, probe: (f) => ({ method: 'POST', url: '/api/v1/subjects/save/', payload: { code: f.code, description: 'Changed by someone.' } }) },
  'GET /api/v1/prerequisite': { who: 'user' },
  // Spec 1 §6: role 3 (manager or owner) deletes the subject.
  'DELETE /api/v1/subjects/delete/{code}': { who: 'subject', allowed: MANAGERS, probe: (f) => ({ method: 'DELETE', url: `/api/v1/subjects/delete/${f.code}` }) },
  'GET /api/v1/subjects/publish/{code}/check': { who: 'subject', allowed: ['owner'], probe: (f) => ({ url: `/api/v1/subjects/publish/${f.code}/check` }) },
  'GET /api/v1/subjects/publish/{code}': { who: 'subject', allowed: ['owner'], probe: (f) => ({ url: `/api/v1/subjects/publish/${f.code}` }) },
  'GET /api/v1/subjects/{code}': { who: 'subject', allowed: MEMBERS, probe: (f) => ({ url: `/api/v1/subjects/${f.code}` }) },
  'GET /api/v1/diagnostic/games/{code}': { who: 'subject', allowed: MEMBERS, probe: (f) => ({ url: `/api/v1/diagnostic/games/${f.code}` }) },
  'GET /api/v1/user/subjects/owned': { who: 'user' },
  'POST /api/v1/user/subjects/contributed': { who: 'user' },
  'POST /api/v1/subjects/history/{code}': { who: 'subject', allowed: MEMBERS, probe: (f) => ({ method: 'POST', url: `/api/v1/subjects/history/${f.code}`, payload: {} }) },
  'POST /api/v1/user/activity-history': { who: 'user' },
  'GET /api/v1/user/notifications': { who: 'user' },
  'POST /api/v1/user/notifications': { who: 'user' },
  'GET /api/v1/user/notifications/read': { who: 'user' },
  'GET /api/v1/user/tasks': { who: 'user' },
  'POST /api/v1/user/tasks': { who: 'user' },
  'GET /api/v1/user/tasks/read': { who: 'user' },
  'GET /api/v1/manager/tasks/number': { who: 'user' },
  'GET /api/v1/contributors': { who: 'subject', allowed: MEMBERS, probe: (f) => ({ url: `/api/v1/contributors?code=${f.code}` }) },
  'GET /api/v1/contributors/request': { who: 'subject', allowed: MANAGERS, probe: (f) => ({ url: `/api/v1/contributors/request?code=${f.code}` }) },
  'GET /api/v1/contributors/candidates': { who: 'subject', allowed: MANAGERS, probe: (f) => ({ url: `/api/v1/contributors/candidates?code=${f.code}&search=zz` }) },
  'POST /api/v1/contributors/request/invite': { who: 'subject', allowed: MANAGERS, probe: (f) => ({ method: 'POST', url: '/api/v1/contributors/request/invite/', payload: { code: f.code, invitees: ['matrix.probe@elsewhere.example.org'] } }) },
  // A private subject cannot be asked for by someone who cannot see it.
  'POST /api/v1/contributors/request/apply': { who: 'subject', allowed: MEMBERS, probe: (f) => ({ method: 'POST', url: '/api/v1/contributors/request/apply/', payload: { code: f.code } }) },
  'GET /api/v1/contributors/request/all/accept': { who: 'subject', allowed: MANAGERS, probe: (f) => ({ url: `/api/v1/contributors/request/all/accept?code=${f.code}` }) },
  'GET /api/v1/contributors/request/{id}/accept': { who: 'subject', allowed: MANAGERS, probe: (f) => ({ url: `/api/v1/contributors/request/${f.requestId}/accept` }) },
  'GET /api/v1/contributors/request/all/reject': { who: 'subject', allowed: MANAGERS, probe: (f) => ({ url: `/api/v1/contributors/request/all/reject?code=${f.code}` }) },
  'GET /api/v1/contributors/request/{id}/reject': { who: 'subject', allowed: MANAGERS, probe: (f) => ({ url: `/api/v1/contributors/request/${f.requestId}/reject` }) },
  'GET /api/v1/contributors/promote/{id}': { who: 'subject', allowed: MANAGERS, probe: (f) => ({ url: `/api/v1/contributors/promote/${f.contributorMemberId}` }) },
  'GET /api/v1/contributors/demote/{id}': { who: 'subject', allowed: MANAGERS, probe: (f) => ({ url: `/api/v1/contributors/demote/${f.contributorMemberId}` }) },
  'GET /api/v1/contributors/remove/{id}': { who: 'subject', allowed: MANAGERS, probe: (f) => ({ url: `/api/v1/contributors/remove/${f.contributorMemberId}` }) },
  // Answered by the invitee only; anyone else has no invitation to answer (checked in contributors tests).
  'GET /api/v1/contributors/invitation/accept': { who: 'user' },
  'GET /api/v1/contributors/invitation/decline': { who: 'user' },
  // Chapters (spec 1 §6): members read them; role 3 changes them.
  'GET /api/v1/chapters/get/{code}': { who: 'subject', allowed: MEMBERS, probe: (f) => ({ url: `/api/v1/chapters/get/${f.code}` }) },
  'POST /api/v1/chapters/create': { who: 'subject', allowed: MANAGERS, probe: (f) => ({ method: 'POST', url: '/api/v1/chapters/create', payload: { code: f.code, chapter_name: 'Added by someone', module_id: f.formatId, minigame_id: f.minigameId } }) },
  'GET /api/v1/questions/{mg}/banner': { who: 'subject', allowed: MEMBERS, probe: (f) => ({ url: `/api/v1/questions/${f.chapterMinigameId}/banner` }) },
  'POST /api/v1/questions/{mg}/list': { who: 'subject', allowed: MEMBERS, probe: (f) => ({ method: 'POST', url: `/api/v1/questions/${f.chapterMinigameId}/list`, payload: {} }) },
  'POST /api/v1/questions/{mg}/save': { who: 'subject', allowed: MEMBERS, probe: (f) => ({ method: 'POST', url: `/api/v1/questions/${f.chapterMinigameId}/save`, payload: { question_object: sampleEntry(f.gameModuleId, 1, undefined, '/media/entries/probe.jpg') } }) },
  'DELETE /api/v1/questions/{id}/delete': { who: 'subject', allowed: MANAGERS, probe: (f) => ({ method: 'DELETE', url: `/api/v1/questions/${f.questionId}/delete` }) },
  'POST /api/v1/questions/{mg}/approve/{target}': { who: 'subject', allowed: MANAGERS, probe: (f) => ({ method: 'POST', url: `/api/v1/questions/${f.chapterMinigameId}/approve/all`, payload: {} }) },
  'POST /api/v1/questions/{mg}/decline/{target}': { who: 'subject', allowed: MANAGERS, probe: (f) => ({ method: 'POST', url: `/api/v1/questions/${f.chapterMinigameId}/decline/${f.questionId}`, payload: { comment: 'Duplicate.' } }) },
  'POST /api/v1/response-eval/{mg}/save': { who: 'subject', allowed: MANAGERS, probe: (f) => ({ method: 'POST', url: `/api/v1/response-eval/${f.chapterMinigameId}/save`, payload: { data: ['a', 'b', 'c'] } }) },
  'GET /api/v1/questions/{id}/history': { who: 'subject', allowed: MEMBERS, probe: (f) => ({ url: `/api/v1/questions/${f.questionId}/history` }) },
  'GET /api/v1/questions/{id}/changes': { who: 'subject', allowed: MEMBERS, probe: (f) => ({ url: `/api/v1/questions/${f.questionId}/changes` }) },
  'POST /api/v1/manager/tasks': { who: 'user' },
  'POST /api/v1/manager/tasks/{question_id}': { who: 'user' },
  'POST /api/v1/manager/tasks/{decision}/all': { who: 'user' },
  // Renders the caller's own text; reads nothing of any subject.
  'POST /api/v1/questions/generate-preview': { who: 'user' },
  'POST /api/v1/chapters/order': { who: 'subject', allowed: MANAGERS, probe: (f) => ({ method: 'POST', url: '/api/v1/chapters/order', payload: { code: f.code, orders: [f.chapterId] } }) },
  'POST /api/v1/chapters/update/{id}': { who: 'subject', allowed: MANAGERS, probe: (f) => ({ method: 'POST', url: `/api/v1/chapters/update/${f.chapterId}`, payload: { name: 'Renamed by someone', completion_rate: 50 } }) },
  'DELETE /api/v1/chapters/delete/{id}': { who: 'subject', allowed: MANAGERS, probe: (f) => ({ method: 'DELETE', url: `/api/v1/chapters/delete/${f.chapterId}` }) },
  'POST /api/v1/chapters/{chapterId}/minigames/save': { who: 'subject', allowed: MANAGERS, probe: (f) => ({ method: 'POST', url: `/api/v1/chapters/${f.chapterId}/minigames/save`, payload: { minigame_id: f.minigameId, module_id: f.formatId } }) },
  'DELETE /api/v1/chapters/{chapterId}/minigames/{id}/delete': { who: 'subject', allowed: MANAGERS, probe: (f) => ({ method: 'DELETE', url: `/api/v1/chapters/${f.chapterId}/minigames/${f.chapterMinigameId}/delete` }) },
  'DELETE /api/v1/chapters/{chapterId}/minigames/{id}/hide': { who: 'subject', allowed: MANAGERS, probe: (f) => ({ method: 'DELETE', url: `/api/v1/chapters/${f.chapterId}/minigames/${f.chapterMinigameId}/hide`, payload: { keep_linked: 1 } }) },
  'DELETE /api/v1/chapters/{chapterId}/minigames/{id}/unhide': { who: 'subject', allowed: MANAGERS, probe: (f) => ({ method: 'DELETE', url: `/api/v1/chapters/${f.chapterId}/minigames/${f.chapterMinigameId}/unhide` }) },
  // The owner gets past access control; the rule that an owner cannot leave answers 400.
  'GET /api/v1/contributors/leave': { who: 'subject', allowed: MEMBERS, probe: (f) => ({ url: `/api/v1/contributors/leave?code=${f.code}` }) },
};

type Person = Awaited<ReturnType<typeof userWithToken>>;
let t: TestApp;
let people: Record<Role | 'asker', Person>;
let adminAuth: { authorization: string };
beforeAll(async () => {
  t = await startTestApp({ ADMIN_USERNAME: 'matrix-admin', ADMIN_PASSWORD: 'matrix admin password' });
  people = {
    owner: await userWithToken(t),
    manager: await userWithToken(t),
    contributor: await userWithToken(t),
    stranger: await userWithToken(t),
    asker: await userWithToken(t),
  };
  const admin = await t.admin.inject({ method: 'POST', url: '/api/v1/admin/auth/login', payload: { username: 'matrix-admin', password: 'matrix admin password' } });
  adminAuth = { authorization: `Token ${admin.json().data.token}` };
});
afterAll(async () => t?.close());

const send = (app: FastifyInstance, probe: Probe, headers: Record<string, string> = {}) =>
  app.inject({ method: probe.method ?? 'GET', url: probe.url, headers, ...(probe.payload ? { payload: probe.payload } : {}) });

async function documentedRoutes() {
  const routes = new Map<string, FastifyInstance>();
  for (const app of [t.app, t.admin]) {
    const doc = (await app.inject('/api/v1/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    for (const [path, ops] of Object.entries(doc.paths)) for (const method of Object.keys(ops)) if (!routes.has(`${method.toUpperCase()} ${path}`)) routes.set(`${method.toUpperCase()} ${path}`, app);
  }
  return routes;
}

/** A private subject with a manager, a contributor and a pending access request. */
async function freshSubject(): Promise<Fixture> {
  const { owner, manager, contributor, asker } = people;
  await clear(t.ctx, CONTRIBUTOR_RULES.invites, String(owner.user.id)); // many fixtures, one owner
  const code = (await send(t.app, { method: 'POST', url: '/api/v1/subjects/save/', payload: { name: `Matrix ${Math.random().toString(36).slice(2, 8)}`, description: 'Access rules.', category: await testCategoryId(t) } }, owner.auth)).json().data.code as string;
  await send(t.app, { method: 'POST', url: '/api/v1/contributors/request/apply/', payload: { code } }, asker.auth);
  await send(t.app, { method: 'POST', url: '/api/v1/contributors/request/invite/', payload: { code, invitees: [manager.user.email, contributor.user.email] } }, owner.auth);
  for (const p of [manager, contributor]) await send(t.app, { url: `/api/v1/contributors/invitation/accept?code=${code}` }, p.auth);
  const list = (await send(t.app, { url: `/api/v1/contributors?code=${code}` }, owner.auth)).json().data as { username: string; contributor_id: number }[];
  const managerId = list.find((c) => c.username === manager.user.username)!.contributor_id;
  await send(t.app, { url: `/api/v1/contributors/promote/${managerId}` }, owner.auth);
  await send(t.app, { method: 'POST', url: '/api/v1/subjects/save/', payload: { code, private: true } }, owner.auth);
  const requests = (await send(t.app, { url: `/api/v1/contributors/request?code=${code}` }, owner.auth)).json().data as { id: number }[];
  // One chapter with one minigame, and another minigame its teaching format offers.
  const subjectId = (await t.ctx.db.query.subjects.findFirst({ where: eq(schema.subjects.code, code) }))!.id;
  const offered = await t.ctx.db
    .select({ minigameId: schema.minigameTeachingMaterials.minigameId, formatId: schema.minigameTeachingMaterials.teachingMaterialId })
    .from(schema.minigameTeachingMaterials)
    .innerJoin(schema.minigames, eq(schema.minigames.id, schema.minigameTeachingMaterials.minigameId))
    .where(eq(schema.minigames.published, true));
  const first = offered[0]!;
  const second = offered.find((o) => o.formatId === first.formatId && o.minigameId !== first.minigameId)!;
  const chapter = await createChapter(t.ctx, subjectId, { name: 'Matrix chapter', completionRate: 100, position: 0, minigameIds: [first.minigameId], creatorId: owner.user.id });
  const chapterMinigame = (await t.ctx.db.query.chapterMinigames.findFirst({ where: eq(schema.chapterMinigames.chapterId, chapter.id) }))!;
  const gameModuleId = (await t.ctx.db.query.minigames.findFirst({ where: eq(schema.minigames.id, first.minigameId) }))!.gameModuleId;
  const image = await storeJpeg(t.ctx.storage, await jpegWithGps(64, 64), 'entries', 'content');
  const question = await addEntry(t.ctx, { subjectId, chapterMinigameId: chapterMinigame.id, gameModuleId, questionObject: sampleEntry(gameModuleId, 0, undefined, image), approved: true, createdBy: owner.user.id });
  return {
    gameModuleId,
    questionId: question.id,
    code,
    requestId: requests[0]?.id ?? 0,
    contributorMemberId: list.find((c) => c.username === contributor.user.username)!.contributor_id,
    chapterId: chapter.id,
    chapterMinigameId: chapterMinigame.id,
    formatId: second.formatId,
    minigameId: second.minigameId,
  };
}

const sampleProbe = (key: string): Probe => {
  const [method, path] = key.split(' ') as ['GET' | 'POST' | 'DELETE', string];
  return { method, url: path.replace(/\{\w+\}/g, '1'), payload: method === 'GET' ? undefined : {} };
};

describe('the authorisation matrix', () => {
  it('has a rule for every documented route (a new route without one fails here)', async () => {
    const missing = [...(await documentedRoutes()).keys()].filter((k) => !(k in ACCESS));
    expect(missing).toEqual([]);
  });

  it('agrees with what each route declares (OpenAPI security: [] only on public routes)', async () => {
    const wrong: string[] = [];
    for (const app of [t.app, t.admin]) {
      const doc = (await app.inject('/api/v1/openapi.json')).json() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
      for (const [path, ops] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(ops)) {
          const key = `${method.toUpperCase()} ${path}`;
          const declaredPublic = op.security?.length === 0;
          if (declaredPublic !== (ACCESS[key]?.who === 'public')) wrong.push(key);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('anonymous callers get 401 on every route that needs a session', async () => {
    const wrong: string[] = [];
    for (const [key, app] of await documentedRoutes()) {
      const rule = ACCESS[key];
      if (!rule || rule.who === 'public') continue;
      const res = await send(app, sampleProbe(key));
      // The session check runs before validation, so the answer is 401 whatever the input.
      if (res.statusCode !== 401) wrong.push(`${key} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('an administrator token is not a user session, and a user token is not an administrator session', async () => {
    const wrong: string[] = [];
    for (const [key, app] of await documentedRoutes()) {
      const rule = ACCESS[key];
      if (!rule || rule.who === 'public') continue;
      const headers = rule.who === 'admin' ? people.stranger.auth : adminAuth;
      const res = await send(app, sampleProbe(key), headers);
      if (res.statusCode !== 401) wrong.push(`${key} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('subject routes: every role on a private subject gets exactly what its role allows', async () => {
    const wrong: string[] = [];
    for (const [key, rule] of Object.entries(ACCESS)) {
      if (rule.who !== 'subject') continue;
      // Allowed roles last, owner last of all: a route that deletes or leaves acts once, at the end.
      const order = [...ALL.filter((r) => !rule.allowed.includes(r)), ...ALL.filter((r) => rule.allowed.includes(r))];
      for (const role of order) {
        const fixture = await freshSubject();
        const res = await send(t.app, rule.probe(fixture), people[role].auth);
        const denied = res.statusCode === 403 || res.statusCode === 404;
        const expected = rule.allowed.includes(role) ? 'allowed' : 'denied';
        if ((expected === 'denied') !== denied || res.statusCode === 401 || res.statusCode >= 500) wrong.push(`${key} as ${role}: ${res.statusCode} ${res.json().message}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
