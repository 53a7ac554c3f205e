import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { executePrepared, preparedStatement, schema, type DbOrTx } from '@cp/db';

/** Every statement on `chapters` and `chapter_minigames`. Services decide; this file speaks SQL. */
const { chapters, chapterMinigames, minigames, minigameTeachingMaterials, teachingMaterials } = schema;

export type ChapterRow = typeof chapters.$inferSelect;
export type ChapterMinigameRow = typeof chapterMinigames.$inferSelect;

/**
 * One chapter minigame (or an empty chapter: `cm_id` null) as the content tab's query returns it.
 * What the catalogue says of the minigame and its teaching format is added from `catalogueFacts`.
 */
export type ChapterSqlRow = {
  chapter_id: number;
  chapter_name: string;
  completion_rate: number;
  cm_id: number | null;
  minigame_id: number | null;
  teaching_format_id: number | null;
  hidden: boolean | null;
  parent_id: number | null;
  parent_chapter_name: string | null;
  question_number: number | null;
  last_update: Date | string | null;
  creator_username: string | null;
};

/**
 * A subject's chapters in order with their minigames. Entry counts are the ones the `questions`
 * triggers keep on the chapter minigame whose content is used (the parent, for shared content).
 * Without `withHidden`, hidden chapters and hidden minigames are left out. With `chapterMinigameId`,
 * only that one (for an answer after a save). A prepared statement: its joins take longer to plan
 * than to run. The catalogue's side (the minigame's name, module, pictures and platforms, the
 * format's name) is not joined: repeated on each of a large subject's 250 rows, it was a third of
 * the statement's time as the API saw it (docs/performance.md, stop 62).
 */
export async function chapterRows(db: DbOrTx, subjectId: number, opts: { withHidden: boolean; chapterIds?: number[]; chapterMinigameId?: number }) {
  const hiddenFilter = opts.withHidden ? sql`` : sql` AND NOT cm.hidden`;
  const chapterFilter = opts.chapterIds ? sql` AND c.id = ANY(${sql.param(opts.chapterIds)}::int[])` : sql``;
  const one = opts.chapterMinigameId !== undefined ? sql` AND cm.id = ${opts.chapterMinigameId}` : sql``;
  return executePrepared<ChapterSqlRow>(db, sql`
    SELECT c.id AS chapter_id, c.name AS chapter_name, c.completion_rate,
           cm.id AS cm_id, cm.minigame_id, cm.teaching_material_id AS teaching_format_id,
           cm.hidden, cm.parent_id, pc.name AS parent_chapter_name,
           coalesce(pcm.entry_count, cm.entry_count) AS question_number,
           greatest(cm.updated_at, coalesce(pcm.entries_changed_at, cm.entries_changed_at)) AS last_update,
           u.username AS creator_username
    FROM chapters c
    LEFT JOIN chapter_minigames cm ON cm.chapter_id = c.id${hiddenFilter}
    LEFT JOIN chapter_minigames pcm ON pcm.id = cm.parent_id
    LEFT JOIN chapters pc ON pc.id = pcm.chapter_id
    LEFT JOIN users u ON u.id = cm.creator_id
    WHERE c.subject_id = ${subjectId}${opts.withHidden ? sql`` : sql` AND NOT c.hidden`}${chapterFilter}${one}
    ORDER BY c.position, c.id, cm.id`);
}

/** What a publish check reads of each chapter minigame (or empty chapter: `cm_id` null). */
export type PublishSqlRow = Pick<ChapterSqlRow, 'chapter_id' | 'chapter_name' | 'cm_id' | 'hidden'> & {
  minigame_name: string | null;
  /** Approved entries: the ones a published version carries. */
  valid_number: number | null;
  minimum_entries: number | null;
};

const PUBLISH_ROWS = preparedStatement<{ subjectId: number }>((v) => sql`
    SELECT c.id AS chapter_id, c.name AS chapter_name, cm.id AS cm_id, cm.hidden, m.name AS minigame_name,
           coalesce(pcm.valid_count, cm.valid_count) AS valid_number, m.minimum_entries
    FROM chapters c
    LEFT JOIN chapter_minigames cm ON cm.chapter_id = c.id
    LEFT JOIN minigames m ON m.id = cm.minigame_id
    LEFT JOIN chapter_minigames pcm ON pcm.id = cm.parent_id
    WHERE c.subject_id = ${v.subjectId}
    ORDER BY c.position, c.id, cm.id`);

/**
 * A subject's chapters in order with their minigames, hidden ones included, narrowed to what a
 * publish check needs: the approved entries (of the parent, for shared content) against the
 * minimum. `chapterRows` draws the content tab and joins two tables more.
 */
export async function publishRows(db: DbOrTx, subjectId: number) {
  return PUBLISH_ROWS.run<PublishSqlRow>(db, { subjectId });
}

const CONTENT_GROUPS = preparedStatement<{ subjectId: number }>((v) => sql`
    SELECT cm.id, coalesce(cm.parent_id, cm.id) AS group_id, cm.minigame_id, c.name AS chapter_name, cm.hidden
    FROM chapter_minigames cm JOIN chapters c ON c.id = cm.chapter_id
    WHERE c.subject_id = ${v.subjectId}
    ORDER BY c.position, c.id, cm.id`);

/** Chapter minigames of a subject and the content group each belongs to (its parent, or itself). */
export async function contentGroups(db: DbOrTx, subjectId: number) {
  return CONTENT_GROUPS.run<{ id: number; group_id: number; minigame_id: number; chapter_name: string; hidden: boolean }>(db, { subjectId });
}

/** A chapter with its first minigames, in one transaction. */
export async function insertChapter(db: DbOrTx, values: typeof chapters.$inferInsert, minigames: { minigameId: number; creatorId: number }[]) {
  return db.transaction(async (tx) => {
    const [chapter] = await tx.insert(chapters).values(values).returning();
    if (minigames.length) await tx.insert(chapterMinigames).values(minigames.map((m) => ({ ...m, chapterId: chapter!.id })));
    return chapter!;
  });
}

/** A new chapter at the end of the subject's list; the caller holds the subject lock (`lockChapterIds`). */
export async function appendChapter(db: DbOrTx, values: Omit<typeof chapters.$inferInsert, 'position'>, position: number): Promise<ChapterRow> {
  const [chapter] = await db.insert(chapters).values({ ...values, position }).returning();
  return chapter!;
}

/** The name of a minigame of the catalogue. */
export async function minigameName(db: DbOrTx, id: number) {
  return (await db.query.minigames.findFirst({ columns: { name: true }, where: eq(minigames.id, id) }))?.name ?? '';
}

export async function chapterById(db: DbOrTx, id: number): Promise<ChapterRow | undefined> {
  return db.query.chapters.findFirst({ where: eq(chapters.id, id) });
}

export async function chapterMinigameById(db: DbOrTx, chapterId: number, id: number): Promise<ChapterMinigameRow | undefined> {
  return db.query.chapterMinigames.findFirst({ where: and(eq(chapterMinigames.id, id), eq(chapterMinigames.chapterId, chapterId)) });
}

/** Locks the subject's chapter list (its subject row) for the rest of the transaction, then returns the ids in order. */
export async function lockChapterIds(db: DbOrTx, subjectId: number): Promise<number[]> {
  await db.execute(sql`SELECT id FROM subjects WHERE id = ${subjectId} FOR UPDATE`);
  const rows = await db.select({ id: chapters.id }).from(chapters).where(eq(chapters.subjectId, subjectId)).orderBy(chapters.position, chapters.id);
  return rows.map((r) => r.id);
}

/** Positions 0, 1, 2 … in the given order (one statement). */
export async function setChapterPositions(db: DbOrTx, subjectId: number, ids: number[]) {
  const values = sql.join(ids.map((id, position) => sql`(${id}::int, ${position}::int)`), sql`, `);
  await db.execute(sql`
    UPDATE chapters SET position = v.position FROM (VALUES ${values}) AS v(id, position)
    WHERE chapters.id = v.id AND chapters.subject_id = ${subjectId}`);
}

export async function updateChapterRow(db: DbOrTx, id: number, set: Partial<Pick<ChapterRow, 'name' | 'completionRate'>>) {
  await db.update(chapters).set(set).where(eq(chapters.id, id));
}

export async function deleteChapterRow(db: DbOrTx, id: number) {
  await db.delete(chapters).where(eq(chapters.id, id));
}

/** A published, not deleted minigame offered under the teaching format, with its game module. */
export async function minigameInFormat(db: DbOrTx, minigameId: number, teachingFormatId: number) {
  const [row] = await db
    .select({ m: minigames })
    .from(minigames)
    .innerJoin(minigameTeachingMaterials, eq(minigameTeachingMaterials.minigameId, minigames.id))
    .where(and(eq(minigames.id, minigameId), eq(minigameTeachingMaterials.teachingMaterialId, teachingFormatId), eq(minigames.published, true), isNull(minigames.deletedAt)));
  return row?.m;
}

export async function teachingFormatExists(db: DbOrTx, id: number) {
  return (await db.query.teachingMaterials.findFirst({ columns: { id: true }, where: eq(teachingMaterials.id, id) })) !== undefined;
}

export async function minigameInChapter(db: DbOrTx, chapterId: number, minigameId: number) {
  return (await db.query.chapterMinigames.findFirst({ columns: { id: true }, where: and(eq(chapterMinigames.chapterId, chapterId), eq(chapterMinigames.minigameId, minigameId)) })) !== undefined;
}

export async function insertChapterMinigame(db: DbOrTx, values: typeof chapterMinigames.$inferInsert): Promise<ChapterMinigameRow> {
  const [row] = await db.insert(chapterMinigames).values(values).returning();
  return row!;
}

export async function deleteChapterMinigameRow(db: DbOrTx, id: number) {
  await db.delete(chapterMinigames).where(eq(chapterMinigames.id, id));
}

/** Hides or shows the chapter minigame, and with `group` every one sharing its content. */
export async function setMinigameHidden(db: DbOrTx, row: ChapterMinigameRow, hidden: boolean, group: boolean) {
  const root = row.parentId ?? row.id;
  const target = group ? or(eq(chapterMinigames.id, root), eq(chapterMinigames.parentId, root)) : eq(chapterMinigames.id, row.id);
  await db.update(chapterMinigames).set({ hidden, updatedAt: new Date() }).where(target!);
}
