import type { Page } from '@playwright/test';
import { formatLongDateTime } from '../../src/components/admin/shared/format.ts';
import { listAudit } from '../../src/server/accounts/audit.server.ts';
import { latestSuccessfulUpdate } from '../../src/server/content/clinics.server.ts';
import { encodeCp932 } from '../../src/server/platform/csv.server.ts';
import type { Db } from '../../src/server/platform/db.server.ts';
import { createClinicRow } from '../setup/factories.ts';
import { type FakeWordPress, startFakeWordPress, type WordPressReply, wordpressPost } from '../setup/wordpress.ts';
import { openServerDb, signIn } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * /admin/clinics and below against their own built server, whose WORDPRESS_URL points at a
 * WordPress stand-in on loopback in this process (tests/setup/wordpress.ts). What WordPress
 * answers is switched per test; the tests share the server's data, so they run in order in one
 * worker. Every test is signed in as staff: keeping the clinic list current is staff work.
 */
const PATH = '/admin/clinics';
const TITLE = '全国骨盤底筋ネットワーク管理';

let wordpress: FakeWordPress;
let server: RunningServer;
let db: Db;
let reply: (page: number) => WordPressReply = () => ({ kind: 'json', body: [], totalPages: 1 });

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  wordpress = await startFakeWordPress({ main: (page) => reply(page) });
  server = await startBuiltServer({ WORDPRESS_URL: wordpress.site('main') });
  db = openServerDb(server);
});
test.afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  await wordpress?.close();
});

const refreshButton = (page: Page) => page.locator('[data-clinic-refresh]').getByRole('button');
const table = (page: Page) => page.getByRole('table', { name: '登録クリニック一覧' });
const logRows = (page: Page) => page.locator('[data-clinic-log] tbody tr');

async function openList(page: Page, query = ''): Promise<void> {
  await page.goto(`${server.url}${PATH}${query}`);
  await expect(page.locator('[data-clinic-refresh]')).toHaveAttribute('data-enhanced', '');
}

const csvFile = (text: string, encoding: 'utf8' | 'cp932' = 'utf8') => ({
  name: 'clinics.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(encoding === 'cp932' ? encodeCp932(text) : new TextEncoder().encode(text)),
});

test.describe('admin clinics', { tag: '@desktop' }, () => {
  test('データを更新 reads 更新中... and is disabled while WordPress answers slowly, then 最終更新 to the second and the table', async ({
    page,
    context,
  }) => {
    await signIn(context, server, db, 'staff');
    reply = (n) =>
      n === 1
        ? {
            kind: 'json',
            totalPages: 2,
            delayMs: 1500,
            body: [
              wordpressPost(11, '銀座&#8220;ウロ&#8221;クリニック', {
                clinic_address: '東京都中央区銀座1-2-3',
                clinic_services: '泌尿器科',
                clinic_doctor: '山田 花子',
              }),
              wordpressPost(12, '札幌ひまわり医院 &amp; 骨盤底外来', {
                clinic_address: '北海道札幌市中央区北1条西1-1',
                clinic_services: '婦人科',
                clinic_doctor: '佐藤 一郎',
              }),
            ],
          }
        : {
            kind: 'json',
            totalPages: 2,
            body: [
              wordpressPost(13, '那覇ウロクリニック', {
                clinic_address: '沖縄県那覇市泉崎1-1',
                clinic_services: '泌尿器科',
                clinic_doctor: '比嘉 次郎',
              }),
            ],
          };
    await openList(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await expect(
      page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: 'クリニック' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[data-last-update-none]')).toBeVisible();
    await expect(page.getByText('クリニックはまだ登録されていません。')).toBeVisible();
    await expect(refreshButton(page)).toHaveText('データを更新');

    // While the form's navigation is pending Playwright cannot query the old page, so the page
    // reports each change of the button itself.
    const states: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('refresh-state ')) states.push(message.text().slice('refresh-state '.length));
    });
    await refreshButton(page).evaluate((button: HTMLButtonElement) => {
      const report = () =>
        console.log(`refresh-state ${button.textContent}|${button.disabled ? 'disabled' : 'enabled'}`);
      new MutationObserver(report).observe(button, {
        attributes: true,
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await refreshButton(page).click();
    await page.waitForURL(/\?refresh=ok$/);
    expect(states).toContain('更新中...|disabled');
    await expect(page.getByRole('status').filter({ hasText: 'WordPressから取り込みました' })).toContainText(
      '取得 3 件：新規 3 件',
    );
    await expect(refreshButton(page)).toHaveText('データを更新');
    await expect(refreshButton(page)).toBeEnabled();

    const last = await latestSuccessfulUpdate(db);
    expect(last).not.toBeNull();
    const lastUpdate = page.locator('[data-last-update]');
    await expect(lastUpdate).toHaveText(`最終更新: ${formatLongDateTime(last ?? '')}`);
    await expect(lastUpdate).toHaveText(/^最終更新: \d{4}年\d{1,2}月\d{1,2}日 \d{1,2}:\d{2}:\d{2}$/);

    await expect(table(page).getByRole('columnheader')).toHaveText([
      'クリニック名',
      '住所',
      '診療内容',
      '担当医',
      '公開',
      '操作',
    ]);
    // North to south, entities decoded.
    await expect(table(page).locator('tbody th')).toHaveText([
      '札幌ひまわり医院 & 骨盤底外来',
      '銀座“ウロ”クリニック',
      '那覇ウロクリニック',
    ]);
    const ginza = table(page).locator('tbody tr', { hasText: '銀座' });
    await expect(ginza.locator('td')).toHaveText(['東京都中央区銀座1-2-3', '泌尿器科', '山田 花子', '公開', '編集']);
    await expect(logRows(page).first()).toHaveAttribute('data-log-success', 'true');
    await expect(logRows(page).first()).toContainText('成功');
    expect(wordpress.requests.filter((r) => r.includes('/main/wp-json/wp/v2/clinics'))).toEqual(
      expect.arrayContaining([expect.stringContaining('per_page=100&page=2')]),
    );
    const audit = await listAudit(db, { action: 'clinic.import_wordpress' }, 1);
    expect(audit.rows).toHaveLength(1);
  });

  test('a WordPress failure leaves a failure entry, changes nothing and keeps 最終更新', async ({ page, context }) => {
    await signIn(context, server, db, 'staff');
    const before = await latestSuccessfulUpdate(db);
    reply = () => ({ kind: 'json', status: 401, body: { code: 'rest_forbidden' } });
    await openList(page);
    const rows = await table(page).locator('tbody tr').count();
    await refreshButton(page).click();
    await page.waitForURL(/\?refresh=failed$/);
    await expect(page.getByRole('alert')).toContainText(
      'WordPressからの取り込みに失敗しました。データは変更していません。',
    );
    await expect(page.locator('[data-refresh-message]')).toContainText('HTTP 401');
    const newest = logRows(page).first();
    await expect(newest).toHaveAttribute('data-log-success', 'false');
    await expect(newest).toContainText('失敗');
    await expect(newest).toContainText('クリニック情報の更新に失敗しました');
    await expect(newest).toContainText('認証を拒否されました');
    await expect(table(page).locator('tbody tr')).toHaveCount(rows);
    await expect(page.locator('[data-last-update]')).toHaveText(`最終更新: ${formatLongDateTime(before ?? '')}`);

    reply = () => ({ kind: 'text', body: '<html>maintenance</html>' });
    await refreshButton(page).click();
    await page.waitForURL(/\?refresh=failed$/);
    await expect(page.locator('[data-refresh-message]')).toContainText('JSONではありませんでした');
  });

  test('create, edit and delete a clinic, with messages beside the fields and the audit trail', async ({
    page,
    context,
  }) => {
    await signIn(context, server, db, 'staff');
    await openList(page);
    await page.getByRole('link', { name: 'クリニックを登録' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('クリニックの登録');

    // The browser's own check stands aside so the server's message is what shows.
    await page.locator('[data-clinic-form]').evaluate((form) => form.setAttribute('novalidate', ''));
    await page.getByLabel('住所（必須）').fill('大阪市北区梅田1-1');
    await page.getByLabel('電話').fill('12');
    await page.getByRole('button', { name: '登録する' }).click();
    await expect(page.getByRole('alert')).toContainText('入力内容を確認してください。');
    await expect(page.locator('#clinic-clinicName-error')).toHaveText('クリニック名を入力してください');
    await expect(page.locator('#clinic-phone-error')).toContainText('電話番号は10〜13桁');
    await expect(page.getByLabel('住所（必須）')).toHaveValue('大阪市北区梅田1-1');

    await page.getByLabel('クリニック名（必須）').fill('梅田レディースクリニック');
    await page.getByLabel('都道府県').selectOption('大阪府');
    await page.getByLabel('診療内容').fill('婦人科\n骨盤底リハビリ');
    await page.getByLabel('担当医').fill('田中 三郎');
    await page.getByLabel('電話').fill('06-1234-5678');
    await page.getByLabel('下書き').check();
    await page.getByRole('button', { name: '登録する' }).click();
    await page.waitForURL(/\/admin\/clinics\/[0-9a-f-]{36}\?done=created$/);
    await expect(page.getByRole('status').filter({ hasText: 'クリニックを登録しました。' })).toBeVisible();
    const editUrl = page.url().replace(/\?.*$/, '');

    await page.getByLabel('担当医').fill('田中 四郎');
    await page.getByLabel('公開', { exact: true }).check();
    await page.getByRole('button', { name: '変更を保存する' }).click();
    await page.waitForURL(/\?done=updated$/);
    await expect(page.getByRole('status').filter({ hasText: 'クリニックの情報を更新しました。' })).toBeVisible();
    await expect(page.getByLabel('担当医')).toHaveValue('田中 四郎');

    await openList(page);
    const row = table(page).locator('tbody tr', { hasText: '梅田レディースクリニック' });
    await expect(row.locator('td').nth(2)).toHaveText('田中 四郎');
    await expect(row.locator('[data-status]')).toHaveText('公開');
    await row.getByRole('link', { name: '梅田レディースクリニックを編集' }).click();
    await expect(page).toHaveURL(editUrl);

    // Deleting needs the confirmation ticked.
    const deleteButton = page.getByRole('button', { name: '削除する' });
    await deleteButton.click();
    await expect(page).toHaveURL(editUrl);
    await page.getByLabel('削除することを確認しました').check();
    await deleteButton.click();
    await page.waitForURL(/\/admin\/clinics\?done=deleted$/);
    await expect(page.getByRole('status').filter({ hasText: 'クリニックを削除しました。' })).toBeVisible();
    await expect(table(page)).not.toContainText('梅田レディースクリニック');
    await expect(logRows(page).first()).toContainText('クリニック「梅田レディースクリニック」を削除しました');

    const actions = (await listAudit(db, {}, 1)).rows.map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['clinic.create', 'clinic.update', 'clinic.delete']));
    const gone = await page.goto(editUrl);
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole('alert')).toContainText('削除されたか');
  });

  test('search by words and prefecture, through query parameters', async ({ page, context }) => {
    await signIn(context, server, db, 'staff');
    await openList(page);
    await page.getByLabel('キーワード（クリニック名・住所・診療内容・担当医）').fill('ｳﾛ');
    await page.getByRole('button', { name: '検索する' }).click();
    await expect(page).toHaveURL(/\?q=/);
    await expect(table(page).locator('tbody th')).toHaveText(['銀座“ウロ”クリニック', '那覇ウロクリニック']);
    await expect(page.locator('[data-result-count]')).toHaveText('3件中 2件に該当');

    await page.getByLabel('都道府県').selectOption('沖縄県');
    await page.getByRole('button', { name: '検索する' }).click();
    await expect(table(page).locator('tbody th')).toHaveText(['那覇ウロクリニック']);

    await openList(page, '?q=存在しない名前');
    await expect(page.getByText('条件に合うクリニックはありません。')).toBeVisible();
    await page.getByRole('link', { name: '条件をクリア' }).click();
    await expect(table(page).locator('tbody tr')).toHaveCount(3);
  });

  test('CSV import: Shift_JIS file, preview of what changes, apply; row errors block it; a stale preview is refused', async ({
    page,
    context,
  }) => {
    await signIn(context, server, db, 'staff');
    await page.goto(`${server.url}${PATH}/import`);
    const template = await page.request.get(`${server.url}/api/admin/clinics/template`);
    expect(template.headers()['content-type']).toContain('text/csv');
    expect(await template.text()).toBe('\uFEFFクリニック名,住所,都道府県,診療内容,担当医,電話,URL,公開\r\n');

    // A row error: nothing can be applied.
    await page
      .getByLabel('CSVファイル', { exact: true })
      .setInputFiles(csvFile('クリニック名,住所,電話\n新しい医院,東京都港区1-1,12\n', 'utf8'));
    await page.getByRole('button', { name: '内容を確認する' }).click();
    await expect(page.locator('[data-import-errors]')).toContainText('2行目');
    await expect(page.locator('[data-import-errors]')).toContainText('電話: 電話番号は10〜13桁');
    await expect(page.locator('[data-clinic-apply]')).toHaveCount(0);
    await page.getByRole('link', { name: 'やめる' }).click();

    const csv = [
      'クリニック名,住所,診療内容,担当医,公開',
      '銀座“ウロ”クリニック,東京都中央区銀座1-2-3,泌尿器科,鈴木 五郎,公開',
      '那覇ウロクリニック,沖縄県那覇市泉崎1-1,泌尿器科,比嘉 次郎,公開',
      '京都ウィメンズクリニック,京都府京都市中京区1-1,婦人科,中村 六子,下書き',
      '',
    ].join('\r\n');
    await page
      .getByLabel('CSVファイル', { exact: true })
      .setInputFiles(csvFile(csv.replaceAll('“', '「').replaceAll('”', '」'), 'cp932'));
    await page.getByRole('button', { name: '内容を確認する' }).click();
    const preview = page.locator('[data-clinic-preview]');
    await expect(preview).toContainText('3行を読み込みました（文字コード: Shift_JIS）');
    // 「」 is not the stored “”: that row is a new clinic, as the preview says.
    await expect(preview.locator('[data-count="create"] dd')).toHaveText('2件');
    await expect(preview.locator('[data-count="update"] dd')).toHaveText('0件');
    await expect(preview.locator('[data-count="unchanged"] dd')).toHaveText('1件');

    // The file in UTF-8 with the stored name updates the doctor instead.
    await page.getByRole('link', { name: 'やめる' }).click();
    await page.getByLabel('CSVファイル', { exact: true }).setInputFiles(csvFile(csv, 'utf8'));
    await page.getByRole('button', { name: '内容を確認する' }).click();
    await expect(preview.locator('[data-count="create"] dd')).toHaveText('1件');
    await expect(preview.locator('[data-count="update"] dd')).toHaveText('1件');
    await expect(preview.locator('[data-count="unchanged"] dd')).toHaveText('1件');
    await expect(preview.locator('[data-count="errors"] dd')).toHaveText('0件');
    await expect(preview.locator('[data-import-creates]')).toContainText('京都ウィメンズクリニック');
    const update = preview.locator('[data-import-updates] li');
    await expect(update).toContainText('2行目');
    await expect(update.locator('tbody tr')).toHaveCount(1);
    await expect(update.locator('tbody tr')).toHaveText(/担当医\s*山田 花子\s*鈴木 五郎/);

    // Someone edits the list between preview and apply: the new plan is shown, not applied.
    const kyoto = await createClinicRow(db, {
      clinic_name: '京都ウィメンズクリニック',
      address: '京都府京都市中京区1-1',
      prefecture: '京都府',
      services: '婦人科',
      doctor: '別の先生',
      status: 'draft',
    });
    await page.getByRole('button', { name: 'この内容で取り込む' }).click();
    await expect(page.getByRole('status').filter({ hasText: '登録内容が変わった' })).toBeVisible();
    await expect(preview.locator('[data-count="create"] dd')).toHaveText('0件');
    await expect(preview.locator('[data-count="update"] dd')).toHaveText('2件');

    // An altered file is refused.
    const content = await page.locator('[data-clinic-apply] input[name="content"]').inputValue();
    const forged = await page.request.post(`${server.url}${PATH}/import`, {
      headers: { Origin: server.url },
      multipart: {
        intent: 'apply',
        content: Buffer.from(`${Buffer.from(content, 'base64').toString()}x,y\n`).toString('base64'),
        sha256: await page.locator('[data-clinic-apply] input[name="sha256"]').inputValue(),
        plan: await page.locator('[data-clinic-apply] input[name="plan"]').inputValue(),
      },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(400);
    expect(await forged.text()).toContain('確認した内容とファイルが一致しません');

    await page.getByRole('button', { name: 'この内容で取り込む' }).click();
    await page.waitForURL(/\/admin\/clinics\?imported=0,2,1$/);
    await expect(page.getByRole('status').filter({ hasText: '新規 0件、更新 2件、変更なし 1件' })).toBeVisible();
    const ginza = table(page).locator('tbody tr', { hasText: '銀座' });
    await expect(ginza.locator('td').nth(2)).toHaveText('鈴木 五郎');
    const kyotoRow = table(page).locator(`tbody tr[data-clinic-id="${kyoto.id}"]`);
    await expect(kyotoRow.locator('td').nth(2)).toHaveText('中村 六子');
    await expect(kyotoRow.locator('[data-status]')).toHaveText('下書き');
    await expect(logRows(page).first()).toContainText('CSVファイルから取り込みました');
    const audit = await listAudit(db, { action: 'clinic.import_csv' }, 1);
    expect(audit.rows).toHaveLength(1);
  });
});

test.describe('admin clinics on a phone', { tag: '@phone' }, () => {
  test('the list reads as cards and the refresh button is within reach', async ({ page, context }) => {
    await signIn(context, server, db, 'staff');
    await createClinicRow(db, {
      clinic_name: '仙台すずらんクリニック',
      address: '宮城県仙台市青葉区1-1',
      prefecture: '宮城県',
      services: '泌尿器科',
      doctor: '高橋 七海',
    });
    await openList(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await expect(refreshButton(page)).toBeVisible();
    const row = table(page).locator('tbody tr', { hasText: '仙台すずらんクリニック' });
    await expect(row).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
