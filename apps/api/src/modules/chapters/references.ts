import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { registerReferenceCheck } from '../moderation/service';
import { subjectAccess } from '../subject-store/access';
import { liveSubjectById } from '../subject-store/repository';
import { chapterById } from './repository';

/** Whether the caller may see the subject (a reference check answers yes or no, never 403). */
async function visible(ctx: AppContext, code: string, userId: number) {
  try {
    await subjectAccess(ctx, code, userId);
    return true;
  } catch (err) {
    if (err instanceof AppError) return false;
    throw err;
  }
}

const idOf = (identifier: string) => (/^\d{1,9}$/.test(identifier) ? Number(identifier) : null);

async function chapterVisible(ctx: AppContext, chapterId: number | null | undefined, userId: number) {
  const chapter = chapterId ? await chapterById(ctx.db, chapterId) : undefined;
  const subject = chapter && (await liveSubjectById(ctx.db, chapter.subjectId));
  return subject ? visible(ctx, subject.code, userId) : false;
}

/**
 * `GET /reference-check/{category}/{identifier}` for 'subject' (a code), 'chapter' (an id) and
 * 'minigame' (a chapter minigame id, as in `/subject/{code}/{mg}/question`): it exists and the
 * caller may see its subject.
 */
export function registerContentReferences() {
  registerReferenceCheck('subject', (ctx, identifier, caller) => visible(ctx, identifier, caller.id));
  registerReferenceCheck('chapter', (ctx, identifier, caller) => chapterVisible(ctx, idOf(identifier), caller.id));
  registerReferenceCheck('minigame', async (ctx, identifier, caller) => {
    const id = idOf(identifier);
    const row = id === null ? undefined : await ctx.db.query.chapterMinigames.findFirst({ columns: { chapterId: true }, where: (cm, { eq }) => eq(cm.id, id) });
    return chapterVisible(ctx, row?.chapterId, caller.id);
  });
}
