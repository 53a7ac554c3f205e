import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';

export const subjectsRoutes = (_ctx: AppContext): FastifyPluginAsync => async () => {};
