import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chapterMessages, endpoints } from '@cp/contract';
import { requireUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { routeOf } from '../../platform/endpoint';
import { ok } from '../../platform/envelope';
import { deleteChapter, listChapters, orderChapters, updateChapter } from './manage';
import { createChapterWithMinigame } from './create';
import { registerContentReferences } from './references';
import { addChapterMinigame, deleteChapterMinigame, setChapterMinigameHidden } from './minigames';

/** Chapters and chapter minigames of a normal subject (spec 1 §7). */
export const chapterRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const r = plain.withTypeProvider<ZodTypeProvider>();
  registerContentReferences();

  r.route({ ...routeOf(endpoints.chapters), handler: async (request) => ok(await listChapters(ctx, requireUser(request).id, request.params.code)) });

  r.route({ ...routeOf(endpoints.createChapter), handler: async (request) =>
    ok(await createChapterWithMinigame(ctx, requireUser(request).id, request.body), chapterMessages.chapterCreated) });

  r.route({ ...routeOf(endpoints.orderChapters), handler: async (request) => {
    await orderChapters(ctx, requireUser(request).id, request.body.code, request.body.orders);
    return ok(null, chapterMessages.orderSaved);
  } });

  r.route({ ...routeOf(endpoints.updateChapter), handler: async (request) =>
    ok(await updateChapter(ctx, requireUser(request).id, request.params.id, request.body), chapterMessages.chapterUpdated) });

  r.route({ ...routeOf(endpoints.deleteChapter), handler: async (request) => {
    await deleteChapter(ctx, requireUser(request).id, request.params.id);
    return ok(null, chapterMessages.chapterRemoved);
  } });

  r.route({ ...routeOf(endpoints.saveChapterMinigame), handler: async (request) =>
    ok(await addChapterMinigame(ctx, requireUser(request).id, request.params.chapterId, request.body), chapterMessages.minigameAdded) });

  r.route({ ...routeOf(endpoints.deleteChapterMinigame), handler: async (request) => {
    await deleteChapterMinigame(ctx, requireUser(request).id, request.params.chapterId, request.params.id);
    return ok(null, chapterMessages.minigameRemoved);
  } });

  r.route({ ...routeOf(endpoints.hideChapterMinigame), handler: async (request) => {
    await setChapterMinigameHidden(ctx, requireUser(request).id, request.params.chapterId, request.params.id, true, request.body.keep_linked);
    return ok(null, chapterMessages.minigameHidden);
  } });

  r.route({ ...routeOf(endpoints.unhideChapterMinigame), handler: async (request) => {
    await setChapterMinigameHidden(ctx, requireUser(request).id, request.params.chapterId, request.params.id, false);
    return ok(null, chapterMessages.minigameShown);
  } });
};
