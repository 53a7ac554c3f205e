/** Question entries. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { created, updated } from './columns';
import { users } from './people';
import { chapterMinigames, subjects } from './subjects';

/**
 * A question entry (spec 2 §3) of a chapter minigame or an adaptive topic. `approved` null means
 * on review (an entry saved by a contributor), true approved, false declined.
 */
export const questions = pgTable('questions', {
  id: serial('id').primaryKey(),
  subjectId: integer('subject_id').notNull().references(() => subjects.id, { onDelete: 'cascade' }),
  chapterMinigameId: integer('chapter_minigame_id').references(() => chapterMinigames.id, { onDelete: 'cascade' }),
  topicId: integer('topic_id'),
  questionObject: jsonb('question_object').$type<Record<string, unknown>>().notNull(),
  approved: boolean('approved'),
  reviewComment: text('review_comment'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  /** Who saved it last (null until someone edits it: then the author is the editor). */
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  /** Goes up by one on every change: a save or review of an older revision is refused (optimistic lock). */
  revision: integer('revision').notNull().default(1),
  createdAt: created(),
  updatedAt: updated(),
  /** The entry's text values in lower case, for the entry list's search (field names are not searched). */
  searchText: text('search_text').generatedAlwaysAs(sql`lower(jsonb_path_query_array(question_object, 'strict $.** ? (@.type() == "string")')::text)`),
}, (t) => [
  index('questions_subject_review_idx').on(t.subjectId, t.approved),
  // The entry list reads a minigame's ids and review states from this index alone, oldest first.
  index('questions_content_idx').on(t.chapterMinigameId, t.id, t.approved),
  index('questions_content_updated_idx').on(t.chapterMinigameId, t.updatedAt, t.id),
  // The task page: entries on review, newest first, with their subject to filter by (index-only).
  index('questions_pending_idx').on(t.updatedAt, t.id, t.subjectId).where(sql`${t.approved} IS NULL`),
  // The task page sorted by where entries live: one minigame's entries on review, by id.
  index('questions_pending_content_idx').on(t.chapterMinigameId, t.id).where(sql`${t.approved} IS NULL`),
  // The task page sorted by entry: the start of the text, then id, with the subject to filter by (index-only).
  index('questions_pending_text_idx').on(sql`left(${t.searchText}, 64)`, t.id, t.subjectId).where(sql`${t.approved} IS NULL`),
  // The task page sorted by editor: one minigame's entries on review by one editor (0: none left), by id.
  index('questions_pending_editor_idx').on(t.chapterMinigameId, sql`coalesce(${t.updatedBy}, ${t.createdBy}, 0)`, t.id).where(sql`${t.approved} IS NULL`),
]);

/**
 * Every saved state of an entry, newest last: what was written, by whom, and where it stood
 * ('On Review', 'Approved', 'Declined'). History and "view changes" read it.
 */
export const questionVersions = pgTable('question_versions', {
  id: serial('id').primaryKey(),
  questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
  questionObject: jsonb('question_object').$type<Record<string, unknown>>().notNull(),
  status: text('status').notNull(),
  editorId: integer('editor_id').references(() => users.id, { onDelete: 'set null' }),
  comment: text('comment'),
  createdAt: created(),
}, (t) => [index('question_versions_question_idx').on(t.questionId, t.id)]);

/**
 * Entries on review per chapter minigame and editor (`coalesce(updated_by, created_by, 0)`, 0 when
 * neither person exists any more), kept by statement triggers on `questions` (migration 0024): the
 * task page sorted by editor pages over these as the other place sorts page over
 * `chapter_minigames.pending_count`. No foreign key on the editor: a deleted person's entries move
 * to their author or to 0 through the same trigger.
 */
export const pendingByEditor = pgTable('pending_by_editor', {
  chapterMinigameId: integer('chapter_minigame_id').notNull().references(() => chapterMinigames.id, { onDelete: 'cascade' }),
  editorId: integer('editor_id').notNull(),
  entries: integer('entries').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.chapterMinigameId, t.editorId] })]);
