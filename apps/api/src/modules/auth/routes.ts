import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints, accountMessages, sessionMessages, emailSchema, usernameSchema } from '@cp/contract';
import { clientOf, endSession, requireUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { routeOf } from '../../platform/endpoint';
import { ok } from '../../platform/envelope';
import { badRequest } from '../../platform/errors';
import { checkAvailability, login, register, resendVerification, verifyEmail } from './service';
import { changePassword, checkResetLink, forgotPassword, resetPassword } from './passwords';
import { googleLogin } from './google-login';
import { endOtherSessions, endSessionOf, listSessions } from './sessions';


export const authRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.route({ ...routeOf(endpoints.appConfig), handler: async () =>
    ok({
      google_client_id: ctx.config.googleClientId,
      landing_video_url: ctx.config.landingVideoUrl,
      game_app_url: ctx.config.gameAppUrl,
      admin_origin: ctx.config.adminOrigin,
    }) });

  app.route({ ...routeOf(endpoints.login), handler: async (request) =>
    ok(await login(ctx, request.body.username, request.body.password, clientOf(request)), accountMessages.loginSuccess) });

  app.route({ ...routeOf(endpoints.loginGoogle), handler: async (request) =>
    ok(await googleLogin(ctx, request.body, clientOf(request)), accountMessages.loginSuccess) });

  app.route({ ...routeOf(endpoints.logout), handler: async (request) => {
    const user = requireUser(request);
    await endSession(ctx, user.sessionId);
    return ok(null, accountMessages.loggedOut);
  } });

  app.route({ ...routeOf(endpoints.register), handler: async (request) =>
    ok(await register(ctx, request.body, clientOf(request)), accountMessages.registered) });

  app.route({ ...routeOf(endpoints.validate), handler: async (request) => {
    const { kind } = request.params;
    const parsed = (kind === 'email' ? emailSchema : usernameSchema).safeParse(request.query.value);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
    return ok(null, await checkAvailability(ctx, kind, parsed.data, request.ip));
  } });

  app.route({ ...routeOf(endpoints.verifyEmail), handler: async (request) =>
    ok(await verifyEmail(ctx, request.params.token, clientOf(request)), accountMessages.verified) });

  app.route({ ...routeOf(endpoints.resendVerification), handler: async (request) => {
    await resendVerification(ctx, requireUser(request));
    return ok(null, accountMessages.verificationSent);
  } });

  app.route({ ...routeOf(endpoints.forgotPassword), handler: async (request) => {
    await forgotPassword(ctx, request.body.email, request.ip);
    return ok(null, accountMessages.resetLinkSent);
  } });

  app.route({ ...routeOf(endpoints.checkResetLink), handler: async (request) => {
    await checkResetLink(ctx, request.params.token);
    return ok(null, 'success');
  } });

  app.route({ ...routeOf(endpoints.resetPassword), handler: async (request) => {
    await resetPassword(ctx, request.params.token, request.body.new_pass);
    return ok(null, accountMessages.passwordReset);
  } });

  app.route({ ...routeOf(endpoints.sessions), handler: async (request) =>
    ok(await listSessions(ctx, requireUser(request))) });

  app.route({ ...routeOf(endpoints.endOtherSessions), handler: async (request) => {
    const count = await endOtherSessions(ctx, requireUser(request));
    return ok({ count }, sessionMessages.endedOthers(count));
  } });

  app.route({ ...routeOf(endpoints.endSession), handler: async (request) => {
    await endSessionOf(ctx, requireUser(request), request.params.id);
    return ok(null, sessionMessages.ended);
  } });

  app.route({ ...routeOf(endpoints.changePassword), handler: async (request) => {
    const user = requireUser(request);
    await changePassword(ctx, user, request.body.old_pass, request.body.new_pass);
    return ok(null, accountMessages.passwordChanged);
  } });
};
