import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { requireAdmin, requireUser } from './auth';

/**
 * Who may call a route is declared on the route, like pages in the browser apps: every `/api/`
 * route needs a session unless its schema says `...PUBLIC` (OpenAPI's `security: []`). Routes under
 * `/api/v1/admin/` need an administrator session, all others a user session. The check runs before
 * validation, so a caller without the right session always gets 401; handlers still call
 * `requireUser`/`requireAdmin` to get the caller.
 */
export const PUBLIC = { security: [] as never[] };
export const TOKEN_SECURITY = [{ token: [] as string[] }];

const needsUser: onRequestHookHandler = async (request: FastifyRequest) => void requireUser(request);
const needsAdmin: onRequestHookHandler = async (request: FastifyRequest) => void requireAdmin(request);

export function registerRouteAccess(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const schema = (route.schema ?? {}) as { security?: unknown[]; hide?: boolean };
    if (schema.hide || (Array.isArray(schema.security) && schema.security.length === 0)) return;
    route.schema = { ...schema, security: TOKEN_SECURITY };
    const check = route.url.startsWith('/api/v1/admin/') ? needsAdmin : needsUser;
    // After the hooks already on the route (the per-address rate limit), so refused callers are counted too.
    route.onRequest = [...(route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]), check];
  });
}
