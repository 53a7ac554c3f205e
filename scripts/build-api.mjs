// Bundles the API server (apps/api/src/main.ts and the workspace packages it imports) into one
// module, apps/api/dist/main.mjs, which every script runs (`apiNodeArgs`). Packages from
// node_modules stay outside the bundle and load as Node loads them.
//
// Why: run through tsx, each of the server's 162 TypeScript modules was resolved and compiled by
// tsx's loader at every start, which took a warm start to 3.3–4.2 s on stop 62's machine; the bundle
// starts in 2.5–2.9 s (docs/performance.md, stop 62).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The bundle, and the sources it is built from. */
export const API_BUNDLE = path.join(root, 'apps/api/dist/main.mjs');
const SOURCES = ['apps/api/src', 'packages/contract/src', 'packages/db/src'].map((dir) => path.join(root, dir));

/**
 * A module keeps the `import.meta.url` and `import.meta.dirname` of its source file, so that the
 * paths it builds from them (the migrations, the seed's pictures, the repository's root) are the
 * same bundled or not.
 */
const sourceLocation = {
  name: 'source-location',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      return {
        loader: 'ts',
        contents: text
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      };
    });
  },
};

/** Bare imports are packages from node_modules, left outside; the workspace's own (`@cp/…`) are TypeScript sources, bundled. */
const packagesOutside = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@cp/') ? undefined : { path: args.path, external: true }));
  },
};

async function buildApi() {
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [path.join(root, 'apps/api/src/main.ts')],
    outfile: API_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [sourceLocation, packagesOutside],
    logLevel: 'warning',
  });
}

/** Builds the bundle when a source changed since it was built; returns false when the build failed. */
export function buildApiIfChanged() {
  const builtAt = fs.existsSync(API_BUNDLE) ? fs.statSync(API_BUNDLE).mtimeMs : 0;
  if (Math.max(...SOURCES.map(newestMtime)) <= builtAt) return true;
  return spawnSync(process.execPath, [fileURLToPath(import.meta.url)], { cwd: root, stdio: 'inherit' }).status === 0;
}

// Run on its own (`node scripts/build-api.mjs`), it builds the bundle.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildApi();
}
