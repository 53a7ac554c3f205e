import type { QueryClient, QueryKey } from '@tanstack/react-query';
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

export type EndpointInput<E extends EndpointDef> = Input<E> & RequestOptions & {
  /**
   * Takes an answer `call.early` already asked for, if one for the same endpoint and input waits.
   * Only a page's first fetch of its data should: a query with no data yet (`firstFetch` below), never
   * a refresh, which must see what changed since.
   */
  takeEarly?: boolean;
};
export type EndpointData<E extends EndpointDef> = E extends { paged: true } ? z.output<E['response']>[] : z.output<E['response']>;
// Input can be left out when the endpoint takes none.
type Args<E extends EndpointDef> = Record<string, never> extends Input<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/** Fields the endpoint answers beside `data` (absent on a failure). */
type Extra<E extends EndpointDef> = E extends { extra: z.ZodObject } ? Partial<z.output<E['extra']>> : unknown;

type Call = <E extends EndpointDef>(endpoint: E, ...args: Args<E>) => Promise<ApiResponse<EndpointData<E>> & Extra<E>>;

type EarlyInput<E extends EndpointDef> = EndpointInput<E> & {
  /**
   * Sends the call only once this holds true (say, when an early answer shows the page will need
   * it), or as soon as the page asks for it, whichever comes first; false drops it unsent.
   */
  onlyIf?: Promise<boolean>;
};
type EarlyArgs<E extends EndpointDef> = Record<string, never> extends Input<E> ? [input?: EarlyInput<E>] : [input: EarlyInput<E>];

export type EndpointCaller = Call & {
  /**
   * Sends a call now whose answer a page will ask for once its code has loaded (a route's early
   * request, routes.tsx): the next call of the same endpoint with the same input and `takeEarly`,
   * within `EARLY_ANSWER_MS`, takes this answer instead of asking again. Once taken it is gone, so
   * every later call asks the server; the page keeps its own loading state, errors and refreshes.
   * Resolves with the answer, for early calls that depend on it; undefined when it failed or was
   * never sent.
   */
  early: <E extends EndpointDef>(endpoint: E, ...args: EarlyArgs<E>) => Promise<(ApiResponse<EndpointData<E>> & Extra<E>) | undefined>;
};

/** How long an early answer waits for the page's call before it is dropped. */
export const EARLY_ANSWER_MS = 10_000;

/** `/subjects/:code` + `{ code: 'AB12' }` → `/subjects/AB12`, plus the query string. */
export function endpointUrl(path: string, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const filled = path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
  const pairs = Object.entries(query ?? {}).filter(([, v]) => v !== undefined && v !== null);
  if (pairs.length === 0) return filled;
  return `${filled}?${new URLSearchParams(pairs.map(([k, v]) => [k, String(v)])).toString()}`;
}

type AnyInput = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; takeEarly?: boolean; onlyIf?: Promise<boolean> } & RequestOptions;

/** For `takeEarly`: true on a query's first fetch, when it holds no data yet (a query function's context). */
export const firstFetch = ({ client, queryKey }: { client: QueryClient; queryKey: QueryKey }) => client.getQueryData(queryKey) === undefined;

export function createEndpointCaller(client: ApiClient): EndpointCaller {
  const send = (endpoint: EndpointDef, url: string, body: unknown, options: RequestOptions) => {
    if (endpoint.method === 'GET') return client.get(url, options);
    if (endpoint.method === 'DELETE') return client.del(url, body, options);
    return client.post(url, body ?? {}, options);
  };
  const early = new Map<string, { take: () => Promise<unknown>; askedAt: number }>();
  const prepare = (endpoint: EndpointDef, input: AnyInput = {}) => {
    const { params, query, body, takeEarly: _, onlyIf: __, ...options } = input;
    const url = endpointUrl(endpoint.path, params, query);
    return { url, body, options, key: `${endpoint.method} ${url} ${JSON.stringify(body ?? null)}` };
  };

  const call = (endpoint: EndpointDef, input?: AnyInput) => {
    const { url, body, options, key } = prepare(endpoint, input);
    const waiting = input?.takeEarly ? early.get(key) : undefined;
    if (waiting) early.delete(key);
    if (waiting && Date.now() - waiting.askedAt < EARLY_ANSWER_MS) return waiting.take();
    return send(endpoint, url, body, options);
  };
  call.early = (endpoint: EndpointDef, input?: AnyInput) => {
    const now = Date.now();
    for (const [key, waiting] of early) if (now - waiting.askedAt >= EARLY_ANSWER_MS) early.delete(key);
    const { url, body, options, key } = prepare(endpoint, input);
    let answer: Promise<unknown> | undefined;
    const sendOnce = () => (answer ??= send(endpoint, url, body, options));
    const waiting = { take: sendOnce, askedAt: now };
    early.set(key, waiting);
    const dropUnlessAsked = () => {
      if (early.get(key) === waiting) early.delete(key);
      return answer;
    };
    const sent = input?.onlyIf ? input.onlyIf.then((yes) => (yes ? sendOnce() : dropUnlessAsked()), dropUnlessAsked) : sendOnce();
    // Not taken, a failed early call is nobody's to report: the page's own call would say it.
    return sent.catch(() => undefined);
  };
  return call as unknown as EndpointCaller;
}
