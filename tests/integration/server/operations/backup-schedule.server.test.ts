/**
 * The nightly run as the server starts it, on SQLite: a failure opens the `backup_failed`
 * alert (its mail queued once) and gives the day back; the next check takes the snapshot and
 * clears the alert with one recovery notice.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ALERT_JOB_KIND, listAlerts } from '../../../../src/server/operations/alerts.server.ts';
import { startBackupSchedule } from '../../../../src/server/operations/backup-schedule.server.ts';
import { createLogger } from '../../../../src/server/platform/logger.server.ts';
import { useTestDb } from '../../../setup/db.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the nightly backup schedule on sqlite', () => {
  const t = useTestDb('sqlite');

  it('opens backup_failed once when the snapshot cannot be written, and clears it once when it can', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pelvia-backup-schedule-'));
    dirs.push(dir);
    // A file where the folder should be: mkdir fails, as on a full or read-only disk.
    const blocked = join(dir, 'not-a-folder');
    await writeFile(blocked, 'x');
    const settings = { dataDir: t.current.location, backupDir: blocked, keep: { daily: 7, weekly: 4 } };
    let queued = 0;
    const schedule = startBackupSchedule({
      db: t.db,
      log: createLogger('silent'),
      settings,
      queued: () => {
        queued += 1;
      },
      intervalMs: 3_600_000,
    });
    try {
      await schedule.runNow();
      await schedule.runNow();
      let alerts = await listAlerts(t.db);
      expect(alerts.map((a) => [a.kind, a.resolvedAt])).toEqual([['backup_failed', null]]);
      expect(String(alerts[0]?.detail.error)).toMatch(/not-a-folder/);
      // The failed day was given back, so the next check tries again.
      expect(await t.db.selectFrom('scheduled_runs').selectAll().execute()).toEqual([]);

      settings.backupDir = join(dir, 'backups');
      await schedule.runNow();
      alerts = await listAlerts(t.db);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]?.resolvedAt).not.toBeNull();
      const jobs = await t.db.selectFrom('outbox_jobs').select('id').where('kind', '=', ALERT_JOB_KIND).execute();
      expect(jobs.map((j) => j.id.replace(/^alert-[0-9a-f-]+-/, '')).sort()).toEqual(['opened', 'resolved']);
      expect(queued).toBe(2);
    } finally {
      schedule.stop();
    }
  });
});
