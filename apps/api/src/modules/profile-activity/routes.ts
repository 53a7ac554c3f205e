import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityHistoryBodySchema, pagedEnvelopeSchema, profileActivitySchema, usernameQuerySchema } from '@cp/contract';
import { requireUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { paged } from '../../platform/envelope';
import { userActivityHistory } from './service';

/** The profile's Activity tab (spec 3 `/profile/{username}/activity`). */
export const profileActivityRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', async (request) => void requireUser(request));

  app.post(
    '/user/activity-history',
    { schema: { querystring: usernameQuerySchema, body: activityHistoryBodySchema, response: { 200: pagedEnvelopeSchema(profileActivitySchema) } } },
    async (request) => {
      const { items, total } = await userActivityHistory(ctx, requireUser(request).id, request.query.username, request.body.page, request.body.n);
      return paged(items, total, request.body.n);
    },
  );
};
