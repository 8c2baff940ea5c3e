import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createLead } from '../setup/factories.ts';
import { signIn } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { ownServer } from './support/own-server.ts';

/**
 * One state per lead (issue 42), against a built server of its own, on the phone and the desktop
 * and without JavaScript: a call logged on a new lead makes it 連絡済み and the inbox row shows
 * its next step; 失注 closes it, so it leaves 期限超過, and the row shows the stage. Each run
 * seeds its own lead, already past its due date (so 期限超過 lists it). axe on every page visited
 * with JavaScript on (the fixture).
 */
const own = ownServer();
// In order in one worker: one built server per project, not one per test.
test.describe.configure({ mode: 'default' });

/** Today in Japan, as the activity form's date field takes it. */
const japanToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

const row = (page: Page, id: string) => page.locator(`[data-lead-table] tr[data-lead-id="${id}"]`);

async function callThenLose(page: Page): Promise<void> {
  const name = `高橋 美咲 ${randomUUID().slice(0, 6)}`;
  const lead = await createLead(own.db, { name, due_at: new Date(Date.now() - 3_600_000).toISOString() });
  const id = lead.id as string;
  const base = own.server.url;

  // A call with its next step, logged on the new lead.
  await page.goto(`${base}/admin/leads/${id}`);
  const activity = page.locator('form[data-activity-form]');
  await activity.locator('select[name="activity_kind"]').selectOption('phone');
  await activity.locator('textarea[name="activity_note"]').fill('院長と電話。デモは来月。');
  await activity.locator('input[name="next_step_on"]').fill(japanToday());
  await activity.locator('input[name="next_step"]').fill('見積を送る');
  await activity.getByRole('button', { name: '記録する' }).click();
  await expect(page).toHaveURL(/done=activity/);

  // The inbox's 期限超過 lists it, 連絡済み, with its next step.
  await page.goto(`${base}/admin/leads`);
  await page.locator('[data-work-chip="overdue"]').click();
  await expect(page).toHaveURL(/overdue=1/);
  await expect(row(page, id)).toContainText('連絡済み');
  await expect(row(page, id).locator('[data-next-step]')).toContainText('見積を送る');
  await expect(row(page, id).locator('[data-next-step] time')).toHaveAttribute('datetime', japanToday());

  // 失注 with its reason.
  await page.goto(`${base}/admin/leads/${id}`);
  const stage = page.locator('form[data-stage-form]');
  await stage.locator('select[name="stage"]').selectOption('lost');
  await stage.locator('select[name="lost_reason"]').selectOption('price');
  await stage.getByRole('button', { name: '段階を更新' }).click();
  await expect(page).toHaveURL(/done=stage/);

  // Gone from 期限超過; the full list shows it 完了 at 失注, with no next step.
  await page.goto(`${base}/admin/leads?overdue=1&sort=due`);
  await expect(page.locator('[data-work-chip="overdue"]')).toHaveAttribute('aria-current', 'true');
  await expect(row(page, id)).toHaveCount(0);
  await page.goto(`${base}/admin/leads?q=${encodeURIComponent(name)}`);
  await expect(row(page, id)).toContainText('完了');
  await expect(row(page, id).locator('[data-stage]')).toHaveText('失注');
  await expect(row(page, id).locator('[data-next-step]')).toBeEmpty();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
}

test('a call makes a new lead 連絡済み; 失注 takes it out of 期限超過', { tag: '@both' }, async ({ page, context }) => {
  await signIn(context, own.server, own.db, 'staff');
  await callThenLose(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same with plain forms', async ({ page, context }) => {
    await signIn(context, own.server, own.db, 'staff');
    await callThenLose(page);
  });
});
