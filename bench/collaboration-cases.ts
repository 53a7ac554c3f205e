import { sql } from 'drizzle-orm';
import { activityHistoryBodySchema, noticePageBodySchema, profileSubjectsBodySchema, subjectListBodySchema } from '@cp/contract';
import { subjectHistory, userActivityHistory } from '../apps/api/src/modules/activity/service';
import { listCandidates, listContributors, listRequests } from '../apps/api/src/modules/contributors/list';
import { notificationPage, recentNotifications, recentTaskUpdates, taskUpdatePage } from '../apps/api/src/modules/notifications/service';
import { pendingTaskCount } from '../apps/api/src/modules/tasks/service';
import { subjectView } from '../apps/api/src/modules/subjects/detail';
import { listSubjects } from '../apps/api/src/modules/subjects/list';
import { contributedSubjects, ownedSubjects } from '../apps/api/src/modules/subjects/profile-lists';
import type { AppContext } from '../apps/api/src/platform/context';
import { hashToken, newToken } from '../apps/api/src/platform/tokens';
import { afterSession, type Caller, rotate } from './calls';
import type { generateDataset } from './dataset';

type Dataset = Awaited<ReturnType<typeof generateDataset>>;

const CANDIDATES_AGENT = 'bench: contributor candidates';

/**
 * `count` owners of generated subjects other than `except` (whose calls time the SQL), each signed
 * in (a session made here) and calling `path` for their own subject. Sessions and throttle counters
 * a previous run left are dropped first, so a repeated run is not refused.
 */
async function ownersOfSubjects(ctx: AppContext, count: number, except: number, path: (code: string) => string): Promise<Caller[]> {
  await ctx.db.execute(sql`DELETE FROM sessions WHERE user_agent = ${CANDIDATES_AGENT}`);
  await ctx.db.execute(sql`DELETE FROM throttle_counters WHERE key LIKE 'candidates:user:%'`);
  const owners = await ctx.db.execute<{ user_id: number; code: string }>(sql`
    SELECT DISTINCT ON (s.owner_id) s.owner_id AS user_id, s.code FROM subjects s JOIN users u ON u.id = s.owner_id
    WHERE s.code LIKE 'B%' AND NOT u.banned AND u.id <> ${except} ORDER BY s.owner_id, s.id LIMIT ${count}`);
  const tokens = owners.rows.map(() => newToken());
  await ctx.db.execute(sql`
    INSERT INTO sessions (token_hash, user_id, expires_at, user_agent)
    SELECT t.hash, t.user_id, now() + interval '1 day', ${CANDIDATES_AGENT}
    FROM unnest(${sql.param(tokens.map((t) => hashToken(t)))}::bytea[], ${sql.param(owners.rows.map((o) => o.user_id))}::int[]) AS t(hash, user_id)`);
  return owners.rows.map((o, i) => ({ path: path(o.code), headers: { authorization: `Token ${tokens[i]}` } }));
}

/**
 * The pages around a subject and a person: subject detail, My Subjects, contributors, access
 * requests, candidates, notifications, activity histories and the profile's subject lists, on the
 * chapters subject (40 contributors, 30 requests, 10 invitations, 2,000 history events) as bench1
 * (2,000 notifications, member of 200 subjects).
 */
export async function collaborationCases(base: string, auth: Record<string, string>, dataset: Dataset, ctx: AppContext, session: () => Promise<unknown>, seconds: number) {
  const viewer = dataset.viewerId;
  const code = dataset.chapterSubject;
  const user = dataset.login.username;
  const api = `${base}/api/v1`;
  const withSession = (fn: () => Promise<unknown>) => afterSession(session, fn);
  const mineBodies = [{}, { sort: '2-a', filter: [3] }, { search: 'fract', filter: [4] }, { sort: '3-d', page: 2 }];
  const historyBodies = [{ page: 1 }, { page: 50 }];
  // 60 calls a minute per user: enough owners that even 4,000 calls a second stay under it.
  const candidateCallers = await ownersOfSubjects(ctx, Math.ceil((seconds * 4000) / 50), viewer, (c) => `/api/v1/contributors/candidates?code=${c}&search=bench12`);
  return [
    { name: 'subject detail', method: 'GET' as const, path: '/api/v1/subjects/{code}', url: `${api}/subjects/${code}`, headers: auth,
      sql: withSession(() => subjectView(ctx, code, viewer)) },
    { name: 'My Subjects (sorts, filters, search, page 2; 4 bodies)', method: 'POST' as const, path: '/api/v1/subjects/mine', url: `${api}/subjects/mine`, headers: auth, bodies: mineBodies,
      sql: withSession(rotate(mineBodies, (body) => listSubjects(ctx, viewer, subjectListBodySchema.parse(body), 'mine'))) },
    { name: 'contributors (40 members, 10 invitations)', method: 'GET' as const, path: '/api/v1/contributors?code=', url: `${api}/contributors?code=${code}`, headers: auth,
      sql: withSession(() => listContributors(ctx, viewer, code)) },
    { name: 'access requests (30 pending)', method: 'GET' as const, path: '/api/v1/contributors/request?code=', url: `${api}/contributors/request?code=${code}`, headers: auth,
      sql: withSession(() => listRequests(ctx, viewer, code)) },
    { name: `contributor candidates 'bench12' (as ${candidateCallers.length} owners: 60 calls a minute per user)`, method: 'GET' as const, path: '/api/v1/contributors/candidates',
      url: `${base}${candidateCallers[0]!.path}`, headers: {}, callers: candidateCallers,
      sql: withSession(() => listCandidates(ctx, viewer, code, 'bench12')) },
    { name: 'notifications, recent and unread count (2,000)', method: 'GET' as const, path: '/api/v1/user/notifications', url: `${api}/user/notifications`, headers: auth,
      sql: withSession(() => recentNotifications(ctx, viewer)) },
    { name: 'notifications, page 20', method: 'POST' as const, path: '/api/v1/user/notifications', url: `${api}/user/notifications`, headers: auth, bodies: [{ page: 20 }],
      sql: withSession(() => { const b = noticePageBodySchema.parse({ page: 20 }); return notificationPage(ctx, viewer, b.page, b.n); }) },
    { name: 'task updates, recent and unread count (2,000)', method: 'GET' as const, path: '/api/v1/user/tasks', url: `${api}/user/tasks`, headers: auth,
      sql: withSession(() => recentTaskUpdates(ctx, viewer)) },
    { name: 'task updates, page 20', method: 'POST' as const, path: '/api/v1/user/tasks', url: `${api}/user/tasks`, headers: auth, bodies: [{ page: 20 }],
      sql: withSession(() => { const b = noticePageBodySchema.parse({ page: 20 }); return taskUpdatePage(ctx, viewer, b.page, b.n); }) },
    { name: "task count, the header's badge (200+ managed subjects)", method: 'GET' as const, path: '/api/v1/manager/tasks/number', url: `${api}/manager/tasks/number`, headers: auth,
      sql: withSession(() => pendingTaskCount(ctx, viewer)) },
    { name: 'subject history, pages 1 and 50 (2,000 events)', method: 'POST' as const, path: '/api/v1/subjects/history/{code}', url: `${api}/subjects/history/${code}`, headers: auth, bodies: historyBodies,
      sql: withSession(rotate(historyBodies, (body) => {
        const b = activityHistoryBodySchema.parse(body);
        return subjectHistory(ctx, code, viewer, b.page, b.n);
      })) },
    { name: 'activity history of a person', method: 'POST' as const, path: '/api/v1/user/activity-history?username=', url: `${api}/user/activity-history?username=${user}`, headers: auth, bodies: [{ page: 1 }],
      sql: withSession(() => userActivityHistory(ctx, viewer, user, 1, activityHistoryBodySchema.parse({}).n)) },
    { name: 'profile: owned subjects', method: 'GET' as const, path: '/api/v1/user/subjects/owned?username=', url: `${api}/user/subjects/owned?username=${user}`, headers: auth,
      sql: withSession(() => ownedSubjects(ctx, viewer, user)) },
    { name: 'profile: contributed subjects, page 3 (200)', method: 'POST' as const, path: '/api/v1/user/subjects/contributed?username=', url: `${api}/user/subjects/contributed?username=${user}`, headers: auth, bodies: [{ page: 3 }],
      sql: withSession(() => { const b = profileSubjectsBodySchema.parse({ page: 3 }); return contributedSubjects(ctx, viewer, user, b.page, b.n); }) },
  ];
}
