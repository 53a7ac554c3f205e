import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';

export const contactRoutes = (_ctx: AppContext): FastifyPluginAsync => async () => {};
