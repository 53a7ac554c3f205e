import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminLoginBodySchema, adminSessionSchema, envelopeSchema } from '@cp/contract';
import { z } from 'zod';
import { clientOf, endSession, requireAdmin } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { PUBLIC } from '../../platform/route-access';
import { ok } from '../../platform/envelope';
import { adminLogin } from './service';

export const adminAuthRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/admin/auth/login',
    { schema: { ...PUBLIC, body: adminLoginBodySchema, response: { 200: envelopeSchema(adminSessionSchema) } } },
    async (request) => ok(await adminLogin(ctx, request.body.username, request.body.password, clientOf(request)), 'Login success.'),
  );

  app.get('/admin/auth/logout', { schema: { response: { 200: envelopeSchema(z.null()) } } }, async (request) => {
    const admin = requireAdmin(request);
    await endSession(ctx, admin.sessionId);
    return ok(null, 'Logged out.');
  });
};
