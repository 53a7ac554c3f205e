import { ACTIVITY, chapterMessages, type Chapter, type ChapterCreateRequest, platformsOf } from '@cp/contract';
import type { AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { recordActivities } from '../activity/service';
import { checkedEntry, storeEntryImages } from '../questions/entry';
import { insertQuestion } from '../questions/repository';
import { subjectAccess } from '../subject-store/access';
import { updateSubject } from '../subject-store/repository';
import { assertChaptersChangeable, chaptersOf } from './manage';
import { appendChapter, insertChapterMinigame, lockChapterIds, minigameInFormat, teachingFormatExists } from './repository';

/**
 * `POST /chapters/create` (the Add Chapter wizard): the chapter at the end of the list, its first
 * minigame and, unless creation was skipped, its first entry (stored directly: role 3 wrote it), in
 * one transaction. The subject is not publishable until its content is complete again (spec 1 §4).
 */
export async function createChapterWithMinigame(ctx: AppContext, userId: number, body: ChapterCreateRequest): Promise<Chapter> {
  const { row: subject, role } = await subjectAccess(ctx, body.code, userId);
  assertChaptersChangeable(subject, role);
  if (!(await teachingFormatExists(ctx.db, body.module_id))) throw notFound(chapterMessages.teachingFormatNotFound);
  const minigame = await minigameInFormat(ctx.db, body.minigame_id, body.module_id);
  if (!minigame) throw badRequest(chapterMessages.notInTeachingFormat);
  if (body.module_id_game !== undefined && body.module_id_game !== minigame.gameModuleId) throw badRequest(chapterMessages.wrongGameModule);
  if (body.platforms?.some((p) => !platformsOf(minigame).includes(p))) throw badRequest(chapterMessages.notOnPlatform);

  const entry = body.question_object ? await storeEntryImages(ctx, minigame.gameModuleId, checkedEntry(minigame.gameModuleId, body.question_object)) : null;

  const chapterId = await ctx.db.transaction(async (tx) => {
    const position = (await lockChapterIds(tx, subject.id)).length;
    const chapter = await appendChapter(tx, { subjectId: subject.id, name: body.chapter_name, completionRate: body.completion_rate }, position);
    const cm = await insertChapterMinigame(tx, { chapterId: chapter.id, minigameId: minigame.id, teachingMaterialId: body.module_id, creatorId: userId });
    if (entry) await insertQuestion(tx, { subjectId: subject.id, chapterMinigameId: cm.id, questionObject: entry, approved: true, createdBy: userId });
    await updateSubject(tx, subject.id, { publishable: false });
    const info = { subject_name: subject.name, subject_code: subject.code, chapter_name: chapter.name, chapter_id: chapter.id };
    await recordActivities(tx, [
      { subjectId: subject.id, userId, type: ACTIVITY.chapterCreated, identifier: String(chapter.id), info },
      { subjectId: subject.id, userId, type: ACTIVITY.minigameAdded, identifier: String(cm.id), info: { ...info, chapter_mini_game_id: cm.id, mini_game_name: minigame.name } },
    ]);
    return chapter.id;
  });
  return (await chaptersOf(ctx, subject.id, true, [chapterId]))[0]!;
}
