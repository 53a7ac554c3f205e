import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema, noticePageBodySchema, notificationSchema, readIdsQuerySchema, recentNotificationsSchema,
  recentTaskUpdatesSchema, taskCountSchema, taskUpdateSchema,
} from '@cp/contract';
import { requireUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import * as notices from './service';

const readResult = envelopeSchema(z.object({ updated: z.number().int() }));

export const notificationsRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get('/user/notifications', { schema: { response: { 200: envelopeSchema(recentNotificationsSchema) } } }, async (request) =>
    ok(await notices.recentNotifications(ctx, requireUser(request).id)),
  );
  app.post('/user/notifications', { schema: { body: noticePageBodySchema, response: { 200: envelopeSchema(z.array(notificationSchema)) } } }, async (request) =>
    ok(await notices.notificationPage(ctx, requireUser(request).id, request.body.page, request.body.n)),
  );
  app.get('/user/notifications/read', { schema: { querystring: readIdsQuerySchema, response: { 200: readResult } } }, async (request) =>
    ok({ updated: await notices.markNotificationsRead(ctx, requireUser(request).id, request.query.ids) }),
  );

  app.get('/user/tasks', { schema: { response: { 200: envelopeSchema(recentTaskUpdatesSchema) } } }, async (request) =>
    ok(await notices.recentTaskUpdates(ctx, requireUser(request).id)),
  );
  app.post('/user/tasks', { schema: { body: noticePageBodySchema, response: { 200: envelopeSchema(z.array(taskUpdateSchema)) } } }, async (request) =>
    ok(await notices.taskUpdatePage(ctx, requireUser(request).id, request.body.page, request.body.n)),
  );
  app.get('/user/tasks/read', { schema: { querystring: readIdsQuerySchema, response: { 200: readResult } } }, async (request) =>
    ok({ updated: await notices.markTaskUpdatesRead(ctx, requireUser(request).id, request.query.ids) }),
  );

  app.get('/manager/tasks/number', { schema: { response: { 200: envelopeSchema(taskCountSchema) } } }, async (request) =>
    ok({ count: await notices.pendingTaskCount(ctx, requireUser(request).id) }),
  );
};
