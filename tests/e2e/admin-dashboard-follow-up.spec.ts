import type { Page } from '@playwright/test';
import { adminCopy } from '../../src/content/admin/index.ts';
import { businessHoursBetween, japanDate } from '../../src/server/follow-up/business-days.server.ts';
import { weekStart } from '../../src/server/follow-up/dashboard.server.ts';
import type { Db } from '../../src/server/platform/db.server.ts';
import { createAdmin, createLead } from '../setup/factories.ts';
import { openServerDb, signIn } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * The 対応状況 tables (on /admin/analytics) against their own built server, whose database holds only the
 * leads seeded here (relative to the real clock, since the server reads it): figures per owner
 * and per week as staff read them, on a desktop and on a phone.
 */
let server: RunningServer;
let db: Db;

const f = adminCopy.ja.dashboard.followUp;
const HOUR = 3_600_000;
const none: ReadonlySet<string> = new Set();

test.beforeAll(async () => {
  server = await startBuiltServer();
  db = openServerDb(server);
});
test.afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const cells = (page: Page, table: string, row: string) =>
  page.locator(`[data-follow-up-table="${table}"] tbody tr[data-row="${row}"]`);

test.describe('dashboard: 対応状況', { tag: '@both' }, () => {
  test('shows per owner and per week: received, materials and first response on time, median, overdue', async ({
    page,
    context,
  }, testInfo) => {
    // One seeding for both viewports: the second test run finds the leads already there.
    const now = Date.now();
    const at = (offsetHours: number) => new Date(now + offsetHours * HOUR).toISOString();
    let aoki = await db
      .selectFrom('admin_users')
      .selectAll()
      .where('display_name', '=', '担当 青木')
      .executeTakeFirst();
    if (!aoki) {
      const a = await createAdmin(db, { displayName: '担当 青木', role: 'staff' });
      const i = await createAdmin(db, { displayName: '担当 伊藤', role: 'staff' });
      // 青木: one whose materials went out in time, one still 未対応 past its due date.
      await createLead(db, {
        owner_id: a.id,
        created_at: at(-1),
        due_at: at(48),
        first_response_at: at(-0.5),
        materials_sent_at: at(-0.5),
        status: 'materials_sent',
      });
      await createLead(db, { owner_id: a.id, created_at: at(-72), due_at: at(-1) });
      // 伊藤: answered and sent a day after its due date.
      await createLead(db, {
        owner_id: i.id,
        created_at: at(-120),
        due_at: at(-72),
        first_response_at: at(-48),
        materials_sent_at: at(-48),
        status: 'materials_sent',
      });
      // Unassigned and not yet due: received, outside the share. Spam: nowhere.
      await createLead(db, { owner_id: null, created_at: at(-2), due_at: at(40) });
      await createLead(db, { owner_id: i.id, created_at: at(-2), status: 'spam' });
      aoki = await db.selectFrom('admin_users').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow();
    }
    const leads = await db
      .selectFrom('material_requests')
      .selectAll()
      .where('status', '<>', 'spam')
      .orderBy('created_at')
      .execute();
    const hoursOf = (ownerId: string | null) =>
      leads
        .filter((l) => l.owner_id === ownerId && l.first_response_at)
        .map((l) => businessHoursBetween(new Date(l.created_at), new Date(l.first_response_at ?? ''), none));

    await signIn(context, server, db, 'staff');
    // 対応状況 is on the analytics page since the dashboard became counters only (issue 42).
    await page.goto(`${server.url}/admin/analytics`);
    await expect(page.getByRole('heading', { name: f.title, level: 2 })).toBeVisible();

    const owners = page.locator('[data-follow-up-table="owner"]');
    await expect(owners.locator('caption')).toHaveText(f.byOwner);
    await expect(owners.locator('tbody th[scope="row"]')).toHaveText(['担当 伊藤', '担当 青木', f.unassigned]);
    const aokiRow = cells(page, 'owner', aoki.id);
    await expect(aokiRow.locator('[data-column="received"]')).toHaveText('2件');
    await expect(aokiRow.locator('[data-column="onTime"]')).toHaveText('50%（2件中1件）');
    await expect(aokiRow.locator('[data-column="responseOnTime"]')).toHaveText('50%（2件中1件）');
    await expect(aokiRow.locator('[data-column="median"]')).toHaveText(f.hours(hoursOf(aoki.id)[0] ?? null));
    await expect(aokiRow.locator('[data-column="overdue"]')).toHaveText('1件');
    const ito = leads.find((l) => l.status === 'materials_sent' && l.owner_id !== aoki.id)?.owner_id ?? '';
    const itoRow = cells(page, 'owner', ito);
    await expect(itoRow.locator('[data-column="onTime"]')).toHaveText('0%（1件中0件）');
    await expect(itoRow.locator('[data-column="responseOnTime"]')).toHaveText('0%（1件中0件）');
    await expect(itoRow.locator('[data-column="median"]')).toHaveText(f.hours(hoursOf(ito)[0] ?? null));
    await expect(itoRow.locator('[data-column="overdue"]')).toHaveText('0件');
    const unassigned = cells(page, 'owner', 'unassigned');
    await expect(unassigned.locator('[data-column="received"]')).toHaveText('1件');
    await expect(unassigned.locator('[data-column="onTime"]')).toHaveText('—');
    await expect(unassigned.locator('[data-column="responseOnTime"]')).toHaveText('—');

    // Each lead in the row of the week (Monday to Sunday, JST) it came in.
    const weeks = page.locator('[data-follow-up-table="week"]');
    await expect(weeks.locator('caption')).toHaveText(f.byWeek);
    await expect(weeks.locator('tbody tr')).toHaveCount(8);
    const expected = new Map<string, { received: number; overdue: number }>();
    for (const lead of leads) {
      const week = weekStart(japanDate(new Date(lead.created_at)));
      const row = expected.get(week) ?? { received: 0, overdue: 0 };
      row.received += 1;
      const owed = ['pending', 'contacted'].includes(lead.status) && lead.materials_sent_at === null;
      if (owed && (lead.due_at ?? '') < new Date().toISOString()) row.overdue += 1;
      expected.set(week, row);
    }
    for (const [week, row] of expected) {
      await expect(cells(page, 'week', week).locator('[data-column="received"]')).toHaveText(`${row.received}件`);
      await expect(cells(page, 'week', week).locator('[data-column="overdue"]')).toHaveText(`${row.overdue}件`);
    }
    // The notes are folded under 数え方.
    await page.getByText('数え方', { exact: true }).click();
    await expect(page.getByText(f.notes[0] ?? '')).toBeVisible();

    // On a phone each figure is shown beside its column's label, in a card per row.
    if (testInfo.project.name === 'phone') {
      const label = await aokiRow
        .locator('[data-column="onTime"]')
        .evaluate((cell) => getComputedStyle(cell, '::before').content);
      expect(label).toBe(`"${f.onTime}"`);
      const box = await owners.boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(390);
    }
    await page
      .locator('#dash-follow-up')
      .locator('..')
      .screenshot({ path: testInfo.outputPath(`follow-up-${testInfo.project.name}.png`) });
  });
});
