import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import {
  ACTIVITY, CANDIDATE_LIMIT, INVITES_PER_HOUR, NOTIFICATION, REQUEST_STATUS, SUBJECT_ROLE, contributorMessages, inviteeProblem, isInviteeUsername, roleLabel,
  subjectMessages,
  type Contributor, type ContributorCandidate, type ContributorInviteResult, type ContributorRequest, type NoticeInfo, type NotificationType,
} from '@cp/contract';
import { schema, type DbOrTx } from '@cp/db';
import { sendMail, type AppContext } from '../../platform/context';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { hit, throttle, type ThrottleRule } from '../../platform/throttle';
import { recordActivity } from '../activity/service';
import { notifyUser } from '../notifications/service';
import { findSubject, managedSubject, MANAGER_ROLE, pendingInvitationWhere, subjectAccess, subjectRole } from '../subject-access/rules';
import { invitationMail } from './mails';

const { contributorRequests, subjectMembers, subjects, users } = schema;

type SubjectRow = typeof subjects.$inferSelect;

const subjectInfo = (row: Pick<SubjectRow, 'code' | 'name'>) => ({ subject_name: row.name, subject_code: row.code });

async function usernameOf(db: DbOrTx, userId: number) {
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return row?.username ?? null;
}

/** The owner and the active managers: who hears about requests, joins and departures. */
async function managerIds(db: DbOrTx, subject: Pick<SubjectRow, 'id' | 'ownerId'>) {
  const rows = await db
    .select({ userId: subjectMembers.userId })
    .from(subjectMembers)
    .where(and(eq(subjectMembers.subjectId, subject.id), eq(subjectMembers.active, true), eq(subjectMembers.roleId, MANAGER_ROLE)));
  return [...new Set([subject.ownerId, ...rows.flatMap((r) => (r.userId === null ? [] : [r.userId]))])];
}

async function notifyManagers(db: DbOrTx, subject: SubjectRow, type: NotificationType, info: NoticeInfo, exceptUserId?: number) {
  for (const id of await managerIds(db, subject)) {
    if (id !== exceptUserId) await notifyUser(db, id, type, info, { identifier: subject.code });
  }
}

/**
 * What follows a user becoming an active member, in the caller's transaction: activity 9 ("began
 * contributing"), their pending access request answered, and (when `announce`) the managers told.
 */
async function afterJoin(db: DbOrTx, subject: SubjectRow, userId: number, announce: boolean) {
  await recordActivity(db, { subjectId: subject.id, userId, type: ACTIVITY.beganContributing, identifier: subject.code, info: subjectInfo(subject) });
  await db
    .update(contributorRequests)
    .set({ status: REQUEST_STATUS.accepted, decidedAt: new Date() })
    .where(and(eq(contributorRequests.subjectId, subject.id), eq(contributorRequests.userId, userId), eq(contributorRequests.status, REQUEST_STATUS.pending)));
  if (announce) {
    const username = await usernameOf(db, userId);
    await notifyManagers(db, subject, NOTIFICATION.invitationAccepted, { ...subjectInfo(subject), username: username ?? undefined }, userId);
  }
}

/** Makes the user an active contributor (new row, or a pending / former one); false when already active. */
async function activateMember(db: DbOrTx, subject: SubjectRow, userId: number) {
  const rows = await db
    .insert(subjectMembers)
    .values({ subjectId: subject.id, userId, roleId: SUBJECT_ROLE.contributor, active: true, invitedEmail: null })
    .onConflictDoUpdate({
      target: [subjectMembers.subjectId, subjectMembers.userId],
      set: { active: true, roleId: SUBJECT_ROLE.contributor, invitedEmail: null },
      setWhere: eq(subjectMembers.active, false),
    })
    .returning({ id: subjectMembers.id });
  return rows.length > 0;
}

// ---- reading ---------------------------------------------------------------------------------

/**
 * `GET /contributors?code=`: the owner (Owner label), managers, contributors, then invitations.
 * People with a role see everything; others see active members and their own invitation, and
 * e-mail addresses only of the owner and themselves.
 */
export async function listContributors(ctx: AppContext, viewerId: number, code: string): Promise<Contributor[]> {
  const { row, role } = await subjectAccess(ctx, code, viewerId);
  const member = role !== null;
  const [owner] = await ctx.db.select().from(users).where(eq(users.id, row.ownerId));
  const members = await ctx.db
    .select({ m: subjectMembers, u: users })
    .from(subjectMembers)
    .leftJoin(users, eq(users.id, subjectMembers.userId))
    .where(and(eq(subjectMembers.subjectId, row.id), or(eq(subjectMembers.active, true), pendingInvitationWhere)))
    .orderBy(desc(subjectMembers.active), desc(subjectMembers.roleId), asc(subjectMembers.createdAt), asc(subjectMembers.id));

  const list: Contributor[] = [
    {
      contributor_id: null,
      id: owner!.id,
      username: owner!.username,
      email: owner!.email,
      avatar: owner!.avatar,
      role: roleLabel(MANAGER_ROLE, true),
      role_id: MANAGER_ROLE,
      active: true,
      verified: owner!.verified,
    },
  ];
  for (const { m, u } of members) {
    const isViewer = m.userId === viewerId;
    if (!m.active && !member && !isViewer) continue;
    list.push({
      contributor_id: m.id,
      id: u?.id ?? null,
      username: u?.username ?? null,
      email: member || isViewer ? (u?.email ?? m.invitedEmail) : null,
      avatar: u?.avatar ?? null,
      role: roleLabel(m.roleId),
      role_id: m.roleId,
      active: m.active,
      verified: u?.verified ?? false,
    });
  }
  return list;
}

/** `GET /contributors/request?code=`: pending access requests, oldest first (role 3). */
export async function listRequests(ctx: AppContext, userId: number, code: string): Promise<ContributorRequest[]> {
  const row = await managedSubject(ctx, code, userId);
  return ctx.db
    .select({ id: contributorRequests.id, username: users.username, email: users.email, avatar: users.avatar })
    .from(contributorRequests)
    .innerJoin(users, eq(users.id, contributorRequests.userId))
    .where(and(eq(contributorRequests.subjectId, row.id), eq(contributorRequests.status, REQUEST_STATUS.pending)))
    .orderBy(asc(contributorRequests.createdAt), asc(contributorRequests.id));
}

const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const MINUTE = 60_000;
export const CONTRIBUTOR_RULES = {
  candidates: { name: 'candidates:user', limit: 60, windowMs: MINUTE, message: contributorMessages.candidatesThrottled },
  invites: { name: 'invites:user', limit: INVITES_PER_HOUR, windowMs: 60 * MINUTE, message: contributorMessages.invitesThrottled },
} satisfies Record<string, ThrottleRule>;

/**
 * `GET /contributors/candidates?code=&search=` (role 3): people whose username or name starts with
 * the text, or whose e-mail is exactly the text, and who could be invited (not the owner, not
 * banned, not already a member or invited). Addresses are never returned, so the list cannot be
 * used to collect them; throttled per user.
 */
export async function listCandidates(ctx: AppContext, userId: number, code: string, search: string): Promise<ContributorCandidate[]> {
  const row = await managedSubject(ctx, code, userId);
  await throttle(ctx, CONTRIBUTOR_RULES.candidates, String(userId));
  const text = search.trim().toLowerCase();
  const prefix = likePrefix(text);
  const result = await ctx.db.execute<ContributorCandidate>(sql`
    SELECT u.username, nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS name, u.avatar FROM users u
    WHERE (lower(u.username) LIKE ${prefix}
           OR lower(concat_ws(' ', u.first_name, u.last_name)) LIKE ${prefix}
           OR lower(u.last_name) LIKE ${prefix}
           OR lower(u.email) = ${text})
      AND NOT u.banned AND u.id <> ${row.ownerId}
      AND NOT EXISTS (SELECT 1 FROM subject_members m WHERE m.subject_id = ${row.id} AND m.user_id = u.id
                      AND (m.active OR m.invited_email IS NOT NULL))
    ORDER BY (lower(u.username) = ${text} OR lower(u.email) = ${text}) DESC, lower(u.username)
    LIMIT ${CANDIDATE_LIMIT}`);
  return result.rows;
}

// ---- invitations -----------------------------------------------------------------------------

/**
 * `POST /contributors/request/invite/` (role 3). An address with an account gets a pending
 * invitation (notification 1); one without an account is kept in `invited_email` until someone
 * signs up with it and verifies it (`claimInvitations`). Every new invitation is mailed.
 */
export async function inviteContributors(ctx: AppContext, inviterId: number, code: string, invitees: string[]) {
  const problem = inviteeProblem(invitees);
  if (problem) throw badRequest(problem);
  const row = await managedSubject(ctx, code, inviterId);
  const inviterRow = await ctx.db.query.users.findFirst({ where: eq(users.id, inviterId), columns: { username: true, emailVerified: true } });
  // Invitation mail goes to any address: only people whose own address is proven send it, and
  // only so many an hour, so the product cannot be used to mail strangers in bulk.
  if (!inviterRow?.emailVerified) throw forbidden(contributorMessages.verifyBeforeInviting);
  const inviter = inviterRow.username;
  const wanted = [...new Set(invitees.map((e) => e.trim().toLowerCase()))];
  const budget = await hit(ctx, CONTRIBUTOR_RULES.invites, String(inviterId), wanted.length);
  if (budget.hits > CONTRIBUTOR_RULES.invites.limit) {
    await hit(ctx, CONTRIBUTOR_RULES.invites, String(inviterId), -wanted.length);
    throw new AppError(429, contributorMessages.invitesThrottled);
  }
  const invited: { invitee: string; email: string; username: string | null }[] = [];
  const skipped: ContributorInviteResult['skipped'] = [];

  await ctx.db.transaction(async (tx) => {
    const asUsername = wanted.filter(isInviteeUsername).map((w) => w.slice(1));
    const asEmail = wanted.filter((w) => !isInviteeUsername(w));
    const found = await tx
      .select()
      .from(users)
      .where(
        or(
          asEmail.length ? sql`lower(${users.email}) IN (${sql.join(asEmail.map((e) => sql`${e}`), sql`, `)})` : sql`false`,
          asUsername.length ? sql`lower(${users.username}) IN (${sql.join(asUsername.map((u) => sql`${u}`), sql`, `)})` : sql`false`,
        ),
      );
    const byInvitee = new Map(found.flatMap((u) => [[u.email.toLowerCase(), u] as const, [`@${u.username.toLowerCase()}`, u] as const]));
    const existing = await tx.select().from(subjectMembers).where(eq(subjectMembers.subjectId, row.id));

    for (const invitee of wanted) {
      const user = byInvitee.get(invitee);
      if (!user) {
        if (isInviteeUsername(invitee)) {
          skipped.push({ email: invitee, reason: contributorMessages.noSuchUser });
          continue;
        }
        if (existing.some((m) => m.userId === null && m.invitedEmail?.toLowerCase() === invitee)) {
          skipped.push({ email: invitee, reason: contributorMessages.alreadyInvited });
          continue;
        }
        const saved = await tx
          .insert(subjectMembers)
          .values({ subjectId: row.id, userId: null, invitedEmail: invitee, roleId: SUBJECT_ROLE.contributor, active: false })
          .onConflictDoNothing()
          .returning({ id: subjectMembers.id });
        if (saved.length === 0) skipped.push({ email: invitee, reason: contributorMessages.alreadyInvited });
        else invited.push({ invitee, email: invitee, username: null });
        continue;
      }
      const email = user.email.toLowerCase();
      const current = existing.find((m) => m.userId === user.id);
      const reason =
        user.id === row.ownerId ? contributorMessages.isOwner
        : user.banned ? contributorMessages.cannotBeInvited
        : current?.active ? contributorMessages.alreadyContributor
        : current?.invitedEmail ? contributorMessages.alreadyInvited
        : null;
      if (reason) {
        skipped.push({ email: invitee, reason });
        continue;
      }
      const saved = current
        ? await tx
            .update(subjectMembers)
            .set({ invitedEmail: email, roleId: SUBJECT_ROLE.contributor })
            .where(and(eq(subjectMembers.id, current.id), eq(subjectMembers.active, false), isNull(subjectMembers.invitedEmail)))
            .returning({ id: subjectMembers.id })
        : await tx
            .insert(subjectMembers)
            .values({ subjectId: row.id, userId: user.id, invitedEmail: email, roleId: SUBJECT_ROLE.contributor, active: false })
            .onConflictDoNothing()
            .returning({ id: subjectMembers.id });
      if (saved.length === 0) {
        skipped.push({ email: invitee, reason: contributorMessages.alreadyInvited });
        continue;
      }
      await notifyUser(tx, user.id, NOTIFICATION.contributorInvitation, { ...subjectInfo(row), username: inviter }, { identifier: row.code });
      invited.push({ invitee, email, username: user.username });
    }
  });

  // Invitees that were never sent anything do not count against the hourly budget.
  if (invited.length < wanted.length) await hit(ctx, CONTRIBUTOR_RULES.invites, String(inviterId), invited.length - wanted.length);
  const describeSkipped = () => contributorMessages.notInvited(skipped.map((s) => `${s.email} (${s.reason})`));
  if (invited.length === 0) throw conflict(describeSkipped());

  const origin = ctx.config.publicOrigin;
  for (const person of invited) {
    const mail = invitationMail({
      to: person.email,
      username: person.username,
      inviter,
      subjectName: row.name,
      subjectUrl: `${origin}/subject/detail/${row.code}/contributor`,
      registerUrl: `${origin}/register`,
    });
    try {
      await sendMail(ctx, mail, { bulk: true });
    } catch (err) {
      // The invitation stands (it shows in the list and the notification); the mail can be sent again by inviting later.
      ctx.log.error({ err, subject: row.code }, 'invitation mail could not be sent');
    }
  }
  const result: ContributorInviteResult = { invited: invited.map((i) => i.invitee), skipped };
  const message = [contributorMessages.invited(result.invited), skipped.length ? describeSkipped() : ''].filter(Boolean).join(' ');
  return { result, message };
}

/** The invitee says yes (Accept on the contributor tab): active contributor, activity 9, managers told. */
export async function acceptInvitation(ctx: AppContext, userId: number, code: string) {
  const row = await findSubject(ctx, code);
  await ctx.db.transaction(async (tx) => {
    const accepted = await tx
      .update(subjectMembers)
      .set({ active: true, invitedEmail: null })
      .where(and(eq(subjectMembers.subjectId, row.id), eq(subjectMembers.userId, userId), pendingInvitationWhere))
      .returning({ id: subjectMembers.id });
    if (accepted.length === 0) throw notFound(contributorMessages.noInvitation);
    await afterJoin(tx, row, userId, true);
  });
}

/** The invitee says no: the invitation goes away (nobody is notified). */
export async function declineInvitation(ctx: AppContext, userId: number, code: string) {
  const row = await findSubject(ctx, code);
  const declined = await ctx.db
    .update(subjectMembers)
    .set({ invitedEmail: null })
    .where(and(eq(subjectMembers.subjectId, row.id), eq(subjectMembers.userId, userId), pendingInvitationWhere))
    .returning({ id: subjectMembers.id });
  if (declined.length === 0) throw notFound(contributorMessages.noInvitation);
}

/**
 * Called when a user's e-mail address becomes verified: every invitation sent to that address
 * before the account existed makes the user an active contributor of that subject (activity 9,
 * managers notified). Returns how many subjects were joined.
 */
export async function claimInvitations(db: DbOrTx, userId: number, email: string) {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const waiting = await tx
      .select({ m: subjectMembers, s: subjects })
      .from(subjectMembers)
      .innerJoin(subjects, eq(subjects.id, subjectMembers.subjectId))
      .where(and(isNull(subjectMembers.userId), sql`lower(${subjectMembers.invitedEmail}) = ${address}`, isNull(subjects.deletedAt)))
      .orderBy(asc(subjectMembers.id));
    let joined = 0;
    for (const { m, s } of waiting) {
      await tx.delete(subjectMembers).where(eq(subjectMembers.id, m.id));
      if (s.ownerId === userId) continue;
      if (await activateMember(tx, s, userId)) {
        await afterJoin(tx, s, userId, true);
        joined += 1;
      }
    }
    return joined;
  });
}

// ---- access requests -------------------------------------------------------------------------

/**
 * `POST /contributors/request/apply/`: a person without a role asks to contribute (request status
 * 1, managers notified). Someone with an invitation waiting joins at once instead (status 2).
 */
export async function applyForAccess(ctx: AppContext, userId: number, code: string) {
  const { row, role } = await subjectAccess(ctx, code, userId);
  if (row.ownerId === userId) throw conflict(subjectMessages.ownerCannotRequest);
  if (role !== null) throw conflict(subjectMessages.alreadyMember);
  return ctx.db.transaction(async (tx) => {
    const accepted = await tx
      .update(subjectMembers)
      .set({ active: true, invitedEmail: null })
      .where(and(eq(subjectMembers.subjectId, row.id), eq(subjectMembers.userId, userId), pendingInvitationWhere))
      .returning({ id: subjectMembers.id });
    if (accepted.length) {
      await afterJoin(tx, row, userId, true);
      return { data: { status: REQUEST_STATUS.accepted }, message: contributorMessages.invitationAccepted };
    }
    const [latest] = await tx
      .select()
      .from(contributorRequests)
      .where(and(eq(contributorRequests.subjectId, row.id), eq(contributorRequests.userId, userId)))
      .orderBy(desc(contributorRequests.createdAt), desc(contributorRequests.id))
      .limit(1)
      .for('update');
    if (latest?.status === REQUEST_STATUS.pending) throw conflict(subjectMessages.alreadyRequested);
    // The pending-request unique index settles two requests sent at the same moment.
    const inserted = await tx.insert(contributorRequests).values({ subjectId: row.id, userId, status: REQUEST_STATUS.pending }).onConflictDoNothing().returning({ id: contributorRequests.id });
    if (inserted.length === 0) throw conflict(subjectMessages.alreadyRequested);
    const username = await usernameOf(tx, userId);
    await notifyManagers(tx, row, NOTIFICATION.accessRequested, { ...subjectInfo(row), username: username ?? undefined }, userId);
    return { data: { status: REQUEST_STATUS.pending }, message: subjectMessages.accessRequested };
  });
}

/** Answers one pending request in the caller's transaction: accepted joins the subject (activity 9). */
async function decide(tx: DbOrTx, subject: SubjectRow, request: typeof contributorRequests.$inferSelect, accept: boolean) {
  const answered = await tx
    .update(contributorRequests)
    .set({ status: accept ? REQUEST_STATUS.accepted : REQUEST_STATUS.rejected, decidedAt: new Date() })
    .where(and(eq(contributorRequests.id, request.id), eq(contributorRequests.status, REQUEST_STATUS.pending)))
    .returning({ id: contributorRequests.id });
  if (answered.length === 0) throw conflict(contributorMessages.requestDecided);
  if (accept && (await activateMember(tx, subject, request.userId))) await afterJoin(tx, subject, request.userId, false);
  await notifyUser(tx, request.userId, accept ? NOTIFICATION.requestAccepted : NOTIFICATION.requestRejected, subjectInfo(subject), { identifier: subject.code });
}

/** `GET /contributors/request/{id}/accept|reject` (role 3 on the request's subject). */
export async function answerRequest(ctx: AppContext, userId: number, requestId: number, accept: boolean) {
  const request = await ctx.db.query.contributorRequests.findFirst({ where: eq(contributorRequests.id, requestId) });
  const subject = request && (await ctx.db.query.subjects.findFirst({ where: and(eq(subjects.id, request.subjectId), isNull(subjects.deletedAt)) }));
  if (!request || !subject) throw notFound(contributorMessages.requestNotFound);
  if ((await subjectRole(ctx, subject, userId)) !== MANAGER_ROLE) throw forbidden(subjectMessages.managersOnly);
  if (request.status !== REQUEST_STATUS.pending) throw conflict(contributorMessages.requestDecided);
  await ctx.db.transaction((tx) => decide(tx, subject, request, accept));
  return accept ? contributorMessages.requestAccepted : contributorMessages.requestRejected;
}

/** `GET /contributors/request/all/accept|reject?code=`: every pending request of the subject at once. */
export async function answerAllRequests(ctx: AppContext, userId: number, code: string, accept: boolean) {
  const subject = await managedSubject(ctx, code, userId);
  const count = await ctx.db.transaction(async (tx) => {
    const pending = await tx
      .select()
      .from(contributorRequests)
      .where(and(eq(contributorRequests.subjectId, subject.id), eq(contributorRequests.status, REQUEST_STATUS.pending)))
      .orderBy(asc(contributorRequests.createdAt), asc(contributorRequests.id))
      .for('update');
    for (const request of pending) await decide(tx, subject, request, accept);
    return pending.length;
  });
  if (count === 0) throw conflict(contributorMessages.noPendingRequests);
  return { count, message: accept ? contributorMessages.requestsAccepted(count) : contributorMessages.requestsRejected(count) };
}

// ---- roles -----------------------------------------------------------------------------------

/**
 * The membership `contributorId` (an active member or a pending invitation) when the caller may
 * manage it: role 3 on that membership's own subject, never themselves, never the owner.
 */
async function manageableMember(ctx: AppContext, actorId: number, contributorId: number) {
  const [found] = await ctx.db
    .select({ m: subjectMembers, s: subjects })
    .from(subjectMembers)
    .innerJoin(subjects, eq(subjects.id, subjectMembers.subjectId))
    .where(and(eq(subjectMembers.id, contributorId), isNull(subjects.deletedAt), or(eq(subjectMembers.active, true), pendingInvitationWhere)));
  if (!found) throw notFound(contributorMessages.contributorNotFound);
  const { m: member, s: subject } = found;
  if ((await subjectRole(ctx, subject, actorId)) !== MANAGER_ROLE) throw forbidden(subjectMessages.managersOnly);
  if (member.userId === actorId) throw forbidden(contributorMessages.notYourself);
  if (member.userId === subject.ownerId) throw forbidden(contributorMessages.notTheOwner);
  const actor = (await usernameOf(ctx.db, actorId)) ?? undefined;
  const affected = member.userId === null ? null : await usernameOf(ctx.db, member.userId);
  return { member, subject, actor, affected };
}

type RoleAction = 'promote' | 'demote';

/** `GET /contributors/promote|demote/{contributor_id}`: activity 23 or 26 and a notification to the person. */
export async function changeRole(ctx: AppContext, actorId: number, contributorId: number, action: RoleAction) {
  const { member, subject, actor, affected } = await manageableMember(ctx, actorId, contributorId);
  if (!member.active) throw conflict(contributorMessages.notActiveYet);
  const from = action === 'promote' ? SUBJECT_ROLE.contributor : SUBJECT_ROLE.manager;
  const to = action === 'promote' ? SUBJECT_ROLE.manager : SUBJECT_ROLE.contributor;
  if (member.roleId !== from) throw conflict(action === 'promote' ? contributorMessages.alreadyManager : contributorMessages.alreadyContributorRole);
  await ctx.db.transaction(async (tx) => {
    const changed = await tx
      .update(subjectMembers)
      .set({ roleId: to })
      .where(and(eq(subjectMembers.id, member.id), eq(subjectMembers.roleId, from), eq(subjectMembers.active, true)))
      .returning({ id: subjectMembers.id });
    if (changed.length === 0) throw conflict(action === 'promote' ? contributorMessages.alreadyManager : contributorMessages.alreadyContributorRole);
    await recordActivity(tx, {
      subjectId: subject.id,
      userId: actorId,
      type: action === 'promote' ? ACTIVITY.promotedToManager : ACTIVITY.demotedToContributor,
      identifier: subject.code,
      info: { ...subjectInfo(subject), affected_username: affected ?? undefined },
    });
    await notifyUser(
      tx,
      member.userId!,
      action === 'promote' ? NOTIFICATION.promotedToManager : NOTIFICATION.demotedToContributor,
      { ...subjectInfo(subject), username: actor, role: action === 'promote' ? 'Manager' : 'Contributor' },
      { identifier: subject.code },
    );
  });
  return action === 'promote' ? contributorMessages.promoted : contributorMessages.demoted;
}

/**
 * `GET /contributors/remove/{contributor_id}`: an active member stops being one (activity 50,
 * notification 6); a pending invitation is withdrawn.
 */
export async function removeContributor(ctx: AppContext, actorId: number, contributorId: number) {
  const { member, subject, actor, affected } = await manageableMember(ctx, actorId, contributorId);
  if (!member.active) {
    if (member.userId === null) await ctx.db.delete(subjectMembers).where(eq(subjectMembers.id, member.id));
    else await ctx.db.update(subjectMembers).set({ invitedEmail: null }).where(eq(subjectMembers.id, member.id));
    return contributorMessages.invitationCancelled;
  }
  await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .update(subjectMembers)
      .set({ active: false, invitedEmail: null, roleId: SUBJECT_ROLE.contributor })
      .where(and(eq(subjectMembers.id, member.id), eq(subjectMembers.active, true)))
      .returning({ id: subjectMembers.id });
    if (removed.length === 0) throw notFound(contributorMessages.contributorNotFound);
    await recordActivity(tx, {
      subjectId: subject.id,
      userId: actorId,
      type: ACTIVITY.contributorRemoved,
      identifier: subject.code,
      info: { ...subjectInfo(subject), affected_username: affected ?? undefined },
    });
    await notifyUser(tx, member.userId!, NOTIFICATION.removedFromSubject, { ...subjectInfo(subject), username: actor }, { identifier: subject.code });
  });
  return contributorMessages.removed;
}

/** `GET /contributors/leave?code=`: an active member (not the owner) stops contributing (activity 10, managers told). */
export async function leaveSubject(ctx: AppContext, userId: number, code: string) {
  const row = await findSubject(ctx, code);
  if (row.ownerId === userId) throw badRequest(subjectMessages.ownerCannotLeave);
  await ctx.db.transaction(async (tx) => {
    const left = await tx
      .update(subjectMembers)
      .set({ active: false, invitedEmail: null, roleId: SUBJECT_ROLE.contributor })
      .where(and(eq(subjectMembers.subjectId, row.id), eq(subjectMembers.userId, userId), eq(subjectMembers.active, true)))
      .returning({ id: subjectMembers.id });
    if (left.length === 0) throw forbidden(subjectMessages.notMember);
    await recordActivity(tx, { subjectId: row.id, userId, type: ACTIVITY.stoppedContributing, identifier: row.code, info: subjectInfo(row) });
    const username = await usernameOf(tx, userId);
    await notifyManagers(tx, row, NOTIFICATION.contributorLeft, { ...subjectInfo(row), username: username ?? undefined }, userId);
  });
}
