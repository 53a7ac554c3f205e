// How every script starts an API process: `npm start`, the bench, the cluster test and the crash test.
import path from 'node:path';

/**
 * Node's arguments for `apps/api/src/main.ts`. A young generation of 64 MB a half (V8's default is
 * 16) lets the short-lived objects of a request die before they are copied: at 50 connections the
 * calls that build large answers (a subject's chapters, an entry's history, the publish check) served
 * 13–31% more requests a second; light calls gained up to 17% or did not move (docs/performance.md,
 * "28 Nov, stop 47").
 */
export const apiNodeArgs = (root) => ['--max-semi-space-size=64', '--import', 'tsx', path.join(root, 'apps/api/src/main.ts')];
