import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints } from '@cp/contract';
import { clientOf, endSession, requireAdmin } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { routeOf } from '../../platform/endpoint';
import { ok } from '../../platform/envelope';
import { adminLogin } from './service';

export const adminAuthRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.route({ ...routeOf(endpoints.adminLogin), handler: async (request) => ok(await adminLogin(ctx, request.body.username, request.body.password, clientOf(request)), 'Login success.') });

  app.route({ ...routeOf(endpoints.adminLogout), handler: async (request) => {
    const admin = requireAdmin(request);
    await endSession(ctx, admin.sessionId);
    return ok(null, 'Logged out.');
  } });
};
