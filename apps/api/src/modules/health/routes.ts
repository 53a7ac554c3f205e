import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { envelopeSchema, errorEnvelopeSchema } from '@cp/contract';
import type { AppContext } from '../../platform/context';
import { PUBLIC } from '../../platform/route-access';
import { ok } from '../../platform/envelope';
import { failure } from '../../platform/errors';

export const healthRoutes = (ctx: AppContext): FastifyPluginAsync => async (app) => {
  app.get('/health', { schema: { ...PUBLIC, response: { 200: envelopeSchema(z.object({ ok: z.boolean() })) } }, config: { rateLimit: false } }, async () => ok({ ok: true }));
  app.get('/ready', { schema: { ...PUBLIC, response: { 200: envelopeSchema(z.object({ database: z.literal('up') })), 503: errorEnvelopeSchema } }, config: { rateLimit: false } }, async (_request, reply) => {
    try {
      await ctx.db.execute(sql`select 1`);
      return ok({ database: 'up' });
    } catch {
      return reply.code(503).send(failure('The database is not reachable.'));
    }
  });
};
