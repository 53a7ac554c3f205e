import { and, eq } from 'drizzle-orm';
import { schema } from '@cp/db';
import type { AppContext } from '../../platform/context';

export const MANAGER_ROLE = 3;
export const CONTRIBUTOR_ROLE = 2;

/** The caller's role on a subject: 3 for the owner and managers, 2 for active contributors, else null. */
export async function subjectRole(ctx: AppContext, subject: { id: number; ownerId: number }, userId: number): Promise<number | null> {
  if (subject.ownerId === userId) return MANAGER_ROLE;
  const member = await ctx.db.query.subjectMembers.findFirst({
    where: and(eq(schema.subjectMembers.subjectId, subject.id), eq(schema.subjectMembers.userId, userId), eq(schema.subjectMembers.active, true)),
  });
  return member?.roleId ?? null;
}
