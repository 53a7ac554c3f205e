import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints, evaluationMessages, questionMessages } from '@cp/contract';
import type { AppContext } from '../../platform/context';
import { routeOf } from '../../platform/endpoint';
import { ok, paged } from '../../platform/envelope';
import { requireUser } from '../../platform/auth';
import { listQuestions, questionBanner } from './list';
import { deleteQuestion, saveQuestion } from './save';
import { generatePreview } from './preview';
import { entryChanges, entryHistory, reviewEntries } from './review';
import { saveResponseEval } from './evaluation';

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
  for (const [endpoint, decision] of [[endpoints.approveQuestion, 'approve'], [endpoints.declineQuestion, 'decline']] as const) {
    r.route({ ...routeOf(endpoint), handler: async (request) => {
      const { result, message } = await reviewEntries(ctx, requireUser(request).id, request.params.mg, request.params.target, decision, request.body);
      return ok(result, message);
    } });
  }
  r.route({ ...routeOf(endpoints.saveResponseEval), handler: async (request) => {
    await saveResponseEval(ctx, requireUser(request).id, request.params.mg, request.body);
    return ok(null, evaluationMessages.saved);
  } });
  r.route({ ...routeOf(endpoints.questionHistory), handler: async (request) => ok(await entryHistory(ctx, requireUser(request).id, request.params.id)) });
  r.route({ ...routeOf(endpoints.questionChanges), handler: async (request) => ok(await entryChanges(ctx, requireUser(request).id, request.params.id)) });
  r.route({ ...routeOf(endpoints.questionList), handler: async (request) => {
    const { data, total, extra } = await listQuestions(ctx, requireUser(request).id, request.params.mg, request.body, request.query.id);
    return { ...paged(data, total, request.body.n), ...extra };
  } });
};
