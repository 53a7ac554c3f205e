import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints } from '@cp/contract';
import { requireUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { routeOf } from '../../platform/endpoint';
import { ok } from '../../platform/envelope';
import * as notices from './service';


export const notificationsRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.route({ ...routeOf(endpoints.recentNotifications), handler: async (request) =>
    ok(await notices.recentNotifications(ctx, requireUser(request).id)) });
  app.route({ ...routeOf(endpoints.notifications), handler: async (request) =>
    ok(await notices.notificationPage(ctx, requireUser(request).id, request.body.page, request.body.n)) });
  app.route({ ...routeOf(endpoints.readNotifications), handler: async (request) =>
    ok({ updated: await notices.markNotificationsRead(ctx, requireUser(request).id, request.query.ids) }) });

  app.route({ ...routeOf(endpoints.recentTaskUpdates), handler: async (request) =>
    ok(await notices.recentTaskUpdates(ctx, requireUser(request).id)) });
  app.route({ ...routeOf(endpoints.taskUpdates), handler: async (request) =>
    ok(await notices.taskUpdatePage(ctx, requireUser(request).id, request.body.page, request.body.n)) });
  app.route({ ...routeOf(endpoints.readTaskUpdates), handler: async (request) =>
    ok({ updated: await notices.markTaskUpdatesRead(ctx, requireUser(request).id, request.query.ids) }) });

};
