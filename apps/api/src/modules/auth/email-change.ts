import { sql, type SQLWrapper } from 'drizzle-orm';
import { accountMessages, type UserUpdateBody } from '@cp/contract';
import { preparedStatement, schema } from '@cp/db';
import { sendMail, type AppContext } from '../../platform/context';
import { badRequest, unauthorized } from '../../platform/errors';
import { googleVerifierFor } from './google';
import { emailChangeMail, emailChangeNoticeMail } from './mails';
import { assertCurrentPassword } from './passwords';
import { issueToken, TOKEN_TTL } from './service';

type UserRow = typeof schema.users.$inferSelect;

/** A Google sign-in older than this does not prove who is at the keyboard now. */
const GOOGLE_PROOF_MAX_AGE_S = 10 * 60;

/**
 * Someone holding a session must prove they are the account's owner before its address (and so
 * its password resets) can move: the current password, counted like password changes, or for an
 * account without one a Google sign-in made in the last minutes by the linked Google account.
 */
export async function confirmIdentity(ctx: AppContext, user: UserRow, body: Pick<UserUpdateBody, 'current_password' | 'google_token'>) {
  if (user.passwordHash) {
    if (!body.current_password) throw badRequest(accountMessages.emailChangeNeedsPassword);
    return assertCurrentPassword(ctx, user, body.current_password);
  }
  const verifier = googleVerifierFor(ctx);
  if (!body.google_token || !verifier || !user.googleId) throw badRequest(accountMessages.emailChangeNeedsGoogle);
  const identity = await verifier.verify(body.google_token).catch(() => null);
  const fresh = identity?.issuedAt !== undefined && Date.now() / 1000 - identity.issuedAt <= GOOGLE_PROOF_MAX_AGE_S;
  if (!identity || identity.sub !== user.googleId || !fresh) throw unauthorized(accountMessages.googleFailed);
}

/**
 * The address changes only when the link mailed to it is opened (see verifyEmail); until then the
 * old one stays in use and is told about the request.
 */
export async function requestEmailChange(ctx: AppContext, user: UserRow, newAddress: string) {
  const token = await issueToken(ctx, user.id, 'email_change', newAddress);
  const hours = TOKEN_TTL.email_change / 3_600_000;
  await sendMail(ctx, emailChangeMail(newAddress, user.username, `${ctx.config.publicOrigin}/verify/${token}`, hours));
  await sendMail(ctx, emailChangeNoticeMail(user.email, user.username, newAddress, `${ctx.config.publicOrigin}/forgot`));
}

/**
 * The address waiting for its confirmation link of the user `userId` (a placeholder, or a column
 * qualified by its table: drizzle writes a column bare) at `now`, if any: a subquery of one value,
 * read alone or within one's own profile.
 */
export const pendingEmailQuery = (userId: SQLWrapper, now: SQLWrapper) => sql<string | null>`(SELECT pending.email FROM user_tokens pending
  WHERE pending.user_id = ${userId} AND pending.kind = 'email_change' AND pending.used_at IS NULL AND pending.expires_at > ${now}
  ORDER BY pending.id DESC LIMIT 1)`;

const PENDING_EMAIL = preparedStatement<{ userId: number; now: string }>((v) => sql`SELECT ${pendingEmailQuery(v.userId, v.now)} AS email`);

/** The address waiting for its confirmation link, if any (read with every profile of one's own). */
export async function pendingEmailOf(ctx: Pick<AppContext, 'db'>, userId: number): Promise<string | null> {
  const [row] = await PENDING_EMAIL.run<{ email: string | null }>(ctx.db, { userId, now: new Date().toISOString() });
  return row?.email ?? null;
}
