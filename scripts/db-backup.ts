/**
 * `npm run db:backup [-- --to FILE]`: a snapshot now, whether or not the server runs.
 * SQLite: SQLite's online backup into BACKUP_DIR (default DATA_DIR/backups) or FILE, with its
 * checksum, then verified. PostgreSQL: `pg_dump -Fc` when it is installed, else how to get it.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  backupDirOf,
  ensureBackupDir,
  snapshotName,
  takeSnapshot,
  verifySnapshot,
} from '../src/server/operations/backup.server.ts';
import { loadEnvOrExit } from '../src/server/platform/env.server.ts';

const { values } = parseArgs({ options: { to: { type: 'string' } } });
const env = loadEnvOrExit();
const fail = (message: string): never => {
  process.stderr.write(`db:backup: ${message}\n`);
  process.exit(1);
};

if (env.DATABASE_URL) {
  const to =
    values.to ??
    `site-${new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')}.dump`;
  const probe = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' });
  if (probe.error) {
    fail(
      "pg_dump is not installed. Install the PostgreSQL client of your server's major version (Debian: apt-get install postgresql-client), then run this again; or, on a managed PostgreSQL, use its snapshots and point-in-time recovery (docs/operations.md#postgresql).",
    );
  }
  // The URL goes through the environment, so its password never shows in `ps`.
  const dump = spawnSync('pg_dump', ['-Fc', '--no-owner', '-f', to], {
    stdio: 'inherit',
    env: { ...process.env, PGDATABASE: env.DATABASE_URL },
  });
  if (dump.status !== 0) fail(`pg_dump failed (exit ${dump.status ?? dump.signal})`);
  process.stdout.write(`PostgreSQL dump written to ${to} (restore: pg_restore --clean --no-owner -d <url> ${to})\n`);
  process.exit(0);
}

const dir = backupDirOf(env.DATA_DIR, env.BACKUP_DIR);
if (!values.to) await ensureBackupDir(dir);
const to = values.to ?? join(dir, snapshotName(new Date(), 'manual'));
try {
  const snapshot = await takeSnapshot({ dataDir: env.DATA_DIR, to });
  const check = await verifySnapshot(snapshot.file);
  if (!check.ok) fail(`the snapshot did not verify: ${check.errors.join('; ')}`);
  process.stdout.write(
    `snapshot ${snapshot.file}\n  ${(snapshot.bytes / 1024 / 1024).toFixed(1)} MB in ${snapshot.ms} ms, sha256 ${snapshot.sha256}\n  verified: integrity ok, ${check.ok ? check.leads : 0} brochure requests, schema ${check.ok ? check.migration : ''}\n`,
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
