import { eq } from 'drizzle-orm';
import { schema } from '@cp/db';
import { sampleEntry } from '../src/cli/sample-entries';
import { createChapter } from '../src/modules/chapters/service';
import { addEntry } from '../src/modules/questions/entry';
import type { TestApp } from './helpers';

/**
 * A chapter ("Chapter one" unless named) with Word Hunter and its minimum of approved entries (10,
 * unless asked otherwise): content a publish request accepts.
 */
export async function publishableContent(t: TestApp, subjectCode: string, userId: number, opts: { name?: string; entries?: number; minigame?: string } = {}) {
  const subject = (await t.ctx.db.query.subjects.findFirst({ where: eq(schema.subjects.code, subjectCode) }))!;
  const minigame = (await t.ctx.db.query.minigames.findFirst({ where: eq(schema.minigames.seedKey, opts.minigame ?? 'word-hunter') }))!;
  const count = (await t.ctx.db.$count(schema.chapters, eq(schema.chapters.subjectId, subject.id)));
  const chapter = await createChapter(t.ctx, subject.id, { name: opts.name ?? 'Chapter one', completionRate: 100, position: count, minigameIds: [minigame.id], creatorId: userId });
  const cm = (await t.ctx.db.query.chapterMinigames.findFirst({ where: eq(schema.chapterMinigames.chapterId, chapter.id) }))!;
  for (let i = 0; i < (opts.entries ?? minigame.minimumEntries); i++) {
    await addEntry(t.ctx, { subjectId: subject.id, chapterMinigameId: cm.id, gameModuleId: minigame.gameModuleId, questionObject: sampleEntry(minigame.gameModuleId, i), approved: true, createdBy: userId });
  }
  return { chapter, chapterMinigameId: cm.id, minigame };
}
