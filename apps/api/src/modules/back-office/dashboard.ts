import { sql, type SQL } from 'drizzle-orm';
import {
  TOP_LIST_SIZE, type CategoryDistribution, type DailyFigure, type DashboardQuery, type GeneralStatistics, type MostActiveUser, type PlayedSubject,
} from '@cp/contract';
import type { AppContext } from '../../platform/context';

/**
 * The dashboard reads figures kept as things happen (docs/architecture.md, "Dashboard figures"):
 * per UTC day `daily_figures`, `daily_play_totals`, `daily_category_subjects` and `daily_plays`;
 * `contributions` (the days each person wrote in each subject, as a multirange); and for all time
 * `platform_totals`, `contributor_totals` and `category_subject_counts`, so an all-time card reads
 * a few rows whatever the platform's size.
 */
const dayRange = (q: DashboardQuery, column: SQL): SQL => (q.start && q.end ? sql`${column} BETWEEN ${q.start}::date AND ${q.end}::date` : sql`true`);

/** With a range: what was made in it. All time: what exists now (deleted subjects and entries left out). */
export async function generalStatistics(ctx: AppContext, q: DashboardQuery): Promise<GeneralStatistics> {
  const { rows } = q.start
    ? await ctx.db.execute<GeneralStatistics>(sql`SELECT
        coalesce(sum(entries_made), 0)::int AS total_entries, coalesce(sum(subjects_made), 0)::int AS total_subject, coalesce(sum(new_users), 0)::int AS total_user,
        (SELECT coalesce(sum(sessions), 0)::int FROM daily_play_totals p WHERE ${dayRange(q, sql`p.day`)}) AS play_session
      FROM daily_figures f WHERE ${dayRange(q, sql`f.day`)}`)
    : await ctx.db.execute<GeneralStatistics>(sql`SELECT sum(entries)::int AS total_entries, sum(subjects)::int AS total_subject,
        sum(users)::int AS total_user, sum(plays)::int AS play_session FROM platform_totals`);
  return rows[0]!;
}

/** Users who wrote entries in the most subjects (then the most entries). */
export async function mostActiveUsers(ctx: AppContext, q: DashboardQuery): Promise<MostActiveUser[]> {
  const { rows } = await ctx.db.execute<MostActiveUser>(sql`
    SELECT coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.username) AS name, u.username, u.email, top.subjects AS contribution
    FROM (${q.start && q.end
      ? sql`SELECT user_id, count(*)::int AS subjects, sum(entries) AS entries FROM contributions c
            WHERE c.days && daterange(${q.start}::date, ${q.end}::date, '[]') GROUP BY user_id`
      : sql`SELECT user_id, subjects, entries FROM contributor_totals WHERE subjects > 0`}
      ORDER BY subjects DESC, entries DESC, user_id LIMIT ${TOP_LIST_SIZE}) top
    JOIN users u ON u.id = top.user_id ORDER BY top.subjects DESC, top.entries DESC, u.id`);
  return rows;
}

export async function mostPlayedSubjects(ctx: AppContext, q: DashboardQuery): Promise<PlayedSubject[]> {
  const top = q.start
    ? sql`SELECT subject_id, sum(sessions)::int AS plays FROM daily_plays p WHERE ${dayRange(q, sql`p.day`)} GROUP BY subject_id`
    : sql`SELECT id AS subject_id, play_sessions AS plays FROM subjects WHERE play_sessions > 0`;
  const { rows } = await ctx.db.execute<PlayedSubject>(sql`
    SELECT s.code AS subject_code, s.name AS subject_name, o.username AS subject_owner, t.plays AS play_session
    FROM (${top}) t JOIN subjects s ON s.id = t.subject_id JOIN users o ON o.id = s.owner_id
    WHERE s.deleted_at IS NULL AND t.plays > 0 ORDER BY t.plays DESC, s.id LIMIT ${TOP_LIST_SIZE}`);
  return rows;
}

/** One point per day of the range (days without activity are zero); all time starts at the first recorded day. */
export async function dailyAnalytics(ctx: AppContext, q: DashboardQuery): Promise<DailyFigure[]> {
  const range = q.start && q.end
    ? sql`${q.start}::date, ${q.end}::date`
    : sql`coalesce((SELECT min(day) FROM daily_figures), current_date), (now() AT TIME ZONE 'UTC')::date`;
  const { rows } = await ctx.db.execute<DailyFigure>(sql`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS date, coalesce(f.entries_made, 0) AS entries_made, coalesce(f.entries_verified, 0) AS entries_verified,
      coalesce(f.new_users, 0) AS new_users, coalesce(f.subjects_made, 0) AS subjects_made
    FROM (SELECT generate_series(r.first, r.last, interval '1 day')::date AS day FROM (SELECT ${range}) AS r(first, last)) d
    LEFT JOIN daily_figures f ON f.day = d.day ORDER BY d.day`);
  return rows;
}

/** Subjects per top-level category, with their sub-categories, most used first. */
export async function categoryDistribution(ctx: AppContext, q: DashboardQuery): Promise<CategoryDistribution[]> {
  const perCategory = q.start && q.end
    ? sql`SELECT category_id, sum(subjects)::int AS n FROM daily_category_subjects WHERE ${dayRange(q, sql`day`)} GROUP BY 1 HAVING sum(subjects) > 0`
    : sql`SELECT category_id, subjects AS n FROM category_subject_counts WHERE subjects > 0`;
  const { rows } = await ctx.db.execute<{ category_name: string; subs: { sub_category_name: string; sub_category_count: number }[]; subject_count: number }>(sql`
    WITH counts AS (
      SELECT coalesce(c.parent_id, c.id) AS top_id, CASE WHEN c.parent_id IS NULL THEN NULL ELSE c.name END AS sub_name, sum(k.n)::int AS n
      FROM (${perCategory}) k JOIN categories c ON c.id = k.category_id GROUP BY 1, 2)
    SELECT t.name AS category_name, sum(x.n)::int AS subject_count,
      coalesce(json_agg(json_build_object('sub_category_name', x.sub_name, 'sub_category_count', x.n) ORDER BY x.n DESC, x.sub_name) FILTER (WHERE x.sub_name IS NOT NULL), '[]') AS subs
    FROM counts x JOIN categories t ON t.id = x.top_id GROUP BY t.id, t.name, t.position ORDER BY subject_count DESC, t.position, t.name`);
  return rows.map((r) => ({
    category_name: r.category_name,
    most_used_sub_category: r.subs[0]?.sub_category_name ?? null,
    subject_count: r.subject_count,
    sub_categories: r.subs,
  }));
}
