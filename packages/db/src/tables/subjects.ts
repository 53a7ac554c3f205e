/** Subjects. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { byteText, tsvector, created, updated } from './columns';
import { categories, minigames, teachingMaterials } from './catalogue';
import { users } from './people';

export const subjects = pgTable('subjects', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 16 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  description: text('description').notNull().default(''),
  ownerId: integer('owner_id').notNull().references(() => users.id),
  categoryId: integer('category_id').references(() => categories.id),
  adaptive: boolean('adaptive').notNull().default(false),
  private: boolean('private').notNull().default(false),
  verified: boolean('verified').notNull().default(false),
  published: boolean('published').notNull().default(false),
  isDemo: boolean('is_demo').notNull().default(false),
  hasDiagnosticTest: boolean('has_diagnostic_test').notNull().default(false),
  image: text('image'),
  prerequisite: jsonb('prerequisite').$type<{ subject_code: string; is_required: boolean; level: string }[]>(),
  publishable: boolean('publishable').notNull().default(true),
  lastPublishDate: timestamp('last_publish_date', { withTimezone: true }),
  lastPublishVersion: integer('last_publish_version'),
  lastPublishStatus: varchar('last_publish_status', { length: 20 }),
  playSessions: integer('play_sessions').notNull().default(0),
  /** Active members (managers and contributors), kept by a trigger on subject_members (migration 0015). */
  memberCount: integer('member_count').notNull().default(0),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  deleteReason: text('delete_reason'),
  search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple', coalesce(code, '') || ' ' || coalesce(name, '') || ' ' || coalesce(description, ''))`),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [
  index('subjects_owner_idx').on(t.ownerId),
  index('subjects_category_idx').on(t.categoryId),
  index('subjects_search_idx').using('gin', t.search),
  index('subjects_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  index('subjects_updated_idx').on(t.updatedAt, t.id),
  // One index per subject-list sort, so a page walks its index and stops after n rows (migration 0015).
  index('subjects_popular_desc_idx').on(sql`${t.playSessions} DESC`, sql`${t.memberCount} DESC`, sql`lower(${t.name})`, t.id).where(sql`${t.deletedAt} IS NULL`),
  // Least popular holds only listed subjects: the never-played private ones would come first (migration 0026).
  index('subjects_popular_asc_idx').on(t.playSessions, t.memberCount, sql`lower(${t.name})`, t.id)
    .where(sql`${t.deletedAt} IS NULL AND NOT ${t.private} AND ${t.categoryId} IS NOT NULL`),
  index('subjects_members_desc_idx').on(sql`${t.memberCount} DESC`, sql`lower(${t.name})`, t.id).where(sql`${t.deletedAt} IS NULL`),
  index('subjects_members_asc_idx').on(t.memberCount, sql`lower(${t.name})`, t.id).where(sql`${t.deletedAt} IS NULL`),
  index('subjects_name_idx').on(sql`lower(${t.name})`, t.id).where(sql`${t.deletedAt} IS NULL`),
  // The same orders within one category, for category pages (migration 0018).
  index('subjects_category_popular_desc_idx').on(t.categoryId, sql`${t.playSessions} DESC`, sql`${t.memberCount} DESC`, sql`lower(${t.name})`, t.id).where(sql`${t.deletedAt} IS NULL`),
  index('subjects_category_popular_asc_idx').on(t.categoryId, t.playSessions, t.memberCount, sql`lower(${t.name})`, t.id)
    .where(sql`${t.deletedAt} IS NULL AND NOT ${t.private}`),
  index('subjects_category_members_desc_idx').on(t.categoryId, sql`${t.memberCount} DESC`, sql`lower(${t.name})`, t.id).where(sql`${t.deletedAt} IS NULL`),
  index('subjects_category_members_asc_idx').on(t.categoryId, t.memberCount, sql`lower(${t.name})`, t.id).where(sql`${t.deletedAt} IS NULL`),
  index('subjects_category_name_idx').on(t.categoryId, sql`lower(${t.name})`, t.id).where(sql`${t.deletedAt} IS NULL`),
  index('subjects_category_updated_idx').on(t.categoryId, t.updatedAt, t.id).where(sql`${t.deletedAt} IS NULL`),
  index('subjects_verified_idx').on(t.id).where(sql`${t.verified} AND ${t.deletedAt} IS NULL`),
  // The back-office's subjects table, deleted ones included: each sort is read from an index (the
  // code from its unique one), and the filters and the deleted subjects (added to the kept count of
  // live ones) are counted from small partial indexes.
  index('subjects_created_idx').on(t.createdAt, t.id),
  index('subjects_any_name_idx').on(sql`lower(${t.name})`, t.id),
  index('subjects_deleted_idx').on(t.id).where(sql`${t.deletedAt} IS NOT NULL`),
  index('subjects_any_verified_idx').on(t.id).where(sql`${t.verified}`),
  index('subjects_published_idx').on(t.id).where(sql`${t.lastPublishVersion} IS NOT NULL`),
  // Its search: any part of the code (the name has subjects_name_trgm_idx).
  index('subjects_code_trgm_idx').using('gin', sql`${t.code} gin_trgm_ops`),
]);

/**
 * The lexemes of each live subject's search column (their first 64 characters), with the subject's
 * name key beside them: for every word, its subjects in name order. A search sorted by name walks the
 * streams of one of its words instead of the whole name index, where a common word's matches sit
 * together. Kept by triggers on subjects (migration 0019), never written by the application.
 */
export const subjectWords = pgTable('subject_words', {
  word: byteText('word').notNull(),
  nameKey: text('name_key').notNull(),
  subjectId: integer('subject_id').notNull().references(() => subjects.id, { onDelete: 'cascade' }),
}, (t) => [
  primaryKey({ columns: [t.word, t.nameKey, t.subjectId] }),
  // The word beside the subject: a count asks whether a subject has an earlier lexeme with a prefix (migration 0032).
  index('subject_words_subject_idx').on(t.subjectId, t.word),
]);

/**
 * Every word of three or more characters without a digit that a subject's search column has had,
 * codes left out: a search that finds nothing is tried again with each unknown word replaced by the
 * one of these that looks most like it (trigram index). Filled by a trigger on subject_words
 * (migrations 0033, 0034); a word no subject uses any more is skipped when read, not deleted.
 */
export const subjectVocabulary = pgTable('subject_vocabulary', {
  word: text('word').primaryKey(),
}, (t) => [
  index('subject_vocabulary_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/** Members other than the owner: role 3 is manager, 2 contributor. The owner has role 3 by ownership. */
export const subjectMembers = pgTable('subject_members', {
  id: serial('id').primaryKey(),
  subjectId: integer('subject_id').notNull().references(() => subjects.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  invitedEmail: varchar('invited_email', { length: 254 }),
  roleId: smallint('role_id').notNull().default(2),
  active: boolean('active').notNull().default(false),
  createdAt: created(),
}, (t) => [
  uniqueIndex('subject_members_user_idx').on(t.subjectId, t.userId),
  // A person's memberships, and one membership by person and subject: the lookup's generic plan
  // reads it by both columns rather than every membership of a person in many subjects (stop 49).
  index('subject_members_by_user_idx').on(t.userId, t.subjectId),
  // One pending invitation per address without an account (user_id NULLs would not collide).
  uniqueIndex('subject_members_invited_email_idx').on(t.subjectId, sql`lower(${t.invitedEmail})`).where(sql`${t.userId} IS NULL`),
]);

export const chapters = pgTable('chapters', {
  id: serial('id').primaryKey(),
  subjectId: integer('subject_id').notNull().references(() => subjects.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 100 }).notNull(),
  completionRate: smallint('completion_rate').notNull().default(100),
  position: integer('position').notNull().default(0),
  hidden: boolean('hidden').notNull().default(false),
  createdAt: created(),
}, (t) => [index('chapters_subject_idx').on(t.subjectId)]);

export const chapterMinigames = pgTable('chapter_minigames', {
  id: serial('id').primaryKey(),
  chapterId: integer('chapter_id').notNull().references(() => chapters.id, { onDelete: 'cascade' }),
  minigameId: integer('minigame_id').notNull().references(() => minigames.id),
  parentId: integer('parent_id').references((): any => chapterMinigames.id, { onDelete: 'set null' }),
  teachingMaterialId: integer('teaching_material_id').references(() => teachingMaterials.id),
  hidden: boolean('hidden').notNull().default(false),
  creatorId: integer('creator_id').references(() => users.id),
  /**
   * Its entries, kept by triggers on `questions` (migration 0006): all of them, the approved ones,
   * and when they last changed. Lists read these instead of counting entries on every request.
   */
  entryCount: integer('entry_count').notNull().default(0),
  validCount: integer('valid_count').notNull().default(0),
  /** Entries on review (`approved IS NULL`, migration 0023): the task page pages over these. */
  pendingCount: integer('pending_count').notNull().default(0),
  entriesChangedAt: timestamp('entries_changed_at', { withTimezone: true }),
  /** Open-response games (13/18): the questions a reviewer asks of a player's answer (spec 2 §5), set by role 3. */
  responseEval: jsonb('response_eval').$type<string[]>(),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [
  index('chapter_minigames_chapter_idx').on(t.chapterId),
  // Deleting a chapter minigame empties parent_id where others share its content: without this index, a scan of every chapter minigame (migration 0031).
  index('chapter_minigames_parent_idx').on(t.parentId).where(sql`${t.parentId} IS NOT NULL`),
]);

/**
 * A subject's entries on review: the sum of its chapter minigames' `pending_count`, kept by statement
 * triggers on `chapter_minigames` and a row trigger on a chapter moving (migration 0036). The task
 * badge and the task page's total read these, one row per managed subject, instead of every
 * chapter and minigame of them. No foreign key: a subject deleted with its chapters updates its row
 * while it goes, and a leftover row of a deleted subject is never read (the readers join live subjects).
 */
export const subjectPendingCounts = pgTable('subject_pending_counts', {
  subjectId: integer('subject_id').primaryKey(),
  pending: integer('pending').notNull().default(0),
});

/**
 * A person's entries on review across the subjects they manage (own, or are an active manager member
 * of, while the subject is live): the task badge reads this one row instead of a row per managed
 * subject (migration 0043). A change to a subject's `subject_pending_counts` row goes to its managers;
 * a change to who manages a subject (a manager joins, leaves or changes role, the owner changes, the
 * subject is deleted or restored) counts the people concerned again. No foreign key, as above.
 */
export const managerPendingCounts = pgTable('manager_pending_counts', {
  userId: integer('user_id').primaryKey(),
  pending: integer('pending').notNull().default(0),
});

/**
 * Who manages a live subject: its owner, and its active manager members (role 3), one row per
 * person and subject, with the subject's name and its entries on review (`subject_pending_counts`),
 * which the task page sorts and pages by. Kept by triggers (migration 0046; `refresh_subject_managers`
 * holds the rule) as members, owners, names, deletions and counts change, so the task page reads a
 * manager's subjects as one range of this key instead of their memberships and each subject's rows.
 * No foreign key: a subject deleted for good updates its rows' counts while its chapters go, and
 * then its rows are deleted with it (as its members' are).
 */
export const subjectManagers = pgTable('subject_managers', {
  userId: integer('user_id').notNull(),
  subjectId: integer('subject_id').notNull(),
  subjectName: varchar('subject_name', { length: 100 }).notNull(),
  pending: integer('pending').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.userId, t.subjectId] }), index('subject_managers_subject_idx').on(t.subjectId)]);
