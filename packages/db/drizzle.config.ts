import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/db/src/tables/*.ts',
  out: './packages/db/migrations',
});
