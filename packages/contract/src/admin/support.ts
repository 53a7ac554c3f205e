import { z } from 'zod';
import { ATTACHMENT_COUNT_MAX, CONTACT_MESSAGE_MAX } from '../accounts';
import { isPlainLine, isPlainText, rowIdParamSchema, rowIdSchema, textMessages } from '../fields';
import { adminListBody, adminPlainListBodySchema, dateRangeShape, withDateRange } from './lists';
import { adminMessages } from './messages';

/** Contact tickets (spec 3 §3 "Ticket (admin)"); default sort date, newest first. */
export const ADMIN_TICKET_SORTS = ['date', 'sender_email', 'topic', 'reply_date'] as const;
export const adminTicketsBodySchema = withDateRange(adminListBody(ADMIN_TICKET_SORTS, { order_by: 'date', asc: false }, {
  unreplied_only: z.boolean().default(false),
  ...dateRangeShape,
}));
export type AdminTicketsBody = z.input<typeof adminTicketsBodySchema>;

export const adminTicketSchema = z.object({
  ticket_id: z.number().int(),
  sender_email: z.string(),
  topic: z.string(),
  message: z.string(),
  /** Signed links to the attached images (they expire after a few minutes). */
  screenshots: z.array(z.string()),
  date: z.string(),
  replied: z.boolean(),
  reply_date: z.string().nullable(),
  reply_message: z.string().nullable(),
});
export type AdminTicket = z.infer<typeof adminTicketSchema>;

export const ticketIdParamsSchema = z.strictObject({ ticketId: rowIdParamSchema });

/** POST /admin/contacts/tickets/reply/{ticketId}: attachments are JPEG data URLs (total 2000 KB, none twice). */
export const ticketReplyBodySchema = z.strictObject({
  message: z.string().trim().min(1, adminMessages.replyRequired).max(CONTACT_MESSAGE_MAX).refine(isPlainText, textMessages.controlCharacters),
  attachments: z.array(z.string().max(4_000_000)).max(ATTACHMENT_COUNT_MAX).default([]),
});
export type TicketReplyBody = z.input<typeof ticketReplyBodySchema>;

/** Admin FAQ (spec 3 §3 "Admin FAQ entry"). */
export const adminFaqListBodySchema = adminPlainListBodySchema;
export const adminFaqSchema = z.object({
  faq_id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  image: z.string().nullable(),
  banned: z.boolean(),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;

/** Every rule of the FAQ form; the form shows them together in one toast and the server refuses them. */
export function faqProblems(v: { question?: string; answer?: string }): string[] {
  const problems: string[] = [];
  if (!v.question?.trim()) problems.push(adminMessages.questionRequired);
  if (!v.answer?.trim()) problems.push(adminMessages.answerRequired);
  return problems;
}

export const faqSaveBodySchema = z
  .strictObject({
    id: rowIdSchema.optional(),
    question: z.string().trim().max(500).refine(isPlainLine, textMessages.controlCharacters).default(''),
    answer: z.string().trim().max(5000).refine(isPlainText, textMessages.controlCharacters).default(''),
    /** A new JPEG as a data URL, the stored URL when unchanged, '' or null for none. */
    image: z.string().max(4_000_000).nullable().default(null),
  })
  .superRefine((v, ctx) => {
    for (const message of faqProblems(v)) ctx.addIssue({ code: 'custom', message, path: [message === adminMessages.questionRequired ? 'question' : 'answer'] });
  });
export type FaqSaveBody = z.input<typeof faqSaveBodySchema>;
export const faqIdParamsSchema = z.strictObject({ id: rowIdParamSchema });

/** Legal pages (spec 3 §3 "Legal page"): edited, never added or deleted. */
export const adminLegalListBodySchema = adminPlainListBodySchema;
export const adminLegalSchema = z.object({ type: z.string(), page_name: z.string(), content: z.string() });
export type AdminLegal = z.infer<typeof adminLegalSchema>;
export const legalTypeParamsSchema = z.strictObject({ type: z.string().min(1).max(20) });
export const legalUpdateBodySchema = z.strictObject({ content: z.string().max(200_000) });
