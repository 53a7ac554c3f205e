import { and, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PrerequisiteEntry } from '@cp/contract';
import { opaqueArray, perDatabase, preparedStatement, schema, type Db, type DbOrTx, type Slots } from '@cp/db';

/**
 * Every statement on the `subjects` table (and the reads that join it). Services decide; this file
 * only speaks SQL. Queries alias the table `s` and the owner `o`, so `visibleTo` fits each of them.
 */
const { subjects } = schema;

export type SubjectRow = typeof subjects.$inferSelect;
export type SubjectInsert = typeof subjects.$inferInsert;

/** Public and finished (it has a category; the wizard sets it in step 2): what every signed-in person may see. */
export const listed = sql`NOT s.private AND s.category_id IS NOT NULL`;

/** Rows a user may see: not deleted, and either listed or one they own or contribute to. */
export function visibleTo(userId: number | Placeholder): SQL {
  return sql`s.deleted_at IS NULL AND ((${listed}) OR s.owner_id = ${userId} OR EXISTS (
    SELECT 1 FROM subject_members vm WHERE vm.subject_id = s.id AND vm.user_id = ${userId} AND vm.active))`;
}

/**
 * The role of `userId`'s active membership of a subject, as a column (null without one). The
 * subject's id is `s.id` unless given, and must be qualified: a builder's single-table select names
 * its columns bare, which the subquery would read as its own. Read by person and subject
 * (`subject_members_by_user_idx`, migration 0037): a generic plan cannot tell how many subjects a
 * person belongs to, and joined, the membership was found among all of theirs (200 index entries
 * for the bench's viewer, on every call).
 */
export const memberRole = (userId: Placeholder | number, subjectId: SQL | Placeholder = sql`s.id`) =>
  sql<number | null>`(SELECT m.role_id FROM subject_members m WHERE m.user_id = ${userId} AND m.subject_id = ${subjectId} AND m.active)`;

const subjectByCode = perDatabase((db: Db) =>
  db.select().from(subjects).where(and(eq(subjects.code, sql.placeholder('code')), isNull(subjects.deletedAt))).limit(1).prepare('live_subject_by_code'),
);

/**
 * A subject that is not deleted, by code (any case). Nearly every subject call starts here, so it is
 * a named prepared statement, built once per database handle (hence the pool, not a transaction).
 */
export async function liveSubjectByCode(db: Db, code: string): Promise<SubjectRow | undefined> {
  const [row] = await subjectByCode(db).execute({ code: code.trim().toUpperCase() });
  return row;
}

const subjectWithMembership = perDatabase((db: Db) =>
  db.select({ subject: subjects, memberRole: memberRole(sql.placeholder('userId'), sql`subjects.id`) }).from(subjects)
    .where(and(eq(subjects.code, sql.placeholder('code')), isNull(subjects.deletedAt))).limit(1).prepare('live_subject_with_membership'),
);

/** `liveSubjectByCode` with the role of the user's active membership (null without one), in the same statement. */
export async function liveSubjectWithMembership(db: Db, code: string, userId: number) {
  const [row] = await subjectWithMembership(db).execute({ code: code.trim().toUpperCase(), userId });
  return row;
}

export async function liveSubjectById(db: DbOrTx, id: number): Promise<SubjectRow | undefined> {
  return db.query.subjects.findFirst({ where: and(eq(subjects.id, id), isNull(subjects.deletedAt)) });
}

/** One card or detail header as SQL returns it; `presenter.ts` turns it into the contract's Subject. */
export type SubjectSqlRow = {
  id: number;
  code: string;
  name: string;
  description: string;
  created_at: Date;
  updated_at: Date;
  private: boolean;
  verified: boolean;
  published: boolean;
  adaptive: boolean;
  is_demo: boolean;
  has_diagnostic_test: boolean;
  image: string | null;
  category_id: number | null;
  category_name: string | null;
  parent_name: string | null;
  category_parent_id: number | null;
  prerequisite: PrerequisiteEntry[] | null;
  contributors: number;
  owner_id: number;
  owner_username: string;
  owner_email: string;
  owner_avatar: string | null;
  owner_official: boolean;
  member_role: number | null;
  request_status: number | null;
  invited: boolean;
  publishable: boolean;
  last_publish_date: Date | null;
  last_publish_version: number | null;
  last_publish_status: string | null;
};

/**
 * Subjects matching `where` with everything the card and the detail header show, for one viewer.
 * A prepared statement: five joins and three subqueries cost more to plan than to run.
 */
const cardsWhere = <V extends Record<string, unknown>>(where: (v: Slots<V>) => SQL) => preparedStatement<V & { viewerId: number }>((v) => sql`
    SELECT s.id, s.code, s.name, s.description, s.created_at, s.updated_at, s.private, s.verified, s.published, s.adaptive,
           s.is_demo, s.has_diagnostic_test, s.image, s.category_id, c.name AS category_name, p.name AS parent_name,
           c.parent_id AS category_parent_id, s.prerequisite, s.publishable, s.last_publish_date, s.last_publish_version,
           s.last_publish_status, s.owner_id, o.username AS owner_username, o.email AS owner_email, o.avatar AS owner_avatar,
           o.official AS owner_official,
           s.member_count AS contributors,
           ${memberRole(v.viewerId)} AS member_role,
           (SELECT r.status FROM contributor_requests r WHERE r.subject_id = s.id AND r.user_id = ${v.viewerId}
             ORDER BY r.created_at DESC, r.id DESC LIMIT 1) AS request_status,
           EXISTS (SELECT 1 FROM subject_members pi WHERE pi.subject_id = s.id AND pi.user_id = ${v.viewerId}
             AND NOT pi.active AND pi.invited_email IS NOT NULL) AS invited
    FROM subjects s
    JOIN users o ON o.id = s.owner_id
    LEFT JOIN categories c ON c.id = s.category_id
    LEFT JOIN categories p ON p.id = c.parent_id
    WHERE ${where(v as Slots<V>)}`);
const CARDS_BY_ID = cardsWhere<{ ids: number[] }>((v) => sql`s.id = ANY(${opaqueArray(v.ids, 'int')})`);
const LIVE_CARD_BY_CODE = cardsWhere<{ code: string }>((v) => sql`s.code = ${v.code} AND s.deleted_at IS NULL`);

/** Subjects by id (deleted or not) with everything the card and the detail header show, for one viewer. */
export async function subjectCards(db: DbOrTx, ids: number[], viewerId: number): Promise<SubjectSqlRow[]> {
  if (ids.length === 0) return [];
  return CARDS_BY_ID.run<SubjectSqlRow>(db, { ids, viewerId });
}

/** The card of a subject that is not deleted, by code (any case), for one viewer: the detail page's one read. */
export async function liveSubjectCard(db: DbOrTx, code: string, viewerId: number): Promise<SubjectSqlRow | undefined> {
  const [row] = await LIVE_CARD_BY_CODE.run<SubjectSqlRow>(db, { code: code.trim().toUpperCase(), viewerId });
  return row;
}

export async function insertSubject(db: DbOrTx, values: SubjectInsert): Promise<SubjectRow> {
  const [row] = await db.insert(subjects).values(values).returning();
  return row!;
}

/** Changes fields and stamps `updated_at`. */
export async function updateSubject(db: DbOrTx, id: number, set: Partial<SubjectInsert>) {
  await db.update(subjects).set({ ...set, updatedAt: new Date() }).where(eq(subjects.id, id));
}

/** The row stays (the admin sees it as deleted) and disappears everywhere else. */
export async function softDeleteSubject(db: DbOrTx, id: number) {
  await db.update(subjects).set({ deletedAt: new Date() }).where(eq(subjects.id, id));
}

/**
 * Marks `version` requested, only if the previous version is the latest and none is on review.
 * A racing request waits for the row lock and then finds nothing to claim: false.
 */
export async function claimPublishVersion(db: DbOrTx, id: number, version: number, now: Date): Promise<boolean> {
  const claimed = await db
    .update(subjects)
    .set({ lastPublishStatus: 'Requested', lastPublishVersion: version, lastPublishDate: now, updatedAt: now })
    .where(
      and(
        eq(subjects.id, id),
        sql`${subjects.lastPublishStatus} IS DISTINCT FROM 'Requested'`,
        sql`coalesce(${subjects.lastPublishVersion}, 0) = ${version - 1}`,
      ),
    )
    .returning({ id: subjects.id });
  return claimed.length > 0;
}
