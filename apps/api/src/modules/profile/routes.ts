import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints } from '@cp/contract';
import { requireUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { routeOf } from '../../platform/endpoint';
import { ok } from '../../platform/envelope';
import { getUserInfo, updateUser } from './service';

export const profileRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.route({ ...routeOf(endpoints.userInfo), handler: async (request) =>
    ok(await getUserInfo(ctx, requireUser(request), request.query.username)) });

  app.route({ ...routeOf(endpoints.updateUserInfo), handler: async (request) => {
    const { info: updated, message } = await updateUser(ctx, requireUser(request), request.body);
    return ok(updated, message);
  } });
};
