import { formatShortDateTime } from '../../src/components/admin/shared/format.ts';
import { site } from '../../src/content/site.ts';
import { listAudit } from '../../src/server/accounts/audit.server.ts';
import { dueAt, formatDueJa } from '../../src/server/follow-up/business-days.server.ts';
import { readFollowUpSettings } from '../../src/server/follow-up/follow-up-settings.server.ts';
import { createBrochureRequest, getBrochureRequest } from '../../src/server/leads/leads.server.ts';
import type { Db } from '../../src/server/platform/db.server.ts';
import { createAdmin, validLead } from '../setup/factories.ts';
import { openServerDb, signIn } from './support/admin.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * Follow-up in the admin area (docs/product.md#follow-up), against its own built server: an
 * admin sets the rules in /admin/settings, a lead arrives (stored through the same function the
 * form posts to, straight into the server's database) with its owner and due date, staff
 * reassign it, and late leads are marked in words and found by the inbox's filters.
 */
let server: RunningServer;
let db: Db;

test.beforeAll(async () => {
  server = await startBuiltServer();
  db = openServerDb(server);
});
test.afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const brand = site.brand.toLowerCase();
let sequence = 0;

/** A brochure request as the form would store it, received at `now`; returns its id. */
async function arrive(input: Partial<typeof validLead>, now = new Date()): Promise<string> {
  sequence += 1;
  const result = await createBrochureRequest(
    db,
    { ...validLead, email: `follow-up-${sequence}-${Date.now()}@example.jp`, ...input },
    { locale: 'ja', idempotencyKey: `follow-up-${sequence}-${Date.now()}`, fillMs: 60_000, now },
  );
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.id;
}

test.describe('follow-up', { tag: '@desktop' }, () => {
  test('an admin sets a rule, a new lead gets its owner and due date, staff reassign it', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(60_000);
    const owner = await createAdmin(db, { role: 'staff', displayName: '関東 担当子' });
    await signIn(context, server, db, 'admin');

    await page.goto(`${server.url}/admin/settings`);
    await expect(page.getByRole('heading', { level: 1, name: '設定' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: '設定' }),
    ).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);

    // A rule without an owner comes back with the message beside the group.
    const ruleForm = page.locator('[data-settings-form="rule"]');
    await ruleForm.getByLabel('地域').selectOption({ label: '関東' });
    await ruleForm.getByRole('button', { name: 'ルールを追加する' }).click();
    await expect(ruleForm.locator('[data-field-error]')).toHaveText('担当者を1人以上選んでください。');
    await expect(ruleForm.getByLabel('地域')).toHaveValue('kanto');
    await expectNoSeriousA11yViolations(page);

    await ruleForm.getByLabel('製品').selectOption({ label: `${site.brand} シリーズ（骨盤底筋ケア）` });
    await ruleForm.getByRole('checkbox', { name: /関東 担当子/ }).check();
    await ruleForm.getByRole('button', { name: 'ルールを追加する' }).click();
    await expect(page).toHaveURL(/\/admin\/settings\?done=ruleAdded#settings-rules$/);
    await expect(page.getByRole('status').filter({ hasText: 'ルールを追加しました。' })).toBeVisible();
    const ruleRow = page.locator('[data-rule-table] tbody tr').last();
    await expect(ruleRow).toContainText('関東 担当子');
    await expect(ruleRow).toContainText('関東');

    const lead = await arrive({ product: `${brand}-dr`, address: '東京都千代田区丸の内1-1-1' });
    const stored = await getBrochureRequest(db, lead);
    expect(stored?.owner_id).toBe(owner.id);
    const dueInstant = dueAt(new Date(stored?.created_at ?? ''), await readFollowUpSettings(db));
    const due = formatDueJa(dueInstant);

    await page.goto(`${server.url}/admin/leads/${lead}`);
    const followUp = page.locator('[data-lead-follow-up]');
    await expect(followUp.locator('[data-field="owner"] dd')).toHaveText('関東 担当子');
    await expect(followUp.locator('[data-field="due"]')).toContainText(`資料送付期限${due}`);
    await expect(followUp.locator('[data-overdue-marker]')).toHaveCount(0);

    // Staff take the lead on themselves.
    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    const staff = await signIn(staffContext, server, db, 'staff');
    await staffPage.goto(`${server.url}/admin/leads/${lead}`);
    await staffPage.getByLabel('担当者を変更').selectOption({ label: staff.displayName });
    await staffPage.getByRole('button', { name: '担当者を変更する' }).click();
    await expect(staffPage).toHaveURL(new RegExp(`/admin/leads/${lead}\\?done=assign$`));
    await expect(staffPage.getByText('担当者を変更しました。')).toBeVisible();
    await expect(staffPage.locator('[data-lead-follow-up] [data-field="owner"] dd')).toHaveText(staff.displayName);
    await expectNoSeriousA11yViolations(staffPage);
    const { rows } = await listAudit(db, { action: 'lead.assign' }, 1);
    expect(rows.find((row) => row.target_id === lead)).toMatchObject({
      actor_email: staff.email,
      detail: JSON.stringify({ from: owner.id, to: staff.id }),
    });

    // 自分の担当: only the lead they took.
    await staffPage.goto(`${server.url}/admin/leads`);
    await staffPage.getByText('詳しく絞り込む').click();
    await staffPage.getByLabel('担当者', { exact: true }).selectOption({ label: '自分の担当' });
    await staffPage.getByRole('button', { name: '絞り込む', exact: true }).click();
    await expect(staffPage).toHaveURL(/[?&]owner=me(&|$)/);
    const mine = staffPage.locator('[data-lead-table] tbody tr');
    await expect(mine).toHaveCount(1);
    await expect(mine.first()).toHaveAttribute('data-lead-id', lead);
    await expect(mine.first().locator('[data-owner]')).toHaveText(staff.displayName);
    // The inbox's short date (12/1(火) 18:00).
    await expect(mine.first().locator('[data-due]')).toHaveText(formatShortDateTime(dueInstant.toISOString()));
    await expectNoSeriousA11yViolations(staffPage);
    await staffContext.close();
  });

  test('an overdue lead is marked 期限超過, found by 期限超過のみ and sorted first by due date', async ({
    page,
    context,
  }) => {
    await signIn(context, server, db, 'staff');
    // 'other' matches no rule another test may have added: these stay unassigned.
    const late = await arrive({ name: '遅延 確認子', product: 'other' }, new Date('2026-01-05T01:00:00.000Z'));
    const fresh = await arrive({ name: '新着 確認子', product: 'other' });

    await page.goto(`${server.url}/admin/leads`);
    const lateRow = page.locator(`[data-lead-id="${late}"]`);
    await expect(lateRow.locator('[data-due]')).toContainText('期限超過');
    await expect(page.locator(`[data-lead-id="${fresh}"] [data-due]`)).not.toContainText('期限超過');

    await page.getByText('詳しく絞り込む').click();
    await page.getByLabel('期限超過のみ').check();
    await page.getByLabel('並び順').selectOption({ label: '資料送付期限が近い順' });
    await page.getByRole('button', { name: '絞り込む', exact: true }).click();
    await expect(page).toHaveURL(/[?&]overdue=1(&|$)/);
    await expect(page).toHaveURL(/[?&]sort=due(&|$)/);
    await expect(page.getByLabel('期限超過のみ')).toBeChecked();
    const rows = page.locator('[data-lead-table] tbody tr');
    await expect(rows.first()).toHaveAttribute('data-lead-id', late);
    await expect(page.locator(`[data-lead-id="${fresh}"]`)).toHaveCount(0);
    for (const due of await rows.locator('[data-due]').allTextContents()) expect(due).toContain('期限超過');
    await expectNoSeriousA11yViolations(page);

    await page.goto(`${server.url}/admin/leads/${late}`);
    const dueField = page.locator('[data-lead-follow-up] [data-field="due"]');
    await expect(dueField).toContainText('資料送付期限2026年1月7日（水）18:00');
    await expect(dueField.locator('[data-overdue-marker]')).toHaveText('期限超過');
    await expect(page.locator('[data-lead-follow-up] [data-field="owner"] dd')).toHaveText('未割り当て');
  });

  test('staff can neither open the settings nor see them in the menu', async ({ page, context }) => {
    await signIn(context, server, db, 'staff');
    const response = await page.goto(`${server.url}/admin/settings`);
    expect(response?.status()).toBe(403);
    await expect(
      page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: '設定' }),
    ).toHaveCount(0);
  });
});

test('the settings page fits a phone, closures included', { tag: '@phone' }, async ({ page, context }) => {
  await signIn(context, server, db, 'admin');
  await page.goto(`${server.url}/admin/settings`);
  const form = page.locator('[data-settings-form="closure"]');
  await form.getByLabel('日付', { exact: true }).fill('2027-12-29');
  await form.getByLabel('終了日（期間で登録する場合）').fill('2028-01-03');
  await form.getByLabel('名称（任意）').fill('年末年始');
  await form.getByRole('button', { name: '休業日を追加する' }).click();
  await expect(page).toHaveURL(/done=closureAdded/);
  const days = page.locator('[data-closure-table] tbody tr');
  await expect(days.filter({ hasText: '2027年12月29日（水）' })).toContainText('年末年始');
  await expect(days.filter({ hasText: '2028年1月3日（月）' })).toHaveCount(1);
  await days
    .filter({ hasText: '2028年1月3日（月）' })
    .getByRole('button', { name: '2028年1月3日（月）の休業日を削除' })
    .click();
  await expect(page).toHaveURL(/done=closureRemoved/);
  await expect(days.filter({ hasText: '2028年1月3日（月）' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
