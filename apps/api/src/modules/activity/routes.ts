import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints } from '@cp/contract';
import { requireUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { routeOf } from '../../platform/endpoint';
import { paged } from '../../platform/envelope';
import { subjectHistory, userActivityHistory } from './service';

export const activityRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  /** `POST /subjects/history/{code}`: the subject's activity, newest first, for anyone who may see it. */
  app.route({ ...routeOf(endpoints.subjectHistory), handler: async (request) => {
      const { items, total } = await subjectHistory(ctx, request.params.code, requireUser(request).id, request.body.page, request.body.n);
      return paged(items, total, request.body.n);
    } });

  /** The profile's Activity tab (spec 3 `/profile/{username}/activity`). */
  app.route({ ...routeOf(endpoints.activityHistory), handler: async (request) => {
      const { items, total } = await userActivityHistory(ctx, requireUser(request).id, request.query.username, request.body.page, request.body.n);
      return paged(items, total, request.body.n);
    } });
};
