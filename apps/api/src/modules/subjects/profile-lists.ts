import { sql } from 'drizzle-orm';
import { subjectMessages, type ProfileSubject } from '@cp/contract';
import { schema } from '@cp/db';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { visibleTo } from '../subject-access/rules';

const { users } = schema;

async function userByName(ctx: Pick<AppContext, 'db'>, username: string) {
  const user = await ctx.db.query.users.findFirst({ where: sql`lower(${users.username}) = lower(${username})` });
  if (!user) throw notFound(subjectMessages.userNotFound);
  return user;
}

const profileColumns = sql`s.code AS subject_code, s.name AS subject_name, s.image, s.verified, s.published, s.private, o.username AS owner_username`;

/** `GET /user/subjects/owned?username=`: what the viewer may see of what that user owns. */
export async function ownedSubjects(ctx: AppContext, viewerId: number, username: string): Promise<ProfileSubject[]> {
  const user = await userByName(ctx, username);
  const result = await ctx.db.execute<ProfileSubject>(sql`
    SELECT ${profileColumns} FROM subjects s JOIN users o ON o.id = s.owner_id
    WHERE s.owner_id = ${user.id} AND ${visibleTo(viewerId)}
    ORDER BY s.updated_at DESC, s.id DESC`);
  return result.rows;
}

/** `POST /user/subjects/contributed?username=`: subjects that user is an active member of, paged. */
export async function contributedSubjects(ctx: AppContext, viewerId: number, username: string, page: number, n: number) {
  const user = await userByName(ctx, username);
  const condition = sql`EXISTS (SELECT 1 FROM subject_members um WHERE um.subject_id = s.id AND um.user_id = ${user.id} AND um.active)
    AND s.owner_id <> ${user.id} AND ${visibleTo(viewerId)}`;
  const [rows, total] = await Promise.all([
    ctx.db.execute<ProfileSubject>(sql`
      SELECT ${profileColumns} FROM subjects s JOIN users o ON o.id = s.owner_id WHERE ${condition}
      ORDER BY s.updated_at DESC, s.id DESC LIMIT ${n} OFFSET ${(page - 1) * n}`),
    ctx.db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM subjects s WHERE ${condition}`),
  ]);
  return { items: rows.rows, total: total.rows[0]?.total ?? 0 };
}
