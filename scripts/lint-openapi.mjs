// `npm run lint` (with eslint): the committed OpenAPI document (docs/openapi.json, kept equal to what
// the server serves by apps/api/test/openapi.int.test.ts) against Redocly's recommended rules.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig, formatProblems, lint } from '@redocly/openapi-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ref = path.join(root, 'docs/openapi.json');
const config = await createConfig({ extends: ['recommended'] });
const problems = await lint({ ref, config });
const errors = problems.filter((p) => p.severity === 'error');
if (problems.length) formatProblems(problems, { format: 'codeframe', totals: { errors: errors.length, warnings: problems.length - errors.length, ignored: 0 }, version: 'openapi-core' });
console.log(`OpenAPI: ${errors.length} errors, ${problems.length - errors.length} warnings in docs/openapi.json`);
process.exit(errors.length ? 1 : 0);
