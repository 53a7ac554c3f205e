import { z } from 'zod';
import { rowIdParamSchema, rowIdSchema } from '../fields';

/** `POST questions/{mg}/save` (spec 2 §7): a new entry without `id`, a change of one with it. */
export const questionSaveBodySchema = z.strictObject({
  is_adaptive: z.boolean().default(false),
  id: rowIdSchema.optional(),
  question_object: z.record(z.string(), z.unknown()),
});
export type QuestionSaveBody = z.input<typeof questionSaveBodySchema>;

export const questionIdParamsSchema = z.strictObject({ id: rowIdParamSchema });

export const questionSaveResultSchema = z.object({ question_id: z.number().int(), status: z.boolean() });

/** The spec's answers for saving and deleting entries (spec 2 §8), word for word, and ours where it is silent. */
export const entryMessages = {
  submitted: 'Entry submitted.',
  submittedForReview: 'Submitted as draft. Waiting for owner/manager approval.',
  deleted: 'Entry deleted.',
  notFound: 'Cannot find the question.',
  onReviewLocked: 'This entry is waiting for review; only the owner or a manager can change it now.',
  noRole: 'Only contributors of this subject can write entries.',
  demoLocked: 'Entries of a demo subject cannot be changed.',
  subjectMissing: 'Content not found, you will be redirect to subject page.',
  failList: 'Fail to submit :',
  failOne: 'Fail to submit. ',
  needsReview: 'needs to be approved or declined',
  beingReviewed: 'being reviewed',
} as const;
