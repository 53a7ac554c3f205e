import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

/**
 * Route handlers still running, across both listeners of the process. Fastify's `close()` resolves
 * once every connection has closed, but a client that went away mid-request closes its connection
 * while Node keeps running the handler; its next query would then meet a pool that shutdown has
 * already ended ("Cannot use a pool after calling end on the pool"), and whatever it still had to do
 * would fail. Shutdown waits for them (`handlersDone`) before it closes the database.
 */
let running = 0;
let waiters: (() => void)[] = [];

function finished() {
  running -= 1;
  if (running > 0) return;
  for (const wake of waiters) wake();
  waiters = [];
}

/**
 * Counts every route registered after it, from the handler's start until the promise it returns
 * settles. A handler that returns no promise (@fastify/static's, which sends later by itself) keeps
 * its shape and is counted only while it runs: Fastify would take an async wrapper resolving to
 * undefined for a handler that forgot to answer.
 */
export function registerHandlerTracking(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function tracked(this: FastifyInstance, request, reply) {
      running += 1;
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (error) {
        finished();
        throw error;
      }
      if (result instanceof Promise) return result.finally(finished);
      finished();
      return result;
    } as RouteHandlerMethod;
  });
}

/** Resolves when no handler is running, or after `limitMs` (a handler stuck on I/O must not hold shutdown forever). */
export function handlersDone(limitMs: number): Promise<void> {
  if (running === 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    waiters.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** How many handlers are running (tests). */
export const runningHandlers = () => running;
