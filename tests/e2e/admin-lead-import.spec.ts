import type { Page } from '@playwright/test';
import { createBrochureRequest } from '../../src/server/leads/leads.server.ts';
import { encodeCp932 } from '../../src/server/platform/csv.server.ts';
import { validLead } from '../setup/factories.ts';
import { signIn } from './support/admin.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { ownServer } from './support/own-server.ts';

/**
 * The business-card import (issue 35) against a built server of its own, signed in as staff:
 * a Sansan-shaped file in Shift_JIS (with ①, ㈱ and 髙), an Eight-shaped file in UTF-8 with a
 * BOM, and a spreadsheet whose headers need the mapping (remembered for the next file). Every
 * step is a plain post; the preview shows every row, its matches and its problems; 取り込む
 * stores, and the same file again adds nothing. axe checks the page each test ends on, and the
 * preview on the way.
 */
const PATH = '/admin/leads/import';
// Three posts each through the whole lead engine, on a machine the suite shares: more than the default 30 s.
test.describe.configure({ mode: 'default', timeout: 90_000 });
const own = ownServer();

const file = (name: string, bytes: Uint8Array) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(bytes) });
const utf8Bom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);

async function upload(
  page: Page,
  csv: { name: string; mimeType: string; buffer: Buffer },
  show: string,
): Promise<void> {
  await page.goto(`${own.server.url}${PATH}`);
  await page.getByLabel('CSVファイル', { exact: true }).setInputFiles(csv);
  await page.getByLabel('展示会名').fill(show);
  await page.getByLabel('開催日').fill('2026-10-03');
  await page.getByRole('button', { name: '内容を確認' }).click();
}

const row = (page: Page, line: number) => page.locator(`[data-import-rows] tr[data-line="${line}"]`);

test.describe('card import', { tag: '@desktop' }, () => {
  test('a Sansan file in Shift_JIS: preview with a duplicate and a bad row, 取り込む, the batch page, and the same file again adds nothing', async ({
    page,
    context,
  }) => {
    await signIn(context, own.server, own.db, 'staff');
    const web = await createBrochureRequest(
      own.db,
      { ...validLead, name: '髙橋 一郎', email: 'takahashi@minato.example.jp', organization: 'みなとクリニック' },
      { locale: 'ja', fillMs: 60_000 },
    );
    if (!web.ok) throw new Error('web lead');
    const sansan = [
      '会社名,部署名,役職,氏名,姓,名,フリガナ,セイ,メイ,メールアドレス,郵便番号,住所,TEL会社,TEL部門,TEL直通,FAX,携帯電話,URL,名刺交換日',
      '㈱みなとクリニック,泌尿器科,部長,髙橋 一郎,髙橋,一郎,ﾀｶﾊｼ ｲﾁﾛｳ,,,TAKAHASHI@MINATO.EXAMPLE.JP,105-0014,東京都港区芝①-2-3,03-1111-0003,,,,,,2026/10/03',
      '骨盤底ラボ,,院長,北野 春香,北野,春香,きたの はるか,,,haruka@kitano.example.jp,０６０ー０００１,北海道札幌市中央区北1条,,,０１１－２２２－３３３３,,,,2026/10/03',
      'ノーコンタクト,,,南 三郎,南,三郎,,,,,,,,,,,,,',
    ].join('\r\n');
    await upload(page, file('sansan.csv', encodeCp932(sansan)), '日本泌尿器科学会 2026');
    await expect(page.locator('[data-import-summary]')).toContainText('Sansan の名刺データ');
    await expect(page.locator('[data-import-summary]')).toContainText('Shift_JIS');
    await expect(row(page, 2)).toHaveAttribute('data-state', 'duplicate');
    await expect(row(page, 2)).toContainText('(株)みなとクリニック');
    await expect(row(page, 2)).toContainText('タカハシ　イチロウ');
    await expect(row(page, 2)).toContainText('重複（同一人物）');
    await expect(row(page, 3)).toContainText('キタノ　ハルカ');
    await expect(row(page, 3)).toContainText('011-222-3333');
    await expect(row(page, 3)).toContainText('〒060-0001');
    await expect(row(page, 3)).toContainText('名刺交換（例外）');
    await expect(page.locator('[data-import-rejected]')).toContainText('4行目：メールアドレスも電話番号もありません。');
    await expectNoSeriousA11yViolations(page);
    // Nothing stored before 取り込む.
    expect((await own.db.selectFrom('lead_import_batches').select('id').execute()).length).toBe(0);
    await page.getByRole('button', { name: '取り込む' }).click();
    await expect(page.locator('[data-imported]')).toContainText('2件を取り込みました');
    await expect(page.locator('[data-tile="imported"]')).toContainText('2');
    await expect(page.locator('[data-tile="duplicate"]')).toContainText('1');
    const batchUrl = page.url();
    const leads = await own.db
      .selectFrom('material_requests')
      .select(['name', 'duplicate_of', 'lead_source_kind', 'offline_source_name', 'mail_consent', 'owner_id', 'due_at'])
      .where('lead_source_kind', '=', 'import')
      .execute();
    expect(leads).toHaveLength(2);
    expect(leads.find((lead) => lead.name === '髙橋 一郎')?.duplicate_of).toBe(web.id);
    expect(leads.every((lead) => lead.offline_source_name === '日本泌尿器科学会 2026' && lead.due_at)).toBe(true);
    expect(leads.every((lead) => lead.mail_consent === 'business_card')).toBe(true);
    // The inbox filtered to the batch lists its new lead (the duplicate only with 重複を表示).
    await page.locator('[data-batch-inbox]').click();
    await expect(page.locator('[data-batch-filter]')).toContainText('日本泌尿器科学会 2026');
    await expect(page.locator('[data-lead-table] tbody tr')).toHaveCount(1);
    await expect(page.locator('[data-lead-table]')).toContainText('北野 春香');
    // The same file again: the preview says so and offers no 取り込む.
    await upload(page, file('sansan-again.csv', encodeCp932(sansan)), '日本泌尿器科学会 2026');
    await expect(page.locator('[data-already-imported]')).toContainText('取り込み済み');
    await expect(page.getByRole('button', { name: '取り込む' })).toHaveCount(0);
    await page.goto(batchUrl);
  });

  test('an Eight file in UTF-8 with a BOM is read as Eight and imported', async ({ page, context }) => {
    await signIn(context, own.server, own.db, 'staff');
    const eight = [
      '会社名,部署名,役職,姓,名,e-mail,郵便番号,住所,TEL会社,TEL部門,TEL直通,Fax,携帯電話,URL,名刺交換日',
      '株式会社エイト医療,営業部,課長,東,花子,hanako@eight.example.jp,5300001,大阪府大阪市北区梅田1-1,06-1234-5678,,,,,https://eight.example.jp,2026/10/04',
    ].join('\n');
    await upload(page, file('eight.csv', utf8Bom(eight)), '日本排尿機能学会 2026');
    await expect(page.locator('[data-import-summary]')).toContainText('Eight の名刺データ');
    // 取り込み sits next to 資料請求 in the menu, and is the page open.
    const work = page.getByRole('navigation', { name: '管理メニュー' }).getByRole('list', { name: '業務' });
    await expect(work.getByRole('link')).toHaveText([
      'ダッシュボード',
      '資料請求',
      '取り込み',
      '発送',
      '体験・デモ',
      '資料ライブラリ',
      'レポート',
      '分析',
    ]);
    await expect(work.getByRole('link', { name: '取り込み' })).toHaveAttribute('aria-current', 'page');
    await expect(row(page, 2)).toContainText('営業部 課長');
    await page.getByRole('button', { name: '取り込む' }).click();
    await expect(page.locator('[data-imported]')).toContainText('1件を取り込みました');
  });

  test('a spreadsheet with unknown headers goes through the mapping, remembered for the next file', async ({
    page,
    context,
  }) => {
    await signIn(context, own.server, own.db, 'staff');
    const sheet = (rows: string[]) => ['担当者メモ,ご芳名,連絡用アドレス,病院', ...rows].join('\n');
    await upload(
      page,
      file('sheet.csv', new TextEncoder().encode(sheet(['展示会で話した,西 一,nishi@example.jp,西病院']))),
      '骨盤底フォーラム',
    );
    const mapping = page.locator('[data-lead-import-mapping]');
    await expect(mapping).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await mapping.getByRole('combobox', { name: 'ご芳名' }).selectOption('name');
    await mapping.getByRole('combobox', { name: '連絡用アドレス' }).selectOption('email');
    await mapping.getByRole('combobox', { name: '病院' }).selectOption('organization');
    await mapping.getByRole('button', { name: 'この対応で確認' }).click();
    await expect(page.locator('[data-import-summary]')).toContainText('列の対応を指定した表');
    await expect(row(page, 2)).toContainText('西 一');
    await page.getByRole('button', { name: '取り込む' }).click();
    await expect(page.locator('[data-imported]')).toContainText('1件を取り込みました');
    // The next file with the same headers goes straight to the preview.
    await upload(
      page,
      file('sheet2.csv', new TextEncoder().encode(sheet([',東 二,higashi@example.jp,東病院']))),
      '骨盤底フォーラム',
    );
    await expect(page.locator('[data-import-summary]')).toBeVisible();
    await expect(row(page, 2)).toContainText('higashi@example.jp');
  });
});
