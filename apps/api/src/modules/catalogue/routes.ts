import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryMenuItemSchema, categorySuggestBodySchema, envelopeSchema, minigameTemplateSchema, moduleMinigamesParamsSchema, moduleMinigamesQuerySchema,
  modulesQuerySchema, teachingModuleSchema,
} from '@cp/contract';
import { requireUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import { categoryMenu, moduleMinigames, suggestCategories, teachingModules } from './service';

export const catalogueRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get('/categories/menu', { schema: { response: { 200: envelopeSchema(z.array(categoryMenuItemSchema)) } } }, async () =>
    ok(await categoryMenu(ctx)),
  );

  app.post(
    '/categories/menu',
    { schema: { body: categorySuggestBodySchema, response: { 200: envelopeSchema(z.array(categoryMenuItemSchema)) } } },
    async (request) => ok(await categoryMenu(ctx, await suggestCategories(ctx, request.body.subject_title, request.body.subject_desc))),
  );

  app.get('/modules', { schema: { querystring: modulesQuerySchema, response: { 200: envelopeSchema(z.array(teachingModuleSchema)) } } }, async (request) =>
    ok(await teachingModules(ctx, request.query.platform)),
  );

  app.get(
    '/modules/:moduleId/minigames',
    { schema: { params: moduleMinigamesParamsSchema, querystring: moduleMinigamesQuerySchema, response: { 200: envelopeSchema(z.array(minigameTemplateSchema)) } } },
    async (request) => {
      const user = requireUser(request);
      return ok(await moduleMinigames(ctx, user.id, request.params.moduleId, { chapterId: request.query.chapter_id, platforms: request.query.platform }));
    },
  );
};
