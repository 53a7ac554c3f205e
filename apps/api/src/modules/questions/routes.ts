import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints } from '@cp/contract';
import type { AppContext } from '../../platform/context';
import { routeOf } from '../../platform/endpoint';
import { ok } from '../../platform/envelope';
import { generatePreview } from './preview';

/** Question entries (spec 2 §7). */
export const questionRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const r = plain.withTypeProvider<ZodTypeProvider>();
  r.route({ ...routeOf(endpoints.generatePreview), handler: async (request) => ok(await generatePreview(ctx, request.body)) });
};
