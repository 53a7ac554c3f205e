/** History, collaboration and notices. */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigserial, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { created } from './columns';
import { users } from './people';
import { subjects } from './subjects';

/** Subject activity history (types 1–50, spec 1 §3 Activity item). */
export const activities = pgTable('activities', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  subjectId: integer('subject_id').references(() => subjects.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  type: smallint('type').notNull(),
  category: varchar('category', { length: 20 }).notNull(),
  identifier: text('identifier'),
  info: jsonb('info').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: created(),
}, (t) => [index('activities_subject_idx').on(t.subjectId, t.createdAt), index('activities_user_idx').on(t.userId, t.createdAt)]);

/**
 * Each subject's number of history events, kept by statement triggers on `activities` (migration
 * 0040), so a history page's total reads one row instead of counting every event the subject ever
 * had. No foreign key, as `subject_pending_counts`: a subject deleted with its history updates its
 * row while it goes, and the history of a deleted subject is never read.
 */
export const subjectActivityCounts = pgTable('subject_activity_counts', {
  subjectId: integer('subject_id').primaryKey(),
  events: integer('events').notNull().default(0),
});

/**
 * Each person's number of history events per subject (0: events outside any subject), kept by the
 * same triggers (migration 0041), so a person's history page counts the events it may show from a
 * row per subject instead of reading every event the person ever wrote. No foreign keys, for the
 * same reason; a person deleted keeps rows of 0.
 */
export const personActivityCounts = pgTable('person_activity_counts', {
  userId: integer('user_id').notNull(),
  subjectId: integer('subject_id').notNull(),
  events: integer('events').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.userId, t.subjectId] })]);

/** A published version's content, as `subjects/publish` records it. */
export interface PublishedContents {
  chapters: { id: number; name: string; minigames: { id: number; name: string; entries: number }[] }[];
}

export const publishRequests = pgTable('publish_requests', {
  id: serial('id').primaryKey(),
  subjectId: integer('subject_id').notNull().references(() => subjects.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  requestedBy: integer('requested_by').notNull().references(() => users.id),
  status: varchar('status', { length: 20 }).notNull().default('Requested'),
  /** What the version held (chapters, minigames, valid entries), so the next request can say what changed. */
  contents: jsonb('contents').$type<PublishedContents>(),
  createdAt: created(),
}, (t) => [uniqueIndex('publish_requests_version_idx').on(t.subjectId, t.version)]);

export const contributorRequests = pgTable('contributor_requests', {
  id: serial('id').primaryKey(),
  subjectId: integer('subject_id').notNull().references(() => subjects.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** 1 pending, 2 accepted, 3 rejected. */
  status: smallint('status').notNull().default(1),
  createdAt: created(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
}, (t) => [
  index('contributor_requests_subject_idx').on(t.subjectId, t.status),
  index('contributor_requests_user_idx').on(t.userId),
  // At most one pending request per person and subject, however many arrive at once.
  uniqueIndex('contributor_requests_pending_idx').on(t.subjectId, t.userId).where(sql`${t.status} = 1`),
]);

/**
 * How both kinds of notice are read: a person's newest first (by id), however many everyone has, and
 * their unread count from the unread alone, not from everything the person was ever told.
 */
const noticeIndexes = (table: string, t: { userId: AnyPgColumn; id: AnyPgColumn; readAt: AnyPgColumn }) => [
  index(`${table}_user_idx`).on(t.userId, t.id),
  index(`${table}_unread_idx`).on(t.userId).where(sql`${t.readAt} IS NULL`),
];

export const notifications = pgTable('notifications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  type: smallint('type').notNull(),
  categoryId: integer('category_id'),
  identifier: text('identifier'),
  info: jsonb('info').$type<Record<string, unknown>>().notNull().default({}),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: created(),
}, (t) => noticeIndexes('notifications', t));

export const taskUpdates = pgTable('task_updates', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  type: smallint('type').notNull(),
  info: jsonb('info').$type<Record<string, unknown>>().notNull().default({}),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: created(),
}, (t) => noticeIndexes('task_updates', t));
