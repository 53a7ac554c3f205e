import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY, NOTIFICATION, contributorMessages, subjectMessages,
} from '@cp/contract';
import { contributorSteps } from './contributor-steps';
import { startTestApp, userWithToken, type Person, type TestApp } from './helpers';

type Auth = Person['auth'];
import { lastMailTo, readOutbox, tokenFrom } from './mailbox';

const ORIGIN = 'https://authoring.example.org';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_ORIGIN: ORIGIN });
});
afterAll(async () => t?.close());

const { post, get, subjectOf, contributors, invite, notificationsOf, history, withMember } = contributorSteps(() => t);

describe('authentication and input', () => {
  it('every contributor call needs a session (401 envelope)', async () => {
    const calls = [
      get('/contributors?code=ABC'),
      get('/contributors/request?code=ABC'),
      get('/contributors/candidates?code=ABC&search=ab'),
      get('/contributors/request/1/accept'),
      get('/contributors/request/1/reject'),
      get('/contributors/request/all/accept?code=ABC'),
      get('/contributors/promote/1'),
      get('/contributors/demote/1'),
      get('/contributors/remove/1'),
      get('/contributors/invitation/accept?code=ABC'),
      get('/contributors/leave?code=ABC'),
      post('/contributors/request/invite/', { code: 'ABC', invitees: ['a@b.org'] }),
      post('/user/activity-history?username=someone', { page: 1, n: 10 }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: false, data: null });
    }
  });

  it('malformed ids, queries and bodies are 400, unknown subjects and ids 404', async () => {
    const owner = await userWithToken(t);
    const subject = await subjectOf(owner);
    for (const url of ['/contributors/promote/abc', '/contributors/remove/0', '/contributors/request/-1/accept', '/contributors', `/contributors/candidates?code=${subject.code}`]) {
      const res = await get(url, owner.auth);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().status).toBe(false);
    }
    const extra = await post('/contributors/request/invite/', { code: subject.code, invitees: ['a@b.org'], role: 3 }, owner.auth);
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toContain('role');
    expect((await get('/contributors?code=NOSUCH99', owner.auth)).statusCode).toBe(404);
    expect((await get('/contributors/promote/99999999', owner.auth)).json()).toMatchObject({ status: false, message: contributorMessages.contributorNotFound });
    expect((await get('/contributors/request/99999999/accept', owner.auth)).statusCode).toBe(404);
  });
});

describe('POST /contributors/request/invite/ (spec 1 §5 invite rules)', () => {
  it('at least one e-mail: "Please input contributor email."', async () => {
    const owner = await userWithToken(t);
    const { code } = await subjectOf(owner);
    for (const invitees of [[], ['', '  '], '', ' , ']) {
      const res = await invite(code, invitees, owner.auth);
      expect(res.statusCode, JSON.stringify(invitees)).toBe(400);
      expect(res.json()).toEqual({ status: false, data: null, message: 'Please input contributor email.' });
    }
  });

  it('each must match a basic e-mail pattern, and the message lists every bad one', async () => {
    const owner = await userWithToken(t);
    const { code } = await subjectOf(owner);
    const res = await invite(code, ['good@school.example.org', 'bad', 'also bad@x.org', 'no-dot@host'], owner.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid email detected for bad, also bad@x.org, no-dot@host, please remove or change before invite.');
    // A comma-separated text is read as a list too.
    const text = await invite(code, 'good@school.example.org, nope', owner.auth);
    expect(text.json().message).toBe('Invalid email detected for nope, please remove or change before invite.');
    // Nothing was stored or sent for a refused list.
    expect((await contributors(code, owner.auth)).filter((c) => c.role !== 'Owner')).toHaveLength(0);
    const tooMany = await invite(code, Array.from({ length: 21 }, (_, i) => `p${i}@school.example.org`), owner.auth);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(contributorMessages.tooManyInvitees);
  });

  it('only role 3 invites: a contributor and a stranger get 403', async () => {
    const owner = await userWithToken(t);
    const member = await userWithToken(t);
    const stranger = await userWithToken(t);
    const { code } = await subjectOf(owner);
    await withMember(owner, member, code);
    for (const who of [member, stranger]) {
      const res = await invite(code, ['someone@school.example.org'], who.auth);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(subjectMessages.managersOnly);
    }
    expect((await invite('NOSUCH99', ['someone@school.example.org'], owner.auth)).statusCode).toBe(404);
  });

  it('invites an account (notification 1) and an address without one; both get a real mail with the subject link and show as Invited', async () => {
    const owner = await userWithToken(t);
    const invitee = await userWithToken(t);
    const subject = await subjectOf(owner);
    const newcomer = `newcomer${Date.now().toString(36)}@elsewhere.example.org`;
    const res = await invite(subject.code, [invitee.user.email.toUpperCase(), newcomer], owner.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      data: { invited: [invitee.user.email.toLowerCase(), newcomer], skipped: [] },
      message: contributorMessages.invited([invitee.user.email.toLowerCase(), newcomer]),
    });

    const link = `${ORIGIN}/subject/detail/${subject.code}/contributor`;
    const toInvitee = await lastMailTo(t.dataDir, invitee.user.email, 'Invitation to contribute');
    expect(toInvitee?.text).toContain(link);
    expect(toInvitee?.text).toContain(`${owner.user.username} invited you to contribute to the subject "${subject.name}"`);
    const toNewcomer = await lastMailTo(t.dataDir, newcomer, 'Invitation to contribute');
    expect(toNewcomer?.text).toContain(`${ORIGIN}/register`);
    expect(toNewcomer?.text).toContain(link);

    const [note] = await notificationsOf(invitee);
    expect(note).toMatchObject({
      type: NOTIFICATION.contributorInvitation,
      read: false,
      identifier: subject.code,
      info: { subject_code: subject.code, subject_name: subject.name, username: owner.user.username },
    });

    const list = await contributors(subject.code, owner.auth);
    expect(list[0]).toMatchObject({ contributor_id: null, id: owner.user.id, username: owner.user.username, role: 'Owner', role_id: 3, active: true });
    expect(list.slice(1)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: invitee.user.id, username: invitee.user.username, email: invitee.user.email, role: 'Contributor', role_id: 2, active: false }),
        expect.objectContaining({ id: null, username: null, email: newcomer, role: 'Contributor', active: false }),
      ]),
    );
    // Invited is not a role yet: the subject does not count them.
    expect((await get(`/subjects/${subject.code}`, owner.auth)).json().data.contributors).toBe(0);
  });

  it('skips the owner, people already invited and active contributors, and says why (409 when nobody is left)', async () => {
    const owner = await userWithToken(t);
    const member = await userWithToken(t);
    const invitee = await userWithToken(t);
    const { code } = await subjectOf(owner);
    await withMember(owner, member, code);
    expect((await invite(code, [invitee.user.email], owner.auth)).statusCode).toBe(200);
    const mailsBefore = (await readOutbox(t.dataDir)).length;

    const res = await invite(code, [owner.user.email, member.user.email, invitee.user.email], owner.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      contributorMessages.notInvited([
        `${owner.user.email.toLowerCase()} (${contributorMessages.isOwner})`,
        `${member.user.email.toLowerCase()} (${contributorMessages.alreadyContributor})`,
        `${invitee.user.email.toLowerCase()} (${contributorMessages.alreadyInvited})`,
      ]),
    );
    expect((await readOutbox(t.dataDir)).length).toBe(mailsBefore);

    const mixed = await invite(code, [member.user.email, 'fresh.one@school.example.org'], owner.auth);
    expect(mixed.statusCode).toBe(200);
    expect(mixed.json().data).toEqual({ invited: ['fresh.one@school.example.org'], skipped: [{ email: member.user.email.toLowerCase(), reason: contributorMessages.alreadyContributor }] });
    expect(mixed.json().message).toContain(contributorMessages.alreadyContributor);
  });

  it('a manager (not only the owner) invites', async () => {
    const owner = await userWithToken(t);
    const manager = await userWithToken(t);
    const invitee = await userWithToken(t);
    const { code } = await subjectOf(owner);
    await withMember(owner, manager, code, 3);
    expect((await invite(code, [invitee.user.email], manager.auth)).statusCode).toBe(200);
    expect((await notificationsOf(invitee))[0]!.info.username).toBe(manager.user.username);
  });
});

describe('answering an invitation', () => {
  it('accept: active contributor, activity 9, the owner and managers are told; a second accept is 404', async () => {
    const owner = await userWithToken(t);
    const manager = await userWithToken(t);
    const invitee = await userWithToken(t);
    const subject = await subjectOf(owner);
    await withMember(owner, manager, subject.code, 3);
    await invite(subject.code, [invitee.user.email], owner.auth);
    // The subject tells the invitee an answer is waiting (the header then offers no Request Access).
    expect((await get(`/subjects/${subject.code}`, invitee.auth)).json().data).toMatchObject({ role: null, invited: true });
    expect((await get(`/subjects/${subject.code}`, manager.auth)).json().data).toMatchObject({ invited: false });

    const res = await get(`/contributors/invitation/accept?code=${subject.code}`, invitee.auth);
    expect(res.json()).toEqual({ status: true, data: null, message: contributorMessages.invitationAccepted });
    expect((await get(`/subjects/${subject.code}`, invitee.auth)).json().data).toMatchObject({ role: 2, contributors: 2, invited: false });
    expect((await contributors(subject.code, owner.auth)).find((c) => c.id === invitee.user.id)).toMatchObject({ active: true, role: 'Contributor' });
    expect((await history(subject.code, owner.auth))[0]).toMatchObject({ type: ACTIVITY.beganContributing, username: invitee.user.username, info: { subject_name: subject.name } });
    for (const who of [owner, manager]) {
      expect((await notificationsOf(who))[0]).toMatchObject({ type: NOTIFICATION.invitationAccepted, info: { username: invitee.user.username, subject_code: subject.code } });
    }
    expect((await notificationsOf(invitee)).some((n) => n.type === NOTIFICATION.invitationAccepted)).toBe(false);

    const again = await get(`/contributors/invitation/accept?code=${subject.code}`, invitee.auth);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(contributorMessages.noInvitation);
  });

  it('decline: the invitation goes away; someone never invited cannot accept', async () => {
    const owner = await userWithToken(t);
    const invitee = await userWithToken(t);
    const stranger = await userWithToken(t);
    const { code } = await subjectOf(owner);
    await invite(code, [invitee.user.email], owner.auth);
    expect((await get(`/contributors/invitation/decline?code=${code}`, invitee.auth)).json().message).toBe(contributorMessages.invitationDeclined);
    expect((await contributors(code, owner.auth)).map((c) => c.id)).toEqual([owner.user.id]);
    expect((await get(`/contributors/invitation/accept?code=${code}`, invitee.auth)).statusCode).toBe(404);
    expect((await get(`/contributors/invitation/accept?code=${code}`, stranger.auth)).statusCode).toBe(404);
    // Declined people can be invited again.
    expect((await invite(code, [invitee.user.email], owner.auth)).statusCode).toBe(200);
  });

  it('an invitation opens a private subject to the invitee; others stay out', async () => {
    const owner = await userWithToken(t);
    const invitee = await userWithToken(t);
    const stranger = await userWithToken(t);
    const { code } = await subjectOf(owner, { private: true });
    expect((await get(`/subjects/${code}`, invitee.auth)).statusCode).toBe(403);
    await invite(code, [invitee.user.email], owner.auth);
    expect((await get(`/subjects/${code}`, invitee.auth)).json().data).toMatchObject({ role: null, private: true });
    const seen = await contributors(code, invitee.auth);
    expect(seen.find((c) => c.id === invitee.user.id)).toMatchObject({ active: false, email: invitee.user.email });
    expect((await get(`/subjects/${code}`, stranger.auth)).statusCode).toBe(403);
    expect((await get(`/contributors?code=${code}`, stranger.auth)).statusCode).toBe(403);
  });

  it('requesting access while invited joins at once (status 2)', async () => {
    const owner = await userWithToken(t);
    const invitee = await userWithToken(t);
    const { code } = await subjectOf(owner);
    await invite(code, [invitee.user.email], owner.auth);
    const res = await post('/contributors/request/apply/', { code }, invitee.auth);
    expect(res.json()).toMatchObject({ status: true, data: { status: 2 }, message: contributorMessages.invitationAccepted });
    expect((await get(`/subjects/${code}`, invitee.auth)).json().data.role).toBe(2);
  });

  it('an address without an account becomes a contributor once someone signs up with it and verifies it', async () => {
    const owner = await userWithToken(t);
    const subject = await subjectOf(owner, { private: true });
    const username = `joiner${Date.now()}`;
    const email = `${username}@elsewhere.example.org`;
    expect((await invite(subject.code, [email.toUpperCase()], owner.auth)).statusCode).toBe(200);

    const signup = await post('/auth/register', { email, username, password: 'joiner password' });
    expect(signup.statusCode, signup.body).toBe(200);
    const early: Auth = { authorization: `Token ${signup.json().data.token}` };
    // Not yet: the address is not verified.
    expect((await get(`/subjects/${subject.code}`, early)).statusCode).toBe(403);

    const verify = await get(`/auth/verify/${tokenFrom(await lastMailTo(t.dataDir, email, 'Verify'), 'verify')}`);
    expect(verify.statusCode, verify.body).toBe(200);
    const joined: Auth = { authorization: `Token ${verify.json().data.token}` };
    expect((await get(`/subjects/${subject.code}`, joined)).json().data).toMatchObject({ role: 2, contributors: 1 });
    const list = await contributors(subject.code, owner.auth);
    expect(list).toHaveLength(2);
    expect(list[1]).toMatchObject({ username, email, active: true, role: 'Contributor' });
    expect((await history(subject.code, owner.auth))[0]).toMatchObject({ type: ACTIVITY.beganContributing, username });
    expect((await notificationsOf(owner))[0]).toMatchObject({ type: NOTIFICATION.invitationAccepted, info: { username } });
  });
});

