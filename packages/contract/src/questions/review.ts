import { z } from 'zod';
import { pageNumberSchema, rowIdParamSchema, rowIdSchema, wholeNumberTextSchema } from '../fields';
import { QUESTION_PAGE_SIZES, DEFAULT_QUESTION_PAGE_SIZE } from './calls';
import { questionMessages, readPath, type QuestionObject } from './check';
import { QUESTION_LIMITS, questionFields, questionModule } from './modules';

/**
 * Reviewing entries (spec 2 §4 "Entry review", §7; spec 3 §2 "Manager task page", §7): role 3
 * approves or declines one entry, every entry on review of a minigame, or every task at once.
 */
export const reviewMessages = {
  approved: 'Entry approved.',
  declined: 'Entry declined.',
  approvedAll: 'success approve',
  declinedAll: 'success decline',
  // ours, where the spec is silent
  commentRequired: 'Please write a comment for the contributor.',
  notPending: 'This entry is no longer waiting for review.',
  nothingPending: 'No entries are waiting for review.',
  changedMeanwhile: (editor: string | null) =>
    `${editor ?? 'Someone'} changed this entry after you opened it. Open it again to see the change before you approve or decline it.`,
} as const;

/** Spec 2 §9: offered in the decline modal. */
export const DECLINE_REASONS = ['Not relevant.', 'Typo(s) detected.', 'Bad word(s) detected.', 'Duplicate.'] as const;
export const REVIEW_COMMENT_MAX = 300;

export type ReviewDecision = 'approve' | 'decline';

/** One entry id, or `all` (every entry on review there). */
export const reviewTargetSchema = z.union([z.literal('all'), rowIdParamSchema]);
export const reviewParamsSchema = z.strictObject({ mg: rowIdParamSchema, target: reviewTargetSchema });

/** What the reviewer saw: an entry and the revision it had then (a newer one is not decided blind). */
export const seenEntrySchema = z.strictObject({ id: rowIdSchema, revision: z.number().int().positive() });

export const reviewBodySchema = z.strictObject({
  is_adaptive: z.boolean().default(false),
  /** Required to decline; kept with the entry and sent to its author. */
  comment: z.string().trim().max(REVIEW_COMMENT_MAX).optional(),
  /** One entry: the revision the reviewer opened. */
  revision: z.number().int().positive().optional(),
  /** `all`: only these entries, at these revisions, are decided; the others stay on review (counted as skipped). */
  seen: z.array(seenEntrySchema).max(20_000).optional(),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

/** How many entries the decision changed, and how many it left because they changed meanwhile. */
export const reviewResultSchema = z.object({ changed: z.number().int(), skipped: z.number().int() });
export type ReviewResult = z.infer<typeof reviewResultSchema>;

export const ENTRY_STATES = ['On Review', 'Approved', 'Declined'] as const;
export type EntryState = (typeof ENTRY_STATES)[number];
/** What an entry's `approved` stands for: null on review, true approved, false declined. */
export const entryState = (approved: boolean | null | undefined): EntryState => (approved == null ? 'On Review' : approved ? 'Approved' : 'Declined');

/** `GET questions/{id}/history`: every saved state, newest first. */
export const historyItemSchema = z.object({
  status: z.enum(ENTRY_STATES),
  editor: z.string().nullable(),
  date: z.string(),
  question_object: z.record(z.string(), z.unknown()),
  comment: z.string().nullable(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

/** `GET questions/{id}/changes`: the last approved version against the one on review. */
export const entryChangesSchema = z.object({
  /** Null for a new entry (nothing approved before). */
  old: z.record(z.string(), z.unknown()).nullable(),
  new: z.record(z.string(), z.unknown()),
  /** Paths of the fields whose value differs. */
  changed: z.array(z.string()),
  module_id: z.number().int(),
  revision: z.number().int(),
});
export type EntryChanges = z.infer<typeof entryChangesSchema>;

// ---- the manager task page -----------------------------------------------------------------

/** Columns 0–7 of the task table (spec 3 §2; which column is which is ours, docs/decisions.md). */
export const TASK_COLUMNS = ['Subject', 'Chapter', 'Minigame', 'Entry', 'Editor', 'Status', 'Date', 'Type'] as const;
export const DEFAULT_TASK_SORT = 6;

export const managerTasksBodySchema = z.strictObject({
  page: pageNumberSchema.default(1),
  n: z
    .number()
    .int()
    .refine((n) => (QUESTION_PAGE_SIZES as readonly number[]).includes(n), `n must be one of ${QUESTION_PAGE_SIZES.join(', ')}`)
    .default(DEFAULT_QUESTION_PAGE_SIZE),
  order_by: wholeNumberTextSchema.min(0).max(TASK_COLUMNS.length - 1).default(DEFAULT_TASK_SORT),
  asc: z.boolean().default(false),
});
export type ManagerTasksBody = z.input<typeof managerTasksBodySchema>;

export const managerTaskSchema = z.object({
  question_id: z.number().int(),
  subject_code: z.string(),
  subject_name: z.string(),
  chapter_id: z.number().int().nullable(),
  chapter_name: z.string().nullable(),
  chapter_mini_game_id: z.number().int().nullable(),
  mini_game_name: z.string().nullable(),
  topic_id: z.number().int().nullable(),
  topic_name: z.string().nullable(),
  is_adaptive: z.boolean(),
  editor: z.string().nullable(),
  date: z.string(),
  module_game_id: z.number().int(),
  question_object: z.record(z.string(), z.unknown()),
  /** Null: on review. */
  approved: z.boolean().nullable(),
  revision: z.number().int(),
  /** The next task in this order (after the last one of the page, the first of the next), for the detail view. */
  next_question_id: z.number().int().nullable(),
});
export type ManagerTask = z.infer<typeof managerTaskSchema>;

export const taskIdParamsSchema = z.strictObject({ question_id: rowIdParamSchema });
export const managerTaskDetailSchema = z.object({ task: managerTaskSchema, old: z.record(z.string(), z.unknown()).nullable(), new: z.record(z.string(), z.unknown()), changed: z.array(z.string()) });
export type ManagerTaskDetail = z.infer<typeof managerTaskDetailSchema>;

export const taskDecisionParamsSchema = z.strictObject({ decision: z.enum(['approve', 'decline']) });
export const allTasksBodySchema = z.strictObject({
  comment: z.string().trim().max(REVIEW_COMMENT_MAX).optional(),
  seen: z.array(seenEntrySchema).max(20_000).optional(),
});

/** The form fields (paths) whose values differ between two versions of an entry (View changes marks them). */
export function changedFields(gameModuleId: number, before: QuestionObject | null, after: QuestionObject): string[] {
  // Adaptive forms have every field the plain ones have, and more.
  return questionFields(gameModuleId, true)
    .filter((f) => JSON.stringify(readPath(before ?? {}, f.path) ?? null) !== JSON.stringify(readPath(after, f.path) ?? null))
    .map((f) => f.path);
}

// ---- response evaluation (modules 13/18) -----------------------------------------------------

/** Spec 2 §5: the three default questions; adaptive subjects have five, the last two optional. */
export const DEFAULT_EVALUATION_PROMPTS = [
  'Was the answer relevant to the question posed?',
  'Did the answer contain good/correct grammar?',
  'Were the words in the answer repetitive?',
] as const;
export const REQUIRED_EVALUATION_PROMPTS = 3;
export const evaluationPromptCount = (adaptive: boolean) => (adaptive ? 5 : REQUIRED_EVALUATION_PROMPTS);

export const evaluationMessages = {
  allRequired: 'All input is required!',
  // ours, where the spec is silent
  saved: 'Evaluation questions saved.',
  notOpenResponse: 'Only open-response minigames have evaluation questions.',
} as const;

/** Open-response games (13, 18) are the ones whose answers are evaluated. */
export const hasResponseEvaluation = (gameModuleId: number) => questionModule(gameModuleId).family === 'open-response';

/** The problem with a set of evaluation questions, or null: the first three are required, each at most 50 characters. */
export function evaluationPromptsProblem(prompts: readonly string[], adaptive: boolean): string | null {
  const list = prompts.map((p) => p.trim());
  if (list.length > evaluationPromptCount(adaptive) || list.slice(0, REQUIRED_EVALUATION_PROMPTS).filter(Boolean).length < REQUIRED_EVALUATION_PROMPTS) return evaluationMessages.allRequired;
  const long = list.findIndex((p) => p.length > QUESTION_LIMITS.evaluationLabel);
  return long >= 0 ? questionMessages.checkField(`Evaluation question ${long + 1}`) : null;
}

/** `POST response-eval/{mg}/save`: the questions, in order (empty optional ones are dropped). */
export const responseEvalBodySchema = z.strictObject({
  data: z.array(z.string().max(500)).min(1).max(5),
  is_adaptive: z.boolean().default(false),
});
export type ResponseEvalBody = z.input<typeof responseEvalBodySchema>;
