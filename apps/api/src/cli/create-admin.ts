/** `npm run admin:create -- <username> <password> [full name]`: creates or resets an administrator. */
import { connect, runMigrations } from '@cp/db';
import { loadConfig } from '../platform/config';
import { upsertAdmin } from '../modules/admin-auth/service';

const [username, password, ...name] = process.argv.slice(2);
if (!username || !password) {
  console.error('usage: npm run admin:create -- <username> <password> [full name]');
  process.exit(2);
}
const config = loadConfig();
const database = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, embeddedPort: config.embeddedPgPort });
try {
  await runMigrations(database.db);
  await upsertAdmin({ db: database.db }, username, password, name.join(' ') || undefined);
  console.log(`Administrator ${username} is ready.`);
} finally {
  await database.close();
}
