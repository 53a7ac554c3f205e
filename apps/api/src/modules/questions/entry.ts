import { checkQuestion, isImageValue, problemMessages, questionFields, readPath, writePath, type QuestionObject } from '@cp/contract';
import type { AppContext } from '../../platform/context';
import { invalidEntry } from '../../platform/errors';
import { storeJpeg } from '../../platform/images';
import { insertQuestion } from './repository';

/** The entry of a game module, checked by the contract's rules (the form's own); 400 listing every problem. */
export function checkedEntry(gameModuleId: number, input: unknown, adaptive = false): QuestionObject {
  const { value, problems } = checkQuestion(gameModuleId, input, { adaptive });
  if (problems.length) throw invalidEntry(problems, problemMessages(problems));
  return value;
}

/**
 * Stores each new image of a checked entry (a data URL) through the image pipeline (JPEG, 5 MB,
 * metadata dropped) and puts its `/media/…` address in its place. Called before the transaction
 * that saves the entry, so a slow decode holds no lock.
 */
export async function storeEntryImages(ctx: AppContext, gameModuleId: number, value: QuestionObject, adaptive = false): Promise<QuestionObject> {
  let stored = value;
  for (const field of questionFields(gameModuleId, adaptive)) {
    if (field.kind !== 'image') continue;
    const image = readPath(value, field.path);
    if (typeof image === 'string' && image.startsWith('data:') && isImageValue(image)) {
      stored = writePath(stored, field.path, await storeJpeg(ctx.storage, image, 'entries', 'content'));
    }
  }
  return stored;
}

/** Adds one entry to a chapter minigame through the same checks as the form (the demo seed and tests). */
export async function addEntry(
  ctx: AppContext,
  input: { subjectId: number; chapterMinigameId: number; gameModuleId: number; questionObject: QuestionObject; approved: boolean | null; createdBy: number },
) {
  const value = await storeEntryImages(ctx, input.gameModuleId, checkedEntry(input.gameModuleId, input.questionObject));
  return insertQuestion(ctx.db, { subjectId: input.subjectId, chapterMinigameId: input.chapterMinigameId, questionObject: value, approved: input.approved, createdBy: input.createdBy });
}
