import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';

export const usersRoutes = (_ctx: AppContext): FastifyPluginAsync => async () => {};
