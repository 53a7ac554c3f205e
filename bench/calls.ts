/**
 * For a case that sends several bodies in turn: a call that runs the service for the next body each
 * time, so the SQL is timed over the same mix as the HTTP requests.
 */
export function rotate<T>(bodies: T[], run: (body: T) => Promise<unknown>) {
  let next = 0;
  return () => run(bodies[next++ % bodies.length]!);
}

/** An endpoint's SQL as a request runs it: the session lookup (`session`), then the service's own queries (`fn`). */
export const afterSession = (session: () => Promise<unknown>, fn: () => Promise<unknown>) => async () => {
  await session();
  await fn();
};

/** One caller of a case that spreads its requests over many users: the path it calls, and its headers. */
export type Caller = { path: string; headers: Record<string, string> };
