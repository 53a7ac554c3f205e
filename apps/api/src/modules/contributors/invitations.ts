import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { NOTIFICATION, SUBJECT_ROLE, contributorMessages, inviteeProblem, isInviteeUsername, type ContributorInviteResult } from '@cp/contract';
import { schema, type DbOrTx } from '@cp/db';
import { sendMail, type AppContext } from '../../platform/context';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { hit } from '../../platform/throttle';
import { notifyUser } from '../notifications/service';
import { findSubject, managedSubject, pendingInvitationWhere } from '../subject-store/access';
import { invitationMail } from './mails';
import { activateMember, afterJoin, subjectInfo } from './membership';
import { CONTRIBUTOR_RULES } from './throttles';

const { subjectMembers, subjects, users } = schema;

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
      // The row keeps what the inviter typed (an address, or @username); the mail goes to the account's address.
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
            .set({ invitedEmail: invitee, roleId: SUBJECT_ROLE.contributor })
            .where(and(eq(subjectMembers.id, current.id), eq(subjectMembers.active, false), isNull(subjectMembers.invitedEmail)))
            .returning({ id: subjectMembers.id })
        : await tx
            .insert(subjectMembers)
            .values({ subjectId: row.id, userId: user.id, invitedEmail: invitee, roleId: SUBJECT_ROLE.contributor, active: false })
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
