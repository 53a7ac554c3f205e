import { and, eq, isNull } from 'drizzle-orm';
import { schema, type DbOrTx } from '@cp/db';

const { minigames, questions } = schema;
export type MinigameRow = typeof minigames.$inferSelect;

/** A minigame authors may use: published and not deleted. */
export async function usableMinigame(db: DbOrTx, id: number): Promise<MinigameRow | undefined> {
  return db.query.minigames.findFirst({ where: and(eq(minigames.id, id), eq(minigames.published, true), isNull(minigames.deletedAt)) });
}

export async function insertQuestion(db: DbOrTx, values: typeof questions.$inferInsert) {
  const [row] = await db.insert(questions).values(values).returning({ id: questions.id });
  return row!;
}
