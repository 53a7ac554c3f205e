import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import { failure } from '../../platform/errors';

export const healthRoutes = (ctx: AppContext): FastifyPluginAsync => async (app) => {
  app.get('/health', { config: { rateLimit: false } }, async () => ok({ ok: true }));
  app.get('/ready', { config: { rateLimit: false } }, async (_request, reply) => {
    try {
      await ctx.db.execute(sql`select 1`);
      return ok({ database: 'up' });
    } catch {
      return reply.code(503).send(failure('The database is not reachable.'));
    }
  });
};
