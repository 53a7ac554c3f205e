import { and, eq, isNull, or } from 'drizzle-orm';
import { ACTIVITY, NOTIFICATION, SUBJECT_ROLE, contributorMessages, subjectMessages } from '@cp/contract';
import { schema } from '@cp/db';
import { type AppContext } from '../../platform/context';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { recordActivity } from '../activity/service';
import { notifyUser } from '../notifications/service';
import { findSubject, MANAGER_ROLE, pendingInvitationWhere, subjectRole } from '../subject-store/access';
import { notifyManagers, subjectInfo, usernameOf } from './membership';

const { subjectMembers, subjects } = schema;

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
