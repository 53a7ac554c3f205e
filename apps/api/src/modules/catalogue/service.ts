import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { PLATFORMS, SUGGESTED_CATEGORY_COUNT, type CategoryMenuItem, type MinigameTemplate, type Platform, type TeachingModule } from '@cp/contract';
import { firstThenRows, preparedStatement, schema } from '@cp/db';
import type { AppContext } from '../../platform/context';
import { forbidden, notFound } from '../../platform/errors';
import { roleOf } from '../subject-store/access';
import { memberRole } from '../subject-store/repository';

const { categories, minigames, teachingMaterials, minigameTeachingMaterials } = schema;

/**
 * The category tree. With `suggested` (category ids, best first), those categories and their parents
 * are marked `is_suggested` and listed first, in that order.
 */
export async function categoryMenu(ctx: AppContext, suggested: number[] = []): Promise<CategoryMenuItem[]> {
  const rows = await ctx.db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
  const rank = new Map<number, number>();
  suggested.forEach((id, index) => {
    rank.set(id, index);
    const parentId = rows.find((r) => r.id === id)?.parentId;
    if (parentId != null && !rank.has(parentId)) rank.set(parentId, index);
  });
  const item = (c: (typeof rows)[number]): CategoryMenuItem => ({ id: c.id, name: c.name, icon: c.icon, is_suggested: rank.has(c.id), sub_list: [] });
  const order = (a: CategoryMenuItem, b: CategoryMenuItem) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity);
  const top = rows.filter((c) => c.parentId === null).map(item);
  const byId = new Map(top.map((c) => [c.id, c]));
  for (const c of rows) if (c.parentId !== null) byId.get(c.parentId)?.sub_list.push(item(c));
  if (suggested.length) {
    top.sort(order);
    for (const c of top) c.sub_list.sort(order);
  }
  return top;
}

/**
 * Categories that fit a subject's title and description, best first: PostgreSQL full-text rank of
 * the words (English stemming, any word may match) against each selectable category's name
 * (weight A), its parent's name (B) and its keywords (C), plus trigram word similarity of the name.
 */
export async function suggestCategories(ctx: AppContext, title: string, description: string, limit = SUGGESTED_CATEGORY_COUNT): Promise<number[]> {
  const text = `${title} ${description}`.trim();
  const words = [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 64);
  if (words.length === 0) return [];
  const query = words.join(' | ');
  const result = await ctx.db.execute<{ id: number; score: number }>(sql`
    WITH q AS (SELECT to_tsquery('english', ${query}) AS tsq)
    SELECT c.id,
           ts_rank('{0.1, 0.5, 0.6, 1.0}', setweight(to_tsvector('english', c.name), 'A') || setweight(to_tsvector('english', coalesce(p.name, '')), 'B')
                   || setweight(to_tsvector('english', c.keywords), 'C'), q.tsq)
           + 0.2 * greatest(word_similarity(c.name, ${text}) - 0.5, 0) AS score
    FROM categories c
    LEFT JOIN categories p ON p.id = c.parent_id
    CROSS JOIN q
    WHERE NOT EXISTS (SELECT 1 FROM categories child WHERE child.parent_id = c.id)
    ORDER BY score DESC, c.position, c.id
    LIMIT ${limit}`);
  return result.rows.filter((r) => Number(r.score) > 0).map((r) => r.id);
}

/** A minigame a subject can use: published, not deleted, on at least one of the asked platforms. */
function usableMinigame(platforms?: Platform[]): SQL {
  const conditions = [eq(minigames.published, true), isNull(minigames.deletedAt)];
  if (platforms?.length) {
    const onPlatform = platforms.map((p) => (p === 'doc' ? eq(minigames.isDoc, true) : eq(minigames.isChatbot, true)));
    conditions.push(or(...onPlatform)!);
  }
  return and(...conditions)!;
}

/** Teaching formats that offer at least one usable minigame on the platforms. */
export async function teachingModules(ctx: AppContext, platforms?: Platform[]): Promise<TeachingModule[]> {
  const rows = await ctx.db
    .selectDistinct({ id: teachingMaterials.id, name: teachingMaterials.name, logo: teachingMaterials.logo, position: teachingMaterials.position })
    .from(teachingMaterials)
    .innerJoin(minigameTeachingMaterials, eq(minigameTeachingMaterials.teachingMaterialId, teachingMaterials.id))
    .innerJoin(minigames, eq(minigames.id, minigameTeachingMaterials.minigameId))
    .where(usableMinigame(platforms))
    .orderBy(asc(teachingMaterials.position), asc(teachingMaterials.name));
  return rows.map((r) => ({ module_id: r.id, teaching_material_id: r.id, teaching_material_name: r.name, logo: r.logo }));
}

type Place = { material: number | null; subject_id: number | null; owner_id: number | null; member_role: number | null };
type TemplateRow = Place & MinigameTemplate & { in_rows: boolean | null };

/**
 * The format, and with a chapter its live subject and the caller's role; then the format's usable
 * minigames not yet in the chapter, each with the subject's chapter minigames of the same game to
 * share content with (`parent_list`, read once for all of them). One statement per set of platforms
 * (`usableMinigame`); a second and third statement cost more under load than this one's reads.
 */
const minigamesToAdd = (platforms: Platform[]) => preparedStatement<{ moduleId: number; chapterId: number | null; userId: number }>((v) => firstThenRows('place',
  sql`SELECT (SELECT id FROM teaching_materials WHERE id = ${v.moduleId}) AS material, s.id AS subject_id, s.owner_id, ${memberRole(v.userId)} AS member_role,
    array(SELECT cm.minigame_id FROM chapter_minigames cm WHERE cm.chapter_id = c.id) AS in_chapter
  FROM (SELECT ${v.chapterId}::int AS id) asked
  LEFT JOIN chapters c ON c.id = asked.id
  LEFT JOIN subjects s ON s.id = c.subject_id AND s.deleted_at IS NULL`,
  sql`SELECT minigames.id AS minigame_id, minigames.name AS minigame_name, minigames.game_module_id AS module_id, gm.name AS module_name,
      minigames.description, minigames.icon, minigames.screenshots AS screenshot, minigames.video, minigames.is_doc, minigames.is_chatbot,
      coalesce(shared.parents, '[]') AS parent_list
    FROM minigames
    JOIN minigame_teaching_materials mt ON mt.minigame_id = minigames.id AND mt.teaching_material_id = place.material
    JOIN game_modules gm ON gm.id = minigames.game_module_id
    LEFT JOIN (SELECT cm.minigame_id, json_agg(json_build_object('minigame_parent_id', cm.id, 'name', c.name) ORDER BY c.position, cm.id) AS parents
      FROM chapters c JOIN chapter_minigames cm ON cm.chapter_id = c.id
      WHERE c.subject_id = place.subject_id AND cm.parent_id IS NULL AND NOT (cm.minigame_id = ANY(place.in_chapter))
        AND cm.minigame_id IN (SELECT f.minigame_id FROM minigame_teaching_materials f WHERE f.teaching_material_id = place.material)
      GROUP BY cm.minigame_id) shared ON shared.minigame_id = minigames.id
    WHERE ${usableMinigame(platforms)} AND NOT (minigames.id = ANY(place.in_chapter))`,
  sql`r.minigame_name, r.minigame_id`));
/** Every set of platforms (in `PLATFORMS` order, by its names joined) with its statement, built on its first run. */
const MINIGAMES_TO_ADD = new Map(PLATFORMS.reduce<Platform[][]>((sets, p) => [...sets, ...sets.map((set) => [...set, p])], [[]])
  .map((set) => [set.join(','), minigamesToAdd(set)]));

/**
 * Minigames of one teaching format. With `chapterId`, the caller needs a role on that chapter's subject;
 * minigames already in the chapter are left out and each result lists the subject's chapter
 * minigames of the same game it could share content with.
 */
export async function moduleMinigames(
  ctx: AppContext,
  userId: number,
  moduleId: number,
  opts: { chapterId?: number; platforms?: Platform[] },
): Promise<MinigameTemplate[]> {
  const statement = MINIGAMES_TO_ADD.get(PLATFORMS.filter((p) => opts.platforms?.includes(p)).join(','))!;
  const chapterId = opts.chapterId ?? null;
  const rows = await statement.run<TemplateRow>(ctx.db, { moduleId, chapterId, userId });
  const place = rows[0]!;
  if (place.material === null) throw notFound('Teaching format not found.');
  if (chapterId !== null) {
    if (place.subject_id === null) throw notFound('Chapter not found.');
    if (roleOf(place.owner_id!, userId, place.member_role) === null) throw forbidden();
  }
  return rows.filter((r) => r.in_rows).map((r) => ({
    minigame_id: r.minigame_id, minigame_name: r.minigame_name, module_id: r.module_id, module_name: r.module_name,
    description: r.description, icon: r.icon, screenshot: r.screenshot, video: r.video, parent_list: r.parent_list,
    is_doc: r.is_doc, is_chatbot: r.is_chatbot,
  }));
}
