import { sql, type SQL } from 'drizzle-orm';
import { adminMessages, PLATFORMS, type AdminMinigame, type AdminMinigamesBody, type MinigameSaveBody, type Platform } from '@cp/contract';
import { schema, type DbOrTx, type PlatformMedia } from '@cp/db';
import type { AuthAdmin } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { bumpVersion, forgetVersion } from '../../platform/etag';
import { storeJpeg } from '../../platform/images';
import { audit } from './audit';
import { likePattern, orderClause, pageOf } from './list';

/** Where the back-office stores minigame icons and screenshots (listed in platform/housekeeping.ts). */
export const MINIGAME_FOLDER = 'minigames';

/** How many subjects and chapters use each minigame: kept per minigame in 16 rows (migration 0029). */
const USAGE = sql`coalesce(k.used_by_subject, 0) AS used_by_subject, coalesce(k.used_by_chapter, 0) AS used_by_chapter`;
const WITH_USAGE = sql`minigames g JOIN game_modules gm ON gm.id = g.game_module_id
  LEFT JOIN LATERAL (SELECT sum(subjects)::int AS used_by_subject, sum(chapters)::int AS used_by_chapter FROM minigame_usage WHERE minigame_id = g.id) k ON true`;
const COLUMNS = sql`g.id, g.name, g.game_module_id, gm.name AS module_name, g.icon, g.screenshots, g.video, g.description, g.minimum_entries,
  g.is_doc, g.is_chatbot, g.published,
  (SELECT coalesce(json_agg(json_build_object('teaching_material_id', t.id, 'name', t.name) ORDER BY t.position, t.id), '[]')
     FROM minigame_teaching_materials mt JOIN teaching_materials t ON t.id = mt.teaching_material_id WHERE mt.minigame_id = g.id) AS teaching_materials`;

interface MinigameRow extends Record<string, unknown> {
  id: number;
  name: string;
  game_module_id: number;
  module_name: string;
  icon: string | null;
  screenshots: PlatformMedia;
  video: PlatformMedia;
  description: string;
  minimum_entries: number;
  is_doc: boolean;
  is_chatbot: boolean;
  published: boolean;
  teaching_materials: { teaching_material_id: number; name: string }[];
  used_by_subject: number;
  used_by_chapter: number;
}

const toAdminMinigame = (r: MinigameRow): AdminMinigame => ({
  mini_game_id: r.id,
  name: r.name,
  module_id: r.game_module_id,
  module_name: r.module_name,
  icon: r.icon,
  screenshots: { doc: r.screenshots.doc ?? null, chatbot: r.screenshots.chatbot ?? null },
  video: { doc: r.video.doc ?? null, chatbot: r.video.chatbot ?? null },
  description: r.description,
  minimum_entries: r.minimum_entries,
  used_by_subject: r.used_by_subject,
  used_by_chapter: r.used_by_chapter,
  is_doc: r.is_doc,
  is_chatbot: r.is_chatbot,
  published: r.published,
  platforms: PLATFORMS.filter((p) => (p === 'doc' ? r.is_doc : r.is_chatbot)),
  teaching_materials: r.teaching_materials,
});

/** Sort keys on the outer query `g` of minigamesPage, which carries the usage counts. */
const SORTS = {
  name: sql`lower(g.name)`,
  module_name: sql`lower(g.module_name)`,
  minimum_entries: sql`g.minimum_entries`,
  used_by_subject: sql`g.used_by_subject`,
  used_by_chapter: sql`g.used_by_chapter`,
} as const;

/** The catalogue holds tens of minigames, so the page sorts all of them, usage counts included. */
export async function minigamesPage(ctx: AppContext, body: Required<AdminMinigamesBody>) {
  const parts: SQL[] = [sql`g.deleted_at IS NULL`];
  if (body.unpublished_only) parts.push(sql`NOT g.published`);
  if (body.search) {
    const like = likePattern(body.search);
    parts.push(sql`(g.name ILIKE ${like} OR gm.name ILIKE ${like} OR g.description ILIKE ${like})`);
  }
  const where = sql.join(parts, sql` AND `);
  return pageOf(ctx.db, {
    count: sql`SELECT count(*)::int AS n FROM minigames g JOIN game_modules gm ON gm.id = g.game_module_id WHERE ${where}`,
    rows: (window) => sql`SELECT * FROM (SELECT ${COLUMNS}, ${USAGE} FROM ${WITH_USAGE} WHERE ${where}) g
      ORDER BY ${orderClause(SORTS[body.order_by], body.asc, sql`g.id`)} ${window}`,
    page: body.page,
    n: body.n,
    map: toAdminMinigame,
  });
}

async function minigameRow(db: DbOrTx, id: number): Promise<MinigameRow | undefined> {
  const { rows } = await db.execute<MinigameRow>(sql`SELECT ${COLUMNS}, ${USAGE} FROM ${WITH_USAGE} WHERE g.id = ${id} AND g.deleted_at IS NULL`);
  return rows[0];
}

async function lockedMinigame(db: DbOrTx, id: number) {
  const { rows } = await db.execute<{ id: number; name: string; published: boolean; icon: string | null; screenshots: PlatformMedia }>(
    sql`SELECT id, name, published, icon, screenshots FROM minigames WHERE id = ${id} AND deleted_at IS NULL FOR UPDATE`,
  );
  if (!rows[0]) throw notFound(adminMessages.minigameNotFound);
  return rows[0];
}

/** A data URL is a new image; the stored URL keeps the current one; null or '' removes it. */
async function imageValue(ctx: AppContext, value: string | null | undefined, current: string | null): Promise<string | null> {
  if (value === undefined) return current;
  if (!value) return null;
  if (value === current) return current;
  if (!value.startsWith('data:')) throw badRequest('Images must be sent as JPEG data URLs.');
  return storeJpeg(ctx.storage, value, MINIGAME_FOLDER);
}

/** Creates or edits a minigame (spec 3 §5 rules run by the contract schema before this). */
export async function saveMinigame(ctx: AppContext, admin: AuthAdmin, body: Required<Omit<MinigameSaveBody, 'id'>> & { id?: number }): Promise<AdminMinigame> {
  const module = await ctx.db.query.gameModules.findFirst({ where: (m, { eq }) => eq(m.id, body.module_id) });
  if (!module) throw badRequest('Choose a game module from the list.');
  const known = body.teaching_materials.length
    ? await ctx.db.query.teachingMaterials.findMany({ where: (t, { inArray }) => inArray(t.id, body.teaching_materials) })
    : [];
  if (known.length !== new Set(body.teaching_materials).size) throw badRequest('Choose teaching formats from the list.');

  const current = body.id === undefined ? null : await minigameRow(ctx.db, body.id);
  if (body.id !== undefined && !current) throw notFound(adminMessages.minigameNotFound);
  if (current && current.game_module_id !== body.module_id && current.used_by_chapter > 0) throw conflict(adminMessages.moduleInUse);
  // Images are stored before the transaction (a failed save leaves only files that housekeeping sweeps).
  const icon = await imageValue(ctx, body.icon, current?.icon ?? null);
  const screenshots: PlatformMedia = { doc: null, chatbot: null };
  for (const p of PLATFORMS) screenshots[p] = await imageValue(ctx, body.screenshots[p], current?.screenshots[p] ?? null);
  const on = (p: Platform) => body.platforms.includes(p);
  const video: PlatformMedia = { doc: on('doc') ? body.video_link.doc!.trim() : null, chatbot: on('chatbot') ? body.video_link.chatbot!.trim() : null };
  const values = {
    name: body.name.trim(),
    gameModuleId: body.module_id,
    minimumEntries: body.minimum_entries,
    description: body.description,
    icon,
    screenshots,
    video,
    isDoc: on('doc'),
    isChatbot: on('chatbot'),
    updatedAt: new Date(),
  };

  const id = await ctx.db.transaction(async (tx) => {
    let minigameId: number;
    if (body.id === undefined) {
      const [row] = await tx.insert(schema.minigames).values(values).returning({ id: schema.minigames.id });
      minigameId = row!.id;
    } else {
      await lockedMinigame(tx, body.id);
      await tx.update(schema.minigames).set(values).where(sql`${schema.minigames.id} = ${body.id}`);
      await tx.delete(schema.minigameTeachingMaterials).where(sql`${schema.minigameTeachingMaterials.minigameId} = ${body.id}`);
      minigameId = body.id;
    }
    await tx.insert(schema.minigameTeachingMaterials).values([...new Set(body.teaching_materials)].map((t) => ({ minigameId, teachingMaterialId: t })));
    await audit(tx, admin, body.id === undefined ? 'minigame.create' : 'minigame.edit', `${minigameId} ${values.name}`);
    await bumpVersion(tx, 'catalogue');
    return minigameId;
  });
  forgetVersion(ctx.db, 'catalogue');
  return toAdminMinigame((await minigameRow(ctx.db, id))!);
}

/** Publishing is final: the authoring app offers the minigame from now on. */
export async function publishMinigame(ctx: AppContext, admin: AuthAdmin, id: number): Promise<AdminMinigame> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockedMinigame(tx, id);
    if (row.published) throw conflict(adminMessages.minigameAlreadyPublished);
    await tx.update(schema.minigames).set({ published: true, updatedAt: new Date() }).where(sql`${schema.minigames.id} = ${id}`);
    await audit(tx, admin, 'minigame.publish', `${id} ${row.name}`);
    await bumpVersion(tx, 'catalogue');
  });
  forgetVersion(ctx.db, 'catalogue');
  return toAdminMinigame((await minigameRow(ctx.db, id))!);
}

/** Only an unpublished minigame no chapter uses can be deleted (soft: it leaves every list). */
export async function deleteMinigame(ctx: AppContext, admin: AuthAdmin, id: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockedMinigame(tx, id);
    if (row.published) throw conflict(adminMessages.publishedCannotBeDeleted);
    const { rows } = await tx.execute<{ n: number }>(sql`SELECT coalesce(sum(chapters), 0)::int AS n FROM minigame_usage WHERE minigame_id = ${id}`);
    if ((rows[0]?.n ?? 0) > 0) throw conflict(adminMessages.minigameInUse);
    await tx.update(schema.minigames).set({ deletedAt: new Date(), updatedAt: new Date() }).where(sql`${schema.minigames.id} = ${id}`);
    await audit(tx, admin, 'minigame.delete', `${id} ${row.name}`);
    await bumpVersion(tx, 'catalogue');
  });
  forgetVersion(ctx.db, 'catalogue');
}

export async function gameModules(ctx: AppContext) {
  const rows = await ctx.db.select().from(schema.gameModules).orderBy(schema.gameModules.id);
  return rows.map((r) => ({ module_id: r.id, name: r.name }));
}

export async function teachingMaterials(ctx: AppContext) {
  const rows = await ctx.db.select().from(schema.teachingMaterials).orderBy(schema.teachingMaterials.position, schema.teachingMaterials.id);
  return rows.map((r) => ({ teaching_material_id: r.id, name: r.name }));
}
