import { and, eq, gt, isNull } from 'drizzle-orm';
import { accountMessages } from '@cp/contract';
import { schema, type DbOrTx } from '@cp/db';
import { endUserSessions, type AuthUser } from '../../platform/auth';
import { sendMail, type AppContext } from '../../platform/context';
import { badRequest, unauthorized } from '../../platform/errors';
import { assertUncommonPassword } from '../../platform/common-passwords';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { clear, throttle } from '../../platform/throttle';
import { hashToken } from '../../platform/tokens';
import { findUserByEmail } from '../users/repository';
import { resetMail } from './mails';
import { consumeToken, issueToken, linkProblem, RULES, TOKEN_TTL, voidTokens } from './service';


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
  await sendMail(ctx, resetMail(user.email, user.username, `${ctx.config.publicOrigin}/reset/${token}`, TOKEN_TTL.reset / 60_000));
}

/** Links that would act on the account's password or address: a new password voids them. */
const voidAccountLinks = (db: DbOrTx, userId: number) => voidTokens(db, userId, ['reset', 'email_change']);

/** `GET /auth/reset-password/{token}`: the link can still set a password, or 400 saying why not. */
export async function checkResetLink(ctx: AppContext, token: string) {
  const { userTokens: t } = schema;
  const live = await ctx.db.query.userTokens.findFirst({
    columns: { id: true },
    where: and(eq(t.tokenHash, hashToken(token)), eq(t.kind, 'reset'), isNull(t.usedAt), gt(t.expiresAt, new Date())),
  });
  if (!live) throw badRequest(await linkProblem(ctx.db, token, ['reset']));
}

/**
 * Sets the new password, confirms the e-mail the link was sent to, voids other reset and e-mail
 * change links, and ends every session: one transaction, so a failure leaves the token unused.
 */
export async function resetPassword(ctx: AppContext, token: string, newPassword: string) {
  const { users } = schema;
  await checkResetLink(ctx, token);
  assertUncommonPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  const user = await ctx.db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, ['reset']);
    const found = row ? await tx.query.users.findFirst({ where: eq(users.id, row.userId) }) : undefined;
    if (!row || !found) throw badRequest(accountMessages.tokenInvalid);
    const sameAddress = row.email === found.email.toLowerCase();
    await tx.update(users).set({ passwordHash, emailVerified: found.emailVerified || sameAddress, updatedAt: new Date() }).where(eq(users.id, found.id));
    await voidAccountLinks(tx, found.id);
    await endUserSessions(ctx, tx, found.id);
    return found;
  });
  await clear(ctx, RULES.loginAccount, user.username.toLowerCase());
  await clear(ctx, RULES.loginAccount, user.email.toLowerCase());
}

/**
 * The signed-in user's current password, before a change of password or e-mail: wrong answers are
 * counted per user (RULES.changePassword) like login attempts, and a right one clears the count.
 */
export async function assertCurrentPassword(ctx: AppContext, user: { id: number; passwordHash: string | null }, password: string) {
  await throttle(ctx, RULES.changePassword, String(user.id));
  if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(accountMessages.oldPasswordWrong);
  await clear(ctx, RULES.changePassword, String(user.id));
}

/** Needs the current password; ends the user's other sessions (this one stays) and voids account links. */
export async function changePassword(ctx: AppContext, auth: AuthUser, oldPassword: string, newPassword: string) {
  const user = await ctx.db.query.users.findFirst({ where: eq(schema.users.id, auth.id) });
  if (!user) throw unauthorized();
  await assertCurrentPassword(ctx, user, oldPassword);
  if (oldPassword === newPassword) throw badRequest(accountMessages.passwordSame);
  assertUncommonPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(schema.users).set({ passwordHash, updatedAt: new Date() }).where(eq(schema.users.id, user.id));
    await voidAccountLinks(tx, user.id);
    await endUserSessions(ctx, tx, user.id, auth.sessionId);
  });
}

