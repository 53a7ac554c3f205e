import { z } from 'zod';

/** Bad-words check and reference check (spec 1 §7). */
export const badWordsQuerySchema = z.strictObject({ text: z.string().max(5000).default('') });
export const badWordsResultSchema = z.object({ has_bad_words: z.boolean(), words: z.array(z.string()) });
export type BadWordsResult = z.infer<typeof badWordsResultSchema>;

export const referenceParamsSchema = z.strictObject({ category: z.string().min(1).max(30), identifier: z.string().min(1).max(200) });
export const referenceResultSchema = z.object({ category: z.string(), identifier: z.string(), exists: z.literal(true) });
