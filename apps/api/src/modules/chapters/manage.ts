import { ACTIVITY, LOCKED_SUBJECT_CODE, chapterMessages, subjectMessages, type Chapter } from '@cp/contract';
import type { AppContext } from '../../platform/context';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { recordActivity } from '../activity/service';
import { MANAGER_ROLE, subjectAccess, type SubjectRow } from '../subject-store/access';
import { liveSubjectById } from '../subject-store/repository';
import { catalogueFacts } from '../catalogue/facts';
import { catalogueIds, groupsOf, toChapters, type ContentGroup } from './presenter';
import { chapterById, chapterRows, contentGroups, deleteChapterRow, lockChapterIds, setChapterPositions, updateChapterRow, type ChapterRow, type ChapterSqlRow } from './repository';

/** Chapters are changed by role 3 of a normal subject, never on the english subject (spec 1 §6). */
export function assertChaptersChangeable(subject: SubjectRow, role: number | null) {
  if (role !== MANAGER_ROLE) throw forbidden(subjectMessages.managersOnly);
  if (subject.adaptive) throw badRequest(chapterMessages.adaptiveHasNoChapters);
  if (subject.code === LOCKED_SUBJECT_CODE) throw forbidden(chapterMessages.englishLocked);
}

/** A chapter and its subject, for a change by role 3 (404 for a chapter the caller may not see). */
export async function managedChapter(ctx: AppContext, chapterId: number, userId: number): Promise<{ chapter: ChapterRow; subject: SubjectRow }> {
  const chapter = await chapterById(ctx.db, chapterId);
  const subject = chapter && (await liveSubjectById(ctx.db, chapter.subjectId));
  if (!chapter || !subject) throw notFound(chapterMessages.chapterNotFound);
  const { role } = await subjectAccess(ctx, subject.code, userId);
  assertChaptersChangeable(subject, role);
  return { chapter, subject };
}

/** Rows of `chapterRows` and their content groups as the spec's Chapter list, with the catalogue's facts of their minigames. */
export async function presentChapters(ctx: AppContext, rows: ChapterSqlRow[], groups: ContentGroup[]): Promise<Chapter[]> {
  return toChapters(rows, groups, await catalogueFacts(ctx.db, catalogueIds(rows)));
}

/** The chapters of a subject as the content tab shows them; members also see what is hidden. */
export async function chaptersOf(ctx: AppContext, subjectId: number, withHidden: boolean, chapterIds?: number[]): Promise<Chapter[]> {
  // With every chapter and hidden minigame, the rows are every chapter minigame: the groups come from them.
  if (withHidden && !chapterIds) {
    const rows = await chapterRows(ctx.db, subjectId, { withHidden });
    return presentChapters(ctx, rows, groupsOf(rows));
  }
  const [rows, groups] = await Promise.all([chapterRows(ctx.db, subjectId, { withHidden, chapterIds }), contentGroups(ctx.db, subjectId)]);
  return presentChapters(ctx, rows, groups);
}

/** `GET /chapters/get/{code}`. */
export async function listChapters(ctx: AppContext, userId: number, code: string): Promise<Chapter[]> {
  const { row, role } = await subjectAccess(ctx, code, userId);
  if (row.adaptive) throw badRequest(chapterMessages.adaptiveHasNoChapters);
  return chaptersOf(ctx, row.id, role !== null);
}

/**
 * `POST /chapters/order`: the new order must name every chapter of the subject once. The subject row
 * is locked while it is checked and written, so two managers reordering at once apply one after the
 * other (the second then sees the first's order), never a mix.
 */
export async function orderChapters(ctx: AppContext, userId: number, code: string, orders: number[]) {
  const { row, role } = await subjectAccess(ctx, code, userId);
  assertChaptersChangeable(row, role);
  await ctx.db.transaction(async (tx) => {
    const current = await lockChapterIds(tx, row.id);
    const same = orders.length === current.length && new Set(orders).size === orders.length && orders.every((id) => current.includes(id));
    if (!same) throw badRequest(chapterMessages.orderMismatch);
    await setChapterPositions(tx, row.id, orders);
  });
}

/** `POST /chapters/update/{id}`: rename and completion, each recorded as its activity. */
export async function updateChapter(ctx: AppContext, userId: number, chapterId: number, body: { name: string; completion_rate: number }): Promise<Chapter> {
  const { chapter, subject } = await managedChapter(ctx, chapterId, userId);
  const info = { subject_name: subject.name, subject_code: subject.code, chapter_id: chapter.id };
  await ctx.db.transaction(async (tx) => {
    if (body.name !== chapter.name) {
      await updateChapterRow(tx, chapter.id, { name: body.name });
      await recordActivity(tx, { subjectId: subject.id, userId, type: ACTIVITY.chapterRenamed, identifier: String(chapter.id), info: { ...info, old_chapter_name: chapter.name, new_chapter_name: body.name } });
    }
    if (body.completion_rate !== chapter.completionRate) {
      await updateChapterRow(tx, chapter.id, { completionRate: body.completion_rate });
      await recordActivity(tx, { subjectId: subject.id, userId, type: ACTIVITY.completionChanged, identifier: String(chapter.id), info: { ...info, chapter_name: body.name } });
    }
  });
  return (await chaptersOf(ctx, subject.id, true, [chapter.id]))[0]!;
}

/** `DELETE /chapters/delete/{id}`: the chapter, its minigames and their entries. */
export async function deleteChapter(ctx: AppContext, userId: number, chapterId: number) {
  const { chapter, subject } = await managedChapter(ctx, chapterId, userId);
  await ctx.db.transaction(async (tx) => {
    await deleteChapterRow(tx, chapter.id);
    await recordActivity(tx, { subjectId: subject.id, userId, type: ACTIVITY.chapterDeleted, identifier: String(chapter.id), info: { subject_name: subject.name, subject_code: subject.code, chapter_name: chapter.name } });
  });
}
