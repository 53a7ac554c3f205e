import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints, LEGAL_PAGE_TYPES } from '@cp/contract';
import type { AppContext } from '../../platform/context';
import { routeOf } from '../../platform/endpoint';
import { ok } from '../../platform/envelope';
import { withEtag } from '../../platform/etag';
import { getLegalPage, listFaq } from './service';

/** Public (no auth): the FAQ and the legal pages the administrators edit. */
export const staticsRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  // Public and the same for everyone: browsers and shared caches revalidate with the ETag.
  app.route({ ...routeOf(endpoints.faq), handler: async (request, reply) => withEtag(ctx.db, request, reply, 'statics', 'public', async () => ok(await listFaq(ctx))) });

  for (const type of LEGAL_PAGE_TYPES) {
    app.route({ ...routeOf(endpoints[type]), handler: async (request, reply) => withEtag(ctx.db, request, reply, 'statics', 'public', async () => ok(await getLegalPage(ctx, type))) });
  }
};
