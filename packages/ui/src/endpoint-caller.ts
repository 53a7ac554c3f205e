import type { z } from 'zod';
import type { EndpointDef } from '@cp/contract';
import type { ApiClient, ApiResponse, RequestOptions } from './api-client';

/**
 * The one way the browser apps call the API: `call(endpoints.saveSubject, { body })`. Path, method
 * and the types of input and answer come from the contract's endpoint table, which the server
 * registers its routes from, so a renamed path or field fails the typecheck here.
 */
type Input<E extends EndpointDef> = (E extends { params: z.ZodType } ? { params: z.input<E['params']> } : unknown) &
  (E extends { query: z.ZodType } ? { query: z.input<E['query']> } : unknown) &
  (E extends { body: z.ZodType } ? { body: z.input<E['body']> } : unknown);

export type EndpointInput<E extends EndpointDef> = Input<E> & RequestOptions;
export type EndpointData<E extends EndpointDef> = E extends { paged: true } ? z.output<E['response']>[] : z.output<E['response']>;
// Input can be left out when the endpoint takes none.
type Args<E extends EndpointDef> = Record<string, never> extends Input<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/** Fields the endpoint answers beside `data` (absent on a failure). */
type Extra<E extends EndpointDef> = E extends { extra: z.ZodObject } ? Partial<z.output<E['extra']>> : unknown;

export type EndpointCaller = <E extends EndpointDef>(endpoint: E, ...args: Args<E>) => Promise<ApiResponse<EndpointData<E>> & Extra<E>>;

/** `/subjects/:code` + `{ code: 'AB12' }` → `/subjects/AB12`, plus the query string. */
export function endpointUrl(path: string, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const filled = path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
  const pairs = Object.entries(query ?? {}).filter(([, v]) => v !== undefined && v !== null);
  if (pairs.length === 0) return filled;
  return `${filled}?${new URLSearchParams(pairs.map(([k, v]) => [k, String(v)])).toString()}`;
}

export function createEndpointCaller(client: ApiClient): EndpointCaller {
  return ((endpoint: EndpointDef, ...args: [EndpointInput<EndpointDef>?]) => {
    const { params, query, body, ...options } = (args[0] ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown } & RequestOptions;
    const url = endpointUrl(endpoint.path, params, query);
    if (endpoint.method === 'GET') return client.get(url, options);
    if (endpoint.method === 'DELETE') return client.del(url, body, options);
    return client.post(url, body ?? {}, options);
  }) as EndpointCaller;
}
