import { z } from 'zod';
import { ATTACHMENT_COUNT_MAX, CONTACT_MESSAGE_MAX, accountMessages, emailSchema } from './accounts';
import { isPlainLine, isPlainText, textMessages } from './fields';

/** The contact form's ticket (spec 3 §3, §6). */
export const CONTACT_TOPICS_COMMON = ['General Question', 'Technical Issue', 'Report', 'Copyright Issue', 'Feedback', 'Others'] as const;
export const CONTACT_TOPICS_VISITOR = ['Sign up', 'Login', 'Banned Profile', ...CONTACT_TOPICS_COMMON] as const;
export const CONTACT_TOPICS_USER = ['Subject Verification', 'User Verification', ...CONTACT_TOPICS_COMMON] as const;
export const contactTopicsFor = (loggedIn: boolean): readonly string[] => (loggedIn ? CONTACT_TOPICS_USER : CONTACT_TOPICS_VISITOR);

/** POST /contact-us/send-ticket: attachments are JPEG data URLs. */
export const contactTicketBodySchema = z.strictObject({
  email: emailSchema,
  topic: z.string().trim().min(1, accountMessages.topicRequired).max(60).refine(isPlainLine, textMessages.controlCharacters),
  message: z.string().trim().min(1, accountMessages.messageRequired).max(CONTACT_MESSAGE_MAX).refine(isPlainText, textMessages.controlCharacters),
  attachments: z.array(z.string()).max(ATTACHMENT_COUNT_MAX, accountMessages.tooManyAttachments).default([]),
});
export type ContactTicketBody = z.infer<typeof contactTicketBodySchema>;

export const contactTicketResultSchema = z.object({ ticket_id: z.number().int() });
