import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../connection';
import * as s from '../schema';
import { categories, diagnosticGames, faqs, gameModules, legalPages, minigames, teachingMaterials } from './catalogue-data';

export const seedAssetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seed-assets');

/** Stores one bundled image and returns the URL it is served at. */
export type PutSeedAsset = (fileName: string) => Promise<string>;

/**
 * Inserts or refreshes the catalogue: categories, game modules, teaching formats, minigame
 * templates, diagnostic games, legal pages and starter FAQ. Safe to run at every start: rows are
 * matched by seed key, and legal pages and FAQ are only written when none exist (admins edit them).
 * Says whether it added a legal page or the FAQ, so that answers kept of them can be refreshed.
 */
export async function seedCatalogue(db: Db, putAsset: PutSeedAsset): Promise<{ staticsAdded: boolean }> {
  return db.transaction(async (tx) => {
    for (const [position, category] of categories.entries()) {
      const [parent] = await tx
        .insert(s.categories)
        .values({ seedKey: category.key, name: category.name, icon: await putAsset(category.icon), keywords: category.keywords ?? '', position })
        .onConflictDoUpdate({ target: s.categories.seedKey, set: { name: category.name, icon: sql`excluded.icon`, keywords: category.keywords ?? '', position } })
        .returning({ id: s.categories.id });
      for (const [subPosition, sub] of category.subs.entries()) {
        await tx
          .insert(s.categories)
          .values({ seedKey: sub.key, parentId: parent!.id, name: sub.name, icon: await putAsset(sub.icon), keywords: sub.keywords ?? '', position: subPosition })
          .onConflictDoUpdate({
            target: s.categories.seedKey,
            set: { name: sub.name, parentId: parent!.id, icon: sql`excluded.icon`, keywords: sub.keywords ?? '', position: subPosition },
          });
      }
    }

    for (const gm of gameModules) {
      await tx.insert(s.gameModules).values(gm).onConflictDoUpdate({ target: s.gameModules.id, set: { name: gm.name } });
    }

    const materialIds = new Map<string, number>();
    for (const [position, tm] of teachingMaterials.entries()) {
      const [row] = await tx
        .insert(s.teachingMaterials)
        .values({ seedKey: tm.key, name: tm.name, logo: await putAsset(tm.logo), position })
        .onConflictDoUpdate({ target: s.teachingMaterials.seedKey, set: { name: tm.name, logo: sql`excluded.logo`, position } })
        .returning({ id: s.teachingMaterials.id });
      materialIds.set(tm.key, row!.id);
    }

    for (const mg of minigames) {
      const screenshots = {
        doc: mg.screenshots.doc ? await putAsset(mg.screenshots.doc) : null,
        chatbot: mg.screenshots.chatbot ? await putAsset(mg.screenshots.chatbot) : null,
      };
      const values = {
        seedKey: mg.key,
        name: mg.name,
        gameModuleId: mg.game_module_id,
        description: mg.description,
        icon: await putAsset(mg.icon),
        screenshots,
        video: { doc: mg.video.doc ?? null, chatbot: mg.video.chatbot ?? null },
        minimumEntries: mg.minimum_entries,
        isDoc: mg.is_doc,
        isChatbot: mg.is_chatbot,
      };
      const [row] = await tx
        .insert(s.minigames)
        .values({ ...values, published: true })
        .onConflictDoUpdate({ target: s.minigames.seedKey, set: { ...values, updatedAt: new Date() } })
        .returning({ id: s.minigames.id });
      const links = mg.teaching_materials.map((key) => {
        const teachingMaterialId = materialIds.get(key);
        if (teachingMaterialId === undefined) throw new Error(`minigame ${mg.key} names unknown teaching material ${key}`);
        return { minigameId: row!.id, teachingMaterialId };
      });
      await tx.insert(s.minigameTeachingMaterials).values(links).onConflictDoNothing();
    }

    for (const game of diagnosticGames) {
      const values = { seedKey: game.key, gameModule: game.game_module, name: game.name, description: game.description, categories: game.categories };
      await tx.insert(s.diagnosticGames).values(values).onConflictDoUpdate({ target: s.diagnosticGames.seedKey, set: values });
    }

    const addedPages = await tx.insert(s.legalPages).values(legalPages.map((p) => ({ type: p.type, pageName: p.page_name, content: p.content })))
      .onConflictDoNothing().returning({ type: s.legalPages.type });

    const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(s.faqs)) as [{ count: number }];
    if (count === 0) {
      for (const [position, faq] of faqs.entries()) {
        await tx.insert(s.faqs).values({ question: faq.question, answer: faq.answer, image: faq.image ? await putAsset(faq.image) : null, position });
      }
    }
    return { staticsAdded: addedPages.length > 0 || (count === 0 && faqs.length > 0) };
  });
}
