import { sql, type SQL } from 'drizzle-orm';
import { activityCategory, subjectMessages, type ActivityInfo, type ActivityItem, type ActivityType, type ProfileActivity } from '@cp/contract';
import { firstThenRows, pageAndTotal, preparedStatement, schema, splitPage, type Db, type DbOrTx } from '@cp/db';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { toIso } from '../../platform/time';
import { accessStatement, subjectAccessWith } from '../subject-store/access';
import { visibleTo } from '../subject-store/repository';
import { personByUsername, usernameKey } from '../users/repository';

export interface NewActivity {
  subjectId: number;
  userId: number;
  type: ActivityType;
  info: ActivityInfo;
  /** What the event is about (subject code, chapter id …); defaults to nothing. */
  identifier?: string | null;
}

/** Records one subject event; called by the service that causes it, inside its transaction. */
export const recordActivity = (db: DbOrTx, activity: NewActivity) => recordActivities(db, [activity]);

/**
 * Records subject events as one statement. Each subject's count of events is kept by a statement
 * trigger (migration 0040) that takes the subjects' rows in the order of their ids, so events of
 * several subjects written together never wait on another writer's in the opposite order.
 */
export async function recordActivities(db: DbOrTx, activities: NewActivity[]) {
  if (!activities.length) return;
  await db.insert(schema.activities).values(activities.map((activity) => ({
    subjectId: activity.subjectId,
    userId: activity.userId,
    type: activity.type,
    category: activityCategory(activity.type),
    identifier: activity.identifier ?? null,
    info: activity.info as Record<string, unknown>,
  })));
}

/** An activity as both history reads return it (raw SQL: the time may be text). */
type ActivityRow = { type: number; created_at: Date | string; user_id: number | null; username: string | null; identifier: string | null; info: unknown };

function toActivityItem(a: ActivityRow, viewerId: number): ActivityItem {
  return {
    type: a.type,
    category: activityCategory(a.type),
    time: toIso(a.created_at),
    username: a.username,
    is_me: a.user_id === viewerId,
    identifier: a.identifier,
    info: a.info as ActivityInfo,
  };
}

/** A subject's history page (`subjectHistory`) with the subject and the caller's role. */
const HISTORY = accessStatement<{ n: number; offset: number }>((subject, v) => pageAndTotal(
  sql`SELECT coalesce((SELECT events FROM subject_activity_counts WHERE subject_id = ${subject.id}), 0) AS total`, sql`
  SELECT a.id, a.type, a.created_at, a.user_id, u.username, a.identifier, a.info
  FROM (SELECT id, type, created_at, user_id, identifier, info FROM activities WHERE subject_id = ${subject.id}
        ORDER BY created_at DESC, id DESC LIMIT ${v.n} OFFSET ${v.offset}) a
  LEFT JOIN users u ON u.id = a.user_id`), sql`r.created_at DESC, r.id DESC`);

/**
 * `POST /subjects/history/{code}`: one page of a subject's history, newest first, with how many
 * events it has (kept in `subject_activity_counts`, migration 0040), for anyone who may see the
 * subject. The subject, the caller's role, the page and the count are one statement. The page is
 * cut before the names are joined, so a deep page looks up ten people rather than everyone before it.
 */
export async function subjectHistory(ctx: AppContext, code: string, viewerId: number, page: number, n: number) {
  const { rows } = await subjectAccessWith<ActivityRow & { total: number; in_page: boolean | null }, { n: number; offset: number }>(ctx, HISTORY,
    { code, userId: viewerId, n, offset: (page - 1) * n });
  const { rows: items, total } = splitPage(rows);
  return { items: items.map((r) => toActivityItem(r, viewerId)), total };
}

type PersonRow = Omit<ActivityRow, 'username'> & { subject_code: string | null; subject_name: string | null; total: number; in_page: boolean | null; in_rows: boolean | null; person: string };

// The person, their page and its count in one statement (`firstThenRows`).
const PERSON_HISTORY = preparedStatement<{ username: string; viewerId: number; n: number; offset: number }>((v) => {
  const user = sql`person.person_id`;
  // Whether the viewer may see activity in the subject `subjectId` (null: only on their own profile).
  // The subject is looked up by primary key (EXISTS) rather than joined: a join lets the planner hash
  // every subject to count one person's history.
  const seen = (subjectId: SQL) => sql`((${subjectId} IS NULL AND ${user} = ${v.viewerId})
    OR EXISTS (SELECT 1 FROM subjects s WHERE s.id = ${subjectId} AND ${visibleTo(v.viewerId)}))`;
  return firstThenRows('person',
    personByUsername(v.username),
    pageAndTotal(
      // From the person's kept count per subject (0: outside any subject), each subject checked once.
      sql`SELECT coalesce(sum(k.events), 0)::int AS total FROM person_activity_counts k
        WHERE k.user_id = ${user} AND ${seen(sql`nullif(k.subject_id, 0)`)}`,
      sql`SELECT a.id, a.type, a.created_at, a.user_id, a.identifier, a.info, s.code AS subject_code, s.name AS subject_name
        FROM activities a LEFT JOIN subjects s ON s.id = a.subject_id
        WHERE a.user_id = ${user} AND ${seen(sql`a.subject_id`)}
        ORDER BY a.created_at DESC, a.id DESC
        LIMIT ${v.n} OFFSET ${v.offset}`),
    sql`r.created_at DESC, r.id DESC`);
});

/**
 * `POST /user/activity-history?username=` (spec 3): that user's activity, newest first, across the
 * subjects the viewer may see (the subject lists' rule); activity without a subject shows only on
 * the user's own profile.
 */
export async function userActivityHistory(ctx: { db: Db }, viewerId: number, username: string, page: number, n: number) {
  const found = await PERSON_HISTORY.run<PersonRow>(ctx.db, { username: usernameKey(username), viewerId, n, offset: (page - 1) * n });
  const person = found[0]?.person;
  if (person === undefined) throw notFound(subjectMessages.userNotFound);
  const { rows, total } = splitPage(found.filter((r) => r.in_rows));
  const items: ProfileActivity[] = rows.map(({ subject_code, subject_name, ...r }) => ({
    ...toActivityItem({ ...r, username: person }, viewerId),
    subject_code,
    subject_name,
  }));
  return { items, total };
}
