import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { brochureProductIds } from '../../src/content/products.ts';
import { createDispatch, markBatchShipped } from '../../src/server/dispatch/shipments.server.ts';
import { createBrochure } from '../../src/server/materials/brochures.server.ts';
import { recordMaterialsSent } from '../../src/server/materials/materials-sent.server.ts';
import type { Db } from '../../src/server/platform/db.server.ts';
import { createAdmin, createLead, queueLeadForPost } from '../setup/factories.ts';
import { makePdf } from '../setup/pdf.ts';
import { openServerDb, signIn } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * The inbox as a work queue (issue 32), against a built server of its own: a new lead goes from
 * the dashboard to assigned to oneself, materials sent by link and in the post queue (issue 42) in
 * six clicks, on the phone and the desktop, and without JavaScript; the day's post in two; the
 * dispatch page ticks only the leads that can be posted and names why the others are not; on a phone the lead page's first
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

  // 郵送する puts the lead in the post queue (issue 42), its address checked: the page says so.
  await click(page.getByRole('button', { name: '郵送する' }));
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${leadId}\\?post=queued$`));
  await expect(page.locator('[data-post-queued]')).toContainText(displayName);
  await page.waitForLoadState('load');
  report('six clicks', clicks);
  expect(clicks).toBeLessThanOrEqual(6);
  // The 発送 page ticks it, in the post queue.
  await page.goto(`${server.url}/admin/leads/dispatch`);
  const row = page.locator(`[data-dispatch-leads="queue"] tr[data-lead-id="${leadId}"]`);
  await expect(row).toHaveAttribute('data-sendable', 'ok');
  await expect(row.getByRole('checkbox')).toBeChecked();
}

/** The clicks a flow took, in the test's annotations and its output. */
function report(flow: string, clicks: number): void {
  test.info().annotations.push({ type: 'clicks', description: `${flow}: ${clicks}` });
  console.log(
    `[${test.info().project.name}${test.info().project.use.javaScriptEnabled === false ? ', no JS' : ''}] ${flow}: ${clicks} clicks`,
  );
}

/**
 * The day's post: the leads queued by 郵送する (seeded here), from the menu's 発送 to the carrier
 * file downloaded and its leads 発送済み, in two clicks (typing the customer code, which the page
 * remembers after the first file, is not a click); a third opens the page again to check.
 */
async function dayPost(page: Page, names: string[], ids: string[], queuedBy: string): Promise<void> {
  for (const id of ids) await queueLeadForPost(db, id, queuedBy);
  let clicks = 0;
  const click = async (target: Locator) => {
    clicks += 1;
    await target.click();
  };
  const menu = page.getByRole('navigation', { name: '管理メニュー' });
  await page.goto(`${server.url}/admin`);
  await click(menu.getByRole('link', { name: '発送', exact: true }));
  await expect(page).toHaveURL(/\/admin\/leads\/dispatch$/);
  for (const id of ids)
    await expect(
      page.locator(`[data-dispatch-leads="queue"] tr[data-lead-id="${id}"]`).getByRole('checkbox'),
    ).toBeChecked();
  await page.getByLabel('請求先顧客コード（10〜12桁）').fill('0312345678');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    click(page.getByRole('button', { name: '作成して発送済みにする' })),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = new TextDecoder('shift_jis').decode(await readFile((await download.path()) ?? ''));
  for (const name of names) expect(text).toContain(name.split(' ')[0]);
  report('day post', clicks);
  expect(clicks).toBeLessThanOrEqual(2);
  // The page again from the menu: the leads are 発送済み, out of the queue and no longer ticked.
  await menu.getByRole('link', { name: '発送', exact: true }).click();
  for (const id of ids) {
    const row = page.locator(`[data-dispatch-leads] tr[data-lead-id="${id}"]`);
    await expect(row).toHaveAttribute('data-sendable', 'shipped');
    await expect(row.getByRole('checkbox')).not.toBeChecked();
  }
  await expect(page.locator('[data-dispatch-batches] tr[data-shipped="true"]').first()).toBeVisible();
  await page.waitForLoadState('load');
}

/** The element lies wholly within the first screen (its box inside the viewport's height). */
async function inFirstScreen(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box, 'visible').not.toBeNull();
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(height);
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

  test("the day's post: from the menu to the carrier file and 発送済み in two clicks", { tag: '@both' }, async ({
    page,
    context,
  }) => {
    const user = await signIn(context, server, db, 'staff');
    const tag = randomUUID().slice(0, 6);
    const leads = [await newLead(`高橋 誠 ${tag}`), await newLead(`中村 美咲 ${tag}`)];
    await dayPost(
      page,
      leads.map((lead) => lead.name),
      leads.map((lead) => lead.id),
      user.id,
    );
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
    // The same, measured: each box wholly inside the 844 px of the first screen.
    for (const target of [
      summary.getByRole('heading', { name: lead.name }),
      summary.locator('a[href^="tel:"]'),
      summary.locator('a[href^="mailto:"]'),
      summary.locator('[data-summary-field="status"]'),
      summary.locator('[data-field="owner"]'),
      summary.locator('[data-field="due"]'),
    ])
      await inFirstScreen(page, target);
    await expect(page.getByRole('button', { name: '自分が担当する' })).toBeInViewport({ ratio: 1 });
    // Origin, UTM and history are folded away.
    await expect(page.locator('[data-lead-more]')).not.toHaveAttribute('open', /.*/);
  });

  test('on a phone the inbox shows its first lead row in the first screen', { tag: '@phone' }, async ({
    page,
    context,
  }) => {
    await signIn(context, server, db, 'staff');
    const lead = await newLead(`伊藤 さくら ${randomUUID().slice(0, 6)}`);
    await page.goto(`${server.url}/admin/leads`);
    const first = page.locator('[data-lead-table] tbody tr').first();
    await expect(first).toContainText(lead.name);
    await inFirstScreen(page, first);
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

  test("the day's post in two clicks, without JavaScript", async ({ page, context }) => {
    const user = await signIn(context, server, db, 'staff');
    const tag = randomUUID().slice(0, 6);
    const leads = [await newLead(`小林 健 ${tag}`)];
    await dayPost(
      page,
      leads.map((lead) => lead.name),
      leads.map((lead) => lead.id),
      user.id,
    );
  });

  test('an address fixed from the dispatch page, back to it ticked', async ({ page, context }) => {
    await signIn(context, server, db, 'staff');
    await fixAddress(page, await newLead(`加藤 浩 ${randomUUID().slice(0, 6)}`, { address: '東京都港区六本木1-1-1' }));
  });
});

/** 宛先を確認 → 住所を直す → a refused post → the right address → the dispatch page, ticked. */
async function fixAddress(page: Page, lead: Awaited<ReturnType<typeof newLead>>): Promise<void> {
  await page.goto(`${server.url}/admin/leads/dispatch?id=${lead.id}`);
  const row = page.locator(`[data-dispatch-leads] tr[data-lead-id="${lead.id}"]`);
  await expect(row).toHaveAttribute('data-sendable', 'address');
  await expect(row.getByRole('checkbox')).not.toBeChecked();
  await row.getByRole('link', { name: '住所を直す' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${lead.id}/address\\?back=`));
  await expect(page.locator('[data-address-current]')).toContainText('〒104-0061 東京都港区六本木1-1-1');
  // The old address had no parts: it stands whole in the street line.
  await expect(page.getByLabel('町名・番地')).toHaveValue('東京都港区六本木1-1-1');
  await page.getByLabel('郵便番号').fill('104-006');
  await page.getByRole('button', { name: '保存して発送の画面へ戻る' }).click();
  await expect(page.locator('[data-field-error]')).toHaveText([
    '郵便番号は7桁の数字で入力してください（例：104-0061）',
    '都道府県を選択してください',
    '市区町村を入力してください',
  ]);
  await page.getByLabel('郵便番号').fill('104-0061');
  await page.getByLabel('都道府県').selectOption('東京都');
  await page.getByLabel('市区町村').fill('中央区');
  await page.getByLabel('町名・番地').fill('銀座1-2-3');
  await page.getByLabel('建物名・部屋番号').fill('<b>さくらビル4F</b>');
  await page.getByRole('button', { name: '保存して発送の画面へ戻る' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/dispatch\\?id=${lead.id}&fixed=${lead.id}$`));
  await expect(page.locator('[data-dispatch-notice]')).toContainText('宛先を保存しました');
  await expect(row).toHaveAttribute('data-sendable', 'ok');
  await expect(row.getByRole('checkbox')).toBeChecked();
  await expect(row).toContainText('東京都中央区銀座1-2-3 <b>さくらビル4F</b>');
  const stored = await db
    .selectFrom('material_requests')
    .select(['address', 'address_prefecture', 'address_city', 'address_line1', 'address_line2', 'postal_code'])
    .where('id', '=', lead.id)
    .executeTakeFirstOrThrow();
  expect(stored).toEqual({
    address: '東京都中央区銀座1-2-3 <b>さくらビル4F</b>',
    address_prefecture: '東京都',
    address_city: '中央区',
    address_line1: '銀座1-2-3',
    address_line2: '<b>さくらビル4F</b>',
    postal_code: '1040061',
  });
  // The lead's history says what changed, and who changed it.
  await page.goto(`${server.url}/admin/leads/${lead.id}`);
  await expect(page.locator('[data-status-history]')).toContainText(
    '宛先を修正: 〒104-0061 東京都港区六本木1-1-1 → 〒104-0061 東京都中央区銀座1-2-3 <b>さくらビル4F</b>',
  );
}

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
      new RegExp(`/admin/leads/${wrongCity.id}/address\\?back=`),
    );
  });

  test('宛先を直す: the address form checks, stores and goes back to the dispatch page', { tag: '@both' }, async ({
    page,
    context,
  }) => {
    await signIn(context, server, db, 'staff');
    await fixAddress(page, await newLead(`木村 愛 ${randomUUID().slice(0, 6)}`, { address: '東京都港区六本木1-1-1' }));
  });
});
