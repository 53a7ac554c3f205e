import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { CANDIDATE_LIMIT, isEmailAddress, REQUEST_STATUS, roleLabel, type Contributor, type ContributorCandidate, type ContributorRequest } from '@cp/contract';
import { executePrepared, perDatabase, schema, type Db } from '@cp/db';
import { type AppContext } from '../../platform/context';
import { prefixRange } from '../../platform/prefix-range';
import { throttle } from '../../platform/throttle';
import { managedSubject, MANAGER_ROLE, pendingInvitationWhere, subjectAccess } from '../subject-store/access';
import { findUserById } from '../users/repository';
import { CONTRIBUTOR_RULES } from './throttles';

const { contributorRequests, subjectMembers, users } = schema;

// Both lists are read on every visit of the Contributors tab: prepared statements, built once per
// database handle, so they are neither rebuilt by drizzle nor planned again.
/** Only the columns the list shows: whole rows (a user's has 24 columns) cost a sixth of the call in drizzle's mapping. */
const membersAndInvitations = perDatabase((db: Db) =>
  db.select({
    m: { id: subjectMembers.id, userId: subjectMembers.userId, active: subjectMembers.active, roleId: subjectMembers.roleId, invitedEmail: subjectMembers.invitedEmail },
    u: { id: users.id, username: users.username, email: users.email, avatar: users.avatar, verified: users.verified },
  })
    .from(subjectMembers)
    .leftJoin(users, eq(users.id, subjectMembers.userId))
    .where(and(eq(subjectMembers.subjectId, sql.placeholder('subjectId')), or(eq(subjectMembers.active, true), pendingInvitationWhere)))
    .orderBy(desc(subjectMembers.active), desc(subjectMembers.roleId), asc(subjectMembers.createdAt), asc(subjectMembers.id))
    .prepare('members_and_invitations'),
);

const pendingRequests = perDatabase((db: Db) =>
  db.select({ id: contributorRequests.id, username: users.username, email: users.email, avatar: users.avatar })
    .from(contributorRequests)
    .innerJoin(users, eq(users.id, contributorRequests.userId))
    .where(and(eq(contributorRequests.subjectId, sql.placeholder('subjectId')), eq(contributorRequests.status, REQUEST_STATUS.pending)))
    .orderBy(asc(contributorRequests.createdAt), asc(contributorRequests.id))
    .prepare('pending_requests'),
);

/**
 * `GET /contributors?code=`: the owner (Owner label), managers, contributors, then invitations.
 * Role 3 sees everything; everyone else sees the active members and their own invitation, with
 * e-mail addresses only of the owner and themselves (a contributor is not shown other people's
 * addresses). A pending invitation shows what the inviter
 * typed: the address, or `@username` for a picked suggestion, whose address the list must not
 * reveal (it shows once the person accepts).
 */
export async function listContributors(ctx: AppContext, viewerId: number, code: string): Promise<Contributor[]> {
  const { row, role } = await subjectAccess(ctx, code, viewerId);
  const manager = role === MANAGER_ROLE;
  const [owner, members] = await Promise.all([findUserById(ctx.db, row.ownerId), membersAndInvitations(ctx.db).execute({ subjectId: row.id })]);

  const list: Contributor[] = [
    {
      contributor_id: null,
      id: owner!.id,
      username: owner!.username,
      email: owner!.email,
      avatar: owner!.avatar,
      role: roleLabel(MANAGER_ROLE, true),
      role_id: MANAGER_ROLE,
      active: true,
      verified: owner!.verified,
    },
  ];
  for (const { m, u } of members) {
    const isViewer = m.userId === viewerId;
    if (!m.active && !manager && !isViewer) continue;
    list.push({
      contributor_id: m.id,
      id: u?.id ?? null,
      username: u?.username ?? null,
      email: isViewer || (manager && m.active) ? (u?.email ?? null) : manager && isEmailAddress(m.invitedEmail ?? '') ? m.invitedEmail : null,
      avatar: u?.avatar ?? null,
      role: roleLabel(m.roleId),
      role_id: m.roleId,
      active: m.active,
      verified: u?.verified ?? false,
    });
  }
  return list;
}

/** `GET /contributors/request?code=`: pending access requests, oldest first (role 3). */
export async function listRequests(ctx: AppContext, userId: number, code: string): Promise<ContributorRequest[]> {
  const row = await managedSubject(ctx, code, userId);
  return pendingRequests(ctx.db).execute({ subjectId: row.id });
}

const USERNAME_KEY = sql`(lower(u.username) COLLATE "C")`;
const FULL_NAME_KEY = sql`(lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) COLLATE "C")`;
const LAST_NAME_KEY = sql`(lower(u.last_name) COLLATE "C")`;

/**
 * `GET /contributors/candidates?code=&search=` (role 3): people whose username or name starts with
 * the text, or whose e-mail is exactly the text, and who could be invited (not the owner, not
 * banned, not already a member or invited). Addresses are never returned, so the list cannot be
 * used to collect them; throttled per user.
 */
export async function listCandidates(ctx: AppContext, userId: number, code: string, search: string): Promise<ContributorCandidate[]> {
  const row = await managedSubject(ctx, code, userId);
  await throttle(ctx, CONTRIBUTOR_RULES.candidates, String(userId));
  const text = search.trim().toLowerCase();
  const { from, to } = prefixRange(text);
  const invitable = sql`NOT u.banned AND u.id <> ${row.ownerId}
    AND NOT EXISTS (SELECT 1 FROM subject_members m WHERE m.subject_id = ${row.id} AND m.user_id = u.id AND (m.active OR m.invited_email IS NOT NULL))`;
  // The first few by each way of matching, each read in order from its own index (migration 0016), so
  // a two-letter prefix that half the users share costs as little as a rare one. Prepared: PostgreSQL
  // keeps a generic plan where it judges it no dearer (10,000 users) and plans each call where it does
  // not (a million); either way every plan reads the prefix's range.
  const firstBy = (key: SQL) => sql`(SELECT u.id FROM users u WHERE ${key} >= ${from} AND ${key} < ${to} AND ${invitable} ORDER BY ${key} LIMIT ${CANDIDATE_LIMIT})`;
  return executePrepared<ContributorCandidate>(ctx.db, sql`
    SELECT u.username, nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS name, u.avatar FROM users u
    WHERE u.id IN (${firstBy(USERNAME_KEY)} UNION ALL ${firstBy(FULL_NAME_KEY)} UNION ALL ${firstBy(LAST_NAME_KEY)}
                   UNION ALL (SELECT u.id FROM users u WHERE lower(u.email) = ${text} AND ${invitable}))
    ORDER BY (lower(u.username) = ${text} OR lower(u.email) = ${text}) DESC, lower(u.username)
    LIMIT ${CANDIDATE_LIMIT}`);
}
