import { sql } from 'drizzle-orm';
import { activityCategory, subjectMessages, type ActivityInfo, type ProfileActivity } from '@cp/contract';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';

type Row = {
  id: number;
  type: number;
  identifier: string | null;
  info: ActivityInfo;
  created_at: Date | string;
  user_id: number;
  username: string;
  subject_code: string | null;
  subject_name: string | null;
};

/**
 * `POST /user/activity-history?username=` (spec 3): that user's activity, newest first, across the
 * subjects the viewer may see: deleted subjects never, private ones only for their owner and active
 * members. Activity without a subject shows only on the user's own profile.
 */
export async function userActivityHistory(ctx: AppContext, viewerId: number, username: string, page: number, n: number) {
  const user = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE lower(username) = lower(${username})`);
  const userId = user.rows[0]?.id;
  if (userId === undefined) throw notFound(subjectMessages.userNotFound);

  const visible = sql`a.user_id = ${userId} AND (
      (a.subject_id IS NULL AND a.user_id = ${viewerId})
      OR (s.deleted_at IS NULL AND (NOT s.private OR s.owner_id = ${viewerId}
          OR EXISTS (SELECT 1 FROM subject_members vm WHERE vm.subject_id = s.id AND vm.user_id = ${viewerId} AND vm.active))))`;
  const [rows, total] = await Promise.all([
    ctx.db.execute<Row>(sql`
      SELECT a.id, a.type, a.identifier, a.info, a.created_at, a.user_id, u.username, s.code AS subject_code, s.name AS subject_name
      FROM activities a
      JOIN users u ON u.id = a.user_id
      LEFT JOIN subjects s ON s.id = a.subject_id
      WHERE ${visible}
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT ${n} OFFSET ${(page - 1) * n}`),
    ctx.db.execute<{ total: number }>(sql`
      SELECT count(*)::int AS total FROM activities a LEFT JOIN subjects s ON s.id = a.subject_id WHERE ${visible}`),
  ]);
  const items: ProfileActivity[] = rows.rows.map((r) => ({
    type: r.type,
    category: activityCategory(r.type),
    time: (r.created_at instanceof Date ? r.created_at : new Date(r.created_at)).toISOString(),
    username: r.username,
    is_me: r.user_id === viewerId,
    identifier: r.identifier,
    info: r.info,
    subject_code: r.subject_code,
    subject_name: r.subject_name,
  }));
  return { items, total: total.rows[0]?.total ?? 0 };
}
