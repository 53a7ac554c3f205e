import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@cp/contract';
import type { ApiClient } from './api-client';
import { QueryClient } from '@tanstack/react-query';
import { createEndpointCaller, EARLY_ANSWER_MS, endpointUrl, firstFetch } from './endpoint-caller';

describe('endpointUrl', () => {
  it('fills path parameters (encoded) and appends the query, leaving out empty values', () => {
    expect(endpointUrl('/subjects/:code', { code: 'A B/1' })).toBe('/subjects/A%20B%2F1');
    expect(endpointUrl('/contributors/candidates', undefined, { code: 'AB12', search: 'ayu', skip: undefined })).toBe('/contributors/candidates?code=AB12&search=ayu');
    expect(endpointUrl('/user/notifications/read', undefined, { ids: '[1,2]' })).toBe('/user/notifications/read?ids=%5B1%2C2%5D');
  });
});

describe('createEndpointCaller', () => {
  it('sends each endpoint with its method, URL and body', async () => {
    const sent: unknown[] = [];
    const record = (method: string) => async (...args: unknown[]) => {
      sent.push([method, ...args]);
      return { status: true, data: null, message: 'ok' };
    };
    const client = { get: record('GET'), post: record('POST'), del: record('DELETE') } as unknown as ApiClient;
    const call = createEndpointCaller(client);
    await call(endpoints.subject, { params: { code: 'AB12' } });
    await call(endpoints.saveSubject, { body: { name: 'Fractions', description: 'Parts of a whole' } });
    await call(endpoints.deleteSubject, { params: { code: 'AB12' }, quiet: true });
    expect(sent).toEqual([
      ['GET', '/subjects/AB12', {}],
      ['POST', '/subjects/save', { name: 'Fractions', description: 'Parts of a whole' }, {}],
      ['DELETE', '/subjects/delete/AB12', undefined, { quiet: true }],
    ]);
  });
});

describe('early answers', () => {
  afterEach(() => vi.useRealTimers());
  function counting() {
    const sent: string[] = [];
    const answer = (method: string) => async (url: string, ...rest: unknown[]) => {
      sent.push(`${method} ${url} ${rest.length > 1 ? JSON.stringify(rest[0]) : ''}`.trim());
      return { status: true, data: sent.length, message: 'ok' };
    };
    const client = { get: answer('GET'), post: answer('POST'), del: answer('DELETE') } as unknown as ApiClient;
    return { sent, call: createEndpointCaller(client) };
  }

  it("are taken once by the page's call of the same endpoint and input, which then asks the server again", async () => {
    const { sent, call } = counting();
    call.early(endpoints.subject, { params: { code: 'AB12' } });
    expect(sent).toEqual(['GET /subjects/AB12']);
    expect((await call(endpoints.subject, { params: { code: 'AB12' }, signal: new AbortController().signal, takeEarly: true })).data).toBe(1);
    expect(sent).toHaveLength(1);
    expect((await call(endpoints.subject, { params: { code: 'AB12' }, takeEarly: true })).data).toBe(2);
  });

  it('are left for the first fetch: a call that does not take them (a refresh) asks the server', async () => {
    const { sent, call } = counting();
    call.early(endpoints.subject, { params: { code: 'AB12' } });
    expect((await call(endpoints.subject, { params: { code: 'AB12' } })).data).toBe(2);
    expect((await call(endpoints.subject, { params: { code: 'AB12' }, takeEarly: true })).data).toBe(1);
    expect(sent).toHaveLength(2);
  });

  it('are not taken by a call with another input', async () => {
    const { sent, call } = counting();
    const body = { search: '', sort: '0-d' as const, filter: [], category: null, n: 6, page: 1 };
    call.early(endpoints.mySubjects, { body });
    await call(endpoints.mySubjects, { body: { ...body, page: 2 }, takeEarly: true });
    await call(endpoints.subject, { params: { code: 'AB12' }, takeEarly: true });
    expect(sent).toHaveLength(3);
    await call(endpoints.mySubjects, { body: { ...body }, takeEarly: true });
    expect(sent).toHaveLength(3);
  });

  it('resolve with the answer, so a later early call can depend on it', async () => {
    const { call } = counting();
    expect((await call.early(endpoints.subject, { params: { code: 'AB12' } }))?.data).toBe(1);
  });

  it('with onlyIf wait for it: sent and taken once it holds, never sent when it does not', async () => {
    const { sent, call } = counting();
    call.early(endpoints.chapters, { params: { code: 'AB12' }, onlyIf: Promise.resolve(true) });
    expect(sent).toEqual([]);
    expect(await call.early(endpoints.chapters, { params: { code: 'CD34' }, onlyIf: Promise.resolve(false) })).toBeUndefined();
    expect(sent).toEqual(['GET /chapters/get/AB12']);
    expect((await call(endpoints.chapters, { params: { code: 'AB12' }, takeEarly: true })).data).toBe(1);
    expect((await call(endpoints.chapters, { params: { code: 'CD34' }, takeEarly: true })).data).toBe(2);
    expect(sent).toEqual(['GET /chapters/get/AB12', 'GET /chapters/get/CD34']);
  });

  it('with onlyIf are sent as soon as the page asks, once, whatever the condition says later', async () => {
    const { sent, call } = counting();
    let decide = (_yes: boolean) => {};
    const early = call.early(endpoints.chapters, { params: { code: 'AB12' }, onlyIf: new Promise<boolean>((resolve) => (decide = resolve)) });
    expect((await call(endpoints.chapters, { params: { code: 'AB12' }, takeEarly: true })).data).toBe(1);
    decide(false);
    expect((await early)?.data).toBe(1);
    expect(sent).toHaveLength(1);
  });

  it('are dropped when the page has not asked in time', async () => {
    vi.useFakeTimers();
    const { sent, call } = counting();
    call.early(endpoints.subject, { params: { code: 'AB12' } });
    vi.advanceTimersByTime(EARLY_ANSWER_MS);
    await call(endpoints.subject, { params: { code: 'AB12' }, takeEarly: true });
    expect(sent).toHaveLength(2);
  });
});

describe('firstFetch', () => {
  it('is true while the query holds no data', () => {
    const client = new QueryClient();
    expect(firstFetch({ client, queryKey: ['subject', 'AB12'] })).toBe(true);
    client.setQueryData(['subject', 'AB12'], { status: true });
    expect(firstFetch({ client, queryKey: ['subject', 'AB12'] })).toBe(false);
  });
});
