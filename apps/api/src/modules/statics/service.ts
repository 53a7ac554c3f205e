import { asc, eq } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { FaqItem, LegalPageContent, LegalPageType } from '@cp/contract';
import { schema } from '@cp/db';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';

/**
 * What legal pages may contain: the markup of the admin's rich-text editor (Quill, snow theme) and
 * no more. Scripts, styles, event handlers, iframes and `javascript:` links are removed; links to
 * other sites open in a new tab without access to this one.
 */
const LEGAL_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'span', 'sub', 'sup'],
  // Quill 2 writes every list as <ol> and marks bullet items with data-list="bullet".
  allowedAttributes: { a: ['href', 'target', 'rel'], li: ['data-list'], '*': ['class'] },
  allowedClasses: { '*': [/^ql-(align|indent|size|direction)-[a-z0-9-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '#';
      const external: sanitizeHtml.Attributes = { href, target: '_blank', rel: 'noopener noreferrer' };
      return { tagName, attribs: /^https?:\/\//i.test(href) ? external : { href } };
    },
  },
};

/**
 * Sanitised markup by stored markup. Pages are sanitised when saved and again when read (in case a
 * row was written some other way); there are a handful, so each is parsed once per process, not
 * on every read of the back-office's list (28% of that call's CPU).
 */
const sanitised = new Map<string, string>();
const SANITISED_KEPT = 32;

export function sanitizeLegalHtml(html: string): string {
  let clean = sanitised.get(html);
  if (clean === undefined) {
    clean = sanitizeHtml(html, LEGAL_HTML);
    if (sanitised.size >= SANITISED_KEPT) sanitised.clear();
    sanitised.set(html, clean);
  }
  return clean;
}

export async function listFaq(ctx: AppContext): Promise<FaqItem[]> {
  const rows = await ctx.db.select().from(schema.faqs).orderBy(asc(schema.faqs.position), asc(schema.faqs.id));
  return rows.map((r) => ({ question: r.question, answer: { text: r.answer, image: r.image || null } }));
}

export async function getLegalPage(ctx: AppContext, type: LegalPageType): Promise<LegalPageContent> {
  const row = await ctx.db.query.legalPages.findFirst({ where: eq(schema.legalPages.type, type) });
  if (!row) throw notFound('This page has no content yet.');
  return { type: row.type, page_name: row.pageName, content: sanitizeLegalHtml(row.content), updated_at: row.updatedAt.toISOString() };
}
