import { eq } from 'drizzle-orm';
import { accountMessages, messages, type GoogleLoginBody, type SessionUser } from '@cp/contract';
import { schema } from '@cp/db';
import { endUserSessions, type ClientInfo } from '../../platform/auth';
import { type AppContext } from '../../platform/context';
import { AppError, conflict, isUniqueViolation, notFound, unauthorized } from '../../platform/errors';
import { throttle } from '../../platform/throttle';
import { claimInvitations } from '../contributors/invitations';
import { usernameHasBadWords } from '../moderation/bad-words';
import { createUser, findUserByEmail, usernameTaken } from '../users/repository';
import { googleVerifierFor } from './google';
import { ALL_TOKEN_KINDS, RULES, startSession, voidTokens } from './service';

type UserRow = typeof schema.users.$inferSelect;

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
  const { users } = schema;
  return ctx.db.transaction(async (tx) => {
    const set: Partial<typeof users.$inferInsert> = { googleId: googleSub, emailVerified: true, updatedAt: new Date() };
    if (!user.emailVerified) {
      set.passwordHash = null;
      await endUserSessions(ctx, tx, user.id);
      await voidTokens(tx, user.id, ALL_TOKEN_KINDS);
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
