import { z } from 'zod';
import { isPlainText, textMessages } from '../fields';
import { adminListBody } from './lists';
import { adminMessages } from './messages';

/** Admin users table (spec 3 §3 "Admin user"); default sort created date, newest first. */
export const ADMIN_USER_SORTS = ['username', 'full_name', 'email', 'created_date', 'last_login'] as const;
export const adminUsersBodySchema = adminListBody(ADMIN_USER_SORTS, { order_by: 'created_date', asc: false }, {
  verified_only: z.boolean().default(false),
  banned_only: z.boolean().default(false),
});
export type AdminUsersBody = z.input<typeof adminUsersBodySchema>;

export const adminUserSchema = z.object({
  username: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  created_date: z.string(),
  last_login: z.string().nullable(),
  verified: z.boolean(),
  banned: z.boolean(),
  ban_reason: z.string().nullable(),
  subject_owned: z.number().int(),
  subject_contributed: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const usernameParamsSchema = z.strictObject({ username: z.string().min(1).max(60) });

/** A reason a person reads (ban, subject deletion): required, up to 500 characters. */
export const reasonBodySchema = z.strictObject({
  reason: z.string().trim().min(1, adminMessages.reasonRequired).max(500).refine(isPlainText, textMessages.controlCharacters),
});
export type ReasonBody = z.infer<typeof reasonBodySchema>;

/** Admin subjects table (spec 3 §3 "Admin subject"); default sort date of creation, newest first. */
export const ADMIN_SUBJECT_SORTS = ['subject_code', 'subject_name', 'owner_username', 'date_of_creation'] as const;
export const adminSubjectsBodySchema = adminListBody(ADMIN_SUBJECT_SORTS, { order_by: 'date_of_creation', asc: false }, {
  verified_only: z.boolean().default(false),
  published_only: z.boolean().default(false),
});
export type AdminSubjectsBody = z.input<typeof adminSubjectsBodySchema>;

export const adminSubjectSchema = z.object({
  subject_code: z.string(),
  subject_name: z.string(),
  owner_username: z.string(),
  members_manager: z.number().int(),
  members_contributor: z.number().int(),
  content_chapters: z.number().int(),
  content_entries: z.number().int(),
  content_details: z.array(z.object({ chapter_name: z.string(), chapter_completion_rate: z.number().int(), number_of_entries: z.number().int() })),
  date_of_creation: z.string(),
  published_version: z.number().int().nullable(),
  published_publication: z.string().nullable(),
  verified: z.boolean(),
  deleted: z.boolean(),
  delete_reason: z.string().nullable(),
});
export type AdminSubject = z.infer<typeof adminSubjectSchema>;

export const subjectCodePathSchema = z.strictObject({ code: z.string().min(1).max(16) });
