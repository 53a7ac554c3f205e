import { sql, type SQL } from 'drizzle-orm';
import {
  TOP_LIST_SIZE, type CategoryDistribution, type DailyFigure, type DashboardQuery, type GeneralStatistics, type MostActiveUser, type PlayedSubject,
} from '@cp/contract';
import { inlineInt, preparedStatement, type PreparedStatement, type Slots } from '@cp/db';
import type { AppContext } from '../../platform/context';

/**
 * The dashboard reads figures kept as things happen (docs/architecture.md, "Dashboard figures"):
 * per UTC day `daily_figures`, `daily_play_totals`, `daily_category_subjects` and `daily_plays`, per
 * UTC month `monthly_category_subjects`;
 * `contributions` (the days each person wrote in each subject, as a multirange); and for all time
 * `platform_totals`, `contributor_totals` and `category_subject_counts`, so an all-time card reads
 * a few rows whatever the platform's size.
 */

/** A row limit the top lists' generic plans can see (they are prepared: planning cost several times their run). */
const limit = (n: number): SQL => sql`LIMIT ${inlineInt(n)}`;

/** A total kept in `platform_totals` (split over 16 rows so concurrent writers seldom wait; summed here). */
export const keptTotal = (column: 'entries' | 'subjects' | 'users' | 'plays' | 'tickets' | 'unreplied_tickets'): SQL => sql`(SELECT sum(${sql.identifier(column)}) FROM platform_totals)`;

/**
 * A top list summed over a range, planned for it: its best plan depends on the range's length (an
 * index for a month, a scan for years), which a generic plan cannot see.
 */
const plannedRows = async <T extends Record<string, unknown>>(ctx: AppContext, query: SQL): Promise<T[]> => (await ctx.db.execute<T>(query)).rows as T[];

type Range = { start: string; end: string };
/** The range's days of `column`, from placeholders or from the values. */
const inRange = (v: Slots<Range> | Range, column: SQL): SQL => sql`${column} BETWEEN ${v.start}::date AND ${v.end}::date`;
/** The range of a query that has one. */
const rangeOf = (q: DashboardQuery): Range | null => (q.start && q.end ? { start: q.start, end: q.end } : null);

// Prepared: both read a few rows (one per day at most), which costs less than planning.
const STATISTICS_IN_RANGE = preparedStatement<Range>((v) => sql`SELECT
    coalesce(sum(entries_made), 0)::int AS total_entries, coalesce(sum(subjects_made), 0)::int AS total_subject, coalesce(sum(new_users), 0)::int AS total_user,
    (SELECT coalesce(sum(sessions), 0)::int FROM daily_play_totals p WHERE ${inRange(v, sql`p.day`)}) AS play_session
  FROM daily_figures f WHERE ${inRange(v, sql`f.day`)}`);
const STATISTICS_ALL_TIME = preparedStatement(() => sql`SELECT ${keptTotal('entries')}::int AS total_entries, ${keptTotal('subjects')}::int AS total_subject,
    ${keptTotal('users')}::int AS total_user, ${keptTotal('plays')}::int AS play_session`);

/** With a range: what was made in it. All time: what exists now (deleted subjects and entries left out). */
export async function generalStatistics(ctx: AppContext, q: DashboardQuery): Promise<GeneralStatistics> {
  const range = rangeOf(q);
  const rows = range ? await STATISTICS_IN_RANGE.run<GeneralStatistics>(ctx.db, range) : await STATISTICS_ALL_TIME.run<GeneralStatistics>(ctx.db, {});
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
/** Below this part of their all-time figures in the range, the rows walked are not the range's leaders. */
const LEADERS_SHARE = 0.5;

/** What one step of a walk read: how many rows, the last of them, and the list they make (null when they are not the range's leaders). */
interface Step<T, L> { walked: number; last: L | null; top: T[] | null }

async function walkTop<T, L>(step: (n: number) => Promise<Step<T, L>>, settled: (last: L, fifth: T) => boolean): Promise<T[] | null> {
  for (const n of WALK_STEPS) {
    const { top, walked, last } = await step(n);
    if (!top) return null;
    if (walked < n || (top.length === TOP_LIST_SIZE && settled(last!, top.at(-1)!))) return top;
  }
  return null;
}

/** The parts of a walk's step: the rows walked, and statements and columns over them (as `w`). */
interface WalkParts {
  /** The `n` leaders of all time, each with its figure in the range. */
  walk: SQL;
  /** The list the walked rows make: the top rows with their names, sorted by `order` (over `t`). */
  list: SQL;
  order: SQL;
  /** The last row walked. */
  last: SQL;
  /** A walked row's figure in the range (`part`) and of all time (`whole`). */
  part: SQL;
  whole: SQL;
}

/**
 * One step of a walk as one statement: how many rows were walked, the last of them, and the list
 * they make as JSON, unless all `n` were walked and they kept less than LEADERS_SHARE of their
 * all-time figures in the range: then `top` is null and the range is summed. Names are looked up
 * for the list's five rows only: joined to all 50 walked, they cost more than a second statement
 * (stop 51).
 */
const walkStep = (n: number, { walk, list, order, last, part, whole }: WalkParts) => sql`
  WITH w AS MATERIALIZED (${walk}),
    s AS (SELECT count(*)::int AS walked, coalesce(sum(${part}), 0)::float8 / greatest(coalesce(sum(${whole}), 0), 1) AS share FROM w)
  SELECT s.walked, (SELECT row_to_json(l) FROM (${last}) l) AS last,
    CASE WHEN s.walked < ${inlineInt(n)} OR s.share >= ${sql.raw(String(LEADERS_SHARE))}
      THEN (SELECT coalesce(json_agg(t ORDER BY ${order}), '[]') FROM (${list}) t) END AS top
  FROM s`;

const runStep = async <T, L, V extends Record<string, unknown>>(ctx: AppContext, statement: PreparedStatement<V>, values: V) =>
  (await statement.run<Step<T, L> & Record<string, unknown>>(ctx.db, values))[0]!;

type ActiveRow = MostActiveUser & { user_id: number; entries: number };
const toActive = ({ name, username, email, contribution }: ActiveRow): MostActiveUser => ({ name, username, email, contribution });
/** Most subjects, then most entries in them, then the earlier account: the list's order. */
const byContribution = (a: { subjects: number; entries: number; user_id: number }, b: typeof a) =>
  b.subjects - a.subjects || b.entries - a.entries || a.user_id - b.user_id;

/** The people of `top` (user_id, subjects, entries), most subjects then most entries first, with their names. */
const activeList = (top: SQL) => sql`
  SELECT coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.username) AS name, u.username, u.email, top.subjects AS contribution,
    u.id AS user_id, top.entries
  FROM (${top} ORDER BY subjects DESC, entries DESC, user_id ${limit(TOP_LIST_SIZE)}) top
  JOIN users u ON u.id = top.user_id ORDER BY top.subjects DESC, top.entries DESC, u.id`;
const ACTIVE_ALL_TIME = preparedStatement(() => activeList(sql`SELECT user_id, subjects, entries FROM contributor_totals WHERE subjects > 0`));
/**
 * Each step's statement. The range is one parameter, not daterange($1, $2): a generic plan would
 * build the range again for every row.
 */
const ACTIVE_WALK = new Map(WALK_STEPS.map((n) => [n, preparedStatement<{ range: string }>((v) => walkStep(n, {
  walk: sql`SELECT t.user_id, r.subjects, r.entries, t.subjects AS all_subjects, t.entries AS all_entries
    FROM (SELECT user_id, subjects, entries FROM contributor_totals WHERE subjects > 0 ORDER BY subjects DESC, entries DESC, user_id ${limit(n)}) t
    CROSS JOIN LATERAL (SELECT count(*)::int AS subjects, coalesce(sum(c.entries), 0)::int AS entries FROM contributions c
      WHERE c.user_id = t.user_id AND c.days && ${v.range}::daterange) r`,
  list: activeList(sql`SELECT user_id, subjects, entries FROM w WHERE subjects > 0`),
  order: sql`t.contribution DESC, t.entries DESC, t.user_id`,
  last: sql`SELECT user_id, all_subjects, all_entries FROM w ORDER BY all_subjects, all_entries, user_id DESC LIMIT 1`,
  part: sql`subjects`,
  whole: sql`all_subjects`,
}))]));

/** Users who wrote entries in the most subjects (then the most entries). */
export async function mostActiveUsers(ctx: AppContext, q: DashboardQuery): Promise<MostActiveUser[]> {
  if (!q.start || !q.end) return (await ACTIVE_ALL_TIME.run<ActiveRow>(ctx.db, {})).map(toActive);
  const range = `[${q.start},${q.end}]`;
  type Last = { user_id: number; all_subjects: number; all_entries: number };
  const walked = await walkTop<ActiveRow, Last>(
    (n) => runStep(ctx, ACTIVE_WALK.get(n)!, { range }),
    // Someone below `last` has at most their all-time figures, which rank after `last`'s.
    (last, fifth) => byContribution({ subjects: last.all_subjects, entries: last.all_entries, user_id: last.user_id },
      { subjects: fifth.contribution, entries: fifth.entries, user_id: fifth.user_id }) >= 0,
  );
  const rows = walked ?? await plannedRows<ActiveRow>(ctx, activeList(sql`SELECT user_id, count(*)::int AS subjects, sum(entries) AS entries FROM contributions c
    WHERE c.days && ${range}::daterange GROUP BY user_id`));
  return rows.map(toActive);
}

type PlayedRow = PlayedSubject & { subject_id: number };
const toPlayed = ({ subject_code, subject_name, subject_owner, play_session }: PlayedRow): PlayedSubject => ({ subject_code, subject_name, subject_owner, play_session });

/** The subjects of `top` (subject_id, plays) that are not deleted, most played first, with their owners. */
const playedList = (top: SQL) => sql`
  SELECT s.code AS subject_code, s.name AS subject_name, o.username AS subject_owner, t.plays AS play_session, s.id AS subject_id
  FROM (${top}) t JOIN subjects s ON s.id = t.subject_id JOIN users o ON o.id = s.owner_id
  WHERE s.deleted_at IS NULL AND t.plays > 0 ORDER BY t.plays DESC, s.id ${limit(TOP_LIST_SIZE)}`;
const PLAYED_ALL_TIME = preparedStatement(() => playedList(sql`SELECT id AS subject_id, play_sessions AS plays FROM subjects WHERE play_sessions > 0`));
const PLAYED_WALK = new Map(WALK_STEPS.map((n) => [n, preparedStatement<Range>((v) => walkStep(n, {
  walk: sql`SELECT s.id AS subject_id, s.play_sessions AS all_time,
      (SELECT coalesce(sum(p.sessions), 0) FROM daily_plays p WHERE p.subject_id = s.id AND ${inRange(v, sql`p.day`)})::int AS plays
    FROM subjects s WHERE s.deleted_at IS NULL AND s.play_sessions > 0
    ORDER BY s.play_sessions DESC, s.member_count DESC, lower(s.name), s.id ${limit(n)}`,
  // The walk holds no deleted subject, so its five leaders are the list: only they are joined.
  list: playedList(sql`SELECT subject_id, plays FROM w WHERE plays > 0 ORDER BY plays DESC, subject_id ${limit(TOP_LIST_SIZE)}`),
  order: sql`t.play_session DESC, t.subject_id`,
  // The walk is in all-time order, so its last row has the fewest plays of all time.
  last: sql`SELECT min(all_time) AS all_time FROM w`,
  part: sql`plays`,
  whole: sql`all_time`,
}))]));

/** A summed range joins only its leaders to `subjects`, and all of it only if deleted subjects crowd them out. */
const SUMMED_LEADERS = 100;

export async function mostPlayedSubjects(ctx: AppContext, q: DashboardQuery): Promise<PlayedSubject[]> {
  if (!q.start || !q.end) return (await PLAYED_ALL_TIME.run<PlayedRow>(ctx.db, {})).map(toPlayed);
  const range = { start: q.start, end: q.end };
  const walked = await walkTop<PlayedRow, { all_time: number }>(
    (n) => runStep(ctx, PLAYED_WALK.get(n)!, range),
    // The walk is not in id order, so a subject below `last` with as many plays as the fifth could still come first.
    (last, fifth) => last.all_time < fifth.play_session,
  );
  if (walked) return walked.map(toPlayed);
  const summed = sql`SELECT subject_id, sum(sessions)::int AS plays FROM daily_plays p WHERE ${inRange(range, sql`p.day`)} GROUP BY subject_id`;
  const leaders = await plannedRows<PlayedRow>(ctx, playedList(sql`${summed} ORDER BY plays DESC, subject_id ${limit(SUMMED_LEADERS)}`));
  return (leaders.length === TOP_LIST_SIZE ? leaders : await plannedRows<PlayedRow>(ctx, playedList(summed))).map(toPlayed);
}

/** One point per day from `first` to `last`; days without activity are zero. */
const dailyFigures = (first: SQL, last: SQL) => sql`
  SELECT to_char(d.day, 'YYYY-MM-DD') AS date, coalesce(f.entries_made, 0) AS entries_made, coalesce(f.entries_verified, 0) AS entries_verified,
    coalesce(f.new_users, 0) AS new_users, coalesce(f.subjects_made, 0) AS subjects_made
  FROM (SELECT generate_series(r.first, r.last, interval '1 day')::date AS day FROM (SELECT ${first}, ${last}) AS r(first, last)) d
  LEFT JOIN daily_figures f ON f.day = d.day ORDER BY d.day`;
// Prepared: planning the series and its join cost a fifth of the run. The range is read through
// sub-selects so that no plan sees its length: a plan made for 365 days looked cheaper than the
// generic one (which takes a series for 1,000 rows), and PostgreSQL planned every call (stop 53).
const DAILY_IN_RANGE = preparedStatement<Range>((v) => dailyFigures(sql`(SELECT ${v.start}::date)`, sql`(SELECT ${v.end}::date)`));
const DAILY_ALL_TIME = preparedStatement(() => dailyFigures(sql`coalesce((SELECT min(day) FROM daily_figures), current_date)`, sql`(now() AT TIME ZONE 'UTC')::date`));

/** One point per day of the range (days without activity are zero); all time starts at the first recorded day. */
export async function dailyAnalytics(ctx: AppContext, q: DashboardQuery): Promise<DailyFigure[]> {
  const range = rangeOf(q);
  return range ? DAILY_IN_RANGE.run<DailyFigure>(ctx.db, range) : DAILY_ALL_TIME.run<DailyFigure>(ctx.db, {});
}

/** Subjects per top-level category of `perCategory` (category_id, n), with their sub-categories, most used first. */
const distribution = (perCategory: SQL) => sql`
  WITH counts AS (
    SELECT coalesce(c.parent_id, c.id) AS top_id, CASE WHEN c.parent_id IS NULL THEN NULL ELSE c.name END AS sub_name, sum(k.n)::int AS n
    FROM (${perCategory}) k JOIN categories c ON c.id = k.category_id GROUP BY 1, 2)
  SELECT t.name AS category_name, sum(x.n)::int AS subject_count,
    coalesce(json_agg(json_build_object('sub_category_name', x.sub_name, 'sub_category_count', x.n) ORDER BY x.n DESC, x.sub_name) FILTER (WHERE x.sub_name IS NOT NULL), '[]') AS subs
  FROM counts x JOIN categories t ON t.id = x.top_id GROUP BY t.id, t.name, t.position ORDER BY subject_count DESC, t.position, t.name`;
// Prepared, with a range or without: planning cost more than the run (docs/performance.md, stop 36).
/**
 * A range's subjects per category: its whole months from `monthly_category_subjects`, the days before
 * the first (`fm`) and after the last (`lm`) from `daily_category_subjects` (all of them when no month is whole).
 */
const DISTRIBUTION_IN_RANGE = preparedStatement<Range>((v) => distribution(sql`
  WITH r AS (SELECT s, e, (date_trunc('month', (s - 1)::timestamp) + interval '1 month')::date AS fm,
      (date_trunc('month', (e + 1)::timestamp) - interval '1 month')::date AS lm
    FROM (SELECT ${v.start}::date AS s, ${v.end}::date AS e) given)
  SELECT category_id, sum(n)::int AS n FROM (
    SELECT m.category_id, m.subjects AS n FROM r JOIN monthly_category_subjects m ON m.month BETWEEN r.fm AND r.lm
    UNION ALL SELECT d.category_id, d.subjects FROM r JOIN daily_category_subjects d ON d.day BETWEEN r.s AND least(r.e, r.fm - 1)
    UNION ALL SELECT d.category_id, d.subjects FROM r JOIN daily_category_subjects d ON d.day BETWEEN greatest(r.s, (r.lm + interval '1 month')::date, r.fm) AND r.e
  ) k GROUP BY 1 HAVING sum(n) > 0`));
const DISTRIBUTION_ALL_TIME = preparedStatement(() => distribution(sql`SELECT category_id, subjects AS n FROM category_subject_counts WHERE subjects > 0`));

/** Subjects per top-level category, with their sub-categories, most used first. */
export async function categoryDistribution(ctx: AppContext, q: DashboardQuery): Promise<CategoryDistribution[]> {
  type Row = { category_name: string; subs: { sub_category_name: string; sub_category_count: number }[]; subject_count: number };
  const range = rangeOf(q);
  const rows = range ? await DISTRIBUTION_IN_RANGE.run<Row>(ctx.db, range) : await DISTRIBUTION_ALL_TIME.run<Row>(ctx.db, {});
  return rows.map((r) => ({
    category_name: r.category_name,
    most_used_sub_category: r.subs[0]?.sub_category_name ?? null,
    subject_count: r.subject_count,
    sub_categories: r.subs,
  }));
}
