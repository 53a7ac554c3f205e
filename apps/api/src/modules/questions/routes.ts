import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints, questionMessages } from '@cp/contract';
import type { AppContext } from '../../platform/context';
import { routeOf } from '../../platform/endpoint';
import { ok, paged } from '../../platform/envelope';
import { requireUser } from '../../platform/auth';
import { listQuestions, questionBanner } from './list';
import { deleteQuestion, saveQuestion } from './save';
import { generatePreview } from './preview';

/** Question entries (spec 2 §7). */
export const questionRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const r = plain.withTypeProvider<ZodTypeProvider>();
  r.route({ ...routeOf(endpoints.generatePreview), handler: async (request) => ok(await generatePreview(ctx, request.body)) });
  r.route({ ...routeOf(endpoints.questionBanner), handler: async (request) => ok(await questionBanner(ctx, requireUser(request).id, request.params.mg)) });
  r.route({ ...routeOf(endpoints.saveQuestion), handler: async (request) => {
    const { result, message } = await saveQuestion(ctx, requireUser(request).id, request.params.mg, request.body);
    return ok(result, message);
  } });
  r.route({ ...routeOf(endpoints.deleteQuestion), handler: async (request) => {
    await deleteQuestion(ctx, requireUser(request).id, request.params.id);
    return ok(null, questionMessages.deleted);
  } });
  r.route({ ...routeOf(endpoints.questionList), handler: async (request) => {
    const { data, total, extra } = await listQuestions(ctx, requireUser(request).id, request.params.mg, request.body, request.query.id);
    return { ...paged(data, total, request.body.n), ...extra };
  } });
};
