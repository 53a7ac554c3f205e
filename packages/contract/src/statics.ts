import { z } from 'zod';

/** FAQ and legal pages (spec 3 §2 static pages). */
export const LEGAL_PAGE_TYPES = ['tos', 'privacy', 'cookie'] as const;
export type LegalPageType = (typeof LEGAL_PAGE_TYPES)[number];

export const faqItemSchema = z.object({
  question: z.string(),
  answer: z.object({ text: z.string(), image: z.string().nullable() }),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const legalPageSchema = z.object({ type: z.string(), page_name: z.string(), content: z.string(), updated_at: z.string() });
export type LegalPageContent = z.infer<typeof legalPageSchema>;
