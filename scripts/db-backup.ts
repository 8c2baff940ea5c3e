/**
 * `npm run db:backup [-- --to FILE]`: a snapshot now, whether or not the server runs.
 * SQLite: SQLite's online backup into BACKUP_DIR (default DATA_DIR/backups) or FILE, with its
 * checksum, then verified. PostgreSQL: `pg_dump -Fc` when it is installed, else how to get it.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync } from 'node:fs';
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
  const dir = backupDirOf(env.DATA_DIR, env.BACKUP_DIR);
  if (!values.to) await ensureBackupDir(dir);
  // The snapshot's name with the dump's extension (not rotated by the server: delete after 28 days).
  const to = values.to ?? join(dir, snapshotName(new Date(), 'manual').replace(/\.db$/, '.dump'));
  const probe = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' });
  if (probe.error) {
    fail(
      "pg_dump is not installed. Install the PostgreSQL client of your server's major version (Debian: apt-get install postgresql-client), then run this again; or, on a managed PostgreSQL, use its snapshots and point-in-time recovery (docs/operations.md#postgresql).",
    );
  }
  // Given as libpq variables rather than an argument, so the password never shows in `ps`.
  const url = new URL(env.DATABASE_URL);
  const libpq: Record<string, string> = {
    PGHOST: decodeURIComponent(url.hostname || 'localhost'),
    PGPORT: url.port || '5432',
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
    ...(url.username ? { PGUSER: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}),
    ...(url.searchParams.get('sslmode') ? { PGSSLMODE: url.searchParams.get('sslmode') ?? '' } : {}),
    // `options=-c search_path=…`, as a schema-scoped DATABASE_URL carries.
    ...(url.searchParams.get('options') ? { PGOPTIONS: url.searchParams.get('options') ?? '' } : {}),
  };
  const dump = spawnSync('pg_dump', ['-Fc', '--no-owner', '-f', to], {
    stdio: 'inherit',
    env: { ...process.env, ...libpq },
  });
  if (dump.status !== 0) fail(`pg_dump failed (exit ${dump.status ?? dump.signal})`);
  // It holds personal data: owner-only, as the SQLite snapshots are.
  chmodSync(to, 0o600);
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
