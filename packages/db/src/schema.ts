import { sql } from 'drizzle-orm';
import {
  bigserial, boolean, customType, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text,
  timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export type PlatformMedia = { doc: string | null; chatbot: string | null };

// ---- people and sessions -------------------------------------------------------------------

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: varchar('username', { length: 30 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  passwordHash: text('password_hash'),
  googleId: text('google_id'),
  emailVerified: boolean('email_verified').notNull().default(false),
  verified: boolean('verified').notNull().default(false),
  official: boolean('official').notNull().default(false),
  banned: boolean('banned').notNull().default(false),
  banReason: text('ban_reason'),
  isService: boolean('is_service').notNull().default(false),
  profileComplete: boolean('profile_complete').notNull().default(false),
  firstName: varchar('first_name', { length: 60 }),
  lastName: varchar('last_name', { length: 60 }),
  phoneNumber: varchar('phone_number', { length: 20 }),
  birthday: date('birthday'),
  timezone: varchar('timezone', { length: 64 }),
  topic: varchar('topic', { length: 100 }),
  shortBio: varchar('short_bio', { length: 160 }),
  contactInfo: jsonb('contact_info').$type<Record<string, string>>().notNull().default({}),
  avatar: text('avatar'),
  lastLogin: timestamp('last_login', { withTimezone: true }),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [
  uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
  uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
]);

export const admins = pgTable('admins', {
  id: serial('id').primaryKey(),
  username: varchar('username', { length: 60 }).notNull().unique(),
  fullName: varchar('full_name', { length: 120 }).notNull(),
  passwordHash: text('password_hash').notNull(),
  lastLogin: timestamp('last_login', { withTimezone: true }),
  createdAt: created(),
});

/** One row per login; the token itself is never stored, only its SHA-256. */
export const sessions = pgTable('sessions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: bytea('token_hash').notNull().unique(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  adminId: integer('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
  /** Absolute end (SESSION_TTL_DAYS after login). */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: created(),
  /** Last request seen (updated at most once a minute); SESSION_IDLE_DAYS after it the session ends. */
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  /** Shown in Profile › Security so people can recognise their devices. */
  userAgent: varchar('user_agent', { length: 300 }),
  ip: varchar('ip', { length: 64 }),
}, (t) => [index('sessions_user_idx').on(t.userId), index('sessions_admin_idx').on(t.adminId)]);

// ---- catalogue ---------------------------------------------------------------------------

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

// ---- subjects ----------------------------------------------------------------------------

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
  index('subjects_updated_idx').on(t.updatedAt),
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
  index('subject_members_by_user_idx').on(t.userId),
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
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [index('chapter_minigames_chapter_idx').on(t.chapterId)]);

// ---- accounts ----------------------------------------------------------------------------

/** Single-use e-mail tokens (verification, password reset); only the SHA-256 is stored. */
/** Random keys made once per installation and shared by every API process (e.g. signing private media links). */
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 60 }).primaryKey(),
  value: bytea('value').notNull(),
  createdAt: created(),
});

export const userTokens = pgTable('user_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: varchar('kind', { length: 20 }).notNull(),
  tokenHash: bytea('token_hash').notNull().unique(),
  /** For verification of a changed address: the address the token confirms. */
  email: varchar('email', { length: 254 }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: created(),
}, (t) => [index('user_tokens_user_idx').on(t.userId, t.kind)]);

/** Fixed-window counters for throttling by account, e-mail or IP, shared by every API process. */
export const throttleCounters = pgTable('throttle_counters', {
  key: varchar('key', { length: 300 }).primaryKey(),
  hits: integer('hits').notNull().default(0),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

export const contactTickets = pgTable('contact_tickets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  email: varchar('email', { length: 254 }).notNull(),
  topic: varchar('topic', { length: 60 }).notNull(),
  message: text('message').notNull(),
  attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
  repliedAt: timestamp('replied_at', { withTimezone: true }),
  replyMessage: text('reply_message'),
  replyAttachments: jsonb('reply_attachments').$type<string[]>().notNull().default([]),
  createdAt: created(),
}, (t) => [index('contact_tickets_created_idx').on(t.createdAt)]);

// ---- history, collaboration and notices --------------------------------------------------

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

export const publishRequests = pgTable('publish_requests', {
  id: serial('id').primaryKey(),
  subjectId: integer('subject_id').notNull().references(() => subjects.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  requestedBy: integer('requested_by').notNull().references(() => users.id),
  status: varchar('status', { length: 20 }).notNull().default('Requested'),
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

export const notifications = pgTable('notifications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  type: smallint('type').notNull(),
  categoryId: integer('category_id'),
  identifier: text('identifier'),
  info: jsonb('info').$type<Record<string, unknown>>().notNull().default({}),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: created(),
}, (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)]);

export const taskUpdates = pgTable('task_updates', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  type: smallint('type').notNull(),
  info: jsonb('info').$type<Record<string, unknown>>().notNull().default({}),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: created(),
}, (t) => [index('task_updates_user_idx').on(t.userId, t.createdAt)]);

// ---- question entries --------------------------------------------------------------------

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
