import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, userInfoQuerySchema, userInfoSchema, userUpdateBodySchema } from '@cp/contract';
import { requireUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import { getUserInfo, updateUser } from './service';

export const profileRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const info = { 200: envelopeSchema(userInfoSchema) };

  app.get('/user/info', { schema: { querystring: userInfoQuerySchema, response: info } }, async (request) =>
    ok(await getUserInfo(ctx, requireUser(request), request.query.username)),
  );

  app.post('/user/info/update', { schema: { body: userUpdateBodySchema, response: info } }, async (request) => {
    const { info: updated, message } = await updateUser(ctx, requireUser(request), request.body);
    return ok(updated, message);
  });
};
