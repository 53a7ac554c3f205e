import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountMessages,
  activeSessionSchema,
  endedSessionsSchema,
  sessionIdParamsSchema,
  sessionMessages,
  appConfigSchema,
  changePasswordBodySchema,
  emailSchema,
  envelopeSchema,
  forgotBodySchema,
  googleLoginBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetBodySchema,
  sessionUserSchema,
  tokenParamsSchema,
  usernameSchema,
  validateKindSchema,
  validateQuerySchema,
} from '@cp/contract';
import { z } from 'zod';
import { clientOf, endSession, requireUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { PUBLIC } from '../../platform/route-access';
import { ok } from '../../platform/envelope';
import { badRequest } from '../../platform/errors';
import { checkAvailability, login, register, resendVerification, verifyEmail } from './service';
import { changePassword, forgotPassword, resetPassword } from './passwords';
import { googleLogin } from './google-login';
import { endOtherSessions, endSessionOf, listSessions } from './sessions';

const nothing = { 200: envelopeSchema(z.null()) };
const session = { 200: envelopeSchema(sessionUserSchema) };

export const authRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get('/app-config', { schema: { ...PUBLIC, response: { 200: envelopeSchema(appConfigSchema) } } }, async () =>
    ok({
      google_client_id: ctx.config.googleClientId,
      landing_video_url: ctx.config.landingVideoUrl,
      game_app_url: ctx.config.gameAppUrl,
      admin_origin: ctx.config.adminOrigin,
    }),
  );

  app.post('/auth/login', { schema: { ...PUBLIC, body: loginBodySchema, response: session } }, async (request) =>
    ok(await login(ctx, request.body.username, request.body.password, clientOf(request)), accountMessages.loginSuccess),
  );

  app.post('/auth/login/google', { schema: { ...PUBLIC, body: googleLoginBodySchema, response: session } }, async (request) =>
    ok(await googleLogin(ctx, request.body, clientOf(request)), accountMessages.loginSuccess),
  );

  app.get('/auth/logout', { schema: { response: nothing } }, async (request) => {
    const user = requireUser(request);
    await endSession(ctx, user.sessionId);
    return ok(null, accountMessages.loggedOut);
  });

  app.post('/auth/register', { schema: { ...PUBLIC, body: registerBodySchema, response: session } }, async (request) =>
    ok(await register(ctx, request.body, clientOf(request)), accountMessages.registered),
  );

  app.get('/validate/:kind', { schema: { ...PUBLIC, params: validateKindSchema, querystring: validateQuerySchema, response: nothing } }, async (request) => {
    const { kind } = request.params;
    const parsed = (kind === 'email' ? emailSchema : usernameSchema).safeParse(request.query.value);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
    return ok(null, await checkAvailability(ctx, kind, parsed.data, request.ip));
  });

  app.get('/auth/verify/:token', { schema: { ...PUBLIC, params: tokenParamsSchema, response: session } }, async (request) =>
    ok(await verifyEmail(ctx, request.params.token, clientOf(request)), accountMessages.verified),
  );

  app.get('/auth/resend-verify-email', { schema: { response: nothing } }, async (request) => {
    await resendVerification(ctx, requireUser(request));
    return ok(null, accountMessages.verificationSent);
  });

  app.post('/auth/forgot-password', { schema: { ...PUBLIC, body: forgotBodySchema, response: nothing } }, async (request) => {
    await forgotPassword(ctx, request.body.email, request.ip);
    return ok(null, accountMessages.resetLinkSent);
  });

  app.post('/auth/reset-password/:token', { schema: { ...PUBLIC, params: tokenParamsSchema, body: resetBodySchema, response: nothing } }, async (request) => {
    await resetPassword(ctx, request.params.token, request.body.new_pass);
    return ok(null, accountMessages.passwordReset);
  });

  app.get('/auth/sessions', { schema: { response: { 200: envelopeSchema(z.array(activeSessionSchema)) } } }, async (request) =>
    ok(await listSessions(ctx, requireUser(request))),
  );

  app.post('/auth/sessions/end-others', { schema: { response: { 200: envelopeSchema(endedSessionsSchema) } } }, async (request) => {
    const count = await endOtherSessions(ctx, requireUser(request));
    return ok({ count }, sessionMessages.endedOthers(count));
  });

  app.delete('/auth/sessions/:id', { schema: { params: sessionIdParamsSchema, response: nothing } }, async (request) => {
    await endSessionOf(ctx, requireUser(request), request.params.id);
    return ok(null, sessionMessages.ended);
  });

  app.post('/auth/password', { schema: { body: changePasswordBodySchema, response: nothing } }, async (request) => {
    const user = requireUser(request);
    await changePassword(ctx, user, request.body.old_pass, request.body.new_pass);
    return ok(null, accountMessages.passwordChanged);
  });
};
