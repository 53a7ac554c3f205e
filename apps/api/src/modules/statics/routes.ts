import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, faqItemSchema, LEGAL_PAGE_TYPES, legalPageSchema } from '@cp/contract';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { PUBLIC } from '../../platform/route-access';
import { ok } from '../../platform/envelope';
import { getLegalPage, listFaq } from './service';

/** Public (no auth): the FAQ and the legal pages the administrators edit. */
export const staticsRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get('/statics/faq', { schema: { ...PUBLIC, response: { 200: envelopeSchema(z.array(faqItemSchema)) } } }, async () => ok(await listFaq(ctx)));

  for (const type of LEGAL_PAGE_TYPES) {
    app.get(`/statics/${type}`, { schema: { ...PUBLIC, response: { 200: envelopeSchema(legalPageSchema) } } }, async () => ok(await getLegalPage(ctx, type)));
  }
};
