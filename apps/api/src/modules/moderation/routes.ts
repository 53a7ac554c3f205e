import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badWordsQuerySchema, badWordsResultSchema, envelopeSchema, referenceParamsSchema, referenceResultSchema } from '@cp/contract';
import { requireUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import { findBadWords } from './bad-words';
import { referenceExists } from './service';

export const moderationRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get('/bad-words-check', { schema: { querystring: badWordsQuerySchema, response: { 200: envelopeSchema(badWordsResultSchema) } } }, async (request) => {
    requireUser(request);
    const words = findBadWords(request.query.text);
    return ok({ has_bad_words: words.length > 0, words }, words.length > 0 ? 'Bad words found.' : 'No bad words found.');
  });

  app.get('/reference-check/:category/:identifier', { schema: { params: referenceParamsSchema, response: { 200: envelopeSchema(referenceResultSchema) } } }, async (request) => {
    const caller = requireUser(request);
    const { category, identifier } = request.params;
    if (!(await referenceExists(ctx, category, identifier, caller))) throw notFound(`${category} not found.`);
    return ok({ category, identifier, exists: true as const });
  });
};
