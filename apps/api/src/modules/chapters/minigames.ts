import { ACTIVITY, chapterMessages, type ChapterMinigame } from '@cp/contract';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { recordActivity } from '../activity/service';
import { updateSubject } from '../subject-store/repository';
import { managedChapter, presentChapters } from './manage';
import {
  chapterMinigameById, chapterRows, contentGroups, deleteChapterMinigameRow, insertChapterMinigame, minigameInChapter, minigameInFormat,
  minigameName, setMinigameHidden, teachingFormatExists,
} from './repository';

async function managedMinigame(ctx: AppContext, chapterId: number, id: number, userId: number) {
  const { chapter, subject } = await managedChapter(ctx, chapterId, userId);
  const row = await chapterMinigameById(ctx.db, chapter.id, id);
  if (!row) throw notFound(chapterMessages.minigameNotFound);
  const info = { subject_name: subject.name, subject_code: subject.code, chapter_name: chapter.name, chapter_id: chapter.id, chapter_mini_game_id: row.id, mini_game_name: await minigameName(ctx.db, row.minigameId) };
  return { chapter, subject, row, info };
}

/**
 * `POST /chapters/{chapterId}/minigames/save`: adds a minigame offered under the teaching format
 * (`module_id`), optionally sharing the content of the same minigame elsewhere in the subject.
 * The subject is not publishable until the new minigame's content is complete (spec 1 §4).
 */
export async function addChapterMinigame(
  ctx: AppContext,
  userId: number,
  chapterId: number,
  body: { minigame_id: number; minigame_parent_id?: number | null; module_id: number },
): Promise<ChapterMinigame> {
  const { chapter, subject } = await managedChapter(ctx, chapterId, userId);
  if (!(await teachingFormatExists(ctx.db, body.module_id))) throw notFound(chapterMessages.teachingFormatNotFound);
  const minigame = await minigameInFormat(ctx.db, body.minigame_id, body.module_id);
  if (!minigame) throw badRequest(chapterMessages.notInTeachingFormat);
  if (await minigameInChapter(ctx.db, chapter.id, minigame.id)) throw conflict(chapterMessages.alreadyInChapter);
  let parentId: number | null = null;
  if (body.minigame_parent_id) {
    // Content is shared from the same minigame elsewhere in this subject that has its own content.
    const groups = await contentGroups(ctx.db, subject.id);
    const parent = groups.find((g) => g.id === body.minigame_parent_id && g.group_id === g.id && g.minigame_id === minigame.id);
    if (!parent) throw badRequest(chapterMessages.parentNotShareable);
    parentId = parent.id;
  }
  const created = await ctx.db.transaction(async (tx) => {
    const row = await insertChapterMinigame(tx, { chapterId: chapter.id, minigameId: minigame.id, parentId, teachingMaterialId: body.module_id, creatorId: userId });
    await updateSubject(tx, subject.id, { publishable: false });
    await recordActivity(tx, {
      subjectId: subject.id,
      userId,
      type: ACTIVITY.minigameAdded,
      identifier: String(row.id),
      info: { subject_name: subject.name, subject_code: subject.code, chapter_name: chapter.name, chapter_id: chapter.id, chapter_mini_game_id: row.id, mini_game_name: minigame.name },
    });
    return row;
  });
  const [rows, groups] = await Promise.all([
    chapterRows(ctx.db, subject.id, { withHidden: true, chapterIds: [chapter.id], chapterMinigameId: created.id }),
    contentGroups(ctx.db, subject.id),
  ]);
  return (await presentChapters(ctx, rows, groups))[0]!.minigames[0]!;
}

/** `DELETE /chapters/{chapterId}/minigames/{id}/delete`: the minigame and its entries. */
export async function deleteChapterMinigame(ctx: AppContext, userId: number, chapterId: number, id: number) {
  const { subject, row, info } = await managedMinigame(ctx, chapterId, id, userId);
  await ctx.db.transaction(async (tx) => {
    await deleteChapterMinigameRow(tx, row.id);
    await recordActivity(tx, { subjectId: subject.id, userId, type: ACTIVITY.minigameDeleted, identifier: String(row.id), info });
  });
}

/** `…/hide` (with `keep_linked` false, every minigame sharing its content too) and `…/unhide`. */
export async function setChapterMinigameHidden(ctx: AppContext, userId: number, chapterId: number, id: number, hidden: boolean, keepLinked = true) {
  const { subject, row, info } = await managedMinigame(ctx, chapterId, id, userId);
  await ctx.db.transaction(async (tx) => {
    await setMinigameHidden(tx, row, hidden, hidden && !keepLinked);
    await recordActivity(tx, { subjectId: subject.id, userId, type: hidden ? ACTIVITY.minigameHidden : ACTIVITY.minigameUnhidden, identifier: String(row.id), info });
  });
}
