import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './api-client';

type Call = { url: string; init: RequestInit };

function setup(respond: (call: Call) => Response | Promise<Response>, token: string | null = 'tok') {
  const calls: Call[] = [];
  const onLostSession = vi.fn();
  const onServerFailure = vi.fn();
  const client = createApiClient({
    getToken: () => token,
    onLostSession,
    onServerFailure,
    sessionSettled: async () => {},
    fetch: async (input, init) => {
      const call = { url: String(input), init: init ?? {} };
      calls.push(call);
      return respond(call);
    },
  });
  return { client, calls, onLostSession, onServerFailure };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createApiClient', () => {
  it('calls /api/v1 on the same origin with the token header and a JSON body', async () => {
    const { client, calls } = setup(() => json({ status: true, data: { a: 1 }, message: 'ok' }));
    const res = await client.post<{ a: number }>('/auth/login/', { username: 'u', password: 'p' });
    expect(res).toEqual({ status: true, data: { a: 1 }, message: 'ok' });
    expect(calls[0]!.url).toBe('/api/v1/auth/login/');
    expect(calls[0]!.init.method).toBe('POST');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Token tok');
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"username":"u","password":"p"}');
  });

  it('sends no Authorization header when logged out, and no body on GET', async () => {
    const { client, calls } = setup(() => json({ status: true, data: null, message: '' }), null);
    await client.get('/app-config');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(calls[0]!.init.body).toBeUndefined();
    expect(calls[0]!.init.method).toBe('GET');
  });

  it('uses DELETE for del()', async () => {
    const { client, calls } = setup(() => json({ status: true, data: null, message: '' }));
    await client.del('/subjects/delete/ABC');
    expect(calls[0]!.init.method).toBe('DELETE');
  });

  it('keeps paging totals', async () => {
    const { client } = setup(() => json({ status: true, data: [], message: '', total_page: 3, total_record: 14 }));
    const res = await client.post('/subjects', { page: 1, n: 6 });
    expect(res.total_page).toBe(3);
    expect(res.total_record).toBe(14);
  });

  it('does not call a cancelled call a server failure, before its answer or while reading it', async () => {
    const aborted = () => new DOMException('signal is aborted without reason', 'AbortError');
    const before = new AbortController();
    const unsent = setup(() => {
      before.abort();
      throw aborted();
    });
    await expect(unsent.client.get('/categories/menu', { signal: before.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(unsent.onServerFailure).not.toHaveBeenCalled();

    // The answer's headers came, then its page closed while the body was still arriving.
    const during = new AbortController();
    const body = new ReadableStream({
      start(stream) {
        during.signal.addEventListener('abort', () => stream.error(aborted()));
      },
    });
    const reading = setup(() => {
      queueMicrotask(() => during.abort());
      return new Response(body, { status: 200 });
    });
    await expect(reading.client.get('/categories/menu', { signal: during.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(reading.onServerFailure).not.toHaveBeenCalled();
    expect(reading.onLostSession).not.toHaveBeenCalled();
  });

  it('returns status:false answers to the caller', async () => {
    const { client, onLostSession, onServerFailure } = setup(() =>
      json({ status: false, data: null, message: 'Not allowed' }, 403),
    );
    const res = await client.get('/x');
    expect(res).toEqual({ status: false, data: null, message: 'Not allowed' });
    expect(onLostSession).not.toHaveBeenCalled();
    expect(onServerFailure).not.toHaveBeenCalled();
  });

  it('treats a 401 with a token as a lost session', async () => {
    const { client, onLostSession } = setup(() => json({ status: false, data: null, message: 'x' }, 401));
    await expect(client.get('/x')).rejects.toMatchObject({ kind: 'lost-session', httpStatus: 401 });
    expect(onLostSession).toHaveBeenCalledOnce();
  });

  it('sends a request again with the new token when its token was replaced while it was out', async () => {
    let token = 'old';
    const calls: string[] = [];
    const onLostSession = vi.fn();
    const client = createApiClient({
      getToken: () => token,
      onLostSession,
      onServerFailure: vi.fn(),
      sessionSettled: async () => {},
      fetch: async (_input, init) => {
        const sent = (init?.headers as Record<string, string>).Authorization!;
        calls.push(sent);
        if (sent === 'Token old') {
          token = 'new'; // a new session saved while this request was out
          return json({ status: false, data: null, message: 'Please log in to continue.' }, 401);
        }
        return json({ status: true, data: { ok: 1 }, message: '' });
      },
    });
    expect(await client.get('/user/info')).toMatchObject({ status: true, data: { ok: 1 } });
    expect(calls).toEqual(['Token old', 'Token new']);
    expect(onLostSession).not.toHaveBeenCalled();
    // A 401 for the current token still ends the session.
    const ended = setup(() => json({ status: false, data: null, message: 'x' }, 401), 'new');
    await expect(ended.client.get('/x')).rejects.toMatchObject({ kind: 'lost-session' });
    expect(ended.onLostSession).toHaveBeenCalledOnce();
  });

  it('returns a 401 envelope when no token was sent (failed login)', async () => {
    const { client, onLostSession } = setup(() => json({ status: false, data: null, message: 'bad' }, 401), null);
    const res = await client.post('/auth/login/', { username: 'u', password: 'p' });
    expect(res.status).toBe(false);
    expect(onLostSession).not.toHaveBeenCalled();
  });

  it('treats a JSON body without status as a lost session', async () => {
    const { client, onLostSession } = setup(() => json({ detail: 'Invalid token.' }));
    const error = await client.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('lost-session');
    expect(onLostSession).toHaveBeenCalledOnce();
  });

  it('treats network failure, 5xx and unparseable bodies as server failure', async () => {
    for (const respond of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json({ status: false, data: null, message: 'boom' }, 500),
      () => new Response('<html>oops</html>', { status: 200 }),
      () => new Response('', { status: 404 }),
    ]) {
      const { client, onServerFailure, onLostSession } = setup(respond);
      await expect(client.get('/x')).rejects.toMatchObject({ kind: 'server-failure' });
      expect(onServerFailure).toHaveBeenCalledOnce();
      expect(onLostSession).not.toHaveBeenCalled();
    }
  });
});

describe('createApiClient quiet option', () => {
  it('throws without calling the handlers', async () => {
    const { client, onServerFailure, onLostSession } = setup(() => json({ nope: 1 }, 401));
    await expect(client.get('/auth/logout', { quiet: true })).rejects.toBeInstanceOf(ApiError);
    expect(onServerFailure).not.toHaveBeenCalled();
    expect(onLostSession).not.toHaveBeenCalled();
  });
});
