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

/** Counts every route registered after it, from the handler's start to its end (or throw). */
export function registerHandlerTracking(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = async function tracked(this: FastifyInstance, request, reply) {
      running += 1;
      try {
        return await (handler as RouteHandlerMethod).call(this, request, reply);
      } finally {
        finished();
      }
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
