import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';

export const moderationRoutes = (_ctx: AppContext): FastifyPluginAsync => async () => {};
