import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, userWithToken, type TestApp } from './helpers';

/**
 * For every operation the OpenAPI documents of both listeners list: hostile values in each path
 * parameter, query parameter and body field, one at a time. No answer may be a 5xx, and every
 * answer is the `{status, data, message}` envelope.
 */
const HOSTILE: unknown[] = [
  '\u0000',
  'a\u0000b',
  'x'.repeat(10_000),
  '',
  '   ',
  '\uD800', // lone surrogate
  '\u202Eevil\u202C', // bidi override
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🧪 ṁ̴̛͓̈́',
  "' OR 1=1 --",
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '%00%ff',
  -1,
  0,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  1.5,
  true,
  null,
  [],
  ['\u0000'],
  {},
  { nested: '\u0000' },
];

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; enum?: unknown[]; anyOf?: JsonSchema[]; format?: string };
type Operation = { parameters?: { in: string; name: string; schema?: JsonSchema }[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };

/** A plausible value of a schema, so that one hostile field at a time reaches past the others. */
function plausible(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'abc';
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return plausible(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'array':
      return [plausible(schema.items)];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, plausible(v)]));
    default:
      return schema.format === 'email' ? 'fuzz@school.example.org' : 'abc';
  }
}

/** Every UTF-8 byte percent-encoded (a lone surrogate becomes U+FFFD, as a browser would send it). */
const percentEncode = (text: string) => [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

interface Probe {
  method: string;
  url: string;
  payload?: unknown;
}

function probesFor(path: string, method: string, op: Operation): Probe[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const baseBody = bodySchema ? plausible(bodySchema) : undefined;
  const build = (pathValues: Record<string, string>, query: Record<string, string>, payload?: unknown): Probe => {
    const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => percentEncode(pathValues[name] ?? '1'));
    const qs = new URLSearchParams(query).toString();
    return { method: method.toUpperCase(), url: qs ? `${url}?${qs}` : url, payload };
  };
  const baseQuery = Object.fromEntries(queryParams.map((p) => [p.name, asText(plausible(p.schema))]));
  const probes: Probe[] = [build({}, baseQuery, baseBody)];
  for (const value of HOSTILE) {
    for (const p of pathParams) if (asText(value) !== '') probes.push(build({ [p.name]: asText(value).slice(0, 150) }, baseQuery, baseBody));
    for (const p of queryParams) probes.push(build({}, { ...baseQuery, [p.name]: asText(value) }, baseBody));
    if (bodySchema) {
      probes.push(build({}, baseQuery, value));
      for (const field of Object.keys((baseBody as Record<string, unknown>) ?? {})) {
        probes.push(build({}, baseQuery, { ...(baseBody as object), [field]: value }));
      }
    }
  }
  return probes;
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ADMIN_USERNAME: 'fuzz-admin', ADMIN_PASSWORD: 'fuzz admin password', RATE_LIMIT_MAX: '1000000' });
});
afterAll(async () => t?.close());

let address = 0;
async function fuzzListener(app: FastifyInstance, headersFor: (path: string) => Promise<Record<string, string>>) {
  const doc = (await app.inject('/api/v1/openapi.json')).json() as { paths: Record<string, Record<string, Operation>> };
  const failures: string[] = [];
  let sent = 0;
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const headers = await headersFor(path);
      for (const probe of probesFor(path, method, op)) {
        address += 1;
        const res = await app.inject({
          method: probe.method as 'GET',
          url: probe.url,
          headers,
          payload: probe.payload === undefined ? undefined : JSON.stringify(probe.payload),
          ...(probe.payload === undefined ? {} : { headers: { ...headers, 'content-type': 'application/json' } }),
          // Per-address throttles would otherwise stop the probes before they reach the handlers.
          remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
        });
        sent += 1;
        let body: { status?: unknown; message?: unknown } | null;
        try {
          body = res.json();
        } catch {
          body = null;
        }
        // A download answers the file itself (a CSV export); a refusal is still an envelope.
        const download = res.statusCode === 200 && String(res.headers['content-type']).startsWith('text/csv');
        const enveloped = download || (body !== null && typeof body.status === 'boolean' && (body.status === true || typeof body.message === 'string'));
        if (res.statusCode >= 500 || !enveloped) {
          failures.push(`${probe.method} ${probe.url.slice(0, 120)} ${JSON.stringify(probe.payload)?.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
  }
  return { failures, sent };
}

describe('hostile values in every documented operation', () => {
  it('the public listener answers every probe with a non-5xx envelope', async () => {
    const { failures, sent } = await fuzzListener(t.app, async () => (await userWithToken(t)).auth);
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 300_000);

  it('the admin listener answers every probe with a non-5xx envelope', async () => {
    const adminToken = async () => {
      const res = await t.admin.inject({ method: 'POST', url: '/api/v1/admin/auth/login', payload: { username: 'fuzz-admin', password: 'fuzz admin password' }, remoteAddress: '10.250.0.1' });
      return { authorization: `Token ${res.json().data.token}` };
    };
    const { failures } = await fuzzListener(t.admin, async (path) => (path.startsWith('/api/v1/admin/') ? adminToken() : (await userWithToken(t)).auth));
    expect(failures).toEqual([]);
  }, 300_000);
});
