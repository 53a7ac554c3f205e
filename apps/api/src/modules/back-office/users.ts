import { sql, type SQL } from 'drizzle-orm';
import { adminMessages, NOTIFICATION, type AdminUser, type AdminUsersBody, type UserAction } from '@cp/contract';
import { schema } from '@cp/db';
import { endUserSessions, type AuthAdmin } from '../../platform/auth';
import { sendMail, type AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { composeMail } from '../../platform/mail';
import { toIso } from '../../platform/time';
import { notifyUser } from '../notifications/service';
import { audit } from './audit';
import { keptTotal } from './dashboard';
import { inBatches, CSV_BATCH } from './csv';
import { boundedCount, fieldsMatch, orderClause, searchPageOf } from './list';

/** Each sort key is an index's expression (users table, "the back-office's users table"). */
const SORTS = {
  username: sql`lower(u.username)`,
  full_name: sql`lower(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')))`,
  email: sql`lower(u.email)`,
  created_date: sql`u.created_at`,
  last_login: sql`u.last_login`,
} as const;

/**
 * The text `users_admin_search_idx` holds (on `users u`): every searched field, so a trigram index
 * finds the candidates (`fieldsMatch`).
 */
export const USER_SEARCH_TEXT = sql`(u.username || ' ' || u.email || ' ' || coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') || ' ' || coalesce(u.phone_number, ''))`;

export interface UserRow extends Record<string, unknown> {
  id: number;
  username: string;
  full_name: string;
  email: string;
  phone_number: string | null;
  created_at: string;
  last_login: string | null;
  verified: boolean;
  banned: boolean;
  ban_reason: string | null;
  subject_owned: number;
  subject_contributed: number;
}

/** The columns of a users row; the counts are worked out only for the rows asked for. */
const USER_COLUMNS = sql`u.id, u.username, concat_ws(' ', u.first_name, u.last_name) AS full_name, u.email, u.phone_number, u.created_at, u.last_login,
  u.verified, u.banned, u.ban_reason,
  (SELECT count(*)::int FROM subjects s WHERE s.owner_id = u.id AND s.deleted_at IS NULL) AS subject_owned,
  (SELECT count(*)::int FROM subject_members m JOIN subjects s ON s.id = m.subject_id WHERE m.user_id = u.id AND m.active AND s.deleted_at IS NULL) AS subject_contributed`;

export const toAdminUser = (r: UserRow): AdminUser => ({
  username: r.username,
  full_name: r.full_name,
  email: r.email,
  phone_number: r.phone_number,
  created_date: toIso(r.created_at),
  last_login: r.last_login ? toIso(r.last_login) : null,
  verified: r.verified,
  banned: r.banned,
  ban_reason: r.ban_reason,
  subject_owned: r.subject_owned,
  subject_contributed: r.subject_contributed,
});

function usersWhere(body: Pick<AdminUsersBody, 'search' | 'verified_only' | 'banned_only'>): SQL {
  const parts: SQL[] = [sql`NOT u.is_service`];
  if (body.verified_only) parts.push(sql`u.verified`);
  if (body.banned_only) parts.push(sql`u.banned`);
  if (body.search) {
    // A term without a space is in the full name exactly when it is in the first or the last name,
    // and checking those costs less than building the full name for every person (a pass over a
    // million people: 0.61 against 1.09 s).
    const name = body.search.includes(' ') ? [sql`concat_ws(' ', u.first_name, u.last_name)`] : [sql`u.first_name`, sql`u.last_name`];
    parts.push(fieldsMatch(USER_SEARCH_TEXT, [sql`u.username`, sql`u.email`, ...name, sql`u.phone_number`], body.search));
  }
  return sql.join(parts, sql` AND `);
}

export async function usersPage(ctx: AppContext, body: Required<AdminUsersBody>) {
  const where = usersWhere(body);
  const unfiltered = !body.search && !body.verified_only && !body.banned_only;
  const matches = {
    from: sql`users u`, id: sql`u.id`, key: SORTS[body.order_by], where,
    order: (key: SQL, id: SQL) => orderClause(key, body.asc, id, body.order_by === 'last_login'),
    rowsOf: (page: SQL) => sql`SELECT ${USER_COLUMNS}, p.pos FROM users u JOIN ${page} ON p.id = u.id`, rowsApart: true,
  };
  return searchPageOf(ctx.db, body.search, matches, {
    // Everyone (not service accounts) is the dashboard's kept total; a filter counts its matches, up to the limit.
    count: unfiltered ? sql`SELECT ${keptTotal('users')}::int AS n` : boundedCount(matches.from, where),
    // The page's ids first (index order), then the columns and counts for those rows only.
    rows: (window) => sql`SELECT ${USER_COLUMNS} FROM users u JOIN (
        SELECT u.id, row_number() OVER () AS pos FROM (SELECT u.id FROM users u WHERE ${where} ORDER BY ${matches.order(matches.key, sql`u.id`)}
          ${window}) u
      ) p ON p.id = u.id ORDER BY p.pos`,
    page: body.page,
    n: body.n,
    map: toAdminUser,
  });
}

async function userRow(db: AppContext['db'], username: string): Promise<UserRow | undefined> {
  const { rows } = await db.execute<UserRow>(sql`SELECT ${USER_COLUMNS} FROM users u WHERE lower(u.username) = lower(${username}) AND NOT u.is_service`);
  return rows[0];
}

const failed = (action: UserAction, status: number, why: string) => new AppError(status, `${adminMessages.userActionFailed(action)} ${why}`);

/** Verify, unverify, ban (with a reason) or unban a user: one transaction with its notification and audit row. */
export async function userAction(ctx: AppContext, admin: AuthAdmin, action: UserAction, username: string, reason?: string): Promise<{ user: AdminUser; message: string }> {
  const user = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number; banned: boolean; verified: boolean; email: string; username: string }>(
      sql`SELECT id, banned, verified, email, username FROM users WHERE lower(username) = lower(${username}) AND NOT is_service FOR UPDATE`,
    );
    const row = rows[0];
    if (!row) throw notFound(adminMessages.userNotFound);
    const u = schema.users;
    const set = (values: Partial<typeof u.$inferInsert>) => tx.update(u).set({ ...values, updatedAt: new Date() }).where(sql`${u.id} = ${row.id}`);
    switch (action) {
      case 'verify':
      case 'unverify':
        if (row.banned) throw failed(action, 409, adminMessages.bannedCannotBeVerified);
        await set({ verified: action === 'verify' });
        if (action === 'verify' && !row.verified) await notifyUser(tx, row.id, NOTIFICATION.accountVerified, {});
        break;
      case 'ban':
        if (row.banned) throw failed(action, 409, adminMessages.alreadyBanned);
        await set({ banned: true, banReason: reason ?? null });
        await endUserSessions(ctx, tx, row.id);
        await notifyUser(tx, row.id, NOTIFICATION.bannedByAdmin, { reason });
        break;
      case 'unban':
        if (!row.banned) throw failed(action, 409, adminMessages.notBanned);
        await set({ banned: false, banReason: null });
        await notifyUser(tx, row.id, NOTIFICATION.unbannedByAdmin, {});
        break;
    }
    await audit(tx, admin, `user.${action}`, row.username, { reason });
    return row;
  });
  if (action === 'ban' || action === 'unban') await sendMail(ctx, accountStateMail(ctx, user, action, reason));
  return { user: toAdminUser((await userRow(ctx.db, user.username))!), message: adminMessages.userActionDone(action) };
}

function accountStateMail(ctx: AppContext, user: { email: string; username: string }, action: 'ban' | 'unban', reason?: string) {
  const banned = action === 'ban';
  return {
    to: user.email,
    subject: banned ? 'Your Content+ account has been banned' : 'Your Content+ account is active again',
    ...composeMail({
      title: banned ? 'Your account has been banned' : 'Your account is active again',
      lines: banned
        ? [`Hello ${user.username},`, 'An administrator banned your Content+ account, so you can no longer sign in.', `Reason: ${reason ?? ''}`]
        : [`Hello ${user.username},`, 'An administrator lifted the ban on your Content+ account. You can sign in again.'],
      action: banned ? { label: 'Contact us', url: `${ctx.config.publicOrigin}/contact` } : { label: 'Sign in', url: `${ctx.config.publicOrigin}/login` },
      after: banned ? ['If you think this is a mistake, write to us through the contact page.'] : [],
    }),
  };
}

/** Every user as CSV rows, read in keyset batches. */
export const allUsers = (ctx: AppContext) =>
  inBatches<UserRow>(ctx.db, (after) => sql`SELECT ${USER_COLUMNS} FROM users u WHERE NOT u.is_service AND u.id > ${after} ORDER BY u.id LIMIT ${CSV_BATCH}`);

export const USER_CSV: { header: string; value: (r: UserRow) => unknown }[] = [
  { header: 'username', value: (r) => r.username },
  { header: 'full_name', value: (r) => r.full_name },
  { header: 'email', value: (r) => r.email },
  { header: 'phone_number', value: (r) => r.phone_number },
  { header: 'created_date', value: (r) => toIso(r.created_at) },
  { header: 'last_login', value: (r) => (r.last_login ? toIso(r.last_login) : '') },
  { header: 'verified', value: (r) => r.verified },
  { header: 'banned', value: (r) => r.banned },
  { header: 'ban_reason', value: (r) => r.ban_reason },
  { header: 'subject_owned', value: (r) => r.subject_owned },
  { header: 'subject_contributed', value: (r) => r.subject_contributed },
];
