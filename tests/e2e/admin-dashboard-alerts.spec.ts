import { alertBannerCopy, alertCopy } from '../../src/content/admin/alerts.ts';
import { openAlert } from '../../src/server/operations/alerts.server.ts';
import { BACKUP_TASK } from '../../src/server/operations/backup-schedule.server.ts';
import type { Db } from '../../src/server/platform/db.server.ts';
import { openServerDb, signIn } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * The dashboard's incident banner against its own built server: nothing while all is well; an
 * open incident whose mail has not gone out says that the alert mail is waiting.
 */
let server: RunningServer;
let db: Db;

test.beforeAll(async () => {
  server = await startBuiltServer();
  db = openServerDb(server);
  // The server takes the day's snapshot once it answers, and a good snapshot clears the backup
  // alert: wait for that run, so it cannot clear the incident this test opens.
  await expect
    .poll(
      async () =>
        (
          await db
            .selectFrom('scheduled_runs')
            .select('finished_at')
            .where('task', '=', BACKUP_TASK)
            .where('finished_at', 'is not', null)
            .executeTakeFirst()
        )?.finished_at ?? null,
      { timeout: 30_000 },
    )
    .not.toBeNull();
  // The alert is resolved right after the run is recorded.
  await new Promise((resolve) => setTimeout(resolve, 500));
});
test.afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

test.describe('dashboard: incident banner', { tag: '@both' }, () => {
  test('shows an open incident and says its mail is waiting', async ({ page, context }) => {
    await signIn(context, server, db, 'staff');
    const existing = await db.selectFrom('alerts').select('id').executeTakeFirst();
    if (!existing) {
      await page.goto(`${server.url}/admin`);
      await expect(page.locator('[data-alerts]')).toHaveCount(0);
      // Its mail queued an hour ahead, as a mail the server cannot deliver yet stays queued. The
      // backup alert is the one the server's minute checks leave alone (its nightly run clears it).
      const now = Date.now();
      await openAlert(db, 'backup_failed', '', { error: 'disk full' }, new Date(now + 3_600_000));
      await db
        .updateTable('alerts')
        .set({ opened_at: new Date(now).toISOString() })
        .where('kind', '=', 'backup_failed')
        .execute();
    }
    await page.goto(`${server.url}/admin`);
    const banner = page.locator('[data-alerts]');
    await expect(banner.getByRole('heading', { name: alertBannerCopy.heading(1) })).toBeVisible();
    const item = banner.locator('[data-alert-kind="backup_failed"]');
    await expect(item).toContainText(alertCopy.backup_failed.title);
    await expect(item).toHaveAttribute('data-mail', 'waiting');
    await expect(item).toContainText(alertBannerCopy.mailWaiting);
  });
});
