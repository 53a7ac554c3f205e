import { and, eq, isNotNull } from 'drizzle-orm';
import { schema, type Db } from '@cp/db';

const { subjectMembers } = schema;

/**
 * A membership row is a pending invitation while it is not active and still carries the invited
 * address; a row left or removed is inactive with no address (docs/decisions.md "Collaboration").
 */
export const pendingInvitationWhere = and(eq(subjectMembers.active, false), isNotNull(subjectMembers.invitedEmail));

/** Whether the user has an invitation to the subject waiting for an answer (it lets them see a private subject). */
export async function hasPendingInvitation(ctx: { db: Pick<Db, 'query'> }, subjectId: number, userId: number) {
  const row = await ctx.db.query.subjectMembers.findFirst({
    columns: { id: true },
    where: and(eq(subjectMembers.subjectId, subjectId), eq(subjectMembers.userId, userId), pendingInvitationWhere),
  });
  return row !== undefined;
}
