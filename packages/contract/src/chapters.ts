import { z } from 'zod';
import { isPlainLine, rowIdParamSchema, rowIdSchema, textMessages } from './fields';
import { PLATFORMS } from './platforms';
import { subjectCodeField } from './subjects';

/** Chapters and chapter minigames of a normal subject (spec 1 §3, §4, §7 "Normal-subject chapters and minigames"). */

export const CHAPTER_NAME_MAX = 100;

/** The spec's messages for this area, word for word, plus our own where it is silent. */
export const chapterMessages = {
  nameRequired: 'Chapter name is required',
  nameTooLong: `Chapter name can be at most ${CHAPTER_NAME_MAX} characters.`,
  moveUpFirst: 'Cannot move up chapter. This is the highest chapter',
  moveDownLast: 'Cannot move down chapter. This is the lowest chapter',
  chapterCreated: 'Chapter created.',
  chapterUpdated: 'chapter updated.',
  chapterRemoved: 'chapter removed.',
  orderSaved: 'Chapter order saved.',
  minigameAdded: 'Minigame added successfully.',
  minigameRemoved: 'minigame removed.',
  minigameHidden: 'Minigame is hidden',
  minigameShown: 'Minigame is shown',
  chapterNotFound: 'Chapter not found.',
  minigameNotFound: 'Minigame not found.',
  teachingFormatNotFound: 'Teaching format not found.',
  notInTeachingFormat: 'This minigame is not offered for that teaching format.',
  alreadyInChapter: 'This minigame is already in the chapter.',
  notOnPlatform: 'This minigame is not available on the platform you chose.',
  wrongGameModule: 'This minigame belongs to another game module.',
  parentNotShareable: 'The shared content must come from the same minigame in this subject.',
  orderMismatch: 'The order must list every chapter of the subject exactly once.',
  adaptiveHasNoChapters: 'An adaptive subject has modules and levels, not chapters.',
  englishLocked: 'The chapters of the english subject cannot be changed.',
} as const;

/** The subject whose chapters nobody may change (spec 1 §6). */
export const LOCKED_SUBJECT_CODE = 'ENGLISH';

/**
 * Completion percentage (spec 1 §5, spec 2 §5): a whole number from 0 to 100 (the slider moves by 25);
 * a value with a minus sign becomes 0, above 100 becomes 100, anything not a whole number becomes 0.
 * The form and the server both read the value through this.
 */
export function clampCompletion(value: unknown): number {
  const text = String(value ?? '').trim();
  if (text.includes('-')) return 0;
  const n = Number(text);
  if (!Number.isInteger(n)) return 0;
  return Math.min(100, Math.max(0, n));
}
export const COMPLETION_STEP = 25;

export const chapterNameSchema = z
  .string()
  .trim()
  .min(1, chapterMessages.nameRequired)
  .max(CHAPTER_NAME_MAX, chapterMessages.nameTooLong)
  .refine(isPlainLine, textMessages.controlCharacters);

/** A chapter minigame as the content tab shows it (spec 1 §3). */
export const chapterMinigameSchema = z.object({
  chapter_minigame_id: z.number().int(),
  minigame_id: z.number().int(),
  minigame_name: z.string(),
  /** The game module (it fixes the shape of the entries) and the teaching format it was added under. */
  module_id: z.number().int(),
  module_name: z.string(),
  teaching_format_id: z.number().int().nullable(),
  teaching_format_name: z.string().nullable(),
  minigame_screenshot: z.string().nullable(),
  minigame_icon: z.string().nullable(),
  hidden: z.boolean(),
  is_doc: z.boolean(),
  is_chatbot: z.boolean(),
  /** Shared content: the chapter minigame whose entries this one uses, and that one's chapter name. */
  minigame_parent_id: z.number().int().nullable(),
  minigame_parent_name: z.string().nullable(),
  question_number: z.number().int(),
  minimum_entries: z.number().int(),
  last_update: z.string(),
  creator_username: z.string().nullable(),
  /** Other chapter minigames sharing the same content (its parent, or those using it as parent). */
  linked_mini_games: z.array(z.object({ chapter_minigame_id: z.number().int(), chapter_name: z.string(), hidden: z.boolean() })),
});
export type ChapterMinigame = z.infer<typeof chapterMinigameSchema>;

export const chapterSchema = z.object({
  chapter_id: z.number().int(),
  chapter_name: z.string(),
  completion_rate: z.number().int(),
  minigames: z.array(chapterMinigameSchema),
});
export type Chapter = z.infer<typeof chapterSchema>;

// ---- calls -----------------------------------------------------------------------------------

export const chapterIdParamsSchema = z.strictObject({ id: rowIdParamSchema });
export const chapterMinigameParamsSchema = z.strictObject({ chapterId: rowIdParamSchema, id: rowIdParamSchema });
export const chapterParamsSchema = z.strictObject({ chapterId: rowIdParamSchema });

/** `POST /chapters/order`: every chapter id of the subject once, in the new order ("3,1,2" or [3, 1, 2]). */
export const chapterOrderBodySchema = z.strictObject({
  code: subjectCodeField,
  orders: z.union([
    z.array(rowIdSchema).min(1).max(1000),
    z
      .string()
      .trim()
      .max(20_000)
      .regex(/^\d+(\s*,\s*\d+)*$/, chapterMessages.orderMismatch)
      .transform((text) => text.split(',').map((id) => Number(id.trim()))),
  ]),
});

/** `POST /chapters/update/{id}`: name and completion (clamped as the spec says). */
export const chapterUpdateBodySchema = z.strictObject({
  name: chapterNameSchema,
  completion_rate: z.union([z.number(), z.string().max(20)]).transform(clampCompletion),
});
export type ChapterUpdateBody = z.input<typeof chapterUpdateBodySchema>;

/** `POST /chapters/{chapterId}/minigames/save`: `module_id` is the teaching format it is chosen under. */
export const chapterMinigameSaveBodySchema = z.strictObject({
  minigame_id: rowIdSchema,
  minigame_parent_id: rowIdSchema.nullable().optional(),
  module_id: rowIdSchema,
});

/** `…/hide`: `keep_linked` 1 hides only this one, 0 hides the linked ones too. */
export const chapterMinigameHideBodySchema = z.strictObject({
  keep_linked: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()]).transform((v) => v === 1 || v === '1' || v === true),
});

/** A new chapter starts at 100% unless a positive percentage is chosen ("default 100 when 0", spec 2 §3). */
export const newChapterCompletion = (value: unknown) => clampCompletion(value) || 100;

/**
 * `POST /chapters/create` (spec 2 §3 "Chapter request data"): a chapter, its first minigame and,
 * unless creation is skipped (`question_object` null), its first entry, in one transaction.
 * `module_id` is the teaching format; `mg_name` and `teaching_format` are the names the wizard
 * showed and are not trusted (the catalogue's are used); `module_id_game`, when sent, must be the
 * minigame's game module; every platform in `platforms` must be one the minigame supports.
 */
export const chapterCreateBodySchema = z.strictObject({
  code: subjectCodeField,
  chapter_name: chapterNameSchema,
  completion_rate: z.union([z.number(), z.string().max(20)]).optional().transform(newChapterCompletion),
  module_id: rowIdSchema,
  minigame_id: rowIdSchema,
  module_id_game: rowIdSchema.optional(),
  question_object: z.record(z.string(), z.unknown()).nullable().optional(),
  mg_name: z.string().max(200).optional(),
  teaching_format: z.string().max(200).optional(),
  platforms: z.array(z.enum(PLATFORMS)).min(1).max(PLATFORMS.length).optional(),
});
export type ChapterCreateBody = z.input<typeof chapterCreateBodySchema>;
export type ChapterCreateRequest = z.output<typeof chapterCreateBodySchema>;
