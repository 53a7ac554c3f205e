/** Catalogue. */
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { created, updated, type PlatformMedia } from './columns';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  seedKey: varchar('seed_key', { length: 60 }).notNull().unique(),
  parentId: integer('parent_id').references((): any => categories.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 80 }).notNull(),
  icon: text('icon'),
  /** Extra words that describe the category, used to suggest it from a subject's title and description. */
  keywords: text('keywords').notNull().default(''),
  position: integer('position').notNull().default(0),
}, (t) => [index('categories_parent_idx').on(t.parentId)]);

/** Game module: the type of a minigame, which fixes the shape of its question entries (spec 2 §3). */
export const gameModules = pgTable('game_modules', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
});

/** Teaching format ("module" in the authoring app's catalogue calls). */
export const teachingMaterials = pgTable('teaching_materials', {
  id: serial('id').primaryKey(),
  seedKey: varchar('seed_key', { length: 60 }).unique(),
  name: varchar('name', { length: 80 }).notNull(),
  logo: text('logo'),
  position: integer('position').notNull().default(0),
});

export const minigames = pgTable('minigames', {
  id: serial('id').primaryKey(),
  seedKey: varchar('seed_key', { length: 60 }).unique(),
  name: varchar('name', { length: 80 }).notNull(),
  gameModuleId: integer('game_module_id').notNull().references(() => gameModules.id),
  description: text('description').notNull().default(''),
  icon: text('icon'),
  screenshots: jsonb('screenshots').$type<PlatformMedia>().notNull().default({ doc: null, chatbot: null }),
  video: jsonb('video').$type<PlatformMedia>().notNull().default({ doc: null, chatbot: null }),
  minimumEntries: integer('minimum_entries').notNull().default(10),
  isDoc: boolean('is_doc').notNull().default(false),
  isChatbot: boolean('is_chatbot').notNull().default(false),
  published: boolean('published').notNull().default(false),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: created(),
  updatedAt: updated(),
});

export const minigameTeachingMaterials = pgTable('minigame_teaching_materials', {
  minigameId: integer('minigame_id').notNull().references(() => minigames.id, { onDelete: 'cascade' }),
  teachingMaterialId: integer('teaching_material_id').notNull().references(() => teachingMaterials.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.minigameId, t.teachingMaterialId] }), index('mtm_material_idx').on(t.teachingMaterialId)]);

export const diagnosticGames = pgTable('diagnostic_games', {
  id: serial('id').primaryKey(),
  seedKey: varchar('seed_key', { length: 60 }).unique(),
  gameModule: smallint('game_module'),
  name: varchar('name', { length: 80 }).notNull(),
  description: text('description').notNull().default(''),
  categories: jsonb('categories').$type<string[]>().notNull().default([]),
});

export const legalPages = pgTable('legal_pages', {
  type: varchar('type', { length: 20 }).primaryKey(),
  pageName: varchar('page_name', { length: 80 }).notNull(),
  content: text('content').notNull(),
  updatedAt: updated(),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  image: text('image'),
  position: integer('position').notNull().default(0),
  createdAt: created(),
});

/**
 * A number per kind of rarely changing content ('catalogue', 'statics'), raised by every change to
 * it; responses carry it as their ETag, so an unchanged answer is a 304 (platform/etag.ts).
 */
export const contentVersions = pgTable('content_versions', {
  name: varchar('name', { length: 40 }).primaryKey(),
  version: integer('version').notNull().default(1),
});
