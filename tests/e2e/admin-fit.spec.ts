import { createLead } from '../setup/factories.ts';
import { signIn } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { ownServer } from './support/own-server.ts';

/**
 * The admin fits and the conversation comes first (issue 42), against a built server of its own:
 * at 1280×800 the header is at most 96 px tall with its menu groups in it and the user menu reads
 * 「名前（管理者）」, and the dashboard with eight weeks of leads is at most 1,600 px; on a phone the
 * grouped menu still opens its pages; without JavaScript the lead page's stage form shows only the
 * chosen stage's fields, and the timeline under the summary labels what it stored (オンライン).
 * axe on every page visited with JavaScript on (the fixture).
 */
const own = ownServer();
const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

test('at 1280×800 the header is one band of at most 96 px and the dashboard two screens', async ({ page, context }) => {
  const me = await signIn(context, own.server, own.db, 'admin');
  for (let i = 0; i < 24; i += 1)
    await createLead(own.db, {
      owner_id: i % 3 === 0 ? null : me.id,
      created_at: ago(i * 50),
      due_at: ago(i * 50 - 30),
    });
  await page.goto(`${own.server.url}/admin`);
  expect((await page.locator('body > header').boundingBox())?.height).toBeLessThanOrEqual(96);
  await expect(page.locator('[data-user-menu] > summary')).toHaveText(`${me.displayName}（管理者）`);
  const nav = page.getByRole('navigation', { name: '管理メニュー' });
  for (const name of ['資料請求', '分析', 'お知らせ', '監査ログ'])
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(1600);
});

test('on a phone the grouped menu still opens its pages', { tag: '@phone' }, async ({ page, context }) => {
  await signIn(context, own.server, own.db, 'admin');
  await page.goto(`${own.server.url}/admin`);
  await page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: '分析', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: '分析' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the stage form shows the chosen stage’s fields only, and the timeline opens under the summary', async ({
    page,
    context,
  }) => {
    await signIn(context, own.server, own.db, 'staff');
    const lead = await createLead(own.db, { purpose: '院内での導入を検討しています。' });
    await page.goto(`${own.server.url}/admin/leads/${lead.id}`);
    await expect(page.locator('[data-lead-summary] + section')).toHaveAttribute('aria-labelledby', 'lead-history');
    await expect(page.locator('[data-summary-field="purpose"]')).toContainText('院内での導入を検討しています。');
    const form = page.locator('form[data-stage-form]');
    const shown = async (stage: string) => {
      await form.locator('select[name="stage"]').selectOption(stage);
      for (const [name, owner] of [
        ['meeting_kind', 'meeting'],
        ['trial_place', 'trial'],
        ['amount_monthly', 'quote'],
        ['contract_product', 'won'],
        ['lost_reason', 'lost'],
      ] as const) {
        const visible = owner === stage || (stage === 'won' && owner === 'quote');
        await expect(form.locator(`[name="${name}"]`), `${stage}: ${name}`).toBeVisible({ visible });
      }
    };
    for (const stage of ['trial', 'quote', 'won', 'lost', 'meeting']) await shown(stage);
    await form.locator('select[name="meeting_kind"]').selectOption('online');
    await form.getByRole('button', { name: '段階を更新' }).click();
    await expect(page.getByText('段階を更新しました。')).toBeVisible();
    await expect(page.locator('[data-summary-field="stage"]')).toContainText('商談');
    const timeline = page.locator('[data-lead-timeline]');
    await expect(timeline).toBeVisible();
    await expect(timeline).toContainText('商談の形式: オンライン');
    await expect(timeline).not.toContainText('online');
  });
});
