import { listAudit } from '../../src/server/accounts/audit.server.ts';
import type { Db } from '../../src/server/platform/db.server.ts';
import { openServerDb, signIn } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * The news editor's advertising check against its own built server: a claim the rules forbid
 * shows as staff type, with its clause; publishing it asks for an explicit confirmation, which
 * the audit log records with the text; a draft saves without asking. With JavaScript and
 * without it (the save answers with the hits and the box).
 */
let server: RunningServer;
let db: Db;

const claim = '座るだけで尿漏れが治る';

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  server = await startBuiltServer();
  db = openServerDb(server);
});
test.afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const overrides = async () =>
  (await listAudit(db, { action: 'news.publish_despite_advertising_errors' }, 1)).rows.map((row) =>
    JSON.parse(row.detail ?? '{}'),
  );

test.describe('news advertising check', { tag: '@desktop' }, () => {
  test('shows the error with its clause while typing; publishing asks first and is audited', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await signIn(context, server, db, 'staff');
    await page.goto(`${server.url}/admin/news/new`);
    const check = page.locator('[data-advertising-check]');
    await expect(check).toHaveAttribute('data-enhanced', 'true');
    await page.getByLabel('タイトル', { exact: true }).fill('新しいチェアのご案内');
    await page.getByLabel('本文', { exact: true }).fill(claim);
    await page.getByLabel('リンク先URL（任意）').fill('/product/plus');

    const error = check.locator('[data-advertising-hit][data-severity="error"]').first();
    // The first check of the process loads the tokenizer (about 2 s on a busy machine).
    await expect(error).toContainText('「治る」', { timeout: 20_000 });
    await expect(error.locator('[data-advertising-clause]')).toContainText('薬機法 第66条第1項');
    await expect(check.locator('[data-advertising-status]')).toContainText('エラー');

    // Publishing (the default) without the box is held back, with the hits and the box.
    await page.getByRole('button', { name: '作成する' }).click();
    await expect(page.getByText('公開する前に確認が必要な表現があります')).toBeVisible();
    await expect(page.getByLabel('本文', { exact: true })).toHaveValue(claim);
    expect(await overrides()).toEqual([]);

    await page.getByLabel(/広告表現のエラーを確認しました/).check();
    await page.getByRole('button', { name: '作成する' }).click();
    await expect(page).toHaveURL(/\/admin\/news\/[^/]+\?done=created$/);
    const [audited] = await overrides();
    expect(audited).toMatchObject({ title: '新しいチェアのご案内', content: claim });
    expect(audited.hits).toEqual(expect.arrayContaining([expect.objectContaining({ words: '治る' })]));

    // The audit log names it for the admins.
    await signIn(context, server, db, 'admin');
    await page.goto(`${server.url}/admin/audit`);
    await expect(page.getByRole('cell', { name: '広告表現のエラーを確認のうえ公開' })).toBeVisible();
  });
});

test.describe('news advertising check, typed before its script loads', { tag: '@desktop' }, () => {
  test('text typed before hydration is checked once the script arrives', async ({ page, context }) => {
    test.setTimeout(60_000);
    await signIn(context, server, db, 'staff');
    // Hold the check's island back, as on a slow network, while staff type.
    let releaseScript = () => {};
    const scriptHeld = new Promise<void>((resolve) => {
      releaseScript = resolve;
    });
    await page.route(
      (url) => /\/AdvertisingCheck[^/]*\.js$/.test(url.pathname),
      async (route) => {
        await scriptHeld;
        await route.continue();
      },
    );
    await page.goto(`${server.url}/admin/news/new`);
    const check = page.locator('[data-advertising-check]');
    await page.getByLabel('本文', { exact: true }).fill(claim);
    await expect(check).toHaveAttribute('data-enhanced', 'false');

    releaseScript();
    await expect(check).toHaveAttribute('data-enhanced', 'true');
    await expect(check.locator('[data-advertising-hit][data-severity="error"]').first()).toContainText('「治る」', {
      timeout: 20_000,
    });
  });
});

test.describe('news advertising check without JavaScript', { tag: '@desktop' }, () => {
  test.use({ javaScriptEnabled: false });

  test('the save answers with the hits and the box; a draft saves without asking', async ({ page, context }) => {
    test.setTimeout(60_000);
    await signIn(context, server, db, 'staff');
    await page.goto(`${server.url}/admin/news/new`);
    await page.getByLabel('タイトル', { exact: true }).fill('骨盤底筋ケアのお知らせ');
    await page.getByLabel('本文', { exact: true }).fill(claim);
    await page.getByRole('button', { name: '作成する' }).click();
    const error = page.locator('[data-advertising-hit][data-severity="error"]').first();
    await expect(error.locator('[data-advertising-clause]')).toContainText('薬機法 第66条第1項');
    await expect(page.getByLabel(/広告表現のエラーを確認しました/)).not.toBeChecked();

    await page.getByLabel('下書き').check();
    await page.getByRole('button', { name: '作成する' }).click();
    await expect(page).toHaveURL(/\/admin\/news\/[^/]+\?done=created$/);
    // The stored draft is checked as its page opens.
    await expect(page.locator('[data-advertising-hit][data-severity="error"]').first()).toContainText('「治る」');
  });
});
