import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { questionFields, questionModule } from '@cp/contract';
import { schema } from '@cp/db';
import type { AppContext } from '../platform/context';
import { storeJpeg } from '../platform/images';
import { addEntry } from '../modules/questions/entry';
import { sampleEntry, type WordSense } from './sample-entries';

/** A square picture for sample entries: a tinted tile with `n` dots, different for each entry. */
async function samplePicture(tint: string, n: number) {
  const dots = Array.from({ length: n }, (_, i) => {
    const x = 60 + (i % 3) * 90;
    const y = 60 + Math.floor(i / 3) * 90;
    return `<circle cx="${x}" cy="${y}" r="30" fill="white" fill-opacity="0.85"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="${tint}"/>${dots}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** Gives every minigame of a demo chapter its minimum of approved entries, written by the owner. */
export async function fillChapter(ctx: AppContext, subjectId: number, chapterId: number, words: WordSense[], tint: string, ownerId: number) {
  const rows = await ctx.db
    .select({ id: schema.chapterMinigames.id, module: schema.minigames.gameModuleId, minimum: schema.minigames.minimumEntries })
    .from(schema.chapterMinigames)
    .innerJoin(schema.minigames, eq(schema.minigames.id, schema.chapterMinigames.minigameId))
    .where(eq(schema.chapterMinigames.chapterId, chapterId));
  for (const row of rows) {
    if (questionModule(row.module).family === 'reading') continue;
    const pictured = questionFields(row.module).some((f) => f.kind === 'image');
    for (let i = 0; i < row.minimum; i++) {
      const image = pictured ? await storeJpeg(ctx.storage, await samplePicture(tint, (i % 9) + 1), 'entries', 'content') : '';
      await addEntry(ctx, { subjectId, chapterMinigameId: row.id, gameModuleId: row.module, questionObject: sampleEntry(row.module, i, words, image), approved: true, createdBy: ownerId });
    }
  }
}
