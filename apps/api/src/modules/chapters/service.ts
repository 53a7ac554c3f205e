import type { AppContext } from '../../platform/context';
import { insertChapter } from './repository';

export interface NewChapter {
  name: string;
  completionRate: number;
  position: number;
  minigameIds: number[];
  creatorId: number;
}

/** A chapter with its first minigames (the demo seed and tests; the wizard's call comes with chapters/create). */
export async function createChapter(ctx: Pick<AppContext, 'db'>, subjectId: number, input: NewChapter) {
  return insertChapter(
    ctx.db,
    { subjectId, name: input.name, completionRate: input.completionRate, position: input.position },
    input.minigameIds.map((minigameId) => ({ minigameId, creatorId: input.creatorId })),
  );
}
