import { endpoints } from '../contract/src/endpoints';

/**
 * The browser apps call the API through the contract's endpoint table (`call(endpoints.login, …)`)
 * but only ever read an endpoint's method and path at run time: its zod schemas serve the types.
 * This plugin gives the browser bundles the table without the schemas, so a page carries only the
 * schemas its own forms use instead of every schema of the API (about 60 KB of brotli script on the
 * first load). The typecheck still reads the real table. (A Vite plugin, typed by shape so this
 * package needs no Vite of its own.)
 */
export function browserEndpoints(): { name: string; enforce: 'pre'; load: (id: string) => string | undefined } {
  const table = Object.fromEntries(
    Object.entries(endpoints).map(([name, e]) => [
      name,
      { method: e.method, path: e.path, ...('paged' in e && { paged: e.paged }), ...('public' in e && { public: e.public }), ...('download' in e && { download: e.download }) },
    ]),
  );
  const source = `export const endpoints = ${JSON.stringify(table)};\n`;
  return {
    name: 'cp-browser-endpoints',
    enforce: 'pre',
    load(id) {
      return id.replace(/\\/g, '/').endsWith('/packages/contract/src/endpoints.ts') ? source : undefined;
    },
  };
}
