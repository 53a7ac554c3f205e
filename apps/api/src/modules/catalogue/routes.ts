import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints } from '@cp/contract';
import { requireUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { routeOf } from '../../platform/endpoint';
import { ok } from '../../platform/envelope';
import { withEtag } from '../../platform/etag';
import { categoryMenu, moduleMinigames, suggestCategories, teachingModules } from './service';

export const catalogueRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  // The catalogue is the same for every user but needs a session: private, revalidated by ETag.
  app.route({ ...routeOf(endpoints.categoryMenu), handler: async (request, reply) =>
    withEtag(ctx.db, request, reply, 'catalogue', 'private', async () => ok(await categoryMenu(ctx))) });

  app.route({ ...routeOf(endpoints.suggestCategories), handler: async (request) => ok(await categoryMenu(ctx, await suggestCategories(ctx, request.body.subject_title, request.body.subject_desc))) });

  app.route({ ...routeOf(endpoints.modules), handler: async (request, reply) =>
    withEtag(ctx.db, request, reply, 'catalogue', 'private', async () => ok(await teachingModules(ctx, request.query.platform))) });

  app.route({ ...routeOf(endpoints.moduleMinigames), handler: async (request, reply) => {
      const user = requireUser(request);
      const answer = async () => ok(await moduleMinigames(ctx, user.id, request.params.moduleId, { chapterId: request.query.chapter_id, platforms: request.query.platform }));
      // For a chapter the answer also depends on the chapter, so only the plain catalogue list is versioned.
      return request.query.chapter_id === undefined ? withEtag(ctx.db, request, reply, 'catalogue', 'private', answer) : answer();
    } });
};
