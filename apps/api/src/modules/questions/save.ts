import type { z } from 'zod';
import { ACTIVITY, entryState, questionMessages, type questionSaveBodySchema } from '@cp/contract';
import type { AppContext } from '../../platform/context';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { recordActivity } from '../activity/service';
import { accessOf, MANAGER_ROLE } from '../subject-store/access';
import { checkedEntry, storeEntryImages } from './entry';
import { readableMinigame } from './list';
import { addVersion, deleteEntry, entryPlace, insertQuestion, lockEntry, updateEntry } from './repository';

type SaveBody = z.output<typeof questionSaveBodySchema>;

/**
 * `POST questions/{mg}/save` (spec 2 §4): role 3 stores an entry directly ('Entry submitted.');
 * another contributor's entry goes on review ('Submitted as draft. …'), and they cannot change an
 * entry that is already on review. No role or a demo subject: 403. Every save is kept as a version.
 */
export async function saveQuestion(ctx: AppContext, userId: number, mg: number, body: SaveBody) {
  const { place, subject, role, contentId } = await readableMinigame(ctx, userId, mg);
  if (role === null) throw forbidden(questionMessages.noRole);
  if (subject.isDemo) throw forbidden(questionMessages.demoLocked);
  const manager = role === MANAGER_ROLE;
  const value = await storeEntryImages(ctx, place.module_id, checkedEntry(place.module_id, body.question_object, body.is_adaptive), body.is_adaptive);
  const approved = manager ? true : null;
  const info = {
    subject_name: subject.name, subject_code: subject.code, chapter_name: place.chapter_name, chapter_id: place.chapter_id,
    chapter_mini_game_id: place.id, mini_game_name: place.name, number_of_entry: 1,
  };
  const questionId = await ctx.db.transaction(async (tx) => {
    let id: number;
    if (body.id !== undefined) {
      const existing = await lockEntry(tx, body.id, contentId);
      if (!existing) throw notFound(questionMessages.notFound);
      if (existing.approved === null && !manager) throw forbidden(questionMessages.onReviewLocked);
      if (body.revision !== undefined && body.revision !== existing.revision) throw conflict(questionMessages.changedMeanwhile(existing.editor));
      await updateEntry(tx, existing.id, { questionObject: value, approved, updatedBy: userId });
      await addVersion(tx, { questionId: existing.id, questionObject: value, status: entryState(approved), editorId: userId });
      id = existing.id;
    } else {
      id = (await insertQuestion(tx, { subjectId: subject.id, chapterMinigameId: contentId, questionObject: value, approved, createdBy: userId })).id;
    }
    await recordActivity(tx, { subjectId: subject.id, userId, type: body.id !== undefined ? ACTIVITY.entryEdited : ACTIVITY.entryAdded, identifier: String(id), info });
    return id;
  });
  return { result: { question_id: questionId, status: approved === null }, message: manager ? questionMessages.submitted : questionMessages.submittedForReview };
}

/** `DELETE questions/{id}/delete`: role 3 of the entry's subject ('Entry deleted.'). */
export async function deleteQuestion(ctx: AppContext, userId: number, id: number) {
  const place = await entryPlace(ctx.db, id, userId);
  if (!place) throw notFound(questionMessages.notFound);
  const { row, role } = await accessOf(ctx, place, userId);
  if (role !== MANAGER_ROLE) throw forbidden();
  if (place.is_demo) throw forbidden(questionMessages.demoLocked);
  await ctx.db.transaction(async (tx) => {
    await deleteEntry(tx, id);
    await recordActivity(tx, {
      subjectId: row.id, userId, type: ACTIVITY.entryDeleted, identifier: String(id),
      info: { subject_name: place.subject_name, subject_code: place.subject_code, chapter_name: place.chapter_name, chapter_id: place.chapter_id, chapter_mini_game_id: place.chapter_minigame_id, mini_game_name: place.minigame_name, number_of_entry: 1 },
    });
  });
}
