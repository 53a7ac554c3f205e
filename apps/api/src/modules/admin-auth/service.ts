import { eq } from 'drizzle-orm';
import { messages, type AdminSession } from '@cp/contract';
import { schema } from '@cp/db';
import { createSession, type ClientInfo } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { unauthorized } from '../../platform/errors';
import { attemptPassword, hashPassword, type LoginRules } from '../../platform/passwords';
import { RULES } from '../auth/service';

/** The user login's limits (docs/decisions.md, "Accounts"), in counters of their own. */
export const ADMIN_LOGIN_RULES: LoginRules = {
  account: { ...RULES.loginAccount, name: 'admin-login:account' },
  ip: { ...RULES.loginIp, name: 'admin-login:ip' },
};

export async function adminLogin(ctx: AppContext, username: string, password: string, client: ClientInfo): Promise<AdminSession> {
  const find = () => ctx.db.query.admins.findFirst({ where: eq(schema.admins.username, username.trim()) });
  const { account: admin, valid } = await attemptPassword(ctx, ADMIN_LOGIN_RULES, username, client.ip, password, find);
  if (!admin || !valid) throw unauthorized(messages.loginFailed);
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
