// Builds the browser apps (web, admin) whose sources, or the shared packages', changed since their
// last build, and the API's bundle likewise (build-api.mjs). `npm start` runs it first; the bench
// runs it before timing start-up.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApiIfChanged } from './build-api.mjs';
import { newestMtime } from './newest-mtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Builds each stale app; returns false when a build failed. */
export function buildChangedApps() {
  if (!buildApiIfChanged()) return false;
  const shared = ['packages/ui', 'packages/contract'].map((p) => newestMtime(path.join(root, p)));
  for (const app of ['web', 'admin']) {
    const dir = path.join(root, 'apps', app);
    const built = path.join(dir, 'dist', 'index.html');
    const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
    if (Math.max(newestMtime(dir), ...shared) > builtAt) {
      console.log(`Building ${app}…`);
      const result = spawnSync('npm', ['run', 'build', '-w', `apps/${app}`], { cwd: root, stdio: 'inherit' });
      if (result.status !== 0) return false;
    }
  }
  return true;
}

// Run on its own (`node scripts/build-apps.mjs`), as the bench does before it times start-up.
if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(buildChangedApps() ? 0 : 1);
