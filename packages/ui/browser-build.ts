import { endpoints } from '../contract/src/endpoints';
import { themeVariablesCss } from './src/theme-css';

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

const THEME_VARIABLES = 'virtual:cp-theme-variables.css';

/**
 * The theme's CSS variables as a stylesheet of the build (`import 'virtual:cp-theme-variables.css'`
 * in providers.tsx), so MantineProvider need not work them out in every visitor's browser.
 */
export function themeVariables(): { name: string; resolveId: (id: string) => string | undefined; load: (id: string) => string | undefined } {
  return {
    name: 'cp-theme-variables',
    resolveId: (id) => (id === THEME_VARIABLES ? `\0${THEME_VARIABLES}` : undefined),
    load: (id) => (id === `\0${THEME_VARIABLES}` ? themeVariablesCss() : undefined),
  };
}

/**
 * Build options both browser apps share. A group of everything the entry imports statically keeps
 * it all in the entry's chunk: left to itself the bundler split the entry's own dependencies into
 * half a dozen small chunks (React, the JSX runtime, a Mantine hook, the messages…) because lazy
 * pages share them, and every first page paid a request for each (docs/performance.md).
 */
export const appBuild = {
  outDir: 'dist',
  emptyOutDir: true,
  sourcemap: false,
  /**
   * No `<link rel="modulepreload">` per chunk: Vite's helper added one for every chunk a lazy page
   * needs (60–80 on a signed-in first page), looking each up in the document first, in the same task
   * that started the app. The browser's module loader fetches those chunks as it reads the page's
   * imports, for less: a signed-in first page's largest paint 800–1,000 → 550–650 ms under
   * Lighthouse (docs/performance.md, stop 63). A lazy chunk's CSS is still loaded before it runs.
   */
  modulePreload: false as const,
  chunkSizeWarningLimit: 1500,
  rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'boot', tags: ['$initial' as const] }] } } },
};
