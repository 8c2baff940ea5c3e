import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Download } from '@playwright/test';
import { b2Columns } from '../../src/server/dispatch/b2-csv.server.ts';
import { labelCell, labelPresets } from '../../src/server/dispatch/label-sheet.server.ts';
import { encodeCp932 } from '../../src/server/platform/csv.server.ts';
import type { Db } from '../../src/server/platform/db.server.ts';
import { createLead, queueLeadForPost } from '../setup/factories.ts';
import { openServerDb, signIn } from './support/admin.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * 発送データ against a built server of its own: from the inbox's filter (its leads in the post
 * queue, put there by 郵送する: issue 42) to a B2 CSV read back in CP932, a label PDF whose text
 * sits where its preset puts it (pdftotext -bbox), 発送済み, the issued-data import whose number
 * shows on the lead page, and a lead CP932 cannot carry listed before any download, with the
 * field to correct and its form; and from the inbox's selection instead of its filter, a B2 CSV
 * of exactly the ticked leads.
 */
const run = promisify(execFile);
const MM = 72 / 25.4;
let server: RunningServer;
let db: Db;
let dir: string;

test.beforeAll(async () => {
  server = await startBuiltServer();
  db = openServerDb(server);
  dir = await mkdtemp(join(tmpdir(), 'dispatch-e2e-'));
});
test.afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

async function twoLeads(tag: string, name = '髙橋 花子') {
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
  const first = await createLead(db, {
    id: randomUUID(),
    name,
    organization: `${tag}クリニック`,
    postal_code: '1040061',
    address: '東京都中央区銀座0丁目0番0号 サンプルビル5階',
    created_at: at(2),
  });
  const second = await createLead(db, {
    id: randomUUID(),
    name: '山田 太郎',
    organization: `${tag}クリニック`,
    postal_code: '1500001',
    address: '東京都渋谷区神宮前0-0-0',
    created_at: at(1),
  });
  return { first: first.id, second: second.id };
}

async function saved(download: Download): Promise<Buffer> {
  const file = join(dir, download.suggestedFilename());
  await download.saveAs(file);
  return readFile(file);
}

test.describe('発送データ', () => {
  test('B2 CSV in CP932 with the layout, 発送済み, and the tracking number on the lead page', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const user = await signIn(context, server, db, 'staff');
    const tag = `disp${Date.now()}`;
    const { first, second } = await twoLeads(tag);
    for (const id of [first, second]) await queueLeadForPost(db, id, user.id);

    await page.goto(`${server.url}/admin/leads?q=${tag}`);
    await page.locator('[data-dispatch-link]').click();
    await expect(page).toHaveURL(/\/admin\/leads\/dispatch\?q=/);
    await expect(page.locator('[data-dispatch-leads] [data-lead-id]')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    // The page opens with the last file's format (issue 42): another test's may be the labels.
    await page.getByLabel('ヤマト B2クラウド（CSV・Shift_JIS）').check();
    await page.getByLabel('請求先顧客コード（10〜12桁）').fill('0312345678');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-dispatch-create]').click(),
    ]);
    const bytes = await saved(download);
    const text = new TextDecoder('shift_jis', { fatal: true }).decode(bytes);
    const lines = text.split('\r\n');
    expect(lines[0]?.split(',')).toEqual(b2Columns.map((column) => column.header));
    expect(lines.slice(1, 3).map((line) => line.split(',').length)).toEqual([42, 42]);
    expect(lines[1]?.split(',')[0]).toBe(first);
    expect(lines[1]).toContain('髙橋 花子');
    expect(lines[3]).toBe('');

    await page.reload();
    const batch = page.locator('[data-dispatch-batches] [data-shipped="false"]').first();
    await batch.getByRole('button', { name: /発送済みにする/ }).click();
    await expect(page.locator('[data-dispatch-notice]')).toContainText('2件を資料送付済み');
    const statuses = await db
      .selectFrom('material_requests')
      .select('status')
      .where('id', 'in', [first, second])
      .execute();
    expect(statuses.map((row) => row.status)).toEqual(['materials_sent', 'materials_sent']);

    const issued = encodeCp932(`お客様管理番号,伝票番号\r\n${first},1234-5678-9012\r\n`);
    await page
      .locator('input[name="file"]')
      .setInputFiles({ name: 'issued.csv', mimeType: 'text/csv', buffer: Buffer.from(issued) });
    await page.getByRole('button', { name: '取り込む' }).click();
    await expect(page.locator('[data-tracking-report]')).toContainText('1件の送り状番号を記録しました');
    await expectNoSeriousA11yViolations(page);

    await page.goto(`${server.url}/admin/leads/${first}`);
    await expect(page.locator('[data-field="tracking_number"]')).toContainText('123456789012');
  });

  test('a selection in the inbox gives a B2 CSV of exactly the ticked leads', async ({ page, context }) => {
    test.setTimeout(60_000);
    await signIn(context, server, db, 'staff');
    const tag = `seldisp${Date.now()}`;
    const { first, second } = await twoLeads(tag);
    const third = await createLead(db, {
      id: randomUUID(),
      name: '佐藤 次郎',
      organization: `${tag}クリニック`,
      postal_code: '5300001',
      address: '大阪府大阪市北区梅田0-0-0',
    });

    await page.goto(`${server.url}/admin/leads?q=${tag}`);
    await expect(page.locator('[data-lead-table] tbody tr')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('checkbox', { name: /^髙橋 花子（.*受付）を選択$/ }).check();
    await page.getByRole('checkbox', { name: /^佐藤 次郎（.*受付）を選択$/ }).check();
    await page.getByRole('button', { name: '発送データ（郵送）' }).click();
    // In the inbox's order (newest first); the files are oldest first.
    await expect(page).toHaveURL(new RegExp(`/admin/leads/dispatch\\?id=${third.id}&id=${first}$`));
    await expect(page.locator('[data-dispatch-selection="2"]')).toBeVisible();
    await expect(page.locator('[data-dispatch-leads] [data-lead-id]')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    // The page opens with the last file's format (issue 42): another test's may be the labels.
    await page.getByLabel('ヤマト B2クラウド（CSV・Shift_JIS）').check();
    await page.getByLabel('請求先顧客コード（10〜12桁）').fill('0312345678');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-dispatch-create]').click(),
    ]);
    const lines = new TextDecoder('shift_jis', { fatal: true }).decode(await saved(download)).split('\r\n');
    expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual([first, third.id]);
    expect(lines.join('\n')).not.toContain('山田 太郎');

    // 発送済み on that batch marks the selected leads only, and comes back to the selection.
    await page.reload();
    await page
      .locator('[data-dispatch-batches] [data-shipped="false"]')
      .first()
      .getByRole('button', { name: /発送済みにする/ })
      .click();
    await expect(page.locator('[data-dispatch-notice]')).toContainText('2件を資料送付済み');
    await expect(page).toHaveURL(new RegExp(`\\?id=${third.id}&id=${first}&shipped=2$`));
    const statuses = await db
      .selectFrom('material_requests')
      .select(['id', 'status'])
      .where('id', 'in', [first, second, third.id])
      .execute();
    expect(Object.fromEntries(statuses.map((r) => [r.id, r.status]))).toEqual({
      [first]: 'materials_sent',
      [second]: 'pending',
      [third.id]: 'materials_sent',
    });
  });

  test('Click Post over 40 leads: the page offers the parts, each a file of 40 rows at most', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const user = await signIn(context, server, db, 'staff');
    const tag = `cpost${Date.now()}`;
    for (let i = 0; i < 45; i += 1) {
      const id = randomUUID();
      await createLead(db, {
        id,
        name: `郵送 ${i}`,
        organization: `${tag}クリニック`,
        postal_code: '1040061',
        address: '東京都中央区銀座0-0-0',
        created_at: new Date(Date.now() - (60 - i) * 60_000).toISOString(),
      });
      await queueLeadForPost(db, id, user.id);
    }
    await page.goto(`${server.url}/admin/leads/dispatch?q=${tag}`);
    await expect(page.locator('[data-dispatch-leads] [data-lead-id]')).toHaveCount(45);
    await page.getByLabel('クリックポスト（CSV・Shift_JIS）').check();
    await page.locator('[data-dispatch-create]').click();
    const parts = page.locator('[data-click-post-parts]');
    await expect(page.getByText('45件を2つのファイルに分けました')).toBeVisible();
    await expect(parts.locator('[data-click-post-part]')).toHaveText([
      'パート1（1〜40件目）をダウンロード',
      'パート2（41〜45件目）をダウンロード',
    ]);
    await expectNoSeriousA11yViolations(page);

    const rowsOf = async (part: number) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        parts.locator(`[data-click-post-part="${part}"]`).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`-part${part}of2\\.csv$`));
      const text = new TextDecoder('shift_jis', { fatal: true }).decode(await saved(download));
      return text
        .split('\r\n')
        .slice(1)
        .filter((line) => line !== '')
        .map((line) => line.split(',')[1]);
    };
    expect(await rowsOf(1)).toEqual(Array.from({ length: 40 }, (_, i) => `郵送 ${i}`));
    expect(await rowsOf(2)).toEqual(Array.from({ length: 5 }, (_, i) => `郵送 ${40 + i}`));
    // One batch for all 45: one 発送済み.
    await page.goto(`${server.url}/admin/leads/dispatch?q=${tag}`);
    await expect(page.locator('[data-dispatch-batches] [data-shipped="false"]', { hasText: '（0/45）' })).toHaveCount(
      1,
    );
  });

  test('the label PDF puts each name in its 24面 cell', async ({ page, context }) => {
    const user = await signIn(context, server, db, 'staff');
    const tag = `label${Date.now()}`;
    for (const id of Object.values(await twoLeads(tag))) await queueLeadForPost(db, id, user.id);
    await page.goto(`${server.url}/admin/leads/dispatch?q=${tag}`);
    await page.getByLabel('宛名ラベル（PDF・A4）').check();
    await page.getByLabel('ラベル用紙').selectOption('24');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-dispatch-create]').click(),
    ]);
    const file = join(dir, 'labels.pdf');
    await download.saveAs(file);
    const { stdout } = await run('pdftotext', ['-bbox', file, '-']);
    const word = (text: string) => {
      const match = new RegExp(
        `<word xMin="([\\d.]+)" yMin="([\\d.]+)" xMax="([\\d.]+)" yMax="([\\d.]+)">${text}</word>`,
      ).exec(stdout);
      return match ? match.slice(1, 5).map(Number) : null;
    };
    for (const [index, surname] of ['髙橋', '山田'].entries()) {
      const box = word(surname);
      const cell = labelCell(labelPresets['24'], index);
      expect(box, surname).not.toBeNull();
      const [xMin = 0, yMin = 0, xMax = 0, yMax = 0] = box ?? [];
      expect(xMin).toBeGreaterThanOrEqual(cell.x * MM);
      expect(xMax).toBeLessThanOrEqual((cell.x + cell.width) * MM);
      expect(yMin).toBeGreaterThanOrEqual(cell.y * MM);
      expect(yMax).toBeLessThanOrEqual((cell.y + cell.height) * MM);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('a lead CP932 cannot carry is listed with its lead, and nothing is downloaded', async ({ page, context }) => {
    const user = await signIn(context, server, db, 'staff');
    const tag = `sjis${Date.now()}`;
    const { first, second } = await twoLeads(tag, '𠮷田 花子');
    for (const id of [first, second]) await queueLeadForPost(db, id, user.id);
    await page.goto(`${server.url}/admin/leads/dispatch?q=${tag}`);
    // The page opens with the last file's format (issue 42): another test's may be the labels.
    await page.getByLabel('ヤマト B2クラウド（CSV・Shift_JIS）').check();
    await page.getByLabel('請求先顧客コード（10〜12桁）').fill('0312345678');
    await page.locator('[data-dispatch-create]').click();
    const problem = page.locator(`[data-dispatch-problems] [data-lead-id="${first}"]`);
    await expect(problem).toContainText('𠮷');
    // The name is the field to correct, not the address (issue 42), with its form.
    await expect(problem).toContainText('直す項目：氏名');
    await expect(problem.getByRole('link', { name: /𠮷田 花子/ })).toHaveAttribute('href', `/admin/leads/${first}`);
    await expect(problem.getByRole('link', { name: '宛名を直す' })).toHaveAttribute(
      'href',
      new RegExp(`/admin/leads/${first}/recipient\\?back=`),
    );
    await expect(problem.getByRole('link', { name: '宛先を直す' })).toHaveCount(0);
    expect(await db.selectFrom('lead_shipments').select('id').where('request_id', '=', first).execute()).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });
});
