import { asc, sql } from 'drizzle-orm';
import { type DiagnosticGame, type Subject } from '@cp/contract';
import { schema } from '@cp/db';
import type { AppContext } from '../../platform/context';
import { subjectAccess } from '../subject-access/rules';
import { toSubject, type SubjectSqlRow } from './presenter';

const { diagnosticGames } = schema;

/** Subjects by id with everything the card and the detail header show, for one viewer. */
export async function hydrate(ctx: Pick<AppContext, 'db'>, ids: number[], viewerId: number): Promise<Map<number, Subject>> {
  if (ids.length === 0) return new Map();
  const result = await ctx.db.execute<SubjectSqlRow>(sql`
    SELECT s.id, s.code, s.name, s.description, s.created_at, s.updated_at, s.private, s.verified, s.published, s.adaptive,
           s.is_demo, s.has_diagnostic_test, s.image, s.category_id, c.name AS category_name, p.name AS parent_name,
           c.parent_id AS category_parent_id, s.prerequisite, s.publishable, s.last_publish_date, s.last_publish_version,
           s.last_publish_status, s.owner_id, o.username AS owner_username, o.email AS owner_email, o.avatar AS owner_avatar,
           o.official AS owner_official,
           (SELECT count(*)::int FROM subject_members cm WHERE cm.subject_id = s.id AND cm.active) AS contributors,
           (SELECT m.role_id FROM subject_members m WHERE m.subject_id = s.id AND m.user_id = ${viewerId} AND m.active) AS member_role,
           (SELECT r.status FROM contributor_requests r WHERE r.subject_id = s.id AND r.user_id = ${viewerId}
             ORDER BY r.created_at DESC, r.id DESC LIMIT 1) AS request_status
    FROM subjects s
    JOIN users o ON o.id = s.owner_id
    LEFT JOIN categories c ON c.id = s.category_id
    LEFT JOIN categories p ON p.id = c.parent_id
    WHERE s.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(result.rows.map((r) => [r.id, toSubject(r, viewerId)]));
}

/** `GET /subjects/{code}`: the subject as the caller may see it. */
export async function subjectView(ctx: AppContext, code: string, viewerId: number): Promise<Subject> {
  const { row } = await subjectAccess(ctx, code, viewerId);
  return (await hydrate(ctx, [row.id], viewerId)).get(row.id)!;
}

/** `GET /diagnostic/games/{code}`: the diagnostic games, for a subject that has a diagnostic test. */
export async function subjectDiagnosticGames(ctx: AppContext, userId: number, code: string): Promise<DiagnosticGame[]> {
  const { row } = await subjectAccess(ctx, code, userId);
  if (!row.hasDiagnosticTest) return [];
  const games = await ctx.db.select().from(diagnosticGames).orderBy(asc(diagnosticGames.id));
  return games.map((g) => ({ game_id: g.id, name: g.name, description: g.description }));
}
