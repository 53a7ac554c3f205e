import { sql } from 'drizzle-orm';
import { adminMessages, type AdminFaq, type AdminLegal, type AdminPlainListBody, type FaqSaveBody } from '@cp/contract';
import { schema } from '@cp/db';
import type { AuthAdmin } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { bumpVersion, forgetVersion } from '../../platform/etag';
import { storeJpeg } from '../../platform/images';
import { sanitizeLegalHtml } from '../statics/service';
import { audit } from './audit';
import { likePattern, pageOf } from './list';

/** Where FAQ images are stored (listed in platform/housekeeping.ts). */
export const FAQ_FOLDER = 'faq';

interface FaqRow extends Record<string, unknown> {
  id: number;
  question: string;
  answer: string;
  image: string | null;
}
const toAdminFaq = (r: FaqRow): AdminFaq => ({ faq_id: r.id, question: r.question, answer: r.answer, image: r.image || null, banned: false });

/** FAQ in the order the public page shows it. */
export async function faqPage(ctx: AppContext, body: Required<AdminPlainListBody>) {
  const like = likePattern(body.search);
  const where = body.search ? sql`(f.question ILIKE ${like} OR f.answer ILIKE ${like})` : sql`true`;
  return pageOf(ctx.db, {
    count: sql`SELECT count(*)::int AS n FROM faqs f WHERE ${where}`,
    rows: (window) => sql`SELECT f.id, f.position, f.question, f.answer, f.image FROM faqs f WHERE ${where} ORDER BY f.position, f.id ${window}`,
    page: body.page,
    n: body.n,
    map: toAdminFaq,
    together: sql`p.position, p.id`,
  });
}

/** Adds a FAQ at the end of the list, or edits one; the public /faq reads the table, so it changes at once. */
export async function saveFaq(ctx: AppContext, admin: AuthAdmin, body: FaqSaveBody & { question: string; answer: string }): Promise<AdminFaq> {
  const current = body.id === undefined ? null : await ctx.db.query.faqs.findFirst({ where: (f, { eq }) => eq(f.id, body.id!) });
  if (body.id !== undefined && !current) throw notFound(adminMessages.faqNotFound);
  let image: string | null = null;
  if (body.image && body.image === current?.image) image = current.image;
  else if (body.image) {
    if (!body.image.startsWith('data:')) throw badRequest('Images must be sent as JPEG data URLs.');
    image = await storeJpeg(ctx.storage, body.image, FAQ_FOLDER);
  }
  const values = { question: body.question.trim(), answer: body.answer.trim(), image };
  const row = await ctx.db.transaction(async (tx) => {
    let saved: FaqRow;
    if (current) {
      [saved] = (await tx.update(schema.faqs).set(values).where(sql`${schema.faqs.id} = ${current.id}`).returning()) as FaqRow[] as [FaqRow];
    } else {
      const { rows } = await tx.execute<{ next: number }>(sql`SELECT coalesce(max(position), 0) + 1 AS next FROM faqs`);
      [saved] = (await tx.insert(schema.faqs).values({ ...values, position: rows[0]!.next }).returning()) as FaqRow[] as [FaqRow];
    }
    await audit(tx, admin, current ? 'faq.edit' : 'faq.create', `${saved.id} ${values.question.slice(0, 120)}`);
    await bumpVersion(tx, 'statics');
    return saved;
  });
  forgetVersion(ctx.db, 'statics');
  return toAdminFaq(row);
}

export async function deleteFaq(ctx: AppContext, admin: AuthAdmin, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(schema.faqs).where(sql`${schema.faqs.id} = ${id}`).returning();
    if (!row) throw notFound(adminMessages.faqNotFound);
    await audit(tx, admin, 'faq.delete', `${id} ${row.question.slice(0, 120)}`);
    await bumpVersion(tx, 'statics');
  });
  forgetVersion(ctx.db, 'statics');
}

export async function legalPage(ctx: AppContext, body: Required<AdminPlainListBody>) {
  const like = likePattern(body.search);
  const where = body.search ? sql`(l.page_name ILIKE ${like} OR l.type ILIKE ${like})` : sql`true`;
  return pageOf(ctx.db, {
    count: sql`SELECT count(*)::int AS n FROM legal_pages l WHERE ${where}`,
    rows: (window) => sql`SELECT l.type, l.page_name, l.content FROM legal_pages l WHERE ${where} ORDER BY l.page_name ${window}`,
    page: body.page,
    n: body.n,
    together: sql`p.page_name`,
    map: (r: { type: string; page_name: string; content: string }): AdminLegal => ({ type: r.type, page_name: r.page_name, content: sanitizeLegalHtml(r.content) }),
  });
}

/** Stores the editor's markup after the allow-list sanitiser, so the public pages never get more than it allows. */
export async function updateLegal(ctx: AppContext, admin: AuthAdmin, type: string, content: string): Promise<{ page: AdminLegal; message: string }> {
  const clean = sanitizeLegalHtml(content);
  const row = await ctx.db.transaction(async (tx) => {
    const [saved] = await tx.update(schema.legalPages).set({ content: clean, updatedAt: new Date() }).where(sql`${schema.legalPages.type} = ${type}`).returning();
    if (!saved) throw notFound(adminMessages.legalNotFound);
    await audit(tx, admin, 'legal.edit', `${saved.type} ${saved.pageName}`, { detail: { characters: clean.length, removed: content.length - clean.length } });
    await bumpVersion(tx, 'statics');
    return saved;
  });
  forgetVersion(ctx.db, 'statics');
  return { page: { type: row.type, page_name: row.pageName, content: row.content }, message: adminMessages.legalSaved(row.pageName) };
}
