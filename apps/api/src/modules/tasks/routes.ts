import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints } from '@cp/contract';
import type { AppContext } from '../../platform/context';
import { routeOf } from '../../platform/endpoint';
import { ok, paged } from '../../platform/envelope';
import { requireUser } from '../../platform/auth';
import { decideAllTasks, managerTask, managerTasks, pendingTaskCount } from './service';

/** The manager task page (spec 3 §7): entries waiting for review across the subjects a user manages. */
export const taskRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const r = plain.withTypeProvider<ZodTypeProvider>();
  r.route({ ...routeOf(endpoints.taskCount), handler: async (request) => ok({ count: await pendingTaskCount(ctx, requireUser(request).id) }) });
  r.route({ ...routeOf(endpoints.managerTasks), handler: async (request) => {
    const { data, total } = await managerTasks(ctx, requireUser(request).id, request.body);
    return paged(data, total, request.body.n);
  } });
  r.route({ ...routeOf(endpoints.managerTask), handler: async (request) => ok(await managerTask(ctx, requireUser(request).id, request.params.question_id, request.body)) });
  r.route({ ...routeOf(endpoints.decideAllTasks), handler: async (request) => {
    const { result, message } = await decideAllTasks(ctx, requireUser(request).id, request.params.decision, request.body);
    return ok(result, message);
  } });
};
