import http from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { handlersDone, registerHandlerTracking, runningHandlers } from './running-handlers';

/** An app whose one route waits until the test lets it go; resolves `started` when the handler runs. */
async function appWithSlowRoute() {
  const app = Fastify();
  registerHandlerTracking(app);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  app.get('/slow', async () => {
    markStarted();
    await gate;
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, port, release, started };
}

describe('handlers still running at shutdown', () => {
  it('a handler whose client went away outlives close(); handlersDone waits for it', async () => {
    const { app, port, release, started } = await appWithSlowRoute();
    const request = http.get({ host: '127.0.0.1', port, path: '/slow' });
    request.on('error', () => {});
    await started;
    request.destroy();
    await app.close();
    // Fastify has closed every connection, and the handler is still running.
    expect(runningHandlers()).toBe(1);
    let done = false;
    const waiting = handlersDone(5_000).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(done).toBe(false);
    release();
    await waiting;
    expect(runningHandlers()).toBe(0);
  });

  it('gives up after its limit when a handler never ends', async () => {
    const { app, port, release, started } = await appWithSlowRoute();
    const request = http.get({ host: '127.0.0.1', port, path: '/slow' });
    request.on('error', () => {});
    await started;
    request.destroy();
    await app.close();
    const start = performance.now();
    await handlersDone(100);
    expect(performance.now() - start).toBeGreaterThanOrEqual(90);
    expect(runningHandlers()).toBe(1);
    release();
    await handlersDone(5_000);
    expect(runningHandlers()).toBe(0);
  });

  it('a handler that answers later by itself (as @fastify/static does) keeps its shape: no "undefined" answer logged', async () => {
    const logged: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => void logged.push(line) } } });
    registerHandlerTracking(app);
    app.get('/later', (_request, reply) => {
      setTimeout(() => void reply.send({ later: true }), 20);
    });
    const answer = await app.inject({ method: 'GET', url: '/later' });
    expect(answer.json()).toEqual({ later: true });
    expect(logged).toEqual([]);
    expect(runningHandlers()).toBe(0);
    await app.close();
  });

  it('resolves at once when nothing runs', async () => {
    expect(runningHandlers()).toBe(0);
    await handlersDone(60_000);
  });
});
