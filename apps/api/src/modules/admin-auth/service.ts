import { eq } from 'drizzle-orm';
import { accountMessages, messages, type AdminSession } from '@cp/contract';
import { schema } from '@cp/db';
import { createSession, type ClientInfo } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { unauthorized } from '../../platform/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../platform/passwords';
import { clear, release, throttle, type ThrottleRule } from '../../platform/throttle';

const MINUTE = 60_000;
/** The same limits as the user login (docs/decisions.md, "Accounts"), in their own counters. */
export const ADMIN_LOGIN_RULES = {
  account: { name: 'admin-login:account', limit: 5, windowMs: 15 * MINUTE, message: accountMessages.loginThrottled },
  ip: { name: 'admin-login:ip', limit: 20, windowMs: 15 * MINUTE, message: accountMessages.loginThrottled },
} satisfies Record<string, ThrottleRule>;

/** Attempts count before the password is checked (atomically), per account name and per address. */
export async function adminLogin(ctx: AppContext, username: string, password: string, client: ClientInfo): Promise<AdminSession> {
  const { ip } = client;
  const account = username.trim().toLowerCase();
  await throttle(ctx, ADMIN_LOGIN_RULES.account, account);
  await throttle(ctx, ADMIN_LOGIN_RULES.ip, ip);
  const admin = await ctx.db.query.admins.findFirst({ where: eq(schema.admins.username, username.trim()) });
  const valid = await verifyPassword(admin?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!admin || !valid) throw unauthorized(messages.loginFailed);
  await clear(ctx, ADMIN_LOGIN_RULES.account, account);
  await release(ctx, ADMIN_LOGIN_RULES.ip, ip);
  await ctx.db.update(schema.admins).set({ lastLogin: new Date() }).where(eq(schema.admins.id, admin.id));
  const token = await createSession(ctx, { adminId: admin.id }, client);
  return { token, username: admin.username, full_name: admin.fullName };
}

/** Creates the administrator, or resets the password of an existing one with that username. */
export async function upsertAdmin(ctx: Pick<AppContext, 'db'>, username: string, password: string, fullName = 'Platform Administrator') {
  if (password.length < 8) throw new Error('The administrator password must have at least 8 characters.');
  const passwordHash = await hashPassword(password);
  await ctx.db
    .insert(schema.admins)
    .values({ username, fullName, passwordHash })
    .onConflictDoUpdate({ target: schema.admins.username, set: { passwordHash } });
}
