import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { codeQuerySchema, contributorApplyBodySchema, contributorApplyResultSchema, envelopeSchema, subjectMessages } from '@cp/contract';
import { requireUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import { applyForAccess, leaveSubject } from './service';

/** The two contributor calls the subject header's buttons need; the rest of collaboration comes later. */
export const contributorsRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', async (request) => void requireUser(request));

  app.post(
    '/contributors/request/apply',
    { schema: { body: contributorApplyBodySchema, response: { 200: envelopeSchema(contributorApplyResultSchema) } } },
    async (request) => ok(await applyForAccess(ctx, requireUser(request).id, request.body.code), subjectMessages.accessRequested),
  );

  app.get('/contributors/leave', { schema: { querystring: codeQuerySchema, response: { 200: envelopeSchema(z.null()) } } }, async (request) => {
    await leaveSubject(ctx, requireUser(request).id, request.query.code);
    return ok(null, subjectMessages.left);
  });
};
