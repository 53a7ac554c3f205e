import { and, asc, desc, eq } from 'drizzle-orm';
import { NOTIFICATION, REQUEST_STATUS, contributorMessages, subjectMessages } from '@cp/contract';
import { schema, type DbOrTx } from '@cp/db';
import { type AppContext } from '../../platform/context';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { notifyUser } from '../notifications/service';
import { managedSubject, MANAGER_ROLE, pendingInvitationWhere, subjectAccess, subjectRole, type SubjectRow } from '../subject-store/access';
import { liveSubjectById } from '../subject-store/repository';
import { activateMember, afterJoin, notifyManagers, subjectInfo, usernameOf } from './membership';

const { contributorRequests, subjectMembers } = schema;

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
  const subject = request && (await liveSubjectById(ctx.db, request.subjectId));
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
