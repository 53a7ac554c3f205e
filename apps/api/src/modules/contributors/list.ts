import { sql, type SQL } from 'drizzle-orm';
import { CANDIDATE_LIMIT, isEmailAddress, REQUEST_STATUS, roleLabel, type Contributor, type ContributorCandidate, type ContributorRequest } from '@cp/contract';
import { type AppContext } from '../../platform/context';
import { prefixRange } from '../../platform/prefix-range';
import { throttle } from '../../platform/throttle';
import { accessStatement, MANAGER_ROLE, pendingInvitationWhere, subjectAccessWith } from '../subject-store/access';
import { CONTRIBUTOR_RULES } from './throttles';

/** The owner and the members and invitations the contributor list reads, as `listContributors` gets them. */
type ListedMember = {
  member_id: number | null; user_id: number | null; active: boolean; role_id: number; invited_email: string | null;
  username: string | null; email: string | null; avatar: string | null; verified: boolean | null;
};

/**
 * The owner first (`member_id` null), then the active members and pending invitations in the list's
 * order, with only the columns the list shows, read with the subject (`subjectAccessWith`): the
 * owner and the subject cost no round trip of their own (each statement cost about a tenth of the
 * call's CPU under load).
 */
const membersWithOwner = (subject: { id: SQL; ownerId: SQL }) => sql`
  SELECT l.member_id, u.id AS user_id, l.active, l.role_id, l.invited_email, u.username, u.email, u.avatar, u.verified, l.k, l.created_at
  FROM (SELECT NULL::int AS member_id, ${subject.ownerId} AS user_id, true AS active, ${MANAGER_ROLE}::int AS role_id, NULL::text AS invited_email,
          0 AS k, NULL::timestamptz AS created_at
        UNION ALL
        SELECT subject_members.id, subject_members.user_id, subject_members.active, subject_members.role_id, subject_members.invited_email, 1,
          subject_members.created_at
        FROM subject_members WHERE subject_members.subject_id = ${subject.id} AND (subject_members.active OR ${pendingInvitationWhere})) l
  LEFT JOIN users u ON u.id = l.user_id`;
const CONTRIBUTORS = accessStatement(membersWithOwner, sql`r.k, r.active DESC, r.role_id DESC, r.created_at, r.member_id`);

/** Pending access requests of the subject, oldest first. */
const pendingRequests = (subject: { id: SQL }) => sql`
  SELECT cr.id, u.username, u.email, u.avatar, cr.created_at
  FROM contributor_requests cr JOIN users u ON u.id = cr.user_id
  WHERE cr.subject_id = ${subject.id} AND cr.status = ${REQUEST_STATUS.pending}`;
const REQUESTS = accessStatement(pendingRequests, sql`r.created_at, r.id`);

/**
 * `GET /contributors?code=`: the owner (Owner label), managers, contributors, then invitations.
 * Role 3 sees everything; everyone else sees the active members and their own invitation, with
 * e-mail addresses only of the owner and themselves (a contributor is not shown other people's
 * addresses). A pending invitation shows what the inviter
 * typed: the address, or `@username` for a picked suggestion, whose address the list must not
 * reveal (it shows once the person accepts).
 */
export async function listContributors(ctx: AppContext, viewerId: number, code: string): Promise<Contributor[]> {
  const { role, rows } = await subjectAccessWith<ListedMember>(ctx, CONTRIBUTORS, { code, userId: viewerId });
  const manager = role === MANAGER_ROLE;
  const list: Contributor[] = [];
  for (const m of rows) {
    const owner = m.member_id === null;
    const isViewer = m.user_id === viewerId;
    if (!m.active && !manager && !isViewer) continue;
    list.push({
      contributor_id: m.member_id,
      id: m.user_id,
      username: m.username,
      email: owner || isViewer || (manager && m.active) ? m.email : manager && isEmailAddress(m.invited_email ?? '') ? m.invited_email : null,
      avatar: m.avatar,
      role: roleLabel(m.role_id, owner),
      role_id: m.role_id,
      active: m.active,
      verified: m.verified ?? false,
    });
  }
  return list;
}

/** `GET /contributors/request?code=`: pending access requests, oldest first (role 3). */
export async function listRequests(ctx: AppContext, userId: number, code: string): Promise<ContributorRequest[]> {
  const { rows } = await subjectAccessWith<ContributorRequest & { created_at: Date }>(ctx, REQUESTS, { code, userId }, true);
  return rows.map(({ id, username, email, avatar }) => ({ id, username, email, avatar }));
}

const USERNAME_KEY = sql`(lower(u.username) COLLATE "C")`;
const FULL_NAME_KEY = sql`(lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) COLLATE "C")`;
const LAST_NAME_KEY = sql`(lower(u.last_name) COLLATE "C")`;

/**
 * Contributor candidates: the first few by each way of matching, each read in order from its own index (migration 0016), so
 * a two-letter prefix that half the users share costs as little as a rare one. Prepared: PostgreSQL
 * keeps a generic plan where it judges it no dearer (10,000 users) and plans each call where it does
 * not (a million); either way every plan reads the prefix's range. Read with the subject and the
 * caller's role; the throttle then counts the call, so only a manager's calls count.
 */
const CANDIDATES = accessStatement<{ from: string; to: string; text: string }>((subject, v) => {
  const invitable = sql`NOT u.banned AND u.id <> ${subject.ownerId}
    AND NOT EXISTS (SELECT 1 FROM subject_members m WHERE m.subject_id = ${subject.id} AND m.user_id = u.id AND (m.active OR m.invited_email IS NOT NULL))`;
  const firstBy = (key: SQL) => sql`(SELECT u.id FROM users u WHERE ${key} >= ${v.from} AND ${key} < ${v.to} AND ${invitable} ORDER BY ${key} LIMIT ${CANDIDATE_LIMIT})`;
  return sql`
    SELECT u.username, nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS name, u.avatar,
      (lower(u.username) = ${v.text} OR lower(u.email) = ${v.text}) AS exact, lower(u.username) AS sort_name FROM users u
    WHERE u.id IN (${firstBy(USERNAME_KEY)} UNION ALL ${firstBy(FULL_NAME_KEY)} UNION ALL ${firstBy(LAST_NAME_KEY)}
                   UNION ALL (SELECT u.id FROM users u WHERE lower(u.email) = ${v.text} AND ${invitable}))
    ORDER BY exact DESC, sort_name
    LIMIT ${CANDIDATE_LIMIT}`;
}, sql`r.exact DESC, r.sort_name`);

/**
 * `GET /contributors/candidates?code=&search=` (role 3): people whose username or name starts with
 * the text, or whose e-mail is exactly the text, and who could be invited (not the owner, not
 * banned, not already a member or invited). Addresses are never returned, so the list cannot be
 * used to collect them; throttled per user.
 */
export async function listCandidates(ctx: AppContext, userId: number, code: string, search: string): Promise<ContributorCandidate[]> {
  const text = search.trim().toLowerCase();
  const { from, to } = prefixRange(text);
  const { rows } = await subjectAccessWith<ContributorCandidate, { from: string; to: string; text: string }>(ctx, CANDIDATES, { code, userId, from, to, text }, true);
  await throttle(ctx, CONTRIBUTOR_RULES.candidates, String(userId));
  return rows.map(({ username, name, avatar }) => ({ username, name, avatar }));
}
