import { eq, or, sql } from 'drizzle-orm';
import { messages, type SessionUser } from '@cp/contract';
import { schema } from '@cp/db';
import { createSession } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { AppError, unauthorized } from '../../platform/errors';
import { dummyPasswordHash, verifyPassword } from '../../platform/passwords';

type UserRow = typeof schema.users.$inferSelect;

export function findUserByLogin(ctx: AppContext, identifier: string) {
  const value = identifier.trim().toLowerCase();
  const { users } = schema;
  return ctx.db.query.users.findFirst({
    where: or(eq(sql`lower(${users.username})`, value), eq(sql`lower(${users.email})`, value)),
  });
}

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

/** Username or e-mail plus password; the same message for an unknown account and a wrong password. */
export async function login(ctx: AppContext, identifier: string, password: string): Promise<SessionUser> {
  const user = await findUserByLogin(ctx, identifier);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !valid) throw unauthorized(messages.loginFailed);
  if (user.banned) throw new AppError(403, 'Your account has been banned. Contact us if you think this is a mistake.');
  await ctx.db.update(schema.users).set({ lastLogin: new Date() }).where(eq(schema.users.id, user.id));
  const token = await createSession(ctx, { userId: user.id });
  return toSessionUser(user, token);
}
