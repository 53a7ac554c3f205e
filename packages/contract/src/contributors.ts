import { z } from 'zod';
import { rowIdParamSchema } from './fields';
import { activityItemSchema } from './activity';
import { subjectCodeField } from './subjects';

/**
 * Collaboration on a subject (spec 1 §2 contributor tab, §3 Contributor / Contributor request, §4,
 * §5 invite rules, §6, §7 "Contributors"). Roles: the owner (not a member row) and managers have
 * role 3, contributors role 2. Decisions: docs/decisions.md "Collaboration".
 */
export const SUBJECT_ROLE = { contributor: 2, manager: 3 } as const;
export type SubjectRoleId = (typeof SUBJECT_ROLE)[keyof typeof SUBJECT_ROLE];

/** The label shown for each person in the contributor list; the owner carries the Owner label. */
export const CONTRIBUTOR_ROLE_LABELS = ['Owner', 'Manager', 'Contributor'] as const;
export type ContributorRoleLabel = (typeof CONTRIBUTOR_ROLE_LABELS)[number];
export const roleLabel = (roleId: number, owner = false): ContributorRoleLabel =>
  owner ? 'Owner' : roleId === SUBJECT_ROLE.manager ? 'Manager' : 'Contributor';

/** Access request states (`request_status` of a subject). */
export const REQUEST_STATUS = { pending: 1, accepted: 2, rejected: 3 } as const;

/** At most this many addresses in one invitation call. */
export const INVITE_MAX = 20;
/** Suggestions start after this many typed characters (spec 1 §5 says 1; 2 keeps the list from enumerating users, docs/decisions.md) … */
export const CANDIDATE_MIN_CHARS = 2;
/** Invitations one person may send in an hour (each invitee counts). */
export const INVITES_PER_HOUR = 50;
/** … and list at most this many people. */
export const CANDIDATE_LIMIT = 8;

/** The spec's "basic e-mail pattern": something@something.something, no spaces, commas or semicolons. */
export const EMAIL_PATTERN = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;
export const isEmailAddress = (value: string) => value.length <= 254 && EMAIL_PATTERN.test(value);
/** A suggestion picked from the list is invited as `@username` (suggestions never carry addresses). */
const INVITEE_USERNAME = /^@[a-z0-9][a-z0-9._-]{2,29}$/i;
export const isInviteeUsername = (value: string) => INVITEE_USERNAME.test(value);

/** Messages of the contributor tab; the first two are quoted by spec 1 §5 word for word. */
export const contributorMessages = {
  emailRequired: 'Please input contributor email.',
  invalidEmails: (list: string[]) => `Invalid email detected for ${list.join(', ')}, please remove or change before invite.`,
  tooManyInvitees: `Invite at most ${INVITE_MAX} addresses at a time.`,
  invited: (list: string[]) => `Invitation sent to ${list.join(', ')}.`,
  notInvited: (list: string[]) => `Not invited: ${list.join('; ')}.`,
  isOwner: 'is the owner',
  alreadyContributor: 'already contributes',
  alreadyInvited: 'already invited',
  cannotBeInvited: 'cannot be invited',
  contributorNotFound: 'Contributor not found.',
  requestNotFound: 'Access request not found.',
  requestDecided: 'This request was already answered.',
  noPendingRequests: 'There are no pending requests.',
  requestAccepted: 'Request accepted.',
  requestRejected: 'Request declined.',
  requestsAccepted: (n: number) => `${n} request${n === 1 ? '' : 's'} accepted.`,
  requestsRejected: (n: number) => `${n} request${n === 1 ? '' : 's'} declined.`,
  notYourself: 'You cannot change your own role or remove yourself; use Leave Subject instead.',
  notTheOwner: 'The owner of the subject cannot be demoted or removed.',
  notActiveYet: 'This person has not accepted the invitation yet.',
  alreadyManager: 'This contributor is already a Manager.',
  alreadyContributorRole: 'This manager is already a Contributor.',
  promoted: 'Contributor promoted to Manager.',
  demoted: 'Manager demoted to Contributor.',
  removed: 'Contributor removed.',
  invitationCancelled: 'Invitation cancelled.',
  noInvitation: 'You have no pending invitation to this subject.',
  invitationAccepted: 'Invitation accepted. You are now a contributor of this subject.',
  invitationDeclined: 'Invitation declined.',
  searchTooShort: `Type at least ${CANDIDATE_MIN_CHARS} characters to get suggestions.`,
  candidatesThrottled: 'Too many searches, please wait a moment and try again.',
  verifyBeforeInviting: 'Please verify your e-mail before inviting contributors.',
  invitesThrottled: `You can send at most ${INVITES_PER_HOUR} invitations an hour. Please try again later.`,
  noSuchUser: 'no such user',
} as const;

/** The problem with a list of invitees (spec 1 §5), or null when it can be sent. Shared by the form and the server. */
export function inviteeProblem(list: string[]): string | null {
  const cleaned = list.map((e) => e.trim()).filter(Boolean);
  if (cleaned.length === 0) return contributorMessages.emailRequired;
  const invalid = cleaned.filter((e) => !isEmailAddress(e) && !isInviteeUsername(e));
  if (invalid.length) return contributorMessages.invalidEmails(invalid);
  if (new Set(cleaned.map((e) => e.toLowerCase())).size > INVITE_MAX) return contributorMessages.tooManyInvitees;
  return null;
}

// ---- entities (spec 1 §3) ------------------------------------------------------------------

/**
 * One row of the contributor list. `contributor_id` is the membership id used by promote, demote
 * and remove (null for the owner, who is not a member); `id` is the user id (null for an invited
 * address that has no account yet); `active` false means Invited.
 */
export const contributorSchema = z.object({
  contributor_id: z.number().int().nullable(),
  id: z.number().int().nullable(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  role: z.enum(CONTRIBUTOR_ROLE_LABELS),
  role_id: z.number().int(),
  active: z.boolean(),
  verified: z.boolean(),
});
export type Contributor = z.infer<typeof contributorSchema>;

/** A pending access request: `id` is the request id used by accept and reject. */
export const contributorRequestSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
});
export type ContributorRequest = z.infer<typeof contributorRequestSchema>;

/** A suggestion for the invitation field: who they are, never their address. */
export const contributorCandidateSchema = z.object({ username: z.string(), name: z.string().nullable(), avatar: z.string().nullable() });
export type ContributorCandidate = z.infer<typeof contributorCandidateSchema>;

// ---- calls (spec 1 §7 "Contributors") ------------------------------------------------------

export const contributorCandidatesQuerySchema = z.strictObject({
  code: subjectCodeField,
  search: z.string().trim().min(CANDIDATE_MIN_CHARS, contributorMessages.searchTooShort).max(100),
});

/** `/contributors/{remove|demote|promote}/{contributor_id}` and `/contributors/request/{id}/{accept|reject}`. */
export const contributorIdParamsSchema = z.strictObject({ id: rowIdParamSchema });

/**
 * `POST /contributors/request/invite/`: `invitees` is a list of addresses or usernames (a picked
 * suggestion), a comma-separated text accepted too. The list itself is checked by `inviteeProblem`, so the answer carries the spec's
 * messages word for word.
 */
export const contributorInviteBodySchema = z.strictObject({
  code: subjectCodeField,
  invitees: z
    .union([z.array(z.string().max(320)).max(100), z.string().max(10_000)])
    .transform((value) => (typeof value === 'string' ? value.split(',') : value).map((e) => e.trim()).filter(Boolean)),
});
export type ContributorInviteBody = z.input<typeof contributorInviteBodySchema>;

export const contributorInviteResultSchema = z.object({
  /** Invitees (addresses in lower case, or usernames as picked) that got an invitation. */
  invited: z.array(z.string()),
  /** Invitees left out, with why. */
  skipped: z.array(z.object({ email: z.string(), reason: z.string() })),
});
export type ContributorInviteResult = z.infer<typeof contributorInviteResultSchema>;

/** Accept or decline every pending request at once: how many were answered. */
export const contributorDecisionResultSchema = z.object({ count: z.number().int() });

// ---- profile activity (spec 3 `/profile/{username}/activity`) ------------------------------

/** `POST /user/activity-history?username=`: one activity of that user, with the subject it belongs to. */
export const profileActivitySchema = activityItemSchema.extend({
  subject_code: z.string().nullable(),
  subject_name: z.string().nullable(),
});
export type ProfileActivity = z.infer<typeof profileActivitySchema>;
