/** Question entries. */
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [index('questions_subject_review_idx').on(t.subjectId, t.approved), index('questions_chapter_minigame_idx').on(t.chapterMinigameId)]);
