import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';

export const staticsRoutes = (_ctx: AppContext): FastifyPluginAsync => async () => {};
