import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@cp/db';
import { startTestApp, type TestApp } from './helpers';

// Runs where a Redis server binary is installed (Debian's redis-server); the in-memory store is
// covered by platform.int.test.ts everywhere.
const REDIS = '/usr/bin/redis-server';
const available = fs.existsSync(REDIS);

describe.skipIf(!available)('rate limiting shared through Redis', () => {
  let redis: ChildProcess;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(REDIS, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await new Promise((r) => setTimeout(r, 300));
    const env = { REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_MAX: '4' };
    a = await startTestApp(env);
    b = await startTestApp(env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    redis?.kill();
  });

  it('counts requests of two API processes together', async () => {
    const codes = [];
    for (const app of [a, b, a, b, a]) codes.push((await app.app.inject('/api/v1/app-config')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429]);
  });
});
