/**
 * The nightly SQLite snapshot (docs/operations.md#backups): every instance checks hourly
 * whether today's (Japan time) is taken and, through `runOncePerPeriod`, one of them takes it,
 * verifies it, and rotates the folder. A failure opens the `backup_failed` alert and gives the
 * day back, so the next hourly check tries again; a success clears the alert.
 */
import { join } from 'node:path';
import type { Db } from '../platform/db.server.ts';
import type { Logger } from '../platform/logger.server.ts';
import { type Periodic, runPeriodically } from '../platform/periodic.server.ts';
import { japanDay, runOncePerPeriod } from '../platform/scheduled.server.ts';
import { openAlert, resolveAlert } from './alerts.server.ts';
import {
  discardPartialSnapshots,
  ensureBackupDir,
  type KeepPolicy,
  rotateSnapshots,
  snapshotName,
  takeSnapshot,
  verifySnapshotOffThread,
} from './backup.server.ts';

export const BACKUP_TASK = 'backup';
export const BACKUP_CHECK_INTERVAL_MS = 60 * 60_000;

export interface BackupSettings {
  dataDir: string;
  backupDir: string;
  keep: KeepPolicy;
}

export interface BackupReport {
  file: string;
  bytes: number;
  ms: number;
  removed: string[];
}

/** Takes, verifies and rotates; throws with a readable message when any step fails. */
export async function runNightlyBackup(settings: BackupSettings, now: Date): Promise<BackupReport> {
  await ensureBackupDir(settings.backupDir);
  const snapshot = await takeSnapshot({
    dataDir: settings.dataDir,
    to: join(settings.backupDir, snapshotName(now)),
  });
  const check = await verifySnapshotOffThread(snapshot.file);
  if (!check.ok) throw new Error(`verification of ${snapshot.file} failed: ${check.errors.join('; ')}`);
  const removed = await rotateSnapshots(settings.backupDir, now, settings.keep);
  return { file: snapshot.file, bytes: snapshot.bytes, ms: snapshot.ms, removed };
}

export function startBackupSchedule(deps: {
  db: Db;
  log: Logger;
  settings: BackupSettings;
  /** Told when an alert mail was queued. */
  queued?: () => void;
  now?: () => Date;
  intervalMs?: number;
}): Periodic {
  const { db, log, settings } = deps;
  const now = deps.now ?? (() => new Date());
  let first = true;
  return runPeriodically(
    async () => {
      if (first) {
        first = false;
        // What a crash mid-snapshot left is never mistaken for a snapshot.
        const discarded = await discardPartialSnapshots(settings.backupDir);
        if (discarded.length > 0) log.warn({ discarded }, 'backup: removed an interrupted snapshot');
        // SQLite is served by one process, so at its start an unfinished claim is a run that
        // died with the previous process: released, so that today's snapshot is taken now.
        await db
          .deleteFrom('scheduled_runs')
          .where('task', '=', BACKUP_TASK)
          .where('finished_at', 'is', null)
          .execute();
      }
      const started = now();
      const outcome = await runOncePerPeriod(
        db,
        BACKUP_TASK,
        japanDay(started),
        () => runNightlyBackup(settings, started),
        now,
      );
      if (outcome.ran) {
        log.info(outcome.result, 'backup: nightly snapshot taken and verified');
        if (await resolveAlert(db, 'backup_failed', '', now())) deps.queued?.();
      }
    },
    {
      intervalMs: deps.intervalMs ?? BACKUP_CHECK_INTERVAL_MS,
      async onError(error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.error({ err: error }, 'backup: nightly snapshot failed');
        if (await openAlert(db, 'backup_failed', '', { error: reason.slice(0, 500) }, now()).catch(() => false)) {
          deps.queued?.();
        }
      },
    },
  );
}
