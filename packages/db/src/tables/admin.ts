/** The back-office: what administrators did, and the dashboard's daily figures. */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, customType, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { categories, minigames } from './catalogue';
import { created } from './columns';
import { admins, users } from './people';
import { subjects } from './subjects';

/** One row per administrator action (who, when, what, on what, why). Never updated or deleted. */
export const adminAudit = pgTable('admin_audit', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
  /** Kept as written, so the log still names an administrator that was removed. */
  adminUsername: varchar('admin_username', { length: 60 }).notNull(),
  action: varchar('action', { length: 40 }).notNull(),
  target: varchar('target', { length: 200 }).notNull(),
  reason: text('reason'),
  detail: jsonb('detail').$type<Record<string, unknown>>(),
  createdAt: created(),
}, (t) => [
  index('admin_audit_created_idx').on(t.createdAt, t.id),
  // Every sort, of the whole log and of one action (which also sorts the log by action), and the search (migration 0030).
  index('admin_audit_action_idx').on(t.action, t.createdAt, t.id),
  index('admin_audit_admin_sort_idx').on(sql`lower(${t.adminUsername})`, t.id),
  index('admin_audit_action_admin_idx').on(t.action, sql`lower(${t.adminUsername})`, t.id),
  index('admin_audit_action_sort_idx').on(t.action, t.id),
  index('admin_audit_target_sort_idx').on(sql`lower(${t.target})`, t.id),
  index('admin_audit_action_target_idx').on(t.action, sql`lower(${t.target})`, t.id),
  index('admin_audit_search_idx').using('gin', sql`(${t.adminUsername} || ' ' || ${t.target} || ' ' || coalesce(${t.reason}, '')) gin_trgm_ops`),
]);

/**
 * The dashboard's figures per UTC day, kept by statement-level triggers (migration 0013): entries
 * made and approved, subjects made, new users. Reading a year of them is 365 rows, not a scan of a
 * million entries.
 */
export const dailyFigures = pgTable('daily_figures', {
  day: date('day').primaryKey(),
  entriesMade: integer('entries_made').notNull().default(0),
  entriesVerified: integer('entries_verified').notNull().default(0),
  subjectsMade: integer('subjects_made').notNull().default(0),
  newUsers: integer('new_users').notNull().default(0),
});

/** PostgreSQL's datemultirange: a set of days, merged into runs ("[2026-01-03,2026-01-06),[2026-02-01,2026-02-02)"). */
const dateMultirange = customType<{ data: string }>({ dataType: () => 'datemultirange' });

/**
 * Who wrote entries in which subject, and on which days (triggers, migration 0013): the most active
 * users. One row per person and subject, however many days they wrote on, so "subjects contributed
 * to in a range" is an overlap test (`days && daterange`) on tens of thousands of rows, not a scan of
 * a row per day.
 */
export const contributions = pgTable('contributions', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  subjectId: integer('subject_id').notNull().references(() => subjects.id, { onDelete: 'cascade' }),
  entries: integer('entries').notNull().default(0),
  days: dateMultirange('days').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.subjectId] })]);

/**
 * Play sessions per subject and day, written with `subjects.play_sessions` by `recordPlaySession`,
 * so a subject's plays in any range never exceed its `play_sessions` (the dashboard's top list
 * relies on it). The second index reads one subject's days; `sessions` stays out of it, so adding to
 * a day's count can remain a heap-only update.
 */
export const dailyPlays = pgTable('daily_plays', {
  day: date('day').notNull(),
  subjectId: integer('subject_id').notNull().references(() => subjects.id, { onDelete: 'cascade' }),
  sessions: integer('sessions').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.day, t.subjectId] }), index('daily_plays_subject_day_idx').on(t.subjectId, t.day)]);

/**
 * The dashboard's all-time totals, kept by statement-level triggers (migration 0020): every entry,
 * live subjects, people other than service accounts, and play sessions of every subject. A writer
 * adds to the row `pg_backend_pid() % 16`, so concurrent plays seldom wait on one row; a total is
 * the sum of the 16 rows.
 */
export const platformTotals = pgTable('platform_totals', {
  shard: smallint('shard').primaryKey(),
  entries: bigint('entries', { mode: 'number' }).notNull().default(0),
  subjects: bigint('subjects', { mode: 'number' }).notNull().default(0),
  users: bigint('users', { mode: 'number' }).notNull().default(0),
  plays: bigint('plays', { mode: 'number' }).notNull().default(0),
  /** Contact tickets, and those not replied to yet (migration 0030): the tickets table's totals. */
  tickets: bigint('tickets', { mode: 'number' }).notNull().default(0),
  unrepliedTickets: bigint('unreplied_tickets', { mode: 'number' }).notNull().default(0),
});

/** Audit records per action, in 16 rows each as `platform_totals` (migration 0030): the audit log's totals, filtered by action or not. */
export const auditTotals = pgTable('audit_totals', {
  action: varchar('action', { length: 40 }).notNull(),
  shard: smallint('shard').notNull(),
  records: bigint('records', { mode: 'number' }).notNull().default(0),
}, (t) => [primaryKey({ columns: [t.action, t.shard] })]);

/**
 * Which subjects use a minigame, and in how many of their chapters: one row per minigame and subject
 * while at least one chapter of the subject offers it. Kept by triggers on `chapter_minigames`
 * (migration 0029). No foreign key to the subject: a subject's deletion takes its rows away through
 * its chapters, not behind the triggers' back.
 */
export const minigameSubjectUsage = pgTable('minigame_subject_usage', {
  minigameId: integer('minigame_id').notNull().references(() => minigames.id, { onDelete: 'cascade' }),
  subjectId: integer('subject_id').notNull(),
  chapters: integer('chapters').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.minigameId, t.subjectId] })]);

/**
 * The back-office's "used by" figures per minigame (subjects and chapters), summed over 16 rows
 * per minigame as `platform_totals` is, so authors adding the same minigame seldom wait on one row.
 */
export const minigameUsage = pgTable('minigame_usage', {
  minigameId: integer('minigame_id').notNull().references(() => minigames.id, { onDelete: 'cascade' }),
  shard: smallint('shard').notNull(),
  subjects: integer('subjects').notNull().default(0),
  chapters: integer('chapters').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.minigameId, t.shard] })]);

/** Per person, kept from `contributions` (migration 0020): subjects written in and entries written, ranked. */
export const contributorTotals = pgTable('contributor_totals', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  subjects: integer('subjects').notNull().default(0),
  entries: integer('entries').notNull().default(0),
}, (t) => [index('contributor_totals_rank_idx').on(sql`${t.subjects} DESC`, sql`${t.entries} DESC`, t.userId)]);

/** Live subjects per category, kept by the subjects' triggers (migration 0020). */
export const categorySubjectCounts = pgTable('category_subject_counts', {
  categoryId: integer('category_id').primaryKey().references(() => categories.id, { onDelete: 'cascade' }),
  subjects: integer('subjects').notNull().default(0),
});

/**
 * Play sessions per UTC day, kept from `daily_plays` by statement triggers (migration 0021), so a
 * range's total reads at most 16 rows a day instead of every subject played in it. Sharded like
 * `platform_totals`: every play of the day adds to it.
 */
export const dailyPlayTotals = pgTable('daily_play_totals', {
  day: date('day').notNull(),
  shard: smallint('shard').notNull(),
  sessions: bigint('sessions', { mode: 'number' }).notNull().default(0),
}, (t) => [primaryKey({ columns: [t.day, t.shard] })]);

/**
 * Live subjects by the UTC day they were made and their category now, kept by the subjects'
 * triggers (migration 0022): the category split of a date range reads days × categories rows.
 */
export const dailyCategorySubjects = pgTable('daily_category_subjects', {
  day: date('day').notNull(),
  categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  subjects: integer('subjects').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.day, t.categoryId] })]);

/**
 * The same live subjects per (UTC month made, category now), kept beside the days (migration 0047):
 * a range's distribution reads its whole months here and only its first and last part-months by day.
 */
export const monthlyCategorySubjects = pgTable('monthly_category_subjects', {
  month: date('month').notNull(),
  categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  subjects: integer('subjects').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.month, t.categoryId] })]);
