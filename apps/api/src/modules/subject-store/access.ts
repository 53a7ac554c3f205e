import { and, eq, isNotNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { subjectMessages } from '@cp/contract';
import { firstThenRows, preparedStatement, schema, type DbOrTx, type PreparedStatement, type Slots } from '@cp/db';
import type { AppContext } from '../../platform/context';
import { forbidden, notFound } from '../../platform/errors';
import { liveSubjectByCode, liveSubjectWithMembership, memberRole, type SubjectRow } from './repository';

export type { SubjectRow } from './repository';

/**
 * Who may do what with a subject (spec 1 §6): roles, invitations, visibility. Every module that acts
 * on a subject asks here, and this module depends on no other module, so the module graph stays
 * one-way (subjects, contributors, activity, notifications and catalogue all sit above it).
 */
const { subjectMembers } = schema;

export const MANAGER_ROLE = 3;
export const CONTRIBUTOR_ROLE = 2;

/** The caller's role from the subject's owner and the caller's active membership's role (null without one). */
export const roleOf = (ownerId: number, userId: number, memberRole: number | null): number | null =>
  (ownerId === userId ? MANAGER_ROLE : memberRole);

/** Role 3 or 403. */
export function assertManager(role: number | null) {
  if (role !== MANAGER_ROLE) throw forbidden(subjectMessages.managersOnly);
}

/** The caller's role on a subject: 3 for the owner and managers, 2 for active contributors, else null. */
export async function subjectRole(ctx: AppContext, subject: { id: number; ownerId: number }, userId: number): Promise<number | null> {
  const member = subject.ownerId === userId ? null : (await MEMBER_ROLE.run<{ role: number | null }>(ctx.db, { subjectId: subject.id, userId }))[0]!.role;
  return roleOf(subject.ownerId, userId, member);
}
const MEMBER_ROLE = preparedStatement<{ subjectId: number; userId: number }>((v) => sql`SELECT ${memberRole(v.userId, v.subjectId)} AS role`);

/**
 * A membership row is a pending invitation while it is not active and still carries the invited
 * address; a row left or removed is inactive with no address (docs/decisions.md "Collaboration").
 */
export const pendingInvitationWhere = and(eq(subjectMembers.active, false), isNotNull(subjectMembers.invitedEmail));

/** Whether the user has an invitation to the subject waiting for an answer (it lets them see a private subject). */
export async function hasPendingInvitation(db: DbOrTx, subjectId: number, userId: number) {
  const row = await db.query.subjectMembers.findFirst({
    columns: { id: true },
    where: and(eq(subjectMembers.subjectId, subjectId), eq(subjectMembers.userId, userId), pendingInvitationWhere),
  });
  return row !== undefined;
}

/** A subject that exists and is not deleted, or 404. */
export async function findSubject(ctx: Pick<AppContext, 'db'>, code: string): Promise<SubjectRow> {
  const row = await liveSubjectByCode(ctx.db, code);
  if (!row) throw notFound(subjectMessages.notFound);
  return row;
}

/**
 * Who may see a subject: a private subject is only for people with a role on it or an invitation to
 * it (403); an unfinished one (no category yet) does not exist for anyone else (404). `invited` is
 * asked only when the rest does not decide.
 */
export async function assertMaySee(subject: { private: boolean; categoryId: number | null }, role: number | null, invited: () => Promise<boolean> | boolean) {
  if ((subject.private || subject.categoryId === null) && role === null && !(await invited())) {
    throw subject.private ? forbidden(subjectMessages.private) : notFound(subjectMessages.notFound);
  }
}

/**
 * The subject and the caller's role, if the caller may see it (`assertMaySee`). Nearly every subject
 * call starts here: the subject and the caller's membership come in one statement.
 */
export async function subjectAccess(ctx: AppContext, code: string, userId: number) {
  const found = await liveSubjectWithMembership(ctx.db, code, userId);
  if (!found) throw notFound(subjectMessages.notFound);
  return { row: found.subject, role: await roleIfMaySee(ctx, found.subject, userId, found.memberRole) };
}

/** The caller's role on a subject (`roleOf`), once `assertMaySee` lets them see it; an invitation is looked up only when needed. */
async function roleIfMaySee(ctx: Pick<AppContext, 'db'>, subject: AccessRow, userId: number, memberRole: number | null) {
  const role = roleOf(subject.ownerId, userId, memberRole);
  await assertMaySee(subject, role, () => hasPendingInvitation(ctx.db, subject.id, userId));
  return role;
}

/** What `subjectAccessWith` reads of the subject: enough to decide who may see it. */
export interface AccessRow {
  id: number;
  ownerId: number;
  private: boolean;
  categoryId: number | null;
}

/** What every `accessStatement` takes: the subject's code and the caller. */
type AccessValues = { code: string; userId: number };

/** What `accessColumns` reads. */
export type AccessColumns = { s_id: number; s_owner_id: number; s_private: boolean; s_category_id: number | null; s_member_role: number | null };

/**
 * The columns of subject `s` that decide what `userId` may do with it (`accessOf`), for a statement
 * that reads the subject with something else: a second statement costs about a tenth of a light
 * call's CPU under load (docs/performance.md, stop 48).
 */
export const accessColumns = (userId: Placeholder | number) =>
  sql`s.id AS s_id, s.owner_id AS s_owner_id, s.private AS s_private, s.category_id AS s_category_id, ${memberRole(userId)} AS s_member_role`;

/** The subject and the caller's role from a row of `accessColumns`, if the caller may see the subject (`assertMaySee`). */
export async function accessOf(ctx: Pick<AppContext, 'db'>, columns: AccessColumns, userId: number): Promise<{ row: AccessRow; role: number | null }> {
  const row: AccessRow = { id: columns.s_id, ownerId: columns.s_owner_id, private: columns.s_private, categoryId: columns.s_category_id };
  return { row, role: await roleIfMaySee(ctx, row, userId, columns.s_member_role) };
}

/**
 * A read of a subject's rows with the subject and the caller's role, as one prepared statement
 * written once (`preparedStatement`), for `subjectAccessWith`. `read(subject, v)` is a statement
 * over the subject, whose `id` and `owner_id` it gets as SQL, and over its own values `v`; `order`
 * sorts its rows again by their own columns (`r.column`). The subject is read first (MATERIALIZED):
 * joined as one query, PostgreSQL looked the membership up again for every row.
 */
export const accessStatement = <V extends Record<string, unknown> = Record<never, never>>(
  read: (subject: { id: SQL; ownerId: SQL }, v: Slots<V>) => SQL, order: SQL,
) => preparedStatement<V & AccessValues>((v) => firstThenRows('access',
  sql`SELECT ${accessColumns(v.userId)} FROM subjects s WHERE s.code = ${v.code} AND s.deleted_at IS NULL`,
  read({ id: sql`access.s_id`, ownerId: sql`access.s_owner_id` }, v as Slots<V>), order));

/**
 * `subjectAccess` and a read of the subject's rows (`accessStatement`) in one statement, for a list
 * whose only other work is that read (each statement a request fewer is about a tenth of a light
 * call's CPU under load: docs/performance.md, stop 48). `managersOnly` refuses anyone but role 3
 * with 403, as `managedSubject` does. The rows are read whether or not the caller may see them and
 * dropped when not: the rule stays `assertMaySee`, and a refused call only costs its own read.
 */
export async function subjectAccessWith<R extends Record<string, unknown>, V extends Record<string, unknown> = Record<never, never>>(
  ctx: AppContext, statement: PreparedStatement<V & AccessValues>, values: V & AccessValues, managersOnly = false,
): Promise<{ row: AccessRow; role: number | null; rows: R[] }> {
  const found = await statement.run<R & AccessColumns & { in_rows: boolean | null }>(ctx.db, { ...values, code: values.code.trim().toUpperCase() });
  const first = found[0];
  if (!first) throw notFound(subjectMessages.notFound);
  const { row, role } = await accessOf(ctx, first, values.userId);
  if (managersOnly) assertManager(role);
  return { row, role, rows: found.filter((r) => r.in_rows) };
}

/** Role 3 (owner or manager) or 403. */
export async function managedSubject(ctx: AppContext, code: string, userId: number) {
  const access = await subjectAccess(ctx, code, userId);
  assertManager(access.role);
  return access.row;
}

