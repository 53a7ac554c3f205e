import { sql, type SQL } from 'drizzle-orm';
import {
  TOP_LIST_SIZE, type CategoryDistribution, type DailyFigure, type DashboardQuery, type GeneralStatistics, type MostActiveUser, type PlayedSubject,
} from '@cp/contract';
import { executePrepared, inlineInt } from '@cp/db';
import type { AppContext } from '../../platform/context';

/**
 * The dashboard reads figures kept as things happen (docs/architecture.md, "Dashboard figures"):
 * per UTC day `daily_figures`, `daily_play_totals`, `daily_category_subjects` and `daily_plays`;
 * `contributions` (the days each person wrote in each subject, as a multirange); and for all time
 * `platform_totals`, `contributor_totals` and `category_subject_counts`, so an all-time card reads
 * a few rows whatever the platform's size.
 */
const ints = (values: number[]): SQL => sql`${sql.param(values)}::int[]`;
const dayRange = (q: DashboardQuery, column: SQL): SQL => (q.start && q.end ? sql`${column} BETWEEN ${q.start}::date AND ${q.end}::date` : sql`true`);
/** A row limit the top lists' generic plans can see (they are prepared: planning cost several times their run). */
const limit = (n: number): SQL => sql`LIMIT ${inlineInt(n)}`;

/**
 * A top list's rows: prepared, except a sum over a range (`summed`), whose best plan depends on the
 * range's length (an index for a month, a scan for years), which a generic plan cannot see.
 */
const readTop = async <T extends Record<string, unknown>>(ctx: AppContext, query: SQL, summed: boolean): Promise<T[]> =>
  summed ? ((await ctx.db.execute<T>(query)).rows as T[]) : executePrepared<T>(ctx.db, query);

/** A total kept in `platform_totals` (split over 16 rows so concurrent writers seldom wait; summed here). */
export const keptTotal = (column: 'entries' | 'subjects' | 'users' | 'plays' | 'tickets' | 'unreplied_tickets'): SQL => sql`(SELECT sum(${sql.identifier(column)}) FROM platform_totals)`;

/** With a range: what was made in it. All time: what exists now (deleted subjects and entries left out). */
export async function generalStatistics(ctx: AppContext, q: DashboardQuery): Promise<GeneralStatistics> {
  // Prepared: both read a few rows (one per day at most), which costs less than planning.
  const rows = q.start
    ? await executePrepared<GeneralStatistics>(ctx.db, sql`SELECT
        coalesce(sum(entries_made), 0)::int AS total_entries, coalesce(sum(subjects_made), 0)::int AS total_subject, coalesce(sum(new_users), 0)::int AS total_user,
        (SELECT coalesce(sum(sessions), 0)::int FROM daily_play_totals p WHERE ${dayRange(q, sql`p.day`)}) AS play_session
      FROM daily_figures f WHERE ${dayRange(q, sql`f.day`)}`)
    : await executePrepared<GeneralStatistics>(ctx.db, sql`SELECT ${keptTotal('entries')}::int AS total_entries, ${keptTotal('subjects')}::int AS total_subject,
        ${keptTotal('users')}::int AS total_user, ${keptTotal('plays')}::int AS play_session`);
  return rows[0]!;
}

/**
 * A top list over a date range walks the leaders of all time, because nobody's figure in a range
 * exceeds their figure of all time: a subject's plays in a range are at most `play_sessions`, and a
 * person wrote in at most `contributor_totals.subjects` subjects in it. Each row walked gets its
 * range figure from its own rows. Once the next row of all time cannot outrank the fifth of the
 * range, no row further down can enter the list, so it is exact. A range whose leaders are not all
 * time's (a short or an old one) is summed instead: when the first rows walked kept less than half
 * of their all-time figures in it, or when WALK_STEPS run out.
 */
const WALK_STEPS = [50, 1_000];

async function walkTop<R>(
  walk: (n: number) => Promise<R[]>,
  rank: (rows: R[]) => R[],
  settled: (last: R, fifth: R) => boolean,
  share: (rows: R[]) => number,
): Promise<R[] | null> {
  for (const n of WALK_STEPS) {
    const rows = await walk(n);
    const top = rank(rows).slice(0, TOP_LIST_SIZE);
    if (rows.length < n || (top.length === TOP_LIST_SIZE && settled(rows.at(-1)!, top.at(-1)!))) return top;
    if (share(rows) < 0.5) return null;
  }
  return null;
}

/** The part of `all` that `part` holds, summed over the rows. */
const shareOf = <R>(rows: R[], part: (r: R) => number, all: (r: R) => number) =>
  rows.reduce((sum, r) => sum + part(r), 0) / Math.max(1, rows.reduce((sum, r) => sum + all(r), 0));

type Contributor = { user_id: number; subjects: number; entries: number; all_subjects: number; all_entries: number };
/** Most subjects, then most entries in them, then the earlier account: the list's order. */
const byContribution = (a: { subjects: number; entries: number; user_id: number }, b: typeof a) =>
  b.subjects - a.subjects || b.entries - a.entries || a.user_id - b.user_id;

async function activeInRange(ctx: AppContext, range: SQL) {
  return walkTop<Contributor>(
    (n) => executePrepared<Contributor>(ctx.db, sql`
      SELECT t.user_id, r.subjects, r.entries, t.subjects AS all_subjects, t.entries AS all_entries
      FROM (SELECT user_id, subjects, entries FROM contributor_totals WHERE subjects > 0 ORDER BY subjects DESC, entries DESC, user_id ${limit(n)}) t
      CROSS JOIN LATERAL (SELECT count(*)::int AS subjects, coalesce(sum(c.entries), 0)::int AS entries FROM contributions c
        WHERE c.user_id = t.user_id AND c.days && ${range}) r`),
    (rows) => rows.filter((r) => r.subjects > 0).sort(byContribution),
    // Someone below `last` has at most their all-time figures, which rank after `last`'s.
    (last, fifth) => byContribution({ subjects: last.all_subjects, entries: last.all_entries, user_id: last.user_id }, fifth) >= 0,
    (rows) => shareOf(rows, (r) => r.subjects, (r) => r.all_subjects),
  );
}

/** The people of `top` (user_id, subjects, entries), most subjects then most entries first, with their names. */
async function listActive(ctx: AppContext, top: SQL, summed = false): Promise<MostActiveUser[]> {
  return readTop<MostActiveUser>(ctx, sql`
    SELECT coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.username) AS name, u.username, u.email, top.subjects AS contribution
    FROM (${top} ORDER BY subjects DESC, entries DESC, user_id ${limit(TOP_LIST_SIZE)}) top
    JOIN users u ON u.id = top.user_id ORDER BY top.subjects DESC, top.entries DESC, u.id`, summed);
}

/** Users who wrote entries in the most subjects (then the most entries). */
export async function mostActiveUsers(ctx: AppContext, q: DashboardQuery): Promise<MostActiveUser[]> {
  if (!q.start || !q.end) return listActive(ctx, sql`SELECT user_id, subjects, entries FROM contributor_totals WHERE subjects > 0`);
  // One parameter, not daterange($1, $2): a generic plan would build the range again for every row.
  const range = sql`${`[${q.start},${q.end}]`}::daterange`;
  const walked = await activeInRange(ctx, range);
  if (walked) return listActive(ctx, sql`SELECT * FROM unnest(${ints(walked.map((r) => r.user_id))}, ${ints(walked.map((r) => r.subjects))}, ${ints(walked.map((r) => r.entries))}) AS w(user_id, subjects, entries)`);
  return listActive(ctx, sql`SELECT user_id, count(*)::int AS subjects, sum(entries) AS entries FROM contributions c WHERE c.days && ${range} GROUP BY user_id`, true);
}

type Played = { subject_id: number; plays: number; all_time: number };

async function playedInRange(ctx: AppContext, q: DashboardQuery) {
  return walkTop<Played>(
    (n) => executePrepared<Played>(ctx.db, sql`
      SELECT s.id AS subject_id, s.play_sessions AS all_time,
        (SELECT coalesce(sum(p.sessions), 0) FROM daily_plays p WHERE p.subject_id = s.id AND ${dayRange(q, sql`p.day`)})::int AS plays
      FROM subjects s WHERE s.deleted_at IS NULL AND s.play_sessions > 0
      ORDER BY s.play_sessions DESC, s.member_count DESC, lower(s.name), s.id ${limit(n)}`),
    (rows) => rows.filter((r) => r.plays > 0).sort((a, b) => b.plays - a.plays || a.subject_id - b.subject_id),
    // The walk is not in id order, so a subject below `last` with as many plays as the fifth could still come first.
    (last, fifth) => last.all_time < fifth.plays,
    (rows) => shareOf(rows, (r) => r.plays, (r) => r.all_time),
  );
}

/** The subjects of `top` (subject_id, plays) that are not deleted, most played first, with their owners. */
async function listPlayed(ctx: AppContext, top: SQL, summed = false): Promise<PlayedSubject[]> {
  return readTop<PlayedSubject>(ctx, sql`
    SELECT s.code AS subject_code, s.name AS subject_name, o.username AS subject_owner, t.plays AS play_session
    FROM (${top}) t JOIN subjects s ON s.id = t.subject_id JOIN users o ON o.id = s.owner_id
    WHERE s.deleted_at IS NULL AND t.plays > 0 ORDER BY t.plays DESC, s.id ${limit(TOP_LIST_SIZE)}`, summed);
}

/** A summed range joins only its leaders to `subjects`, and all of it only if deleted subjects crowd them out. */
const SUMMED_LEADERS = 100;

export async function mostPlayedSubjects(ctx: AppContext, q: DashboardQuery): Promise<PlayedSubject[]> {
  if (!q.start || !q.end) return listPlayed(ctx, sql`SELECT id AS subject_id, play_sessions AS plays FROM subjects WHERE play_sessions > 0`);
  const walked = await playedInRange(ctx, q);
  if (walked) return listPlayed(ctx, sql`SELECT * FROM unnest(${ints(walked.map((r) => r.subject_id))}, ${ints(walked.map((r) => r.plays))}) AS w(subject_id, plays)`);
  const summed = sql`SELECT subject_id, sum(sessions)::int AS plays FROM daily_plays p WHERE ${dayRange(q, sql`p.day`)} GROUP BY subject_id`;
  const leaders = await listPlayed(ctx, sql`${summed} ORDER BY plays DESC, subject_id ${limit(SUMMED_LEADERS)}`, true);
  return leaders.length === TOP_LIST_SIZE ? leaders : listPlayed(ctx, summed, true);
}

/** One point per day of the range (days without activity are zero); all time starts at the first recorded day. */
export async function dailyAnalytics(ctx: AppContext, q: DashboardQuery): Promise<DailyFigure[]> {
  const range = q.start && q.end
    ? sql`${q.start}::date, ${q.end}::date`
    : sql`coalesce((SELECT min(day) FROM daily_figures), current_date), (now() AT TIME ZONE 'UTC')::date`;
  // Prepared: planning the series and its join cost a fifth of the run.
  return executePrepared<DailyFigure>(ctx.db, sql`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS date, coalesce(f.entries_made, 0) AS entries_made, coalesce(f.entries_verified, 0) AS entries_verified,
      coalesce(f.new_users, 0) AS new_users, coalesce(f.subjects_made, 0) AS subjects_made
    FROM (SELECT generate_series(r.first, r.last, interval '1 day')::date AS day FROM (SELECT ${range}) AS r(first, last)) d
    LEFT JOIN daily_figures f ON f.day = d.day ORDER BY d.day`);
}

/** Subjects per top-level category, with their sub-categories, most used first. */
export async function categoryDistribution(ctx: AppContext, q: DashboardQuery): Promise<CategoryDistribution[]> {
  const perCategory = q.start && q.end
    ? sql`SELECT category_id, sum(subjects)::int AS n FROM daily_category_subjects WHERE ${dayRange(q, sql`day`)} GROUP BY 1 HAVING sum(subjects) > 0`
    : sql`SELECT category_id, subjects AS n FROM category_subject_counts WHERE subjects > 0`;
  // Prepared, with a range or without: planning cost more than the run (docs/performance.md, stop 36).
  const rows = await executePrepared<{ category_name: string; subs: { sub_category_name: string; sub_category_count: number }[]; subject_count: number }>(ctx.db, sql`
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
