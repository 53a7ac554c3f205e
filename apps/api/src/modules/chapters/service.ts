import { schema } from '@cp/db';
import type { AppContext } from '../../platform/context';

export interface NewChapter {
  name: string;
  completionRate: number;
  position: number;
  minigameIds: number[];
  creatorId: number;
}

export async function createChapter(ctx: Pick<AppContext, 'db'>, subjectId: number, input: NewChapter) {
  return ctx.db.transaction(async (tx) => {
    const [chapter] = await tx
      .insert(schema.chapters)
      .values({ subjectId, name: input.name, completionRate: input.completionRate, position: input.position })
      .returning();
    if (input.minigameIds.length) {
      await tx.insert(schema.chapterMinigames).values(input.minigameIds.map((minigameId) => ({ chapterId: chapter!.id, minigameId, creatorId: input.creatorId })));
    }
    return chapter!;
  });
}
