// How every script starts an API process: `npm start`, the bench, the cluster test and the crash test.
import { API_BUNDLE, buildApiIfChanged } from './build-api.mjs';

/**
 * Node's arguments for the API server, built first when its sources changed (`build-api.mjs`: one
 * bundled module, which starts faster than the TypeScript sources run through tsx). A young
 * generation of 64 MB a half (V8's default is 16) lets the short-lived objects of a request die
 * before they are copied: at 50 connections the calls that build large answers (a subject's
 * chapters, an entry's history, the publish check) served 13–31% more requests a second; light calls
 * gained up to 17% or did not move (docs/performance.md, "28 Nov, stop 47"). Stack traces point
 * into the TypeScript sources (`--enable-source-maps`).
 */
export function apiNodeArgs() {
  if (!buildApiIfChanged()) throw new Error('building the API (scripts/build-api.mjs) failed');
  // API_CPU_PROF=<dir>: a V8 CPU profile of the process, written there when it exits (docs/performance.md).
  const profile = process.env.API_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.API_CPU_PROF}`] : [];
  return ['--max-semi-space-size=64', '--enable-source-maps', ...profile, API_BUNDLE];
}
