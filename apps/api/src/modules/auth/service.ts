import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import { accountMessages, messages, type GoogleLoginBody, type RegisterBody, type SessionUser } from '@cp/contract';
import { schema, type DbOrTx } from '@cp/db';
import { createSession, type AuthUser, type ClientInfo } from '../../platform/auth';
import { sendMail, type AppContext } from '../../platform/context';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../platform/errors';
import { assertUncommonPassword } from '../../platform/common-passwords';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../platform/passwords';
import { clear, release, throttle, type ThrottleRule } from '../../platform/throttle';
import { hashToken, newToken } from '../../platform/tokens';
import { claimInvitations } from '../contributors/service';
import { usernameHasBadWords } from '../moderation/bad-words';
import { createUser, emailTaken, findUserByEmail, findUserByLogin, usernameTaken } from '../users/repository';
import { googleVerifierFor } from './google';
import { resetMail, verificationMail } from './mails';

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

const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null && 'code' in err && (err as { code: string }).code === '23505';

/** Refuses offensive usernames with the same message everywhere (sign-up, live check, update). */
export function assertCleanUsername(username: string) {
  if (usernameHasBadWords(username)) throw badRequest(`${accountMessages.offensive} username.`);
}

async function startSession(ctx: AppContext, user: UserRow, client: ClientInfo): Promise<SessionUser> {
  if (user.banned) throw forbidden(accountMessages.banned);
  await ctx.db.update(schema.users).set({ lastLogin: new Date() }).where(eq(schema.users.id, user.id));
  return toSessionUser(user, await createSession(ctx, { userId: user.id }, client));
}

// ---- login ----------------------------------------------------------------------------------

/**
 * Username or e-mail plus password; the same message for an unknown account and a wrong password.
 * Failures are counted per account name and per IP; a full window answers 429 before the password
 * is even checked, and a success clears the account's count.
 */
export async function login(ctx: AppContext, identifier: string, password: string, client: ClientInfo): Promise<SessionUser> {
  const { ip } = client;
  const account = identifier.trim().toLowerCase();
  // Count the attempt before checking it: one atomic upsert per key, so parallel guesses cannot
  // slip past the limit between a check and a later count.
  await throttle(ctx, RULES.loginAccount, account);
  await throttle(ctx, RULES.loginIp, ip);
  const user = await findUserByLogin(ctx.db, identifier);
  // Always one argon2 verification, so the answer takes as long for every kind of account.
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (user && !user.passwordHash) throw unauthorized(accountMessages.googleOnly);
  if (!user || !valid) throw unauthorized(messages.loginFailed);
  await clear(ctx, RULES.loginAccount, account);
  await release(ctx, RULES.loginIp, ip);
  return startSession(ctx, user, client);
}

// ---- e-mail tokens ----------------------------------------------------------------------------

/** A new single-use token; earlier unused tokens of the same kind stop working. */
export async function issueToken(ctx: Pick<AppContext, 'db'>, userId: number, kind: TokenKind, email: string): Promise<string> {
  const { userTokens: t } = schema;
  await ctx.db.update(t).set({ usedAt: new Date() }).where(and(eq(t.userId, userId), eq(t.kind, kind), isNull(t.usedAt)));
  const token = newToken();
  await ctx.db.insert(t).values({ userId, kind, tokenHash: hashToken(token), email: email.toLowerCase(), expiresAt: new Date(Date.now() + TOKEN_TTL[kind]) });
  return token;
}

/** Marks the token used and returns it, in one statement: a token works once, even under races. */
async function consumeToken(db: DbOrTx, token: string, kind: TokenKind) {
  const { userTokens: t } = schema;
  const [row] = await db
    .update(t)
    .set({ usedAt: new Date() })
    .where(and(eq(t.tokenHash, hashToken(token)), eq(t.kind, kind), isNull(t.usedAt), gt(t.expiresAt, new Date())))
    .returning();
  return row ?? null;
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
  const row = (await consumeToken(ctx.db, token, 'verify')) ?? (await consumeToken(ctx.db, token, 'email_change'));
  const user = row ? await ctx.db.query.users.findFirst({ where: eq(schema.users.id, row.userId) }) : undefined;
  if (!row || !user) throw badRequest(accountMessages.tokenInvalid);
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
      await tx.delete(schema.sessions).where(eq(schema.sessions.userId, user.id));
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

// ---- passwords ------------------------------------------------------------------------------

/**
 * Always the same answer, whether or not the address has an account; the mail goes only to a
 * registered, not banned one. Throttled per IP and per address.
 */
export async function forgotPassword(ctx: AppContext, email: string, ip: string) {
  await throttle(ctx, RULES.forgotIp, ip);
  await throttle(ctx, RULES.forgotEmail, email.trim().toLowerCase());
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.banned) return;
  const token = await issueToken(ctx, user.id, 'reset', user.email);
  await sendMail(ctx, resetMail(user.email, user.username, `${ctx.config.publicOrigin}/reset/${token}`, TOKEN_TTL.reset / MINUTE));
}

/** Links that would act on the account's password or address: a new password voids them. */
async function voidAccountLinks(db: DbOrTx, userId: number) {
  const t = schema.userTokens;
  await db.update(t).set({ usedAt: new Date() }).where(and(eq(t.userId, userId), inArray(t.kind, ['reset', 'email_change']), isNull(t.usedAt)));
}

/**
 * Sets the new password, confirms the e-mail the link was sent to, voids other reset and e-mail
 * change links, and ends every session: one transaction, so a failure leaves the token unused.
 */
export async function resetPassword(ctx: AppContext, token: string, newPassword: string) {
  const { userTokens: t, users } = schema;
  const live = await ctx.db.query.userTokens.findFirst({
    where: and(eq(t.tokenHash, hashToken(token)), eq(t.kind, 'reset'), isNull(t.usedAt), gt(t.expiresAt, new Date())),
  });
  if (!live) throw badRequest(accountMessages.tokenInvalid);
  assertUncommonPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  const user = await ctx.db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, 'reset');
    const found = row ? await tx.query.users.findFirst({ where: eq(users.id, row.userId) }) : undefined;
    if (!row || !found) throw badRequest(accountMessages.tokenInvalid);
    const sameAddress = row.email === found.email.toLowerCase();
    await tx.update(users).set({ passwordHash, emailVerified: found.emailVerified || sameAddress, updatedAt: new Date() }).where(eq(users.id, found.id));
    await voidAccountLinks(tx, found.id);
    await tx.delete(schema.sessions).where(eq(schema.sessions.userId, found.id));
    return found;
  });
  await clear(ctx, RULES.loginAccount, user.username.toLowerCase());
  await clear(ctx, RULES.loginAccount, user.email.toLowerCase());
}

/** Needs the current password; ends the user's other sessions (this one stays) and voids account links. */
export async function changePassword(ctx: AppContext, auth: AuthUser, oldPassword: string, newPassword: string) {
  await throttle(ctx, RULES.changePassword, String(auth.id));
  const user = await ctx.db.query.users.findFirst({ where: eq(schema.users.id, auth.id) });
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, oldPassword))) throw badRequest(accountMessages.oldPasswordWrong);
  await clear(ctx, RULES.changePassword, String(auth.id));
  if (oldPassword === newPassword) throw badRequest(accountMessages.passwordSame);
  assertUncommonPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(schema.users).set({ passwordHash, updatedAt: new Date() }).where(eq(schema.users.id, user.id));
    await voidAccountLinks(tx, user.id);
    await tx.delete(schema.sessions).where(and(eq(schema.sessions.userId, user.id), ne(schema.sessions.id, auth.sessionId)));
  });
}

// ---- Google ---------------------------------------------------------------------------------

/** A free, clean username from what Google told us (the `username` sent, or the e-mail's name). */
async function freeUsernameFrom(ctx: AppContext, wish: string | undefined, email: string) {
  const clean = (s: string) => s.toLowerCase().replace(/[^a-z0-9._-]+/g, '').replace(/^[._-]+/, '').slice(0, 24);
  const candidates = [wish ? clean(wish.split('@')[0]!) : '', clean(email.split('@')[0]!)].filter((c) => c.length >= 3 && !usernameHasBadWords(c));
  const base = candidates[0] ?? 'user';
  for (let attempt = 0; attempt < 20; attempt++) {
    const name = attempt === 0 && base.length >= 3 ? base : `${base.slice(0, 22)}${Math.floor(1000 + Math.random() * 9000)}`;
    if (!(await usernameTaken(ctx.db, name))) return name;
  }
  return `user${Date.now().toString(36)}`;
}

/**
 * Links a Google identity to the account holding its (Google-verified) address. An account whose
 * address was never verified may have been registered by someone else to take it over later, so
 * its password, sessions and outstanding links die with the link: only the Google sign-in proves
 * who owns the address.
 */
async function linkGoogle(ctx: AppContext, user: UserRow, googleSub: string): Promise<UserRow> {
  const { users, userTokens } = schema;
  return ctx.db.transaction(async (tx) => {
    const set: Partial<typeof users.$inferInsert> = { googleId: googleSub, emailVerified: true, updatedAt: new Date() };
    if (!user.emailVerified) {
      set.passwordHash = null;
      await tx.delete(schema.sessions).where(eq(schema.sessions.userId, user.id));
      await tx.update(userTokens).set({ usedAt: new Date() }).where(and(eq(userTokens.userId, user.id), isNull(userTokens.usedAt)));
    }
    const [linked] = await tx.update(users).set(set).where(eq(users.id, user.id)).returning();
    return linked!;
  });
}

/**
 * POST /auth/login/google: the ID token must verify against GOOGLE_CLIENT_ID and carry the googleId
 * the page sent. Signs in the user linked to that Google account, else links the account with the
 * same e-mail (see linkGoogle), else creates one (e-mail verified, profile to complete).
 */
export async function googleLogin(ctx: AppContext, body: GoogleLoginBody, client: ClientInfo): Promise<SessionUser> {
  const verifier = googleVerifierFor(ctx);
  if (!verifier) throw notFound(accountMessages.googleUnavailable);
  await throttle(ctx, RULES.google, client.ip);
  let identity;
  try {
    identity = await verifier.verify(body.tokenId);
  } catch (err) {
    ctx.log.info({ err: (err as Error).message }, 'google token refused');
    throw unauthorized(accountMessages.googleFailed);
  }
  if (identity.sub !== body.googleId || !identity.emailVerified) throw unauthorized(accountMessages.googleFailed);

  const { users } = schema;
  let user = await ctx.db.query.users.findFirst({ where: eq(users.googleId, identity.sub) });
  if (!user) {
    const byEmail = await findUserByEmail(ctx.db, identity.email);
    if (byEmail) {
      if (byEmail.googleId && byEmail.googleId !== identity.sub) throw conflict(accountMessages.emailTaken);
      user = await linkGoogle(ctx, byEmail, identity.sub);
    }
  }
  if (!user) {
    const username = await freeUsernameFrom(ctx, body.username, identity.email);
    try {
      const created = await createUser(ctx.db, { username, email: identity.email, password: null, emailVerified: true });
      [user] = await ctx.db.update(users).set({ googleId: identity.sub }).where(eq(users.id, created.id)).returning();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(accountMessages.googleFailed);
      throw err;
    }
  }
  if (!user) throw new AppError(500, messages.serverFailure);
  // Google vouches for the address, so invitations sent to it are claimed as on verification.
  await claimInvitations(ctx.db, user.id, user.email);
  return startSession(ctx, user, client);
}
