import { describe, expect, it } from 'vitest';
import { endpoints } from '@cp/contract';
import type { ApiClient } from './api-client';
import { createEndpointCaller, endpointUrl } from './endpoint-caller';

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
