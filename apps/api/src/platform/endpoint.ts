import type { z } from 'zod';
import { envelopeSchema, pagedEnvelopeSchema, type EndpointDef } from '@cp/contract';
import { PUBLIC } from './route-access';

/**
 * The route options of a contract endpoint (packages/contract/src/endpoints.ts): method, URL and the
 * schemas that validate the request and the `{status, data, message}` answer. Routes spread it:
 * `app.route({ ...routeOf(endpoints.login), handler })`, so server and clients share one definition.
 */
type Base<E extends EndpointDef> = E extends { paged: true }
  ? ReturnType<typeof pagedEnvelopeSchema<E['response']>>
  : ReturnType<typeof envelopeSchema<E['response']>>;
type Wrapped<E extends EndpointDef> = E extends { extra: z.ZodObject } ? z.ZodObject<Base<E>['shape'] & E['extra']['shape']> : Base<E>;

type RouteSchemaOf<E extends EndpointDef> = { response: { 200: Wrapped<E> } } & (E extends { params: infer P } ? { params: P } : unknown) &
  (E extends { query: infer Q } ? { querystring: Q } : unknown) &
  (E extends { body: infer B } ? { body: B } : unknown);

function wrap(endpoint: EndpointDef): z.ZodType {
  // A download streams the file itself (Fastify does not serialise a stream).
  if (endpoint.download) return endpoint.response;
  const base = endpoint.paged ? pagedEnvelopeSchema(endpoint.response) : envelopeSchema(endpoint.response);
  return endpoint.extra ? base.extend(endpoint.extra.shape) : base;
}

export function routeOf<const E extends EndpointDef>(endpoint: E): { method: E['method']; url: E['path']; schema: RouteSchemaOf<E> } {
  const schema: Record<string, unknown> = {
    ...(endpoint.public ? PUBLIC : {}),
    response: { 200: wrap(endpoint) },
  };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  return { method: endpoint.method, url: endpoint.path, schema: schema as RouteSchemaOf<E> };
}
