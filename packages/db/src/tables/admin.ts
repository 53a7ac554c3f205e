/** The back-office: what administrators did, and the dashboard's daily figures. */
import { bigserial, date, index, integer, jsonb, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
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

/** Entries each user wrote per subject and day (triggers, migration 0013): the most active users. */
export const dailyContributions = pgTable('daily_contributions', {
  day: date('day').notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  subjectId: integer('subject_id').notNull().references(() => subjects.id, { onDelete: 'cascade' }),
  entries: integer('entries').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.day, t.userId, t.subjectId] })]);

/** Play sessions per subject and day, written with `subjects.play_sessions` by `recordPlaySession`. */
export const dailyPlays = pgTable('daily_plays', {
  day: date('day').notNull(),
  subjectId: integer('subject_id').notNull().references(() => subjects.id, { onDelete: 'cascade' }),
  sessions: integer('sessions').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.day, t.subjectId] })]);
