/**
 * `npm run db:restore -- FILE`: restores a snapshot into DATA_DIR while the server is stopped
 * (src/server/operations/restore.server.ts). The database it replaces is kept beside it.
 */
import { restoreSnapshot } from '../src/server/operations/restore.server.ts';
import { loadEnvOrExit } from '../src/server/platform/env.server.ts';

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: npm run db:restore -- FILE\n');
  process.exit(2);
}
const env = loadEnvOrExit();
if (env.DATABASE_URL) {
  process.stderr.write(
    'db:restore restores SQLite snapshots; with DATABASE_URL use: pg_restore --clean --no-owner -d "$DATABASE_URL" FILE (docs/operations.md#postgresql)\n',
  );
  process.exit(1);
}
const result = await restoreSnapshot({ file, dataDir: env.DATA_DIR });
if (!result.ok) {
  process.stderr.write(`db:restore: refused, nothing changed:\n${result.errors.map((e) => `  - ${e}`).join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(
  `restored ${file} into ${result.restored} (${result.leads} brochure requests, schema ${result.migration})\n${
    result.keptAside ? `  the previous database is kept as ${result.keptAside}\n` : ''
  }  start the server: it applies any newer migrations\n`,
);
