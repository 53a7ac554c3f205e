import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, openDatabase, runMigrations, seedCatalogue, startEmbeddedPostgres, withDatabase, type EmbeddedServer } from '@cp/db';
import { adminQuery, recreateDatabase } from './db-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
    templateDb: string;
  }
}

/**
 * One PostgreSQL for the run (embedded, or TEST_DATABASE_URL) holding a migrated, seeded template
 * database; each test file clones it with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  let server: EmbeddedServer | undefined;
  let pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    // Under the system temp folder: PostgreSQL runs as its own user when we are root and must reach it.
    const dir = path.join(os.tmpdir(), `cp-test-pg-${process.pid}`);
    await fs.rm(dir, { recursive: true, force: true });
    server = await startEmbeddedPostgres(dir, await freePort());
    pgUrl = server.url;
  }
  const templateDb = `cp_template_${process.pid}`;
  await recreateDatabase(pgUrl, templateDb);
  const template = openDatabase(withDatabase(pgUrl, templateDb), 2);
  await runMigrations(template.db);
  await seedCatalogue(template.db, async (file) => `/media/seed/${file}`);
  await template.close();
  project.provide('pgUrl', pgUrl);
  project.provide('templateDb', templateDb);

  return async () => {
    const leftovers = await adminQuery(pgUrl, `SELECT datname FROM pg_database WHERE datname LIKE 'cp_test_%' OR datname = $1`, [templateDb]);
    for (const row of leftovers.rows) await adminQuery(pgUrl, `DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    if (server) {
      await server.stop();
      await fs.rm(path.join(os.tmpdir(), `cp-test-pg-${process.pid}`), { recursive: true, force: true });
    }
  };
}
