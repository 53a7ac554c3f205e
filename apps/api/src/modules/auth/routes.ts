import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appConfigSchema, envelopeSchema, loginBodySchema, sessionUserSchema } from '@cp/contract';
import { z } from 'zod';
import { endSession, requireUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import { login } from './service';

export const authRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get('/app-config', { schema: { response: { 200: envelopeSchema(appConfigSchema) } } }, async () =>
    ok({
      google_client_id: ctx.config.googleClientId,
      landing_video_url: ctx.config.landingVideoUrl,
      game_app_url: ctx.config.gameAppUrl,
      admin_origin: ctx.config.adminOrigin,
    }),
  );

  app.post(
    '/auth/login',
    { schema: { body: loginBodySchema, response: { 200: envelopeSchema(sessionUserSchema) } } },
    async (request) => ok(await login(ctx, request.body.username, request.body.password), 'Login success.'),
  );

  app.get('/auth/logout', { schema: { response: { 200: envelopeSchema(z.null()) } } }, async (request) => {
    const user = requireUser(request);
    await endSession(ctx, user.sessionId);
    return ok(null, 'Logged out.');
  });
};
