import { eq, sql } from 'drizzle-orm';
import { accountMessages, type UserInfo, type UserUpdateBody } from '@cp/contract';
import { perDatabase, schema, type Db } from '@cp/db';
import { endUserSessions, type AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound, unauthorized } from '../../platform/errors';
import { storeJpeg } from '../../platform/images';
import { assertUncommonPassword } from '../../platform/common-passwords';
import { hashPassword } from '../../platform/passwords';
import { hasBadWords } from '../moderation/bad-words';
import { throttle } from '../../platform/throttle';
import { confirmIdentity, pendingEmailOf, pendingEmailQuery, requestEmailChange } from '../auth/email-change';
import { assertCleanUsername, RULES } from '../auth/service';
import { emailTaken, findUserByUsername, usernameTaken } from '../users/repository';

type UserRow = typeof schema.users.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The user as `viewer` may see them: e-mail, phone, birthday and account state only for themselves. */
export function toUserInfo(user: UserRow, isMe: boolean, pendingEmail: string | null = null): UserInfo {
  return {
    username: user.username,
    email: isMe ? user.email : null,
    email_verified: isMe ? user.emailVerified : null,
    verified: user.verified,
    official: user.official,
    avatar: user.avatar,
    short_bio: user.shortBio,
    contact_info: user.contactInfo,
    last_login: iso(user.lastLogin),
    timezone: user.timezone,
    created_at: user.createdAt.toISOString(),
    is_service: isMe ? user.isService : false,
    first_name: user.firstName,
    last_name: user.lastName,
    phone_number: isMe ? user.phoneNumber : null,
    birthday: isMe ? user.birthday : null,
    topic: user.topic,
    profile_complete: isMe ? user.profileComplete : null,
    pending_email: isMe ? pendingEmail : null,
    has_password: isMe ? user.passwordHash !== null : null,
    is_me: isMe,
  };
}

/** One's own user row with the address waiting for its confirmation link, in one statement (read on every page the app opens). */
const ownUser = perDatabase((db: Db) => db.query.users.findFirst({
  where: eq(schema.users.id, sql.placeholder('id')),
  extras: { pendingEmail: pendingEmailQuery(sql`${schema.users}.id`, sql.placeholder('now')).as('pending_email') },
}).prepare('own_user'));

/** GET /user/info?username= ('me' is the caller). Banned users are not shown to others. */
export async function getUserInfo(ctx: AppContext, viewer: AuthUser, username: string): Promise<UserInfo> {
  const isMe = username === 'me' || username.toLowerCase() === viewer.username.toLowerCase();
  if (isMe) {
    const me = await ownUser(ctx.db).execute({ id: viewer.id, now: new Date().toISOString() });
    if (!me) throw notFound(accountMessages.userNotFound);
    return toUserInfo(me, true, me.pendingEmail);
  }
  const user = await findUserByUsername(ctx.db, username);
  if (!user || user.banned) throw notFound(accountMessages.userNotFound);
  return toUserInfo(user, false);
}

function assertClean(field: string, value: string | undefined) {
  if (value && hasBadWords(value)) throw badRequest(`${accountMessages.offensive} ${field}.`);
}

/**
 * POST /user/info/update: the caller's own profile only. Completes the profile once first name,
 * last name and topic are set (and, for service accounts, a username and password were chosen
 * here). A new e-mail needs the current password (or a fresh Google sign-in) and takes effect only
 * when the link mailed to it is opened. Returns the updated info and the message for what changed.
 */
export async function updateUser(ctx: AppContext, auth: AuthUser, body: UserUpdateBody): Promise<{ info: UserInfo; message: string }> {
  const user = await ctx.db.query.users.findFirst({ where: eq(schema.users.id, auth.id) });
  if (!user) throw unauthorized();

  assertClean('short bio', body.short_bio);
  assertClean('first name', body.first_name);
  assertClean('last name', body.last_name);
  assertClean('topic', body.topic);

  const set: Partial<typeof schema.users.$inferInsert> = { updatedAt: new Date() };
  if (body.short_bio !== undefined) set.shortBio = body.short_bio.trim() || null;
  if (body.contact_info !== undefined) {
    set.contactInfo = Object.fromEntries(Object.entries(body.contact_info).filter(([, v]) => typeof v === 'string' && v.trim() !== '')) as Record<string, string>;
  }
  if (body.first_name !== undefined) set.firstName = body.first_name;
  if (body.last_name !== undefined) set.lastName = body.last_name;
  if (body.topic !== undefined) set.topic = body.topic;
  if (body.phone_number !== undefined) set.phoneNumber = body.phone_number || null;
  if (body.birthday !== undefined) set.birthday = body.birthday || null;
  if (body.timezone !== undefined) set.timezone = body.timezone || null;

  if (body.username !== undefined || body.password !== undefined) {
    if (!user.isService) throw forbidden(accountMessages.serviceOnly);
    if (body.username !== undefined && body.username.toLowerCase() !== user.username.toLowerCase()) {
      assertCleanUsername(body.username);
      if (await usernameTaken(ctx.db, body.username, user.id)) throw conflict(accountMessages.usernameTaken);
      set.username = body.username;
    } else if (body.username !== undefined) {
      set.username = body.username;
    }
    if (body.password !== undefined) {
      assertUncommonPassword(body.password);
      set.passwordHash = await hashPassword(body.password);
    }
  }

  let newEmail: string | null = null;
  if (body.email !== undefined && body.email.toLowerCase() !== user.email.toLowerCase()) {
    // Like the live check, this answer tells whether an address is registered: same throttle, per user.
    await throttle(ctx, RULES.availability, `user:${user.id}`);
    await confirmIdentity(ctx, user, body);
    if (await emailTaken(ctx.db, body.email, user.id)) throw conflict(accountMessages.emailTaken);
    newEmail = body.email.toLowerCase();
  }

  const oldAvatar = user.avatar;
  if (body.avatar !== undefined) set.avatar = body.avatar === null ? null : await storeJpeg(ctx.storage, body.avatar, 'avatars');

  const next = { ...user, ...set } as UserRow;
  const completes = !user.profileComplete && !!next.firstName && !!next.lastName && !!next.topic && (!user.isService || (body.username !== undefined && body.password !== undefined));
  if (completes) set.profileComplete = true;

  let updated: UserRow;
  try {
    [updated] = (await ctx.db.update(schema.users).set(set).where(eq(schema.users.id, user.id)).returning()) as [UserRow];
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(accountMessages.usernameTaken);
    throw err;
  }
  // The sessions this process keeps name the person by username.
  if (updated.username !== user.username) ctx.sessions.forgetUser(user.id);

  if (set.avatar !== undefined && oldAvatar?.startsWith('/media/avatars/')) {
    await ctx.storage.delete(oldAvatar.slice('/media/'.length)).catch(() => undefined);
  }
  if (body.password !== undefined) await endUserSessions(ctx, ctx.db, user.id, auth.sessionId);
  if (newEmail) await requestEmailChange(ctx, updated, newEmail);

  const onlyAvatar = body.avatar !== undefined && Object.keys(body).length === 1;
  const message = completes
    ? accountMessages.profileCompleted
    : newEmail
      ? accountMessages.emailChangeSent(newEmail)
      : onlyAvatar
        ? accountMessages.avatarUpdated
        : accountMessages.profileUpdated;
  return { info: toUserInfo(updated, true, await pendingEmailOf(ctx, user.id)), message };
}
