import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints } from '@cp/contract';
import { requireUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { routeOf } from '../../platform/endpoint';
import { ok } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import { findBadWords } from './bad-words';
import { referenceExists } from './service';

export const moderationRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.route({ ...routeOf(endpoints.badWordsCheck), handler: async (request) => {
    requireUser(request);
    const words = findBadWords(request.query.text);
    return ok({ has_bad_words: words.length > 0, words }, words.length > 0 ? 'Bad words found.' : 'No bad words found.');
  } });

  app.route({ ...routeOf(endpoints.referenceCheck), handler: async (request) => {
    const caller = requireUser(request);
    const { category, identifier } = request.params;
    if (!(await referenceExists(ctx, category, identifier, caller))) throw notFound(`${category} not found.`);
    return ok({ category, identifier, exists: true as const });
  } });
};
