import type { AppContext } from '../../platform/context';
import { updateSubject } from '../subject-store/repository';
import { insertChapter } from './repository';

export interface NewChapter {
  name: string;
  completionRate: number;
  position: number;
  minigameIds: number[];
  creatorId: number;
}

/**
 * A chapter with its first minigames (the demo seed and tests; the wizard calls chapters/create).
 * Like every added minigame, they keep the subject from publishing until their content is complete.
 */
export async function createChapter(ctx: Pick<AppContext, 'db'>, subjectId: number, input: NewChapter) {
  const chapter = await insertChapter(
    ctx.db,
    { subjectId, name: input.name, completionRate: input.completionRate, position: input.position },
    input.minigameIds.map((minigameId) => ({ minigameId, creatorId: input.creatorId })),
  );
  if (input.minigameIds.length) await updateSubject(ctx.db, subjectId, { publishable: false });
  return chapter;
}
