import { and, eq } from 'drizzle-orm';
import { ACTIVITY, NOTIFICATION, REQUEST_STATUS, SUBJECT_ROLE, type NoticeInfo, type NotificationType } from '@cp/contract';
import { schema, type DbOrTx } from '@cp/db';
import { recordActivity } from '../activity/service';
import { notifyUser } from '../notifications/service';
import { MANAGER_ROLE, type SubjectRow } from '../subject-store/access';

/** What every change of membership shares: who to tell, and what joining records. */
const { contributorRequests, subjectMembers, users } = schema;

export const subjectInfo = (row: Pick<SubjectRow, 'code' | 'name'>) => ({ subject_name: row.name, subject_code: row.code });

export async function usernameOf(db: DbOrTx, userId: number) {
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return row?.username ?? null;
}

/** The owner and the active managers: who hears about requests, joins and departures. */
export async function managerIds(db: DbOrTx, subject: Pick<SubjectRow, 'id' | 'ownerId'>) {
  const rows = await db
    .select({ userId: subjectMembers.userId })
    .from(subjectMembers)
    .where(and(eq(subjectMembers.subjectId, subject.id), eq(subjectMembers.active, true), eq(subjectMembers.roleId, MANAGER_ROLE)));
  return [...new Set([subject.ownerId, ...rows.flatMap((r) => (r.userId === null ? [] : [r.userId]))])];
}

export async function notifyManagers(db: DbOrTx, subject: SubjectRow, type: NotificationType, info: NoticeInfo, exceptUserId?: number) {
  for (const id of await managerIds(db, subject)) {
    if (id !== exceptUserId) await notifyUser(db, id, type, info, { identifier: subject.code });
  }
}

/**
 * What follows a user becoming an active member, in the caller's transaction: activity 9 ("began
 * contributing"), their pending access request answered, and (when `announce`) the managers told.
 */
export async function afterJoin(db: DbOrTx, subject: SubjectRow, userId: number, announce: boolean) {
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
export async function activateMember(db: DbOrTx, subject: SubjectRow, userId: number) {
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
