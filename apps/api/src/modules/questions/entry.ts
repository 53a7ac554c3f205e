import { checkQuestion, isImageValue, problemMessages, questionFields, readPath, writePath, type QuestionObject } from '@cp/contract';
import type { AppContext } from '../../platform/context';
import { invalidEntry } from '../../platform/errors';
import { storeJpeg } from '../../platform/images';

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
