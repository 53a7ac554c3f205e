import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints } from '@cp/contract';
import { requireUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { routeOf } from '../../platform/endpoint';
import { ok } from '../../platform/envelope';
import { categoryMenu, moduleMinigames, suggestCategories, teachingModules } from './service';

export const catalogueRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.route({ ...routeOf(endpoints.categoryMenu), handler: async () =>
    ok(await categoryMenu(ctx)) });

  app.route({ ...routeOf(endpoints.suggestCategories), handler: async (request) => ok(await categoryMenu(ctx, await suggestCategories(ctx, request.body.subject_title, request.body.subject_desc))) });

  app.route({ ...routeOf(endpoints.modules), handler: async (request) =>
    ok(await teachingModules(ctx, request.query.platform)) });

  app.route({ ...routeOf(endpoints.moduleMinigames), handler: async (request) => {
      const user = requireUser(request);
      return ok(await moduleMinigames(ctx, user.id, request.params.moduleId, { chapterId: request.query.chapter_id, platforms: request.query.platform }));
    } });
};
