import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@cp/contract';
import { PUBLIC } from './route-access';

/**
 * `/api/v1/openapi.json`: generated from the routes' zod schemas. Schemas with a `meta({ id })` in
 * the contract become components (so recursive ones, like the category menu, resolve); every
 * operation gets an operationId, a tag (the first path segment), a summary, its security (from the
 * route's declaration, see route-access.ts) and the failure envelope for 4XX and 5XX answers.
 */
const zodTransform = createJsonSchemaTransform({ schemaRegistry: z.globalRegistry });
const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: z.globalRegistry });

const words = (path: string) =>
  path
    .replace(/^\/api(\/v1)?\//, '')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by ${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[-_\s]+/));

const VERBS: Record<string, string> = { GET: 'get', POST: 'post', DELETE: 'delete', PUT: 'put', PATCH: 'patch' };

/** `POST /api/v1/subjects/save` → `postSubjectsSave`; `GET /api/v1/subjects/:code` → `getSubjectsByCode`. */
export function operationIdOf(method: string, path: string): string {
  const parts = [VERBS[method] ?? method.toLowerCase(), ...words(path)];
  return parts.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
}

function summaryOf(method: string, path: string): string {
  const text = words(path).join(' ');
  return `${method} ${text}`.replace(/\s+/g, ' ');
}

export async function registerOpenApi(app: FastifyInstance, origin: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Content+ API',
        version: '1.0.0',
        description: 'Every response is {status, data, message}; failures are {status: false, data: null, message} with the HTTP code.',
        license: { name: 'Proprietary', url: `${origin}/tos` },
      },
      servers: [{ url: origin }],
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <token>' } } },
    },
    transform: (input) => {
      const method = Array.isArray(input.route.method) ? input.route.method[0]! : input.route.method;
      const schema = (input.schema ?? {}) as Record<string, unknown> & { response?: Record<string, unknown>; security?: unknown };
      const withDocs = {
        ...schema,
        operationId: operationIdOf(method, input.url),
        summary: (schema.summary as string | undefined) ?? summaryOf(method, input.url),
        tags: [words(input.url)[0] ?? 'api'],
        security: schema.security ?? PUBLIC.security,
        response: { ...(schema.response ?? {}), '4XX': errorEnvelopeSchema, '5XX': errorEnvelopeSchema },
      };
      return zodTransform({ ...input, schema: withDocs as unknown as typeof input.schema });
    },
    transformObject: zodTransformObject,
  });
}

export function openApiRoute(app: FastifyInstance) {
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
