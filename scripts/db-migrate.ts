/** `npm run db:migrate`: bring the configured database (DATABASE_URL or DATA_DIR) to the latest schema. */
import { createDb } from '../src/server/platform/db.server.ts';
import { loadEnvOrExit } from '../src/server/platform/env.server.ts';
import { migrateToLatest } from '../src/server/platform/migrate.server.ts';

const env = loadEnvOrExit();
const db = env.DATABASE_URL ? createDb({ databaseUrl: env.DATABASE_URL }) : createDb({ dataDir: env.DATA_DIR });
try {
  await migrateToLatest(db);
  process.stdout.write(`database migrated (${env.DATABASE_URL ? 'postgresql' : `sqlite in ${env.DATA_DIR}`})\n`);
} finally {
  await db.destroy();
}
