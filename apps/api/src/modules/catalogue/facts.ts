import { sql } from 'drizzle-orm';
import type { Db } from '@cp/db';
import { versionedValue } from '../../platform/etag';

/** What a chapter's minigame shows of the catalogue's minigame. */
export type MinigameFacts = {
  name: string;
  module_id: number;
  module_name: string;
  screenshot: string | null;
  icon: string | null;
  is_doc: boolean;
  is_chatbot: boolean;
  minimum_entries: number;
};

/** Every minigame (deleted and unpublished ones too) and every teaching format's name, by id. */
export type CatalogueFacts = { minigames: Map<number, MinigameFacts>; formats: Map<number, string> };

async function readFacts(db: Db): Promise<CatalogueFacts> {
  const [games, formats] = await Promise.all([
    db.execute<MinigameFacts & { id: number; screenshots: { doc: string | null; chatbot: string | null } | null }>(sql`
      SELECT m.id, m.name, m.game_module_id AS module_id, gm.name AS module_name, m.screenshots, m.icon, m.is_doc, m.is_chatbot, m.minimum_entries
      FROM minigames m JOIN game_modules gm ON gm.id = m.game_module_id`),
    db.execute<{ id: number; name: string }>(sql`SELECT id, name FROM teaching_materials`),
  ]);
  return {
    minigames: new Map(games.rows.map(({ id, screenshots, ...facts }) => [id, { ...facts, screenshot: screenshots?.doc ?? screenshots?.chatbot ?? null }])),
    formats: new Map(formats.rows.map((r) => [r.id, r.name])),
  };
}

/**
 * The catalogue's facts holding every minigame and teaching format asked for. They are read once per
 * catalogue version and process (a change made through another API node is seen within
 * `VERSION_TTL_MS`, as cached catalogue answers are); a minigame or format missing from them, added
 * since without the version raised, makes this call read them afresh.
 */
export async function catalogueFacts(db: Db, ids: { minigames: number[]; formats: number[] }): Promise<CatalogueFacts> {
  const kept = await versionedValue(db, 'catalogue', 'catalogue facts', () => readFacts(db));
  const holds = ids.minigames.every((id) => kept.minigames.has(id)) && ids.formats.every((id) => kept.formats.has(id));
  return holds ? kept : readFacts(db);
}
