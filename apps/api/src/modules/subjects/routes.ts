import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints, messages } from '@cp/contract';
import { requireUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { routeOf } from '../../platform/endpoint';
import { ok, paged } from '../../platform/envelope';
import { subjectDiagnosticGames, subjectView } from './detail';
import { listSubjects } from './list';
import { prerequisiteLookup } from './prerequisites';
import { contributedSubjects, ownedSubjects } from './profile-lists';
import { publishCheck, requestPublish } from './publish';
import { deleteSubject, saveSubject } from './save';

/** Spec 1 §7 "Categories and subjects" (the category calls are in catalogue) and the profile subject lists (spec 3 §7). */
export const subjectsRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.route({ ...routeOf(endpoints.browseSubjects), handler: async (request) => {
    const { items, total } = await listSubjects(ctx, requireUser(request).id, request.body, 'browse');
    return paged(items, total, request.body.n);
  } });
  app.route({ ...routeOf(endpoints.mySubjects), handler: async (request) => {
    const { items, total } = await listSubjects(ctx, requireUser(request).id, request.body, 'mine');
    return paged(items, total, request.body.n);
  } });

  app.route({ ...routeOf(endpoints.saveSubject), handler: async (request) => {
    const { subject, message } = await saveSubject(ctx, requireUser(request).id, request.body);
    return ok(subject, message);
  } });

  app.route({ ...routeOf(endpoints.prerequisites), handler: async (request) =>
    ok(await prerequisiteLookup(ctx, requireUser(request).id, request.query.codes)) });

  app.route({ ...routeOf(endpoints.deleteSubject), handler: async (request) => {
    await deleteSubject(ctx, requireUser(request).id, request.params.code);
    return ok(null, messages.subjectDeleted);
  } });

  app.route({ ...routeOf(endpoints.publishCheck), handler: async (request) =>
    ok(await publishCheck(ctx, requireUser(request).id, request.params.code)) });
  app.route({ ...routeOf(endpoints.publish), handler: async (request) =>
    ok(await requestPublish(ctx, requireUser(request).id, request.params.code), messages.publishOnProcess) });

  app.route({ ...routeOf(endpoints.subject), handler: async (request) =>
    ok(await subjectView(ctx, request.params.code, requireUser(request).id)) });

  app.route({ ...routeOf(endpoints.diagnosticGames), handler: async (request) =>
    ok(await subjectDiagnosticGames(ctx, requireUser(request).id, request.params.code)) });

  app.route({ ...routeOf(endpoints.ownedSubjects), handler: async (request) =>
    ok(await ownedSubjects(ctx, requireUser(request).id, request.query.username)) });
  app.route({ ...routeOf(endpoints.contributedSubjects), handler: async (request) => {
      const { items, total } = await contributedSubjects(ctx, requireUser(request).id, request.query.username, request.body.page, request.body.n);
      return paged(items, total, request.body.n);
    } });
};
