import { and, eq, isNull, sql } from 'drizzle-orm';
import { entryState } from '@cp/contract';
import { executePrepared, opaqueArray, preparedStatement, schema, type DbOrTx, type Slots } from '@cp/db';
import { accessColumns, type AccessColumns } from '../subject-store/access';

const { minigames, questions, questionVersions } = schema;

/** What the entry pages show and check of an entry's subject besides its access. */
type SubjectNames = { subject_code: string; subject_name: string; is_demo: boolean };
export type MinigameRow = typeof minigames.$inferSelect;

/** A minigame authors may use: published and not deleted. */
export async function usableMinigame(db: DbOrTx, id: number): Promise<MinigameRow | undefined> {
  return db.query.minigames.findFirst({ where: and(eq(minigames.id, id), eq(minigames.published, true), isNull(minigames.deletedAt)) });
}

/** A new entry and its first version (History starts there), in the caller's transaction. */
export async function insertQuestion(db: DbOrTx, values: typeof questions.$inferInsert) {
  const [row] = await db.insert(questions).values(values).returning({ id: questions.id });
  await addVersion(db, { questionId: row!.id, questionObject: values.questionObject, status: entryState(values.approved), editorId: values.createdBy ?? null });
  return row!;
}

/** A chapter minigame's place; with `lastChange`, also its content's latest entry change and who made it. */
const minigamePlaceSql = (v: Slots<{ id: number; userId: number }>, lastChange: boolean) => sql`
    SELECT ${accessColumns(v.userId)}, s.code AS subject_code, s.name AS subject_name, s.is_demo,
           cm.id, cm.parent_id, cm.hidden, c.id AS chapter_id, c.name AS chapter_name, c.hidden AS chapter_hidden,
           m.id AS minigame_id, m.game_module_id AS module_id, m.name, m.icon, m.screenshots, m.video, m.minimum_entries, cm.response_eval,
           coalesce(pcm.valid_count, cm.valid_count) AS valid_count, coalesce(pcm.pending_count, cm.pending_count) AS pending_count
           ${lastChange ? sql`, last.updated_at AS last_update, editor.username AS last_editor` : sql``}
    FROM chapter_minigames cm
    LEFT JOIN chapter_minigames pcm ON pcm.id = cm.parent_id
    JOIN chapters c ON c.id = cm.chapter_id
    JOIN subjects s ON s.id = c.subject_id AND s.deleted_at IS NULL
    JOIN minigames m ON m.id = cm.minigame_id
    ${lastChange ? sql`LEFT JOIN LATERAL (
        SELECT updated_at, coalesce(updated_by, created_by) AS editor_id FROM questions
        WHERE chapter_minigame_id = coalesce(cm.parent_id, cm.id) ORDER BY updated_at DESC, id DESC LIMIT 1) last ON true
      LEFT JOIN users editor ON editor.id = last.editor_id` : sql``}
    WHERE cm.id = ${v.id}`;
const MINIGAME_PLACE = preparedStatement<{ id: number; userId: number }>((v) => minigamePlaceSql(v, false));
const MINIGAME_PLACE_WITH_LAST_CHANGE = preparedStatement<{ id: number; userId: number }>((v) => minigamePlaceSql(v, true));

type MinigamePlace = AccessColumns & SubjectNames & {
  id: number; parent_id: number | null; hidden: boolean; chapter_id: number; chapter_name: string; chapter_hidden: boolean;
  minigame_id: number; module_id: number; name: string; icon: string | null; screenshots: { doc: string | null; chatbot: string | null };
  video: { doc: string | null; chatbot: string | null }; minimum_entries: number; response_eval: string[] | null; valid_count: number; pending_count: number;
  /** With `lastChange` only: the content's latest entry change (`questions_content_updated_idx`) and who made it. */
  last_update?: Date | string | null; last_editor?: string | null;
};

/**
 * A chapter minigame with what the question page needs around it (chapter, subject, catalogue
 * minigame), the kept counts of its content's approved entries and entries on review, and what
 * decides the caller's access to its subject (`accessOf`); with `lastChange`, in the same statement,
 * the latest change of its content's entries (the banner).
 */
export async function minigamePlace(db: DbOrTx, chapterMinigameId: number, userId: number, lastChange = false) {
  const [row] = await (lastChange ? MINIGAME_PLACE_WITH_LAST_CHANGE : MINIGAME_PLACE).run<MinigamePlace>(db, { id: chapterMinigameId, userId });
  return row;
}

// Comma-separated text, read as a JSON array: node-postgres parses a long int[] several times slower,
// and split(',').map(Number) takes almost four times as long as JSON.parse (5,020 ids: 176 against 46 µs).
const ENTRY_IDS = preparedStatement<{ contentId: number }>((v) => sql`
    SELECT string_agg(id::text, ',' ORDER BY id) AS ids, NULL AS review FROM questions WHERE chapter_minigame_id = ${v.contentId}`);
const ENTRY_IDS_AND_REVIEW = preparedStatement<{ contentId: number }>((v) => sql`
    SELECT string_agg(id::text, ',' ORDER BY id) AS ids, string_agg(id::text, ',' ORDER BY id) FILTER (WHERE approved IS NULL) AS review
    FROM questions WHERE chapter_minigame_id = ${v.contentId}`);

/**
 * The ids of a content's entries, oldest first, and with `review` which of them are on review: one
 * index-only scan of `questions_content_idx`, answered in one row however many entries there are.
 * The list's numbers, filters and paging come from it (how many are on review is kept on the
 * content, `pending_count`). Without `review` it is a fifth cheaper for 5,000 entries.
 */
export async function contentEntryIds(db: DbOrTx, contentId: number, review: boolean) {
  const [row] = await (review ? ENTRY_IDS_AND_REVIEW : ENTRY_IDS).run<{ ids: string | null; review: string | null }>(db, { contentId });
  const list = (text: string | null | undefined): number[] => (text ? JSON.parse(`[${text}]`) : []);
  return { ids: list(row?.ids), review: list(row?.review) };
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Ids of a content's entries whose text values contain `search` (any case; field names are not searched). */
export async function searchedEntryIds(db: DbOrTx, contentId: number, search: string): Promise<Set<number>> {
  const result = await db.execute<{ id: number }>(sql`
    SELECT id FROM questions WHERE chapter_minigame_id = ${contentId} AND search_text LIKE ${likePattern(search)}`);
  return new Set(result.rows.map((r) => r.id));
}

const ENTRIES_BY_IDS = preparedStatement<{ ids: number[] }>((v) => sql`
    SELECT q.id, q.question_object, q.approved, q.chapter_minigame_id, u.username AS editor, q.updated_at, q.revision
    FROM questions q LEFT JOIN users u ON u.id = coalesce(q.updated_by, q.created_by)
    WHERE q.id = ANY(${opaqueArray(v.ids, 'int')}) ORDER BY q.id`);

/** The entries of a page, by id, with their editor. */
export async function entriesByIds(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return ENTRIES_BY_IDS.run<{
    id: number; question_object: Record<string, unknown>; approved: boolean | null; chapter_minigame_id: number; editor: string | null; updated_at: Date | string; revision: number;
  }>(db, { ids });
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

/**
 * An entry with the chapter minigame and subject it belongs to (delete, history, changes), what
 * decides the caller's access to the subject (`accessOf`), and any `more` columns over the entry
 * (alias `q`), read in the same statement.
 */
export async function entryPlace<More extends Record<string, unknown> = Record<never, never>>(db: DbOrTx, id: number, userId: number, more = sql``) {
  const [row] = await executePrepared<AccessColumns & SubjectNames & {
    id: number; chapter_minigame_id: number; chapter_id: number; chapter_name: string; minigame_name: string;
    module_id: number; question_object: Record<string, unknown>; revision: number;
  } & More>(db, sql`
    SELECT ${accessColumns(userId)}, s.code AS subject_code, s.name AS subject_name, s.is_demo,
           q.id, q.chapter_minigame_id, c.id AS chapter_id, c.name AS chapter_name, m.name AS minigame_name,
           m.game_module_id AS module_id, q.question_object, q.revision${more}
    FROM questions q
    JOIN chapter_minigames cm ON cm.id = q.chapter_minigame_id
    JOIN chapters c ON c.id = cm.chapter_id
    JOIN subjects s ON s.id = c.subject_id AND s.deleted_at IS NULL
    JOIN minigames m ON m.id = cm.minigame_id
    WHERE q.id = ${id}`);
  return row;
}

export async function deleteEntry(db: DbOrTx, id: number) {
  await db.delete(questions).where(eq(questions.id, id));
}
