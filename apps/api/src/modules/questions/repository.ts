import { and, eq, isNull, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@cp/db';

const { minigames, questions, questionVersions } = schema;
export type MinigameRow = typeof minigames.$inferSelect;

/** A minigame authors may use: published and not deleted. */
export async function usableMinigame(db: DbOrTx, id: number): Promise<MinigameRow | undefined> {
  return db.query.minigames.findFirst({ where: and(eq(minigames.id, id), eq(minigames.published, true), isNull(minigames.deletedAt)) });
}

export async function insertQuestion(db: DbOrTx, values: typeof questions.$inferInsert) {
  const [row] = await db.insert(questions).values(values).returning({ id: questions.id });
  return row!;
}

/** A chapter minigame with what the question page needs around it (chapter, subject code, catalogue minigame). */
export async function minigamePlace(db: DbOrTx, chapterMinigameId: number) {
  const result = await db.execute<{
    id: number; parent_id: number | null; hidden: boolean; chapter_id: number; chapter_name: string; chapter_hidden: boolean; subject_code: string;
    minigame_id: number; module_id: number; name: string; icon: string | null; screenshots: { doc: string | null; chatbot: string | null };
    video: { doc: string | null; chatbot: string | null }; minimum_entries: number;
  }>(sql`
    SELECT cm.id, cm.parent_id, cm.hidden, c.id AS chapter_id, c.name AS chapter_name, c.hidden AS chapter_hidden, s.code AS subject_code,
           m.id AS minigame_id, m.game_module_id AS module_id, m.name, m.icon, m.screenshots, m.video, m.minimum_entries
    FROM chapter_minigames cm
    JOIN chapters c ON c.id = cm.chapter_id
    JOIN subjects s ON s.id = c.subject_id AND s.deleted_at IS NULL
    JOIN minigames m ON m.id = cm.minigame_id
    WHERE cm.id = ${chapterMinigameId}`);
  return result.rows[0];
}

/** Counts and the latest change of a content's entries (the banner). */
export async function entrySummary(db: DbOrTx, contentId: number) {
  const result = await db.execute<{ valid: number; review: number; last_update: Date | string | null; last_editor: string | null }>(sql`
    SELECT (count(*) FILTER (WHERE q.approved))::int AS valid, (count(*) FILTER (WHERE q.approved IS NULL))::int AS review,
           max(q.updated_at) AS last_update,
           (SELECT u.username FROM questions l LEFT JOIN users u ON u.id = coalesce(l.updated_by, l.created_by)
             WHERE l.chapter_minigame_id = ${contentId} ORDER BY l.updated_at DESC, l.id DESC LIMIT 1) AS last_editor
    FROM questions q WHERE q.chapter_minigame_id = ${contentId}`);
  return result.rows[0]!;
}

export interface EntryFilter {
  contentId: number;
  search: string;
  onReview: boolean;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function entryWhere(f: EntryFilter) {
  const conditions = [sql`q.chapter_minigame_id = ${f.contentId}`];
  if (f.onReview) conditions.push(sql`q.approved IS NULL`);
  // Only the entry's text values are searched, not its field names.
  if (f.search) conditions.push(sql`jsonb_path_query_array(q.question_object, 'strict $.** ? (@.type() == "string")')::text ILIKE ${likePattern(f.search)}`);
  return sql.join(conditions, sql` AND `);
}

/** Ids of every entry matching the filter, oldest first. */
export async function entryIds(db: DbOrTx, f: EntryFilter): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`SELECT q.id FROM questions q WHERE ${entryWhere(f)} ORDER BY q.id`);
  return result.rows.map((r) => r.id);
}

/** One page of entries with their place in the whole list (No column) and their editor. */
export async function entryPage(db: DbOrTx, f: EntryFilter, limit: number, offset: number) {
  const result = await db.execute<{
    id: number; number: number; question_object: Record<string, unknown>; approved: boolean | null; chapter_minigame_id: number; editor: string | null; updated_at: Date | string; revision: number;
  }>(sql`
    SELECT q.id, q.number, q.question_object, q.approved, q.chapter_minigame_id, u.username AS editor, q.updated_at, q.revision
    FROM (SELECT q.*, (row_number() OVER (ORDER BY q.id))::int AS number FROM questions q WHERE q.chapter_minigame_id = ${f.contentId}) q
    LEFT JOIN users u ON u.id = coalesce(q.updated_by, q.created_by)
    WHERE ${entryWhere(f)}
    ORDER BY q.id LIMIT ${limit} OFFSET ${offset}`);
  return result.rows;
}

/** An entry of one content (chapter minigame), locked for a change in this transaction. */
export async function lockEntry(db: DbOrTx, id: number, contentId: number) {
  const result = await db.execute<{ id: number; approved: boolean | null; created_by: number | null; revision: number; editor: string | null }>(sql`
    SELECT q.id, q.approved, q.created_by, q.revision, u.username AS editor
    FROM questions q LEFT JOIN users u ON u.id = coalesce(q.updated_by, q.created_by)
    WHERE q.id = ${id} AND q.chapter_minigame_id = ${contentId} FOR UPDATE OF q`);
  return result.rows[0];
}

export async function updateEntry(db: DbOrTx, id: number, set: { questionObject: Record<string, unknown>; approved: boolean | null; updatedBy: number }) {
  await db.update(questions).set({ ...set, revision: sql`${questions.revision} + 1`, updatedAt: new Date() }).where(eq(questions.id, id));
}

export async function addVersion(db: DbOrTx, values: typeof questionVersions.$inferInsert) {
  await db.insert(questionVersions).values(values);
}

/** An entry with the chapter minigame and subject it belongs to (delete). */
export async function entryPlace(db: DbOrTx, id: number) {
  const result = await db.execute<{ id: number; chapter_minigame_id: number; subject_code: string; chapter_id: number; chapter_name: string; minigame_name: string }>(sql`
    SELECT q.id, q.chapter_minigame_id, s.code AS subject_code, c.id AS chapter_id, c.name AS chapter_name, m.name AS minigame_name
    FROM questions q
    JOIN chapter_minigames cm ON cm.id = q.chapter_minigame_id
    JOIN chapters c ON c.id = cm.chapter_id
    JOIN subjects s ON s.id = c.subject_id AND s.deleted_at IS NULL
    JOIN minigames m ON m.id = cm.minigame_id
    WHERE q.id = ${id}`);
  return result.rows[0];
}

export async function deleteEntry(db: DbOrTx, id: number) {
  await db.delete(questions).where(eq(questions.id, id));
}
