import fs from 'node:fs/promises';
import path from 'node:path';
import { createConfig, lint } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@cp/contract';
import { startTestApp, type TestApp } from './helpers';

/**
 * The OpenAPI document is a contract integrators use: docs/openapi.json is what the admin listener
 * serves (the whole API), it passes Redocly's recommended rules, and every operation says who may
 * call it. After changing a route, refresh the file with `UPDATE_OPENAPI=1 npm run test:integration`.
 */
const committed = path.resolve(import.meta.dirname, '../../../docs/openapi.json');
type Doc = { paths: Record<string, Record<string, { operationId?: string; security?: unknown[]; summary?: string; tags?: string[]; responses: Record<string, unknown> }>> };

let t: TestApp;
let adminDoc: Doc;
let webDoc: Doc;
beforeAll(async () => {
  t = await startTestApp();
  adminDoc = (await t.admin.inject('/api/v1/openapi.json')).json();
  webDoc = (await t.app.inject('/api/v1/openapi.json')).json();
});
afterAll(async () => t?.close());

describe('the OpenAPI document', () => {
  it('docs/openapi.json is the document the server serves', async () => {
    const served = `${JSON.stringify(adminDoc, null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI) await fs.writeFile(committed, served);
    expect(JSON.parse(await fs.readFile(committed, 'utf8')), 'docs/openapi.json is stale: run UPDATE_OPENAPI=1 npm run test:integration').toEqual(adminDoc);
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const problems = await lint({ ref: committed, config: await createConfig({ extends: ['recommended'] }) });
    expect(problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  });

  it('gives every operation a unique operationId, a summary, a tag, its security and the failure envelope', () => {
    const ids = new Set<string>();
    for (const [route, ops] of Object.entries(adminDoc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(op.operationId, `${method} ${route}`).toBeTruthy();
        expect(ids.has(op.operationId!), `duplicate ${op.operationId}`).toBe(false);
        ids.add(op.operationId!);
        expect(op.summary).toBeTruthy();
        expect(op.tags?.length).toBe(1);
        expect(Array.isArray(op.security)).toBe(true);
        expect(op.responses['4XX']).toBeDefined();
      }
    }
    expect(ids.size).toBeGreaterThan(60);
  });

  it('the public listener documents the same API without the admin calls', () => {
    const adminOnly = Object.keys(adminDoc.paths).filter((p) => !(p in webDoc.paths));
    expect(adminOnly.length).toBeGreaterThan(0);
    expect(adminOnly.every((p) => p.startsWith('/api/v1/admin/'))).toBe(true);
  });

  it('documents exactly the contract endpoint table (plus health), the one definition server and clients share', () => {
    const documented = Object.entries(adminDoc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    const table = Object.values(endpoints).map((e) => `${e.method} /api/v1${e.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.filter((d) => !d.startsWith('GET /api/health') && !d.startsWith('GET /api/ready')).sort()).toEqual([...table].sort());
  });
});
