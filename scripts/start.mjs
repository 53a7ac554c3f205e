// `npm start`: builds the browser apps when their sources changed, then runs the server
// (embedded PostgreSQL unless DATABASE_URL, migrations, catalogue seed, web on PORT, admin on ADMIN_PORT).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const shared = ['packages/ui', 'packages/contract'].map((p) => newestMtime(path.join(root, p)));
for (const app of ['web', 'admin']) {
  const dir = path.join(root, 'apps', app);
  const built = path.join(dir, 'dist', 'index.html');
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  if (Math.max(newestMtime(dir), ...shared) > builtAt) {
    console.log(`Building ${app}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', `apps/${app}`], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
