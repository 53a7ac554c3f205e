import { z } from 'zod';
import { INT4_MAX, isPlainLine, isPlainText, pageNumberSchema, rowIdSchema, textMessages, wholeNumberTextSchema } from './fields';
import { messages } from './messages';
import { DEFAULT_SUBJECT_SORT, SUBJECT_PAGE_SIZE, SUBJECT_SORTS, type SubjectSort } from './subject-lists';

// ---- constants (spec 1 §9) -----------------------------------------------------------------

/** Our limits (docs/decisions.md): the forms show remaining-character counters for them. */
export const SUBJECT_NAME_MAX = 60;
export const SUBJECT_DESCRIPTION_MAX = 500;
export const SUBJECT_PAGE_SIZE_MAX = 100;
/** Contributed subjects on a profile (spec 3 §9). */
export const PROFILE_SUBJECT_PAGE_SIZE = 12;
export const PREREQUISITE_MAX = 10;
export const CATEGORIES_PER_ROW = 5;
export const SUGGESTED_CATEGORY_COUNT = 3;
/** A prerequisite level meaning "I don't know which level". */
export const NOT_SURE_LEVEL = 'not sure';

// Page size, sorts and filters of the lists, in a module of their own without zod.
export * from './subject-lists';
const SORT_VALUES = SUBJECT_SORTS.map((s) => s.value) as [SubjectSort, ...SubjectSort[]];

/** Messages of our own (the spec's quoted ones are in `messages`). */
export const subjectMessages = {
  notFound: 'Subject not found.',
  private: 'This subject is private.',
  created: 'Subject created.',
  saved: 'Subject saved.',
  nameTooLong: `Subject name can be at most ${SUBJECT_NAME_MAX} characters.`,
  descriptionTooLong: `Subject description can be at most ${SUBJECT_DESCRIPTION_MAX} characters.`,
  selectSubCategory: 'Please select the sub-category.',
  unknownCategory: 'This category does not exist.',
  managersOnly: 'Only the owner and managers of this subject can do this.',
  ownerOnlyPublish: 'Only the owner can publish this subject.',
  adaptiveFixed: 'A subject cannot be switched between normal and adaptive after it is created.',
  prerequisiteSelf: 'A subject cannot be its own prerequisite.',
  prerequisiteDuplicate: 'Each prerequisite subject can be chosen once.',
  prerequisiteTooMany: `At most ${PREREQUISITE_MAX} prerequisite subjects.`,
  prerequisiteUnknownLevel: 'This level does not exist in the prerequisite subject.',
  filterNotOffered: 'This filter is not available on this list.',
  userNotFound: 'User not found.',
  nothingToSave: 'Nothing to save.',
  accessRequested: 'Access requested. The managers of this subject will answer your request.',
  alreadyRequested: 'You already requested access to this subject.',
  alreadyMember: 'You already contribute to this subject.',
  ownerCannotRequest: 'You own this subject.',
  ownerCannotLeave: 'The owner cannot leave the subject.',
  notMember: 'You are not a contributor of this subject.',
  left: 'You left the subject.',
} as const;

// ---- entities (spec 1 §3) ------------------------------------------------------------------

export const prerequisiteEntrySchema = z.strictObject({
  subject_code: z.string().trim().min(1, messages.subjectCodeMissing).max(16),
  is_required: z.boolean(),
  /**
   * A level name of the prerequisite subject, the literal 'not sure' (never while required), or
   * empty when that subject has no levels yet (`prerequisiteLevelMissing` checks it against them).
   */
  level: z.string().trim().max(100),
}).superRefine((entry, ctx) => {
  if (entry.is_required && entry.level === NOT_SURE_LEVEL) {
    ctx.addIssue({ code: 'custom', path: ['level'], message: messages.prerequisiteLevel });
  }
});
export type PrerequisiteEntry = z.infer<typeof prerequisiteEntrySchema>;

/** Whether an entry still needs a level: its subject has levels and none (nor 'not sure') is chosen. */
export function prerequisiteLevelMissing(entry: Pick<PrerequisiteEntry, 'is_required' | 'level'>, levelCount: number): boolean {
  if (entry.is_required && entry.level === NOT_SURE_LEVEL) return true;
  return levelCount > 0 && entry.level === '';
}

export const prerequisiteListSchema = z
  .array(prerequisiteEntrySchema)
  .max(PREREQUISITE_MAX, subjectMessages.prerequisiteTooMany)
  .refine((list) => new Set(list.map((e) => e.subject_code.toUpperCase())).size === list.length, subjectMessages.prerequisiteDuplicate);

/** Prerequisites arrive as a list, as the text of a list (settings tab), or null (none). */
export const prerequisiteInputSchema = z.union([prerequisiteListSchema, z.string(), z.null()]).transform((value, ctx) => {
  if (typeof value !== 'string') return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: messages.prerequisiteIncomplete });
    return z.NEVER;
  }
  const result = prerequisiteListSchema.nullable().safeParse(parsed);
  if (!result.success) {
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  }
  return result.data;
});

export const subjectSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  created: z.string(),
  private: z.boolean(),
  verified: z.boolean(),
  published: z.boolean(),
  adaptive: z.boolean(),
  is_demo: z.boolean(),
  is_having_diagnostic_test: z.boolean(),
  image: z.string().nullable(),
  category_id: z.number().int().nullable(),
  /** "Category/Sub-category". */
  category_name: z.string().nullable(),
  category_parent_id: z.number().int().nullable(),
  /** The prerequisite list as JSON text, or null when none was set. */
  pre_requisite: z.string().nullable(),
  contributors: z.number().int(),
  owner_username: z.string(),
  owner_email: z.string(),
  owner_avatar: z.string().nullable(),
  owner_official: z.boolean(),
  /** 3 owner or manager, 2 contributor, null no role. */
  role: z.number().int().nullable(),
  mine: z.boolean(),
  /** The caller's latest access request: 1 pending, 2 accepted, 3 declined; null none. */
  request_status: z.number().int().nullable(),
  /** The caller has an invitation to this subject waiting for an answer (not in the spec's list; the header then offers no Request Access). */
  invited: z.boolean(),
  publishable: z.boolean(),
  last_publish_date: z.string().nullable(),
  last_publish_version: z.number().int().nullable(),
  last_publish_status: z.string().nullable(),
  updated: z.string(),
});
export type Subject = z.infer<typeof subjectSchema>;

export const parsePrerequisiteText = (text: string | null): PrerequisiteEntry[] => {
  if (!text) return [];
  const parsed = prerequisiteListSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : [];
};

// ---- forms and calls -----------------------------------------------------------------------

const nameField = z.string().trim().min(1, messages.subjectNameRequired).max(SUBJECT_NAME_MAX, subjectMessages.nameTooLong).refine(isPlainLine, textMessages.controlCharacters);
const descriptionField = z
  .string()
  .trim()
  .min(1, messages.subjectDescriptionRequired)
  .max(SUBJECT_DESCRIPTION_MAX, subjectMessages.descriptionTooLong)
  .refine(isPlainText, textMessages.controlCharacters);
export const subjectCodeField = z.string().trim().min(1, messages.subjectCodeMissing).max(16).refine(isPlainLine, messages.subjectCodeMissing);

/** Basic Information (wizard step 1 and the settings sub-tab). */
export const subjectBasicInfoSchema = z.strictObject({
  name: nameField,
  description: descriptionField,
  private: z.boolean(),
  adaptive: z.boolean(),
});
export type SubjectBasicInfo = z.infer<typeof subjectBasicInfoSchema>;

/** Category step: a top-level category, plus a sub-category whenever it has any. */
export const subjectCategoryFormSchema = z.object({
  category: z.number({ error: messages.selectCategory }).int().positive(messages.selectCategory).max(INT4_MAX, messages.selectCategory).nullable().refine((v) => v !== null, messages.selectCategory),
  sub_category: rowIdSchema.nullable(),
});
export type SubjectCategoryForm = z.infer<typeof subjectCategoryFormSchema>;

/**
 * `POST /subjects/save/`: without `code` it creates a subject (name and description required);
 * with `code` it changes only the fields sent. `adaptive` is accepted on creation only.
 */
export const subjectSaveBodySchema = z.strictObject({
  code: subjectCodeField.optional(),
  name: nameField.optional(),
  description: descriptionField.optional(),
  private: z.boolean().optional(),
  adaptive: z.boolean().optional(),
  category: z.number({ error: messages.selectCategory }).int().positive(messages.selectCategory).max(INT4_MAX, messages.selectCategory).optional(),
  prerequisite: prerequisiteInputSchema.optional(),
  image: z.string().min(1, messages.imageFormat).optional(),
});
export type SubjectSaveBody = z.input<typeof subjectSaveBodySchema>;

export const subjectListBodySchema = z.strictObject({
  search: z.string().trim().max(100).default(''),
  sort: z.enum(SORT_VALUES).default(DEFAULT_SUBJECT_SORT),
  category: rowIdSchema.nullable().optional(),
  filter: z.array(wholeNumberTextSchema.min(0).max(5)).max(6).default([]),
  n: z.number().int().min(1).max(SUBJECT_PAGE_SIZE_MAX).default(SUBJECT_PAGE_SIZE),
  page: pageNumberSchema.default(1),
  /** Picking a prerequisite for the subject `current` (left out of the list). */
  is_prerequisite: z.boolean().optional(),
  current: z.string().trim().max(16).optional(),
});
export type SubjectListBody = z.input<typeof subjectListBodySchema>;

export const subjectCodeParamsSchema = z.strictObject({ code: subjectCodeField });

export const prerequisiteQuerySchema = z.strictObject({
  /** `A,B` or `["A","B"]`. */
  codes: z
    .string({ error: messages.subjectCodeMissing })
    .transform((text) => {
      const trimmed = text.trim();
      let list: unknown;
      if (trimmed.startsWith('[')) {
        try {
          list = JSON.parse(trimmed);
        } catch {
          list = null;
        }
      } else list = trimmed.split(',');
      return Array.isArray(list) ? [...new Set(list.map((c) => String(c).trim().toUpperCase()).filter(Boolean))] : [];
    })
    .pipe(z.array(z.string().max(16).refine(isPlainLine, messages.subjectCodeMissing)).min(1, messages.subjectCodeMissing).max(50)),
});

export const prerequisiteLevelSchema = z.object({ level_id: z.number().int(), level_name: z.string() });
export const prerequisiteSubjectSchema = z.object({
  subject_code: z.string(),
  subject_name: z.string(),
  adaptive: z.boolean(),
  levels: z.array(prerequisiteLevelSchema),
});
export type PrerequisiteSubject = z.infer<typeof prerequisiteSubjectSchema>;

export const categorySuggestBodySchema = z.strictObject({
  subject_title: z.string().max(SUBJECT_NAME_MAX * 2).default(''),
  subject_desc: z.string().max(SUBJECT_DESCRIPTION_MAX * 2).default(''),
});

export const diagnosticGameSchema = z.object({ game_id: z.number().int(), name: z.string(), description: z.string() });
export type DiagnosticGame = z.infer<typeof diagnosticGameSchema>;

/** A subject as a profile lists it (spec 3 §3: subject_code, subject_name, plus thumbnail fields). */
export const profileSubjectSchema = z.object({
  subject_code: z.string(),
  subject_name: z.string(),
  image: z.string().nullable(),
  verified: z.boolean(),
  published: z.boolean(),
  private: z.boolean(),
  owner_username: z.string(),
});
export type ProfileSubject = z.infer<typeof profileSubjectSchema>;

export const usernameQuerySchema = z.strictObject({ username: z.string().trim().min(1, messages.requiredField).max(30) });
export const profileSubjectsBodySchema = z.strictObject({
  page: pageNumberSchema.default(1),
  n: z.number().int().min(1).max(SUBJECT_PAGE_SIZE_MAX).default(PROFILE_SUBJECT_PAGE_SIZE),
});

export const contributorApplyBodySchema = z.strictObject({ code: subjectCodeField });
export const contributorApplyResultSchema = z.object({ status: z.number().int() });
export const codeQuerySchema = z.strictObject({ code: subjectCodeField });

// ---- helpers shared by server and browser --------------------------------------------------

/** What the subject header's action button is for this caller (spec 1 §4). */
export type SubjectAction = 'publish' | 'on-review' | 'request-access' | 'access-requested' | 'leave' | 'invited';
export function subjectAction(subject: Pick<Subject, 'mine' | 'role' | 'request_status' | 'last_publish_status' | 'invited'>): SubjectAction {
  if (subject.mine) return subject.last_publish_status === 'Requested' ? 'on-review' : 'publish';
  if (subject.role !== null) return 'leave';
  // The invitation's own Accept / Decline are the only actions then.
  if (subject.invited) return 'invited';
  if (subject.request_status !== null && subject.request_status !== 2) return 'access-requested';
  return 'request-access';
}
