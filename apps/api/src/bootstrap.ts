import fs from 'node:fs/promises';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import path from 'node:path';
import { connect, runMigrations, seedAssetsDir, seedCatalogue, type DatabaseHandle } from '@cp/db';
import type { Config } from './platform/config';
import type { AppContext } from './platform/context';
import { runHousekeeping } from './platform/housekeeping';
import { bumpVersion } from './platform/etag';
import { loadSecret } from './platform/private-media';
import { startJobs, type Jobs } from './platform/jobs';
import { createLogger } from './platform/logger';
import { createMailer } from './platform/mail';
import { connectRedis } from './platform/security';
import { SessionCache } from './platform/session-cache';
import { createStorage, mediaUrl, type Storage } from './platform/storage';
import { upsertAdmin } from './modules/admin-auth/service';

/** Copies a bundled seed image into storage once; its key is stable so reseeding is cheap. */
export const seedAssetPutter = (storage: Storage) => async (fileName: string) => {
  const key = `seed/${fileName}`;
  if (!(await storage.exists(key))) await storage.put(key, await fs.readFile(path.join(seedAssetsDir, fileName)), 'image/jpeg');
  return mediaUrl(key);
};

export interface StartedContext extends AppContext {
  close(): Promise<void>;
}

/**
 * Opens the database (embedded unless DATABASE_URL), migrates, seeds the catalogue, ensures the
 * configured administrator and starts the job runner.
 */
export async function createContext(config: Config, opts: { database?: DatabaseHandle; logDestination?: DestinationStream } = {}): Promise<StartedContext> {
  const log = createLogger(config.logLevel, opts.logDestination);
  await fs.mkdir(config.dataDir, { recursive: true });
  const database =
    opts.database ??
    (await connect({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      embeddedPort: config.embeddedPgPort,
      poolSize: config.dbPoolSize,
      log: (m) => log.debug({ pg: m }, 'postgres'),
      notice: (m) => log.warn(m),
    }));
  const storage = createStorage(config);
  const mailer = createMailer(config);
  let jobs: Jobs | null = null;
  let redis: Redis | null = null;
  const sessions = new SessionCache(database.url, config.sessionCacheMs, log);
  try {
    await runMigrations(database.db);
    const seeded = await seedCatalogue(database.db, seedAssetPutter(storage));
    // The seed may have changed the catalogue (a new release), or added a legal page or the first
    // FAQ: answers kept by version are refreshed, in this process and the others.
    await bumpVersion(database.db, 'catalogue');
    if (seeded.staticsAdded) await bumpVersion(database.db, 'statics');
    if (config.admin) await upsertAdmin({ db: database.db }, config.admin.username, config.admin.password);
    redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
    const forJobs = { db: database.db, storage, config };
    jobs = config.jobs ? await startJobs(database.url, mailer, log, () => runHousekeeping(forJobs)) : null;
    const secrets = { mediaSigning: await loadSecret(database.db, 'media-signing') };
    await sessions.start();
    const ctx: AppContext = { config, db: database.db, database, storage, mailer, jobs, redis, log, secrets, sessions };
    return {
      ...ctx,
      close: async () => {
        await ctx.jobs?.stop();
        await sessions.close();
        mailer.close();
        await ctx.redis?.quit().catch(() => undefined);
        await database.close();
      },
    };
  } catch (err) {
    await jobs?.stop();
    await sessions.close();
    redis?.disconnect();
    mailer.close();
    await database.close();
    throw err;
  }
}
