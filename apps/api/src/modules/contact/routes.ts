import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints, accountMessages } from '@cp/contract';
import type { AppContext } from '../../platform/context';
import { routeOf } from '../../platform/endpoint';
import { ok } from '../../platform/envelope';
import { sendTicket } from './service';

export const contactRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  // No auth needed; a valid token attaches the ticket to that user (request.user).
  app.route({ ...routeOf(endpoints.sendTicket), handler: async (request) =>
    ok({ ticket_id: await sendTicket(ctx, request.user, request.body, request.ip) }, accountMessages.ticketSent) });
};
