import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { adminAuthRoutes } from './modules/admin-auth/routes';
import { backOfficeRoutes } from './modules/back-office/routes';
import { authRoutes } from './modules/auth/routes';
import { activityRoutes } from './modules/activity/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { contactRoutes } from './modules/contact/routes';
import { contributorsRoutes } from './modules/contributors/routes';
import { moderationRoutes } from './modules/moderation/routes';
import { notificationsRoutes } from './modules/notifications/routes';
import { staticsRoutes } from './modules/statics/routes';
import { subjectsRoutes } from './modules/subjects/routes';
import { chapterRoutes } from './modules/chapters/routes';
import { questionRoutes } from './modules/questions/routes';
import { taskRoutes } from './modules/tasks/routes';
import { profileRoutes } from './modules/profile/routes';
import { healthRoutes } from './modules/health/routes';
import type { AppContext } from './platform/context';
import { registerAuth } from './platform/auth';
import { registerRouteAccess } from './platform/route-access';
import { registerHandlerTracking } from './platform/running-handlers';
import { clientErrorHandler, frameworkErrors, registerEdgeGuards } from './platform/edges';
import { registerErrorHandling, sendRouteNotFound } from './platform/errors';
import { openApiRoute, registerOpenApi } from './platform/openapi';
import { registerRateLimit, registerSecurityHeaders } from './platform/security';
import { registerCompression } from './platform/compression';
import { registerMedia, registerSinglePageApp } from './platform/static-site';
import { serializerCompiler } from './platform/serializer';

export interface BuildOptions {
  /**
   * Which listener this is. Both carry the user API; only the admin face carries `/admin/*`, so
   * the back-office's calls are not reachable on the public port at all.
   */
  face: 'web' | 'admin';
  /** The built browser app this listener serves (authoring app or admin back-office). */
  distDir?: string;
}

/** One HTTP face of the product: the API plus one browser app. */
export async function buildApp(ctx: AppContext, options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log as FastifyBaseLogger,
    bodyLimit: ctx.config.bodyLimit,
    trustProxy: ctx.config.trustProxy,
    // registerEdgeGuards answers 503 in the envelope while closing.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerEdgeGuards(app);
  registerSecurityHeaders(app, ctx.config);
  await registerCompression(app);
  await registerRateLimit(app, ctx.config, ctx.redis);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 5, fields: 20 } });
  await registerOpenApi(app, options.face === 'admin' ? ctx.config.adminOrigin : ctx.config.publicOrigin);
  registerAuth(app, ctx);
  registerRouteAccess(app);
  registerHandlerTracking(app);

  await app.register(healthRoutes(ctx), { prefix: '/api' });
  await app.register(
    async (api) => {
      await api.register(authRoutes(ctx));
      if (options.face === 'admin') {
        await api.register(adminAuthRoutes(ctx));
        await api.register(backOfficeRoutes(ctx));
      }
      await api.register(catalogueRoutes(ctx));
      await api.register(profileRoutes(ctx));
      await api.register(staticsRoutes(ctx));
      await api.register(contactRoutes(ctx));
      await api.register(moderationRoutes(ctx));
      await api.register(subjectsRoutes(ctx));
      await api.register(chapterRoutes(ctx));
      await api.register(questionRoutes(ctx));
      await api.register(taskRoutes(ctx));
      await api.register(activityRoutes(ctx));
      await api.register(notificationsRoutes(ctx));
      await api.register(contributorsRoutes(ctx));
    },
    { prefix: '/api/v1' },
  );
  openApiRoute(app);
  registerMedia(app, ctx);
  if (options.distDir) await registerSinglePageApp(app, options.distDir);
  else app.setNotFoundHandler(sendRouteNotFound);
  return app;
}
