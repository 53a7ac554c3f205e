import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY, NOTIFICATION, contributorMessages, subjectMessages, type ProfileActivity,
} from '@cp/contract';
import { schema } from '@cp/db';
import { contributorSteps } from './contributor-steps';
import { startTestApp, userWithToken, type Person, type TestApp } from './helpers';

type Auth = Person['auth'];

const ORIGIN = 'https://authoring.example.org';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_ORIGIN: ORIGIN });
});
afterAll(async () => t?.close());

const { post, get, subjectOf, contributors, invite, notificationsOf, history, withMember } = contributorSteps(() => t);

describe('GET /contributors (list)', () => {
  it('role 3 sees invitations and e-mails; others see active members only, with no e-mail but the owner\'s', async () => {
    const owner = await userWithToken(t);
    const member = await userWithToken(t);
    const invitee = await userWithToken(t);
    const stranger = await userWithToken(t);
    const { code } = await subjectOf(owner);
    await withMember(owner, member, code, 3);
    await invite(code, [invitee.user.email], owner.auth);

    const forMember = await contributors(code, member.auth);
    expect(forMember.map((c) => [c.username, c.role, c.active])).toEqual([
      [owner.user.username, 'Owner', true],
      [member.user.username, 'Manager', true],
      [invitee.user.username, 'Contributor', false],
    ]);
    expect(forMember.every((c) => c.email !== null)).toBe(true);

    const forStranger = await contributors(code, stranger.auth);
    expect(forStranger.map((c) => c.username)).toEqual([owner.user.username, member.user.username]);
    expect(forStranger.map((c) => c.email)).toEqual([owner.user.email, null]);
  });

  it('a contributor (role 2) sees the active members, but neither their addresses nor pending invitations', async () => {
    const owner = await userWithToken(t);
    const manager = await userWithToken(t);
    const contributor = await userWithToken(t);
    const invitee = await userWithToken(t);
    const { code } = await subjectOf(owner);
    await withMember(owner, manager, code, 3);
    await withMember(owner, contributor, code, 2);
    await invite(code, [invitee.user.email], owner.auth);

    const seen = await contributors(code, contributor.auth);
    expect(seen.map((c) => [c.username, c.email])).toEqual([
      [owner.user.username, owner.user.email],
      [manager.user.username, null],
      [contributor.user.username, contributor.user.email],
    ]);
    expect(JSON.stringify(seen)).not.toContain(invitee.user.email);
  });
});

describe('GET /contributors/candidates', () => {
  it('suggests people by username or name prefix from 2 characters, leaving out the owner, members, invitees and banned users', async () => {
    const tag = `cand${Date.now()}`; // digits only: random letters can spell a refused word
    const owner = await userWithToken(t, { username: `${tag}owner` });
    const member = await userWithToken(t, { username: `${tag}member` });
    const invitee = await userWithToken(t, { username: `${tag}invitee` });
    const free = await userWithToken(t, { username: `${tag}free`, profile: { firstName: 'Wulan', lastName: `Sari${tag}` } });
    const banned = await userWithToken(t, { username: `${tag}banned` });
    const next = await userWithToken(t, { username: `${tag}frf` }); // 'frf' is where the prefix 'fre' ends
    await t.ctx.db.update(schema.users).set({ banned: true }).where(eq(schema.users.id, banned.user.id));
    const { code } = await subjectOf(owner);
    await withMember(owner, member, code);
    await invite(code, [invitee.user.email], owner.auth);

    const res = await get(`/contributors/candidates?code=${code}&search=${tag.toUpperCase()}`, owner.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([{ username: free.user.username, name: `Wulan Sari${tag}`, avatar: null }, { username: next.user.username, name: 'Test User', avatar: null }]);
    const fre = (await get(`/contributors/candidates?code=${code}&search=${tag}fre`, owner.auth)).json().data;
    expect(fre.map((c: { username: string }) => c.username)).toEqual([free.user.username]);
    const byName = (await get(`/contributors/candidates?code=${code}&search=${encodeURIComponent(`sari${tag}`)}`, owner.auth)).json().data;
    expect(byName.map((c: { username: string }) => c.username)).toEqual([free.user.username]);
    for (const search of [`wulan sari${tag}`, free.user.email.toUpperCase()]) {
      const found = (await get(`/contributors/candidates?code=${code}&search=${encodeURIComponent(search)}`, owner.auth)).json().data;
      expect(found.map((c: { username: string }) => c.username), search).toEqual([free.user.username]);
    }
    const two = await get(`/contributors/candidates?code=${code}&search=${tag.slice(0, 2)}`, owner.auth);
    expect(two.statusCode).toBe(200);
    expect(two.json().data.length).toBeLessThanOrEqual(8);
    // Pattern characters are plain characters.
    expect((await get(`/contributors/candidates?code=${code}&search=%25%25`, owner.auth)).json().data).toEqual([]);
    expect((await get(`/contributors/candidates?code=${code}&search=__`, owner.auth)).json().data).toEqual([]);
    expect((await get(`/contributors/candidates?code=${code}&search=${encodeURIComponent('\\\\')}`, owner.auth)).json().data).toEqual([]);
    for (const short of ['', tag[0]]) {
      const res = await get(`/contributors/candidates?code=${code}&search=${short}`, owner.auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(contributorMessages.searchTooShort);
    }
    expect((await get(`/contributors/candidates?code=${code}&search=${tag}`, member.auth)).statusCode).toBe(403);
  });
});

describe('access requests', () => {
  it('a request notifies the owner and managers; role 3 lists them; a contributor cannot', async () => {
    const owner = await userWithToken(t);
    const manager = await userWithToken(t);
    const contributor = await userWithToken(t);
    const asker = await userWithToken(t);
    const subject = await subjectOf(owner);
    await withMember(owner, manager, subject.code, 3);
    await withMember(owner, contributor, subject.code);
    const res = await post('/contributors/request/apply/', { code: subject.code }, asker.auth);
    expect(res.json()).toMatchObject({ status: true, data: { status: 1 }, message: subjectMessages.accessRequested });
    for (const who of [owner, manager]) {
      expect((await notificationsOf(who))[0]).toMatchObject({ type: NOTIFICATION.accessRequested, info: { username: asker.user.username, subject_name: subject.name } });
    }
    expect((await notificationsOf(contributor)).some((n) => n.type === NOTIFICATION.accessRequested)).toBe(false);

    const list = await get(`/contributors/request?code=${subject.code}`, manager.auth);
    expect(list.json().data).toEqual([{ id: expect.any(Number), username: asker.user.username, email: asker.user.email, avatar: null }]);
    expect((await get(`/contributors/request?code=${subject.code}`, contributor.auth)).statusCode).toBe(403);
  });

  it('accept one: active contributor, activity 9, notification 2; decline one: notification 3; answered twice is 409', async () => {
    const owner = await userWithToken(t);
    const yes = await userWithToken(t);
    const no = await userWithToken(t);
    const subject = await subjectOf(owner);
    await post('/contributors/request/apply/', { code: subject.code }, yes.auth);
    await post('/contributors/request/apply/', { code: subject.code }, no.auth);
    const requests = (await get(`/contributors/request?code=${subject.code}`, owner.auth)).json().data as { id: number; username: string }[];
    const idOf = (p: Person) => requests.find((r) => r.username === p.user.username)!.id;

    const accepted = await get(`/contributors/request/${idOf(yes)}/accept`, owner.auth);
    expect(accepted.json()).toEqual({ status: true, data: null, message: contributorMessages.requestAccepted });
    expect((await get(`/subjects/${subject.code}`, yes.auth)).json().data).toMatchObject({ role: 2, request_status: 2 });
    expect((await notificationsOf(yes))[0]).toMatchObject({ type: NOTIFICATION.requestAccepted, info: { subject_code: subject.code } });
    expect((await history(subject.code, owner.auth))[0]).toMatchObject({ type: ACTIVITY.beganContributing, username: yes.user.username });

    const declined = await get(`/contributors/request/${idOf(no)}/reject`, owner.auth);
    expect(declined.json().message).toBe(contributorMessages.requestRejected);
    expect((await get(`/subjects/${subject.code}`, no.auth)).json().data).toMatchObject({ role: null, request_status: 3 });
    expect((await notificationsOf(no))[0]).toMatchObject({ type: NOTIFICATION.requestRejected });

    const twice = await get(`/contributors/request/${idOf(no)}/accept`, owner.auth);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(contributorMessages.requestDecided);
    expect((await get(`/contributors/request?code=${subject.code}`, owner.auth)).json().data).toEqual([]);
  });

  it('accept all and decline all answer every pending request at once; none left is 409', async () => {
    const owner = await userWithToken(t);
    const askers = await Promise.all([userWithToken(t), userWithToken(t), userWithToken(t)]);
    const subject = await subjectOf(owner);
    for (const a of askers) await post('/contributors/request/apply/', { code: subject.code }, a.auth);

    const all = await get(`/contributors/request/all/accept?code=${subject.code}`, owner.auth);
    expect(all.json()).toEqual({ status: true, data: { count: 3 }, message: contributorMessages.requestsAccepted(3) });
    expect((await get(`/subjects/${subject.code}`, owner.auth)).json().data.contributors).toBe(3);
    for (const a of askers) expect((await notificationsOf(a))[0]!.type).toBe(NOTIFICATION.requestAccepted);
    expect((await history(subject.code, owner.auth)).filter((h) => h.type === ACTIVITY.beganContributing)).toHaveLength(3);

    const none = await get(`/contributors/request/all/accept?code=${subject.code}`, owner.auth);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(contributorMessages.noPendingRequests);

    const other = await subjectOf(owner);
    for (const a of askers.slice(0, 2)) await post('/contributors/request/apply/', { code: other.code }, a.auth);
    const rejected = await get(`/contributors/request/all/reject?code=${other.code}`, owner.auth);
    expect(rejected.json()).toMatchObject({ data: { count: 2 }, message: contributorMessages.requestsRejected(2) });
    expect((await get(`/subjects/${other.code}`, askers[0]!.auth)).json().data.request_status).toBe(3);
  });

  it('role 3 on another subject does not let you answer this subject\'s requests', async () => {
    const owner = await userWithToken(t);
    const otherOwner = await userWithToken(t);
    const asker = await userWithToken(t);
    const subject = await subjectOf(owner);
    await subjectOf(otherOwner);
    await post('/contributors/request/apply/', { code: subject.code }, asker.auth);
    const [request] = (await get(`/contributors/request?code=${subject.code}`, owner.auth)).json().data;
    for (const url of [`/contributors/request/${request.id}/accept`, `/contributors/request/${request.id}/reject`, `/contributors/request/all/accept?code=${subject.code}`]) {
      const res = await get(url, otherOwner.auth);
      expect(res.statusCode, url).toBe(403);
    }
    expect((await get(`/contributors/request?code=${subject.code}`, owner.auth)).json().data).toHaveLength(1);
  });
});

describe('promote, demote, remove', () => {
  it('promote: Manager, activity 23 naming the person, notification 4; promoting twice is 409', async () => {
    const owner = await userWithToken(t);
    const member = await userWithToken(t);
    const subject = await subjectOf(owner);
    const id = await withMember(owner, member, subject.code);
    const res = await get(`/contributors/promote/${id}`, owner.auth);
    expect(res.json()).toEqual({ status: true, data: null, message: contributorMessages.promoted });
    expect((await get(`/subjects/${subject.code}`, member.auth)).json().data.role).toBe(3);
    expect((await contributors(subject.code, owner.auth))[1]).toMatchObject({ contributor_id: id, role: 'Manager', role_id: 3 });
    expect((await history(subject.code, member.auth))[0]).toMatchObject({ type: ACTIVITY.promotedToManager, username: owner.user.username, info: { affected_username: member.user.username } });
    expect((await notificationsOf(member))[0]).toMatchObject({ type: NOTIFICATION.promotedToManager, info: { subject_code: subject.code, username: owner.user.username } });
    const twice = await get(`/contributors/promote/${id}`, owner.auth);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(contributorMessages.alreadyManager);
  });

  it('demote: Contributor, activity 26 (demoted wording), notification 5; demoting a contributor is 409', async () => {
    const owner = await userWithToken(t);
    const manager = await userWithToken(t);
    const subject = await subjectOf(owner);
    const id = await withMember(owner, manager, subject.code, 3);
    expect((await get(`/contributors/demote/${id}`, owner.auth)).json().message).toBe(contributorMessages.demoted);
    expect((await get(`/subjects/${subject.code}`, manager.auth)).json().data.role).toBe(2);
    expect((await history(subject.code, owner.auth))[0]).toMatchObject({ type: ACTIVITY.demotedToContributor, info: { affected_username: manager.user.username } });
    expect((await notificationsOf(manager))[0]!.type).toBe(NOTIFICATION.demotedToContributor);
    const twice = await get(`/contributors/demote/${id}`, owner.auth);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(contributorMessages.alreadyContributorRole);
  });

  it('a manager promotes, demotes and removes other members too', async () => {
    const owner = await userWithToken(t);
    const manager = await userWithToken(t);
    const member = await userWithToken(t);
    const { code } = await subjectOf(owner);
    await withMember(owner, manager, code, 3);
    const id = await withMember(owner, member, code);
    expect((await get(`/contributors/promote/${id}`, manager.auth)).statusCode).toBe(200);
    expect((await get(`/contributors/demote/${id}`, manager.auth)).statusCode).toBe(200);
    expect((await get(`/contributors/remove/${id}`, manager.auth)).statusCode).toBe(200);
  });

  it('remove: no longer a member, activity 50, notification 6; the person can request access again', async () => {
    const owner = await userWithToken(t);
    const member = await userWithToken(t);
    const subject = await subjectOf(owner);
    const id = await withMember(owner, member, subject.code);
    expect((await get(`/contributors/remove/${id}`, owner.auth)).json().message).toBe(contributorMessages.removed);
    expect((await get(`/subjects/${subject.code}`, member.auth)).json().data).toMatchObject({ role: null, contributors: 0 });
    expect((await contributors(subject.code, owner.auth)).map((c) => c.id)).toEqual([owner.user.id]);
    expect((await history(subject.code, owner.auth))[0]).toMatchObject({ type: ACTIVITY.contributorRemoved, info: { affected_username: member.user.username } });
    expect((await notificationsOf(member))[0]).toMatchObject({ type: NOTIFICATION.removedFromSubject, info: { subject_name: subject.name } });
    expect((await get(`/contributors/remove/${id}`, owner.auth)).statusCode).toBe(404);
    expect((await post('/contributors/request/apply/', { code: subject.code }, member.auth)).json().data.status).toBe(1);
  });

  it('remove on an invitation withdraws it; a pending invitee cannot be promoted yet', async () => {
    const owner = await userWithToken(t);
    const invitee = await userWithToken(t);
    const { code } = await subjectOf(owner);
    await invite(code, [invitee.user.email, 'nobody.yet@school.example.org'], owner.auth);
    const [, first, second] = await contributors(code, owner.auth);
    const promote = await get(`/contributors/promote/${first!.contributor_id}`, owner.auth);
    expect(promote.statusCode).toBe(409);
    expect(promote.json().message).toBe(contributorMessages.notActiveYet);
    for (const row of [first!, second!]) {
      expect((await get(`/contributors/remove/${row.contributor_id}`, owner.auth)).json().message).toBe(contributorMessages.invitationCancelled);
    }
    expect(await contributors(code, owner.auth)).toHaveLength(1);
    expect((await get(`/contributors/invitation/accept?code=${code}`, invitee.auth)).statusCode).toBe(404);
  });

  it('forbidden: a contributor promoting, demoting or removing; anyone acting on themselves; the owner; another subject\'s contributor id', async () => {
    const owner = await userWithToken(t);
    const manager = await userWithToken(t);
    const contributor = await userWithToken(t);
    const otherOwner = await userWithToken(t);
    const otherMember = await userWithToken(t);
    const subject = await subjectOf(owner);
    const managerId = await withMember(owner, manager, subject.code, 3);
    const contributorId = await withMember(owner, contributor, subject.code);
    const other = await subjectOf(otherOwner);
    const otherId = await withMember(otherOwner, otherMember, other.code);

    const expectForbidden = async (url: string, auth: Auth, message: string) => {
      const res = await get(url, auth);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ status: false, data: null, message });
    };
    // A contributor has no role-3 powers.
    for (const action of ['promote', 'demote', 'remove']) {
      await expectForbidden(`/contributors/${action}/${managerId}`, contributor.auth, subjectMessages.managersOnly);
    }
    await expectForbidden(`/contributors/promote/${contributorId}`, contributor.auth, subjectMessages.managersOnly);
    // Nobody demotes or removes themselves.
    await expectForbidden(`/contributors/demote/${managerId}`, manager.auth, contributorMessages.notYourself);
    await expectForbidden(`/contributors/remove/${managerId}`, manager.auth, contributorMessages.notYourself);
    // The owner is never a target, even if a membership row for them exists.
    const [ownerRow] = await t.ctx.db
      .insert(schema.subjectMembers)
      .values({ subjectId: (await t.ctx.db.query.subjects.findFirst({ where: eq(schema.subjects.code, subject.code) }))!.id, userId: owner.user.id, roleId: 3, active: true })
      .returning();
    for (const action of ['demote', 'remove']) {
      await expectForbidden(`/contributors/${action}/${ownerRow!.id}`, manager.auth, contributorMessages.notTheOwner);
    }
    await t.ctx.db.delete(schema.subjectMembers).where(eq(schema.subjectMembers.id, ownerRow!.id));
    // Role 3 here gives nothing over another subject's members.
    for (const action of ['promote', 'demote', 'remove']) {
      await expectForbidden(`/contributors/${action}/${otherId}`, owner.auth, subjectMessages.managersOnly);
    }
    // Nothing changed.
    expect((await contributors(subject.code, owner.auth)).map((c) => c.role)).toEqual(['Owner', 'Manager', 'Contributor']);
    expect((await contributors(other.code, otherOwner.auth)).map((c) => c.role)).toEqual(['Owner', 'Contributor']);
  });
});

describe('leave', () => {
  it('activity 10 and notification 11 to the owner and managers, not to the one leaving', async () => {
    const owner = await userWithToken(t);
    const manager = await userWithToken(t);
    const member = await userWithToken(t);
    const subject = await subjectOf(owner);
    await withMember(owner, manager, subject.code, 3);
    await withMember(owner, member, subject.code);
    expect((await get(`/contributors/leave?code=${subject.code}`, member.auth)).json().message).toBe(subjectMessages.left);
    expect((await history(subject.code, owner.auth))[0]).toMatchObject({ type: ACTIVITY.stoppedContributing, username: member.user.username });
    for (const who of [owner, manager]) expect((await notificationsOf(who))[0]).toMatchObject({ type: NOTIFICATION.contributorLeft, info: { username: member.user.username } });
    expect((await notificationsOf(member)).some((n) => n.type === NOTIFICATION.contributorLeft)).toBe(false);
    // A former member can be invited again and shows as Invited.
    expect((await invite(subject.code, [member.user.email], owner.auth)).statusCode).toBe(200);
    expect((await contributors(subject.code, owner.auth)).find((c) => c.id === member.user.id)).toMatchObject({ active: false });
  });
});

describe('read marking of the notifications these actions create', () => {
  it('only the caller\'s own rows are marked read', async () => {
    const owner = await userWithToken(t);
    const invitee = await userWithToken(t);
    const { code } = await subjectOf(owner);
    await invite(code, [invitee.user.email], owner.auth);
    await get(`/contributors/invitation/accept?code=${code}`, invitee.auth);
    const mine = (await notificationsOf(invitee))[0]!.notification_id;
    const theirs = (await notificationsOf(owner))[0]!.notification_id;
    const res = await get(`/user/notifications/read?ids=[${mine},${theirs}]`, invitee.auth);
    expect(res.json()).toMatchObject({ status: true, data: { updated: 1 } });
    expect((await notificationsOf(invitee))[0]!.read).toBe(true);
    expect((await notificationsOf(owner))[0]!.read).toBe(false);
    const row = await t.ctx.db.query.notifications.findFirst({ where: and(eq(schema.notifications.id, theirs), eq(schema.notifications.userId, owner.user.id)) });
    expect(row?.readAt).toBeNull();
  });
});

describe('POST /user/activity-history?username= (profile Activity tab)', () => {
  it('a user\'s activity across subjects, newest first, with the subject; private subjects only for people with a role', async () => {
    const owner = await userWithToken(t);
    const member = await userWithToken(t);
    const stranger = await userWithToken(t);
    const open = await subjectOf(owner);
    const hidden = await subjectOf(owner, { private: true });
    await withMember(owner, member, open.code);
    await withMember(owner, member, hidden.code);
    await get(`/contributors/leave?code=${open.code}`, member.auth);

    const page = async (viewer: Person, n = 10, p = 1) => {
      const res = await post(`/user/activity-history?username=${member.user.username.toUpperCase()}`, { page: p, n }, viewer.auth);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: ProfileActivity[]; total_record: number };
    };
    const own = await page(member);
    expect(own.data.map((a) => [a.type, a.subject_code])).toEqual([
      [ACTIVITY.stoppedContributing, open.code],
      [ACTIVITY.beganContributing, hidden.code],
      [ACTIVITY.beganContributing, open.code],
    ]);
    expect(own.data[0]).toMatchObject({ is_me: true, username: member.user.username, subject_name: open.name, category: 'other' });
    expect(own.total_record).toBe(3);
    const forOwner = await page(owner);
    expect(forOwner.data.map((a) => a.is_me)).toEqual([false, false, false]);
    expect(forOwner.total_record).toBe(3);
    const forStranger = await page(stranger);
    expect(forStranger.data.map((a) => a.subject_code)).toEqual([open.code, open.code]);
    expect(forStranger.total_record).toBe(2);
    // Paging: n = 2 then the rest (Load More stops when fewer than n come back).
    expect((await page(member, 2, 1)).data).toHaveLength(2);
    expect((await page(member, 2, 2)).data).toHaveLength(1);
    const beyond = await page(member, 2, 3);
    expect(beyond.data).toEqual([]);
    expect(beyond.total_record).toBe(3);
    // A deleted subject's activity disappears.
    await t.app.inject({ method: 'DELETE', url: `/api/v1/subjects/delete/${hidden.code}`, headers: owner.auth });
    const afterDelete = await page(member);
    expect(afterDelete.data.map((a) => a.subject_code)).toEqual([open.code, open.code]);
    expect(afterDelete.total_record).toBe(2);
  });

  it('unknown users are 404, bad bodies 400', async () => {
    const me = await userWithToken(t);
    expect((await post('/user/activity-history?username=no-such-user-here', { page: 1, n: 10 }, me.auth)).statusCode).toBe(404);
    expect((await post(`/user/activity-history?username=${me.user.username}`, { page: 0, n: 10 }, me.auth)).statusCode).toBe(400);
    expect((await post(`/user/activity-history?username=${me.user.username}`, { page: 1, n: 10, all: true }, me.auth)).statusCode).toBe(400);
    expect((await post('/user/activity-history', { page: 1, n: 10 }, me.auth)).statusCode).toBe(400);
  });
});
