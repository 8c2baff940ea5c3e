import type { Page } from '@playwright/test';
import { signIn } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { ownServer } from './support/own-server.ts';

/**
 * From brochure to contract (issue 34), against a built server of its own: a visitor lands on a
 * tagged product page, reads two more pages and sends the form; staff find the visit's first
 * touch on the lead, log a call with its next step (refused without one), move the lead through
 * 商談 and 見積 to 契約 at 33,000円/月, and the report's gakkai row counts it, its link listing
 * the lead. axe on every page visited (the fixture).
 */
const own = ownServer({ LEAD_RATE_LIMIT: '0', LEAD_PROOF_WORK: '1000' });

const japanDay = (offset = 0) => new Date(Date.now() + 9 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

async function sendForm(page: Page, email: string): Promise<void> {
  const shown = Date.now();
  const f = page.locator('form[data-brochure-form]');
  await expect(f).toHaveAttribute('data-proof', 'ready', { timeout: 15_000 });
  await f.locator('select[name="prefecture"]').selectOption('東京都');
  const values = {
    name: '山田 花子',
    email,
    organization: 'さくら婦人科',
    position: '院長',
    phone: '090-1234-5678',
    city: '中央区',
    address: '銀座1-2-3',
    purpose: '学会で拝見しました。',
  };
  for (const [name, value] of Object.entries(values)) await f.locator(`[name="${name}"]`).fill(value);
  await f.locator('input[name="agreement"]').check();
  // A person takes more than the form's 3 s to fill nine fields; a faster send is held for review
  // (要確認), and a lead under review takes no stage.
  await page.waitForTimeout(Math.max(0, 3_500 - (Date.now() - shown)));
  await f.locator('button[type="submit"]').click();
  await expect(page.locator('[data-lead-thanks]')).toBeVisible();
}

async function setStage(page: Page, stage: string, monthly?: string): Promise<void> {
  const form = page.locator('form[data-stage-form]');
  await form.locator('select[name="stage"]').selectOption(stage);
  if (monthly) await form.locator('input[name="amount_monthly"]').fill(monthly);
  await form.getByRole('button', { name: '段階を更新' }).click();
  await expect(page.getByText('段階を更新しました。')).toBeVisible();
}

test('a tagged visit becomes a contract and the gakkai row of the report counts it', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.goto(`${own.server.url}/product/plus?utm_source=gakkai&utm_medium=booth&utm_campaign=jsog2026`);
  await page.goto(`${own.server.url}/products`);
  await page.goto(`${own.server.url}/company`);
  await page.goto(`${own.server.url}/brochure-request?product=pelvia-plus`);
  const email = `funnel${Math.random().toString(36).slice(2, 8)}@example.jp`;
  await sendForm(page, email);
  const lead = await own.db
    .selectFrom('material_requests')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  expect(lead).toMatchObject({
    first_touch_page: '/product/plus?utm_source=gakkai&utm_medium=booth&utm_campaign=jsog2026',
    first_touch_utm_source: 'gakkai',
    first_touch_utm_medium: 'booth',
    first_touch_utm_campaign: 'jsog2026',
  });

  await signIn(context, own.server, own.db, 'staff');
  await page.goto(`${own.server.url}/admin/leads/${lead.id}`);
  await page.locator('[data-lead-more] > summary').click();
  await expect(page.locator('[data-first-touch]')).toContainText('/product/plus?utm_source=gakkai');
  await expect(page.locator('[data-first-touch]')).toContainText('gakkai / booth / jsog2026');

  // A call without its next step is refused, with the field's message.
  const activity = page.locator('form[data-activity-form]');
  await activity.locator('select[name="activity_kind"]').selectOption('phone');
  await activity.locator('textarea[name="activity_note"]').fill('院長と電話。デモを希望。');
  await activity.getByRole('button', { name: '記録する' }).click();
  await expect(page.locator('form[data-activity-form]')).toContainText('次の予定日を今日以降の日付で入力してください');
  await page.locator('form[data-activity-form] input[name="next_step_on"]').fill(japanDay(2));
  await page.locator('form[data-activity-form] input[name="next_step"]').fill('商談の日程を決める');
  await page.locator('form[data-activity-form]').getByRole('button', { name: '記録する' }).click();
  await expect(page.getByText('活動を記録しました。')).toBeVisible();
  await expect(page.locator('[data-next-step]')).toContainText('商談の日程を決める');

  await setStage(page, 'meeting');
  await setStage(page, 'quote', '33000');
  await setStage(page, 'won', '33,000');
  await page.locator('[data-lead-more] > summary').click();
  await expect(page.locator('[data-lead-timeline]')).toContainText('段階: 見積 → 契約');
  await expect(page.locator('[data-lead-timeline]')).toContainText('活動: 電話');

  await page.goto(`${own.server.url}/admin/reports?from=${japanDay()}&to=${japanDay()}&group=channel`);
  const row = page.locator('[data-funnel-report] tr[data-row="utm|gakkai|booth"]');
  // Columns (issue 42): Web資料請求, 名刺取り込み, 資料送付, 商談, 体験, 見積, 契約, 失注, 月額, 一括.
  await expect(row.locator('td[data-column="0"]')).toHaveText(/^1/);
  await expect(row.locator('td[data-column="1"]')).toHaveText('0');
  // No demo was recorded: 体験 stays 0 though the lead reached 見積 and 契約.
  await expect(row.locator('td[data-column="4"]')).toHaveText(/^0/);
  await expect(row.locator('td[data-column="6"]')).toHaveText(/^1/);
  await expect(row.locator('td[data-column="8"]')).toHaveText('33,000円');
  await row.locator('td[data-column="6"] a').click();
  await expect(page.getByRole('link', { name: '山田 花子' })).toBeVisible();
});
