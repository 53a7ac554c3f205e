import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';

export const activityRoutes = (_ctx: AppContext): FastifyPluginAsync => async () => {};
