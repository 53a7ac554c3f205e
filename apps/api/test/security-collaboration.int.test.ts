import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_MIN_CHARS, contributorMessages, INVITES_PER_HOUR } from '@cp/contract';
import { CONTRIBUTOR_RULES } from '../src/modules/contributors/throttles';
import { apiAs, newSubject, startTestApp, userWithToken, type Person, type TestApp } from './helpers';
import { readOutbox } from './mailbox';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const get = (url: string, auth: Person['auth']) => apiAs(t, { auth }).get(url);
const subjectOf = async (owner: Person) => (await newSubject(t, owner)).code;
const invite = (code: string, invitees: string[], owner: Person) => apiAs(t, owner).post('/contributors/request/invite/', { code, invitees });

describe('e-mail harvesting through contributor suggestions', () => {
  it('never returns an address, matches addresses only when typed in full, and refuses one character', async () => {
    const owner = await userWithToken(t);
    const code = await subjectOf(owner);
    const target = await userWithToken(t, { username: 'harvest.target', email: 'hidden.address@school.example.org' });

    const byPrefix = await get(`/contributors/candidates?code=${code}&search=hidden`, owner.auth);
    expect(byPrefix.json().data).toEqual([]);
    const byFull = await get(`/contributors/candidates?code=${code}&search=${encodeURIComponent(target.user.email)}`, owner.auth);
    expect(byFull.json().data).toEqual([{ username: 'harvest.target', name: 'Test User', avatar: null }]);
    const byUsername = await get(`/contributors/candidates?code=${code}&search=harvest`, owner.auth);
    expect(byUsername.body).not.toContain('@');
    expect((await get(`/contributors/candidates?code=${code}&search=h`, owner.auth)).statusCode).toBe(400);
    expect(CANDIDATE_MIN_CHARS).toBe(2);
  });

  it('is throttled per user', async () => {
    const owner = await userWithToken(t);
    const code = await subjectOf(owner);
    const answers = [];
    for (let i = 0; i <= CONTRIBUTOR_RULES.candidates.limit; i++) answers.push((await get(`/contributors/candidates?code=${code}&search=ab${i}`, owner.auth)).statusCode);
    expect(answers.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('a suggestion picked by username is invited without its address ever reaching the inviter', async () => {
    const owner = await userWithToken(t);
    const code = await subjectOf(owner);
    const person = await userWithToken(t, { username: 'picked.person', email: 'picked.private@school.example.org' });
    const res = await invite(code, ['@picked.person', '@no.such.user'], owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ invited: ['@picked.person'], skipped: [{ email: '@no.such.user', reason: contributorMessages.noSuchUser }] });
    expect(res.body).not.toContain('picked.private');
    // Nor does the contributor list show the address of the pending invitation.
    const list = await get(`/contributors?code=${code}`, owner.auth);
    expect(list.json().data.find((c: { username: string }) => c.username === 'picked.person')).toMatchObject({ email: null, active: false });
    expect(list.body).not.toContain('picked.private');
    expect((await readOutbox(t.dataDir)).some((m) => m.to.includes(person.user.email))).toBe(true);
  });
});

describe('invitation mail as a spam relay', () => {
  it('an account with an unverified address cannot invite anyone', async () => {
    const owner = await userWithToken(t, { emailVerified: false });
    const code = await subjectOf(owner);
    const res = await invite(code, ['stranger@elsewhere.example.org'], owner);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(contributorMessages.verifyBeforeInviting);
    expect((await readOutbox(t.dataDir)).some((m) => m.to.includes('stranger@elsewhere.example.org'))).toBe(false);
  });

  it(`one person sends at most ${INVITES_PER_HOUR} invitations an hour, counted per address; refused ones do not count`, async () => {
    const owner = await userWithToken(t);
    const codes = [await subjectOf(owner), await subjectOf(owner), await subjectOf(owner)];
    const batch = (n: number, from: number) => Array.from({ length: n }, (_, i) => `bulk${from + i}@elsewhere.example.org`);
    expect((await invite(codes[0]!, batch(20, 0), owner)).statusCode).toBe(200);
    // Already invited: skipped, so they give their budget back.
    expect((await invite(codes[0]!, batch(20, 0), owner)).statusCode).toBe(409);
    expect((await invite(codes[1]!, batch(20, 20), owner)).statusCode).toBe(200);
    const over = await invite(codes[2]!, batch(20, 40), owner);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(contributorMessages.invitesThrottled);
    expect((await invite(codes[2]!, batch(10, 40), owner)).statusCode).toBe(200);
    expect((await invite(codes[2]!, batch(1, 50), owner)).statusCode).toBe(429);
  });
});
