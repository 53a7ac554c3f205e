import { z } from 'zod';
import { chapterCreateBodySchema } from '../chapters';

/** `POST questions/generate-preview`: the wizard sends its chapter request data; an entry form sends its entry. */
export const previewBodySchema = chapterCreateBodySchema
  .partial({ code: true, chapter_name: true, module_id: true, completion_rate: true })
  .extend({
    question_object: z.record(z.string(), z.unknown()),
    is_adaptive: z.boolean().optional(),
  });
export type PreviewBody = z.input<typeof previewBodySchema>;
export type PreviewRequest = z.output<typeof previewBodySchema>;

const segmentSchema = z.object({ text: z.string(), marked: z.boolean() });
const docScreenSchema = z.object({
  title: z.string(),
  image: z.string().nullable(),
  npc: z.string().nullable(),
  prompt: z.string().nullable(),
  passage: z.array(segmentSchema).nullable(),
  hints: z.array(z.string()),
  choices: z.array(z.object({ text: z.string(), correct: z.boolean() })),
  input: z.enum(['choose', 'type', 'speak', 'spell']),
  answer: z.string().nullable(),
  notes: z.array(z.string()),
});
const keyboardSchema = z.object({ inline_keyboard: z.array(z.array(z.object({ text: z.string(), callback_data: z.string() }))) });
const telegramCallSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('sendMessage'), text: z.string(), reply_markup: keyboardSchema.optional() }),
  z.object({ method: z.literal('sendPhoto'), photo: z.string(), caption: z.string().optional(), reply_markup: keyboardSchema.optional() }),
  z.object({
    method: z.literal('sendPoll'), question: z.string(), options: z.array(z.object({ text: z.string() })), type: z.literal('quiz'),
    correct_option_id: z.number().int(), is_anonymous: z.literal(false),
  }),
]);

export const previewResultSchema = z.object({
  mini_game_id: z.number().int(),
  mini_game_name: z.string(),
  icon: z.string().nullable(),
  preview: z.object({
    doc: z.object({ platform: z.literal('doc'), layout: z.string(), screens: z.array(docScreenSchema) }).optional(),
    chatbot: z.object({
      platform: z.literal('chatbot'),
      steps: z.array(z.object({ when: z.string().nullable(), call: telegramCallSchema })),
      problems: z.array(z.object({
        paths: z.array(z.string()), fields: z.array(z.string()), limit: z.string(), max: z.number().int(), actual: z.number().int(), message: z.string(),
      })),
    }).optional(),
  }),
});
export type PreviewResult = z.infer<typeof previewResultSchema>;
