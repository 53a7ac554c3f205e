/** The back-office: what administrators did, and the dashboard's daily figures. */
import { bigserial, customType, date, index, integer, jsonb, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
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
}, (t) => [index('admin_audit_created_idx').on(t.createdAt, t.id), index('admin_audit_action_idx').on(t.action, t.createdAt)]);

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

/** Play sessions per subject and day, written with `subjects.play_sessions` by `recordPlaySession`. */
export const dailyPlays = pgTable('daily_plays', {
  day: date('day').notNull(),
  subjectId: integer('subject_id').notNull().references(() => subjects.id, { onDelete: 'cascade' }),
  sessions: integer('sessions').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.day, t.subjectId] })]);
