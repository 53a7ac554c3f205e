import { and, desc, eq } from 'drizzle-orm';
import { ACTIVITY, subjectMessages } from '@cp/contract';
import { schema } from '@cp/db';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict } from '../../platform/errors';
import { recordActivity } from '../activity/service';
import { findSubject, subjectAccess } from '../subjects/service';

const { contributorRequests, subjectMembers } = schema;

export const REQUEST_PENDING = 1;

/** `POST /contributors/request/apply/`: a person without a role asks to contribute (request status 1). */
export async function applyForAccess(ctx: AppContext, userId: number, code: string) {
  const { row, role } = await subjectAccess(ctx, code, userId);
  if (row.ownerId === userId) throw conflict(subjectMessages.ownerCannotRequest);
  if (role !== null) throw conflict(subjectMessages.alreadyMember);
  const [latest] = await ctx.db
    .select()
    .from(contributorRequests)
    .where(and(eq(contributorRequests.subjectId, row.id), eq(contributorRequests.userId, userId)))
    .orderBy(desc(contributorRequests.createdAt), desc(contributorRequests.id))
    .limit(1);
  if (latest?.status === REQUEST_PENDING) throw conflict(subjectMessages.alreadyRequested);
  await ctx.db.insert(contributorRequests).values({ subjectId: row.id, userId, status: REQUEST_PENDING });
  return { status: REQUEST_PENDING };
}

/** `GET /contributors/leave?code=`: an active member (not the owner) stops contributing (activity 10). */
export async function leaveSubject(ctx: AppContext, userId: number, code: string) {
  const row = await findSubject(ctx, code);
  if (row.ownerId === userId) throw badRequest(subjectMessages.ownerCannotLeave);
  await ctx.db.transaction(async (tx) => {
    const left = await tx
      .update(subjectMembers)
      .set({ active: false })
      .where(and(eq(subjectMembers.subjectId, row.id), eq(subjectMembers.userId, userId), eq(subjectMembers.active, true)))
      .returning({ id: subjectMembers.id });
    if (left.length === 0) throw badRequest(subjectMessages.notMember);
    await recordActivity({ db: tx }, { subjectId: row.id, userId, type: ACTIVITY.stoppedContributing, identifier: row.code, info: { subject_name: row.name, subject_code: row.code } });
  });
}
