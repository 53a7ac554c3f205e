import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { accountMessages, messages, type RegisterBody, type SessionUser } from '@cp/contract';
import { schema, type DbOrTx } from '@cp/db';
import { createSession, endUserSessions, type AuthUser, type ClientInfo } from '../../platform/auth';
import { sendMail, type AppContext } from '../../platform/context';
import { badRequest, conflict, forbidden, isUniqueViolation, unauthorized } from '../../platform/errors';
import { assertUncommonPassword } from '../../platform/common-passwords';
import { attemptPassword } from '../../platform/passwords';
import { throttle, type ThrottleRule } from '../../platform/throttle';
import { hashToken, newToken } from '../../platform/tokens';
import { claimInvitations } from '../contributors/invitations';
import { usernameHasBadWords } from '../moderation/bad-words';
import { createUser, emailTaken, findUserByLogin, usernameTaken } from '../users/repository';
import { verificationMail } from './mails';

type UserRow = typeof schema.users.$inferSelect;

// ---- policy (docs/decisions.md, "Accounts") -------------------------------------------------

const MINUTE = 60_000;
export const TOKEN_TTL = { verify: 24 * 60 * MINUTE, reset: 60 * MINUTE, email_change: 24 * 60 * MINUTE } as const;
export type TokenKind = keyof typeof TOKEN_TTL;

export const RULES = {
  loginAccount: { name: 'login:account', limit: 5, windowMs: 15 * MINUTE, message: accountMessages.loginThrottled },
  loginIp: { name: 'login:ip', limit: 20, windowMs: 15 * MINUTE, message: accountMessages.loginThrottled },
  register: { name: 'register:ip', limit: 10, windowMs: 60 * MINUTE, message: accountMessages.registerThrottled },
  availability: { name: 'validate:ip', limit: 60, windowMs: 10 * MINUTE, message: accountMessages.checkThrottled },
  forgotIp: { name: 'forgot:ip', limit: 10, windowMs: 60 * MINUTE, message: accountMessages.forgotThrottled },
  forgotEmail: { name: 'forgot:email', limit: 3, windowMs: 60 * MINUTE, message: accountMessages.forgotThrottled },
  resend: { name: 'resend:user', limit: 3, windowMs: 60 * MINUTE, message: accountMessages.resendThrottled },
  changePassword: { name: 'password:user', limit: 5, windowMs: 15 * MINUTE, message: accountMessages.loginThrottled },
  google: { name: 'google:ip', limit: 30, windowMs: 15 * MINUTE, message: accountMessages.loginThrottled },
} satisfies Record<string, ThrottleRule>;

// ---- lookups --------------------------------------------------------------------------------

export function toSessionUser(user: UserRow, token: string): SessionUser {
  return {
    token,
    username: user.username,
    email: user.email,
    avatar: user.avatar,
    profile_complete: user.profileComplete,
    is_service: user.isService,
  };
}


/** Refuses offensive usernames with the same message everywhere (sign-up, live check, update). */
export function assertCleanUsername(username: string) {
  if (usernameHasBadWords(username)) throw badRequest(`${accountMessages.offensive} username.`);
}

export async function startSession(ctx: AppContext, user: UserRow, client: ClientInfo): Promise<SessionUser> {
  if (user.banned) throw forbidden(accountMessages.banned);
  await ctx.db.update(schema.users).set({ lastLogin: new Date() }).where(eq(schema.users.id, user.id));
  return toSessionUser(user, await createSession(ctx, { userId: user.id }, client));
}

// ---- login ----------------------------------------------------------------------------------

/**
 * Username or e-mail plus password; the same message for an unknown account and a wrong password
 * (throttling and timing: attemptPassword). An account that signs in only with Google says so.
 */
export async function login(ctx: AppContext, identifier: string, password: string, client: ClientInfo): Promise<SessionUser> {
  const rules = { account: RULES.loginAccount, ip: RULES.loginIp };
  const { account: user, valid } = await attemptPassword(ctx, rules, identifier, client.ip, password, () => findUserByLogin(ctx.db, identifier));
  if (user && !user.passwordHash) throw unauthorized(accountMessages.googleOnly);
  if (!user || !valid) throw unauthorized(messages.loginFailed);
  return startSession(ctx, user, client);
}

// ---- e-mail tokens ----------------------------------------------------------------------------

export const ALL_TOKEN_KINDS = Object.keys(TOKEN_TTL) as TokenKind[];

/** Unused links of these kinds stop working (a newer link, a new password, a Google link). */
export async function voidTokens(db: DbOrTx, userId: number, kinds: TokenKind[]) {
  const t = schema.userTokens;
  // Voided links expire now (they were never used), so opening one says 'invalid or expired', not 'already used'.
  const now = new Date();
  await db.update(t).set({ expiresAt: now }).where(and(eq(t.userId, userId), inArray(t.kind, kinds), isNull(t.usedAt), gt(t.expiresAt, now)));
}

/** A new single-use token; earlier unused tokens of the same kind stop working. */
export async function issueToken(ctx: Pick<AppContext, 'db'>, userId: number, kind: TokenKind, email: string): Promise<string> {
  const { userTokens: t } = schema;
  await voidTokens(ctx.db, userId, [kind]);
  const token = newToken();
  await ctx.db.insert(t).values({ userId, kind, tokenHash: hashToken(token), email: email.toLowerCase(), expiresAt: new Date(Date.now() + TOKEN_TTL[kind]) });
  return token;
}

/** Marks the token used and returns it, in one statement: a token works once, even under races. */
export async function consumeToken(db: DbOrTx, token: string, kinds: TokenKind[]) {
  const { userTokens: t } = schema;
  const [row] = await db
    .update(t)
    .set({ usedAt: new Date() })
    .where(and(eq(t.tokenHash, hashToken(token)), inArray(t.kind, kinds), isNull(t.usedAt), gt(t.expiresAt, new Date())))
    .returning();
  return row ?? null;
}

/** Why a link cannot be used: opened before (its own message) or unknown or expired (the spec's). */
export async function linkProblem(db: DbOrTx, token: string, kinds: TokenKind[]): Promise<string> {
  const { userTokens: t } = schema;
  const row = await db.query.userTokens.findFirst({ columns: { usedAt: true }, where: and(eq(t.tokenHash, hashToken(token)), inArray(t.kind, kinds)) });
  return row?.usedAt ? accountMessages.linkUsed : accountMessages.tokenInvalid;
}

export async function sendVerification(ctx: AppContext, user: Pick<UserRow, 'id' | 'email' | 'username'>) {
  const token = await issueToken(ctx, user.id, 'verify', user.email);
  await sendMail(ctx, verificationMail(user.email, user.username, `${ctx.config.publicOrigin}/verify/${token}`, TOKEN_TTL.verify / 3_600_000));
}

// ---- sign-up and availability ---------------------------------------------------------------

/** The live checks of the sign-up form: 200 available, 409 taken, 400 unusable. Throttled per IP. */
export async function checkAvailability(ctx: AppContext, kind: 'email' | 'username', value: string, ip: string) {
  await throttle(ctx, RULES.availability, ip);
  if (kind === 'username') {
    assertCleanUsername(value);
    if (await usernameTaken(ctx.db, value)) throw conflict(accountMessages.usernameTaken);
    return accountMessages.usernameAvailable;
  }
  if (await emailTaken(ctx.db, value)) throw conflict(accountMessages.emailTaken);
  return accountMessages.emailAvailable;
}

/**
 * Creates the account (e-mail unverified, profile incomplete), sends the verification mail and logs
 * the new user in. A taken username or e-mail answers 409 like the live check (throttled per IP).
 */
export async function register(ctx: AppContext, body: RegisterBody, client: ClientInfo): Promise<SessionUser> {
  await throttle(ctx, RULES.register, client.ip);
  assertCleanUsername(body.username);
  assertUncommonPassword(body.password);
  if (await usernameTaken(ctx.db, body.username)) throw conflict(accountMessages.usernameTaken);
  if (await emailTaken(ctx.db, body.email)) throw conflict(accountMessages.emailTaken);
  let user: UserRow;
  try {
    user = await createUser(ctx.db, { username: body.username, email: body.email, password: body.password });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(accountMessages.usernameTaken);
    throw err;
  }
  await sendVerification(ctx, user);
  return startSession(ctx, user, client);
}

/**
 * GET /auth/verify/{token}: confirms the address the token was mailed to and logs the user in. A
 * sign-up link confirms the account's address; an e-mail-change link moves the account to the new
 * address (still free) only now.
 */
export async function verifyEmail(ctx: AppContext, token: string, client: ClientInfo): Promise<SessionUser> {
  const row = await consumeToken(ctx.db, token, ['verify', 'email_change']);
  if (!row) throw badRequest(await linkProblem(ctx.db, token, ['verify', 'email_change']));
  const user = await ctx.db.query.users.findFirst({ where: eq(schema.users.id, row.userId) });
  if (!user) throw badRequest(accountMessages.tokenInvalid);
  const changing = row.kind === 'email_change';
  const address = row.email ?? '';
  // A sign-up link sent before the address changed confirms nothing.
  if (!changing && address !== user.email.toLowerCase()) throw badRequest(accountMessages.tokenInvalid);
  if (changing && (await emailTaken(ctx.db, address, user.id))) throw conflict(accountMessages.emailTaken);
  // Whoever opened the link proved the address; sessions started before that (perhaps by someone
  // who registered the address without owning it) end here.
  let updated: UserRow;
  try {
    updated = await ctx.db.transaction(async (tx) => {
      const [changed] = await tx
        .update(schema.users)
        .set({ email: address, emailVerified: true, updatedAt: new Date() })
        .where(eq(schema.users.id, user.id))
        .returning();
      await endUserSessions(ctx, tx, user.id);
      return changed!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(accountMessages.emailTaken);
    throw err;
  }
  await claimInvitations(ctx.db, updated.id, updated.email);
  return startSession(ctx, updated, client);
}

export async function resendVerification(ctx: AppContext, auth: AuthUser) {
  const user = await ctx.db.query.users.findFirst({ where: eq(schema.users.id, auth.id) });
  if (!user) throw unauthorized();
  if (user.emailVerified) throw conflict(accountMessages.alreadyVerified);
  await throttle(ctx, RULES.resend, String(user.id));
  await sendVerification(ctx, user);
}
