/** People and sessions, e-mail tokens, throttles and contact tickets. */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bytea, created, updated } from './columns';

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
  // The back-office's users table: each sort is read from an index (the username and e-mail sorts
  // from the unique ones above), so a page stops after its rows. The last login can be empty and
  // is listed last either way, so it has an index per direction.
  index('users_created_idx').on(t.createdAt, t.id),
  index('users_full_name_sort_idx').on(sql`lower(trim(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')))`, t.id),
  index('users_last_login_asc_idx').on(sql`${t.lastLogin} ASC NULLS LAST`, sql`${t.id} ASC`),
  index('users_last_login_desc_idx').on(sql`${t.lastLogin} DESC NULLS LAST`, sql`${t.id} DESC`),
  index('users_verified_idx').on(t.id).where(sql`${t.verified}`),
  index('users_banned_idx').on(t.id).where(sql`${t.banned}`),
  // Its search (any part of the username, e-mail, full name or phone): a trigram index over all four
  // together finds the candidates, and each field is then checked on its own.
  index('users_admin_search_idx').using('gin', sql`(${t.username} || ' ' || ${t.email} || ' ' || coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '') || ' ' || coalesce(${t.phoneNumber}, '')) gin_trgm_ops`),
  // The subject lists' "Created by official" filter.
  index('users_official_idx').on(t.id).where(sql`${t.official}`),
  // Contributor candidates: the first few people whose username, full name or last name starts with
  // a text, each read in order from its own index (byte order, so LIKE 'prefix%' is a range of it).
  index('users_username_prefix_idx').on(sql`(lower(${t.username}) COLLATE "C")`),
  index('users_full_name_prefix_idx').on(sql`(lower(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) COLLATE "C")`),
  index('users_last_name_prefix_idx').on(sql`(lower(${t.lastName}) COLLATE "C")`),
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

/** Random keys made once per installation and shared by every API process (e.g. signing private media links). */
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 60 }).primaryKey(),
  value: bytea('value').notNull(),
  createdAt: created(),
});

/** Single-use e-mail tokens (verification, password reset); only the SHA-256 is stored. */
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

/** Fixed-window counters for throttling by account, e-mail or IP, shared by every API process. Unlogged (migration 0042). */
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
}, (t) => [
  // An index per sort of the back-office's tickets table, the unreplied ones apart, and its search (migration 0030).
  index('contact_tickets_created_idx').on(t.createdAt, t.id),
  index('contact_tickets_email_idx').on(t.email, t.id),
  index('contact_tickets_topic_idx').on(t.topic, t.id),
  index('contact_tickets_replied_asc_idx').on(sql`${t.repliedAt} ASC NULLS LAST`, sql`${t.id} ASC`),
  index('contact_tickets_replied_desc_idx').on(sql`${t.repliedAt} DESC NULLS LAST`, sql`${t.id} DESC`),
  index('contact_tickets_unreplied_idx').on(t.createdAt, t.id).where(sql`${t.repliedAt} IS NULL`),
  index('contact_tickets_search_idx').using('gin', sql`(${t.email} || ' ' || ${t.topic} || ' ' || ${t.message}) gin_trgm_ops`),
]);
