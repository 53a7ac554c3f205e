import { z } from 'zod';
import { pageNumberSchema, rowIdParamSchema } from '../fields';
import { platformMediaSchema } from '../catalogue';

/** The question page's calls (spec 2 §7): banner and entry list of a chapter minigame. */

export const QUESTION_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_QUESTION_PAGE_SIZE = 10;

export const minigameParamsSchema = z.strictObject({ mg: rowIdParamSchema });

/** `GET questions/{mg}/banner` (spec 2 §3 "Banner"). */
export const questionBannerSchema = z.object({
  summary: z.object({
    /** Approved entries still missing to reach the minigame's minimum (0 when reached). */
    required_question: z.number().int(),
    review_question: z.number().int(),
    valid_question: z.number().int(),
    last_update: z.string().nullable(),
    last_editor: z.string().nullable(),
  }),
  minigame_data: z.object({
    icon: z.string().nullable(),
    name: z.string(),
    screenshots: platformMediaSchema,
    video: platformMediaSchema,
  }),
  /** The game module: it fixes the entry form and the table's columns. */
  module_id: z.number().int(),
  chapter_id: z.number().int(),
  chapter_name: z.string(),
  /** Shared content: the entries shown are those of this chapter minigame. */
  content_minigame_id: z.number().int(),
  /** Open-response games: the evaluation questions role 3 set (null: the defaults). */
  response_eval: z.array(z.string()).nullable(),
});
export type QuestionBanner = z.infer<typeof questionBannerSchema>;

/** `POST questions/{mg}/list`, with `?id=` to open the page holding that entry. */
export const questionListQuerySchema = z.strictObject({ id: rowIdParamSchema.optional() });
export const questionListBodySchema = z.strictObject({
  n: z
    .number()
    .int()
    .refine((n) => (QUESTION_PAGE_SIZES as readonly number[]).includes(n), `n must be one of ${QUESTION_PAGE_SIZES.join(', ')}`)
    .default(DEFAULT_QUESTION_PAGE_SIZE),
  page: pageNumberSchema.default(1),
  search: z.string().trim().max(100).default(''),
  /** Only entries on review. */
  is_review: z.boolean().default(false),
  is_adaptive: z.boolean().default(false),
});
export type QuestionListBody = z.input<typeof questionListBodySchema>;

/** One entry as the question table shows it (spec 2 §3 "Question entry"). */
export const questionEntrySchema = z.object({
  question_id: z.number().int(),
  /** Its place in the minigame's list (oldest first), as the No column shows it. */
  question_number: z.number().int(),
  question_object: z.record(z.string(), z.unknown()),
  /** True while the entry is on review. */
  status: z.boolean(),
  /** Declined by a reviewer (it stays editable by its author). */
  declined: z.boolean(),
  /** On review and never approved before. */
  is_new: z.boolean(),
  chapter_mini_game_id: z.number().int(),
  editor: z.string().nullable(),
  datetime: z.string(),
  /** Goes up with every change; a save sends the revision it started from. */
  revision: z.number().int(),
});
export type QuestionEntry = z.infer<typeof questionEntrySchema>;

/** What the list answers beside `data` and the paging totals (spec 2 §3 "List response"). */
export const questionListExtraSchema = z.object({
  module_id: z.number().int(),
  minigame_id: z.number().int(),
  /** Entries on review in the whole list. */
  question_review: z.number().int(),
  /** Ids of every entry matching the filters, in order (for select-all). */
  all_question_ids: z.array(z.number().int()),
  subject_module_id: z.number().int().nullable(),
  /** The page the answer holds (with `?id=`, the page of that entry). */
  page: z.number().int(),
});
