// `npm start`: builds the browser apps when their sources changed, then runs the server
// (embedded PostgreSQL unless DATABASE_URL, migrations, catalogue seed, web on PORT, admin on ADMIN_PORT).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiNodeArgs } from './api-process.mjs';
import { buildChangedApps } from './build-apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!buildChangedApps()) process.exit(1);

const server = spawn(process.execPath, apiNodeArgs(), { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
