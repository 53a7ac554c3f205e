import { and, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { schema } from '@cp/db';
import { purgeExpiredSessions } from './auth';
import type { AppContext } from './context';
import { purgeExpiredCounters } from './throttle';

/** Uploaded files younger than this are never swept: the row that will point at them may not be written yet. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60_000;
/** Used or expired e-mail links are kept this long (they answer "invalid or expired" meanwhile anyway). */
const TOKEN_KEEP_MS = 7 * 24 * 60 * 60_000;

/**
 * Storage folders of user uploads, and every column that may point at a file in them. A feature
 * that stores uploads in a new folder or column adds it here, or its files are never swept (a
 * folder not listed is never touched).
 */
const UPLOAD_FOLDERS = ['avatars/', 'covers/', 'tickets/', 'minigames/', 'faq/'] as const;
const referencedUrls = sql`
  SELECT avatar AS url FROM users WHERE avatar IS NOT NULL
  UNION SELECT image FROM subjects WHERE image IS NOT NULL AND deleted_at IS NULL
  UNION SELECT image FROM faqs WHERE image IS NOT NULL
  UNION SELECT icon FROM minigames WHERE icon IS NOT NULL
  UNION SELECT v FROM minigames, jsonb_each_text(screenshots) AS s(k, v) WHERE v IS NOT NULL
  UNION SELECT jsonb_array_elements_text(attachments) FROM contact_tickets
  UNION SELECT jsonb_array_elements_text(reply_attachments) FROM contact_tickets`;

export interface HousekeepingReport {
  sessions: number;
  tokens: number;
  counters: number;
  files: number;
}

/**
 * Deletes uploaded files no row points at any more: replaced avatars and covers, and the covers of
 * deleted subjects (whose row then forgets the address, so nothing shows a missing image).
 */
export async function sweepOrphanedUploads(ctx: Pick<AppContext, 'db' | 'storage'>, now = Date.now()): Promise<number> {
  const rows = await ctx.db.execute<{ url: string }>(referencedUrls);
  const used = new Set(rows.rows.map((r) => r.url.replace(/^\/media\//, '')));
  const removed: string[] = [];
  for (const folder of UPLOAD_FOLDERS) {
    for (const file of await ctx.storage.list(folder)) {
      if (used.has(file.key) || now - file.modifiedAt.getTime() < ORPHAN_GRACE_MS) continue;
      await ctx.storage.delete(file.key);
      removed.push(`/media/${file.key}`);
    }
  }
  if (removed.length) {
    await ctx.db
      .update(schema.subjects)
      .set({ image: null })
      .where(and(isNotNull(schema.subjects.deletedAt), inArray(schema.subjects.image, removed)));
  }
  return removed.length;
}

/** The hourly pg-boss job: expired sessions, spent links, ended throttle windows, orphaned uploads. */
export async function runHousekeeping(ctx: Pick<AppContext, 'db' | 'storage' | 'config'>): Promise<HousekeepingReport> {
  const t = schema.userTokens;
  const before = new Date(Date.now() - TOKEN_KEEP_MS);
  const tokens = await ctx.db.delete(t).where(or(lt(t.usedAt, before), lt(t.expiresAt, before))).returning({ id: t.id });
  return {
    sessions: await purgeExpiredSessions(ctx),
    tokens: tokens.length,
    counters: await purgeExpiredCounters(ctx),
    files: await sweepOrphanedUploads(ctx),
  };
}
