import { z } from 'zod';
import { rowIdParamSchema, rowIdSchema } from '../fields';

/** `POST questions/{mg}/save` (spec 2 §7): a new entry without `id`, a change of one with it. */
export const questionSaveBodySchema = z.strictObject({
  is_adaptive: z.boolean().default(false),
  id: rowIdSchema.optional(),
  /** The entry's revision when the editor opened it: a save over a newer one is refused (409). */
  revision: z.number().int().positive().optional(),
  question_object: z.record(z.string(), z.unknown()),
});
export type QuestionSaveBody = z.input<typeof questionSaveBodySchema>;

export const questionIdParamsSchema = z.strictObject({ id: rowIdParamSchema });

export const questionSaveResultSchema = z.object({ question_id: z.number().int(), status: z.boolean() });
