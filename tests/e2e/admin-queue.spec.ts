import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { brochureProductIds } from '../../src/content/products.ts';
import { createDispatch, markBatchShipped } from '../../src/server/dispatch/shipments.server.ts';
import { createBrochure } from '../../src/server/materials/brochures.server.ts';
import { recordMaterialsSent } from '../../src/server/materials/materials-sent.server.ts';
import type { Db } from '../../src/server/platform/db.server.ts';
import { createAdmin, createLead } from '../setup/factories.ts';
import { makePdf } from '../setup/pdf.ts';
import { openServerDb, signIn } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * The inbox as a work queue (issue 32), against a built server of its own: a new lead goes from
 * the dashboard to assigned to oneself, materials sent by link and in the postal queue in six
 * clicks, on the phone and the desktop, and without JavaScript; the dispatch page ticks only the
 * leads that can be posted and names why the others are not; on a phone the lead page's first
 * screen holds the name, tel:, mailto:, status, owner and due date. axe on every page visited
 * with JavaScript on (the fixture).
 */
let server: RunningServer;
let db: Db;
const product = brochureProductIds[0] ?? 'other';

test.beforeAll(async () => {
  server = await startBuiltServer();
  db = openServerDb(server);
  const admin = await createAdmin(db);
  const created = await createBrochure(db, {
    title: '製品カタログ（キュー）',
    locale: 'ja',
    products: [product],
    file: await makePdf(1),
    actor: { id: admin.id, email: admin.email },
  });
  if (!created.ok) throw new Error(JSON.stringify(created));
});
test.afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const newLead = (name: string, overrides: Parameters<typeof createLead>[1] = {}) =>
  createLead(db, {
    name,
    name_kana: 'サトウ　ハナコ',
    product,
    postal_code: '1040061',
    address: '東京都中央区銀座1-2-3 さくらビル4F',
    due_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    ...overrides,
  });

async function sixClicks(page: Page, name: string, displayName: string, leadId: string): Promise<void> {
  let clicks = 0;
  const click = async (target: ReturnType<Page['getByRole']>) => {
    clicks += 1;
    await target.click();
  };
  await page.goto(`${server.url}/admin`);
  await click(page.getByRole('link', { name: '未対応の資料請求を見る' }));
  await click(page.getByRole('link', { name, exact: true }));
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${leadId}$`));
  const summary = page.locator('[data-lead-summary]');
  await expect(summary.locator('[data-field="owner"] dd')).toHaveText('未割り当て');

  await click(page.getByRole('button', { name: '自分が担当する' }));
  await expect(page).toHaveURL(/\?done=assign$/);
  await expect(summary.locator('[data-field="owner"] dd')).toHaveText(displayName);
  await expect(page.getByRole('button', { name: '自分が担当する' })).toHaveCount(0);

  await click(page.getByRole('button', { name: '資料を送付' }));
  const preview = page.locator('[data-mail-preview]');
  await expect(preview.locator('[data-mail-to]')).toContainText(name);
  await expect(preview).toContainText('製品カタログ（キュー）');
  await click(page.getByRole('button', { name: '送付する' }));
  await expect(page).toHaveURL(/done=materials-1#lead-materials$/);
  await expect(summary.locator('[data-summary-field="status"]')).toContainText('資料送付済み');
  // The history names the colleague, not their e-mail; the mail is named in Japanese.
  await expect(page.locator('[data-status-history]')).toContainText(`未対応 → 資料送付済み（担当: ${displayName}）`);
  await expect(page.locator('[data-status-history]')).not.toContainText('@');
  await expect(page.locator('[data-lead-more]')).not.toContainText('materials.links');
  await expect(page.locator('[data-lead-more]')).toContainText('資料のご案内（リンク）');

  await click(page.getByRole('button', { name: '郵送する' }));
  const row = page.locator(`[data-dispatch-leads] tr[data-lead-id="${leadId}"]`);
  await expect(row).toHaveAttribute('data-sendable', 'ok');
  await expect(row.getByRole('checkbox')).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/dispatch\\?id=${leadId}$`));
  await page.waitForLoadState('load');
  expect(clicks).toBeLessThanOrEqual(6);
}

test.describe('the lead as a work item', () => {
  test('a new lead: assigned to oneself, sent its materials and queued for post in six clicks', {
    tag: '@both',
  }, async ({ page, context }) => {
    const user = await signIn(context, server, db, 'staff');
    const name = `佐藤 花子 ${randomUUID().slice(0, 6)}`;
    const lead = await newLead(name);
    await sixClicks(page, name, user.displayName, lead.id);
  });

  test('on a phone the first screen holds who, how to reach them and where the lead stands', { tag: '@phone' }, async ({
    page,
    context,
  }) => {
    await signIn(context, server, db, 'staff');
    const lead = await newLead(`鈴木 恵 ${randomUUID().slice(0, 6)}`, {
      organization: '医療法人社団 さくら会 さくら泌尿器科クリニック',
    });
    await page.goto(`${server.url}/admin/leads/${lead.id}`);
    const summary = page.locator('[data-lead-summary]');
    await expect(summary.getByRole('heading', { name: lead.name })).toBeInViewport({ ratio: 1 });
    await expect(summary.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:09012345678');
    await expect(summary.locator('a[href^="mailto:"]')).toHaveAttribute('href', `mailto:${lead.email}`);
    for (const field of ['phone', 'email', 'status'])
      await expect(summary.locator(`[data-summary-field="${field}"]`)).toBeInViewport({ ratio: 1 });
    for (const field of ['owner', 'due'])
      await expect(summary.locator(`[data-field="${field}"]`)).toBeInViewport({ ratio: 1 });
    await expect(summary.locator('[data-due-relative]')).toHaveText('あと2日');
    await expect(page.getByRole('button', { name: '自分が担当する' })).toBeInViewport({ ratio: 1 });
    // Origin, UTM and history are folded away.
    await expect(page.locator('[data-lead-more]')).not.toHaveAttribute('open', /.*/);
  });
});

test.describe('without JavaScript', { tag: '@desktop' }, () => {
  test.use({ javaScriptEnabled: false });

  test('the same six clicks are plain forms', async ({ page, context }) => {
    const user = await signIn(context, server, db, 'staff');
    const name = `山本 一郎 ${randomUUID().slice(0, 6)}`;
    const lead = await newLead(name);
    await sixClicks(page, name, user.displayName, lead.id);
  });
});

test.describe('dispatch as a queue', { tag: '@desktop' }, () => {
  test('only sendable leads are ticked; the others say why', async ({ page, context }) => {
    const user = await signIn(context, server, db, 'admin');
    const actor = { id: user.id, email: user.email, role: user.role };
    const tag = randomUUID().slice(0, 6);
    const shipped = await newLead(`発送済 ${tag}`);
    const ready = await newLead(`送付可 ${tag}`);
    const abroad = await newLead(`Emily ${tag}`, {
      postal_code: null,
      address: '12 Harbour St, Sydney NSW 2000',
      locale: 'en',
    });
    const wrongCity = await newLead(`市違い ${tag}`, { address: '東京都港区六本木1-1-1' });
    const now = new Date();
    const batch = await createDispatch(db, {
      ids: [shipped.id],
      request: { format: 'click_post', item: '資料' },
      actor,
      now,
    });
    if (!batch.ok) throw new Error(JSON.stringify(batch));
    await markBatchShipped(db, { batchId: batch.batchId, actor, now }, recordMaterialsSent);

    const ids = [shipped.id, ready.id, abroad.id, wrongCity.id];
    await page.goto(`${server.url}/admin/leads/dispatch?${ids.map((id) => `id=${id}`).join('&')}`);
    const row = (id: string) => page.locator(`[data-dispatch-leads] tr[data-lead-id="${id}"]`);
    // The menu in groups: 発送 is the page open, not 資料請求 whose path holds it.
    const work = page.getByRole('navigation', { name: '管理メニュー' }).getByRole('list', { name: '業務' });
    await expect(work.getByRole('link', { name: '発送' })).toHaveAttribute('aria-current', 'page');
    await expect(work.getByRole('link', { name: '資料請求' })).not.toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('navigation', { name: '管理メニュー' }).getByRole('list', { name: '管理' }).getByRole('link'),
    ).toHaveText(['ユーザー', '設定', '連携', '監査ログ', 'テストメール']);
    await expect(row(ready.id).getByRole('checkbox')).toBeChecked();
    for (const [lead, reason] of [
      [shipped, '発送済み'],
      [abroad, '海外'],
      [wrongCity, '宛先を確認'],
    ] as const) {
      await expect(row(lead.id).getByRole('checkbox')).not.toBeChecked();
      await expect(row(lead.id).locator('[data-send-problem]')).toContainText(reason);
    }
    await expect(row(wrongCity.id).getByRole('link', { name: '住所を直す' })).toHaveAttribute(
      'href',
      new RegExp(`/admin/leads/${wrongCity.id}`),
    );
  });
});
