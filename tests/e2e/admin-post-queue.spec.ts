import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import type { Db } from '../../src/server/platform/db.server.ts';
import { createLead, queueLeadForPost } from '../setup/factories.ts';
import { openServerDb, signIn } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * The post queue and 宛名を直す (issue 42), against a built server of its own: 郵送する on one of
 * three sendable leads; the 発送 page ticks that one only; after one B2 file with its codes, the
 * next 発送 page has them filled, and the day's post is 2 clicks. A lead named 张伟 is refused by
 * the B2 file with advice naming 氏名 and a link to 宛名を直す; corrected to 張 偉, the file is made
 * with it. Without JavaScript: 郵送する refused for an address, 宛先を直す, and queued. Desktop
 * only (the lead page and the 発送 page are plain forms); axe on every page the fixture ends on.
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

const sendable = (name: string, overrides: Parameters<typeof createLead>[1] = {}) =>
  createLead(db, {
    id: randomUUID(),
    name,
    postal_code: '1040061',
    address: '東京都中央区銀座1-2-3 さくらビル4F',
    ...overrides,
  });

const row = (page: Page, list: 'queue' | 'others', id: string): Locator =>
  page.locator(`[data-dispatch-leads="${list}"] tr[data-lead-id="${id}"]`);

const csvText = async (download: Download): Promise<string> =>
  new TextDecoder('shift_jis', { fatal: true }).decode(await readFile((await download.path()) ?? ''));

/** The clicks a flow took, in the test's annotations and its output (as admin-queue.spec.ts). */
function report(flow: string, clicks: number): void {
  test.info().annotations.push({ type: 'clicks', description: `${flow}: ${clicks}` });
  console.log(`[${test.info().project.name}] ${flow}: ${clicks} clicks`);
}

test.describe('the post queue', { tag: '@desktop' }, () => {
  test('郵送する queues one of three; 発送 ticks it only; the codes are remembered; the day’s post is 2 clicks', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const user = await signIn(context, server, db, 'staff');
    const tag = randomUUID().slice(0, 6);
    const [first, second, third] = [
      await sendable(`青木 一郎 ${tag}`),
      await sendable(`井上 二郎 ${tag}`),
      await sendable(`上田 三郎 ${tag}`),
    ];
    if (!first || !second || !third) throw new Error('leads');

    // 郵送する on the second: the lead page says it is queued, by whom.
    await page.goto(`${server.url}/admin/leads/${second.id}`);
    await page.getByRole('button', { name: '郵送する' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${second.id}\\?post=queued$`));
    await expect(page.locator('[data-post-message="done"]')).toContainText('郵送待ちに入れました');
    await expect(page.locator('[data-post-queued]')).toContainText(`郵送待ち（`);
    await expect(page.locator('[data-post-queued]')).toContainText(user.displayName);
    await expect(page.getByRole('button', { name: '郵送する' })).toHaveCount(0);
    // The third queued and taken out again.
    await page.goto(`${server.url}/admin/leads/${third.id}`);
    await page.getByRole('button', { name: '郵送する' }).click();
    await page.getByRole('button', { name: '郵送待ちから外す' }).click();
    await expect(page).toHaveURL(/\?post=unqueued$/);
    await expect(page.locator('[data-post-queued]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '郵送する' })).toBeVisible();

    // 発送 from the menu: the queued lead ticked; the two others listed below, unticked.
    const menu = page.getByRole('navigation', { name: '管理メニュー' });
    await menu.getByRole('link', { name: '発送', exact: true }).click();
    await expect(row(page, 'queue', second.id).getByRole('checkbox')).toBeChecked();
    for (const other of [first, third]) {
      await expect(row(page, 'others', other.id)).toHaveAttribute('data-sendable', 'ok');
      await expect(row(page, 'others', other.id).getByRole('checkbox')).not.toBeChecked();
    }
    // The first B2 file: its codes typed once.
    await expect(page.getByLabel('ヤマト B2クラウド（CSV・Shift_JIS）')).toBeChecked();
    await page.getByLabel('請求先顧客コード（10〜12桁）').fill('031234567801');
    await page.getByLabel('運賃管理番号（2桁）').fill('02');
    await page.getByLabel('送り状種類').selectOption({ label: 'クロネコゆうメール' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '作成して発送済みにする' }).click(),
    ]);
    const text = await csvText(download);
    expect(text).toContain(second.name);
    expect(text).not.toContain(first.name);
    expect(text).not.toContain(third.name);
    expect(text).toContain('031234567801');

    // The next day: 郵送する on the first, then the day's post in 2 clicks, nothing typed.
    await page.goto(`${server.url}/admin/leads/${first.id}`);
    await page.getByRole('button', { name: '郵送する' }).click();
    await expect(page.locator('[data-post-queued]')).toBeVisible();
    await page.goto(`${server.url}/admin`);
    let clicks = 0;
    const click = async (target: Locator) => {
      clicks += 1;
      await target.click();
    };
    await click(menu.getByRole('link', { name: '発送', exact: true }));
    await expect(page.getByLabel('請求先顧客コード（10〜12桁）')).toHaveValue('031234567801');
    await expect(page.getByLabel('運賃管理番号（2桁）')).toHaveValue('02');
    await expect(page.getByLabel('送り状種類')).toHaveValue('yu_mail');
    await expect(page.locator('[data-dispatch-remembered]')).toBeVisible();
    await expect(row(page, 'queue', first.id).getByRole('checkbox')).toBeChecked();
    // The second went yesterday: 発送済み, below and unticked.
    await expect(row(page, 'others', second.id)).toHaveAttribute('data-sendable', 'shipped');
    await expect(row(page, 'others', second.id).getByRole('checkbox')).not.toBeChecked();
    const [next] = await Promise.all([
      page.waitForEvent('download'),
      click(page.getByRole('button', { name: '作成して発送済みにする' })),
    ]);
    const nextText = await csvText(next);
    expect(nextText).toContain(first.name);
    expect(nextText).not.toContain(second.name);
    report("day's post", clicks);
    expect(clicks).toBeLessThanOrEqual(2);
    // Out of the queue and 発送済み.
    await page.goto(`${server.url}/admin/leads/dispatch`);
    await expect(row(page, 'others', first.id)).toHaveAttribute('data-sendable', 'shipped');
    await expect(page.locator(`[data-dispatch-leads="queue"] tr[data-lead-id="${first.id}"]`)).toHaveCount(0);
  });

  test('张伟 is refused by the B2 file naming 氏名; corrected with 宛名を直す, the file is made', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const user = await signIn(context, server, db, 'staff');
    const lead = await sendable('张伟', { organization: `张クリニック ${randomUUID().slice(0, 6)}` });
    await queueLeadForPost(db, String(lead.id), user.id);

    await page.goto(`${server.url}/admin/leads/dispatch`);
    await expect(row(page, 'queue', String(lead.id)).getByRole('checkbox')).toBeChecked();
    await page.getByLabel('ヤマト B2クラウド（CSV・Shift_JIS）').check();
    await page.getByLabel('請求先顧客コード（10〜12桁）').fill('0312345678');
    await page.getByRole('button', { name: '発送データを作成' }).click();
    const problem = page.locator(`[data-dispatch-problems] [data-lead-id="${lead.id}"]`);
    await expect(problem).toContainText('お届け先名に Shift_JIS で表せない文字があります：张');
    await expect(problem).toContainText('直す項目：氏名');
    await expect(problem).toContainText('会社名/医院名');
    await expect(problem).not.toContainText('住所');
    await expect(problem.locator('[data-dispatch-fix="address"]')).toHaveCount(0);

    await problem.getByRole('link', { name: '宛名を直す' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${lead.id}/recipient\\?back=`));
    await expect(page.getByLabel('氏名')).toHaveValue('张伟');
    await page.getByLabel('氏名').fill('');
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.locator('[data-field-error]')).toHaveText(['氏名を入力してください']);
    await page.getByLabel('氏名').fill('張 偉');
    await page.getByLabel('フリガナ').fill('チョウ イ');
    await page.getByLabel('会社名/医院名').fill('張クリニック');
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/dispatch\\?named=${lead.id}$`));
    await expect(page.locator('[data-dispatch-notice]')).toContainText('宛名を保存しました');
    await expect(row(page, 'queue', String(lead.id)).getByRole('checkbox')).toBeChecked();

    await page.getByLabel('ヤマト B2クラウド（CSV・Shift_JIS）').check();
    await page.getByLabel('請求先顧客コード（10〜12桁）').fill('0312345678');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '発送データを作成' }).click(),
    ]);
    const line = (await csvText(download)).split('\r\n').find((l) => l.startsWith(String(lead.id)));
    expect(line).toContain('張 偉');
    expect(line).toContain('張クリニック');

    // The lead's history says what changed and who changed it.
    await page.goto(`${server.url}/admin/leads/${lead.id}`);
    await expect(page.locator('[data-status-history]')).toContainText(
      // The reading is kept as the form keeps it: full-width katakana and space.
      '宛名を修正: 氏名 张伟 → 張 偉、フリガナ （なし） → チョウ　イ',
    );
    await expect(page.locator('[data-status-history]')).toContainText(user.displayName);
  });
});

test.describe('without JavaScript', { tag: '@desktop' }, () => {
  test.use({ javaScriptEnabled: false });

  test('郵送する refused for its address, 宛先を直す, then queued: plain forms', async ({ page, context }) => {
    await signIn(context, server, db, 'staff');
    const lead = await sendable(`加藤 浩 ${randomUUID().slice(0, 6)}`, { address: '東京都港区六本木1-1-1' });
    await page.goto(`${server.url}/admin/leads/${lead.id}`);
    await page.getByRole('button', { name: '郵送する' }).click();
    await expect(page).toHaveURL(/\?post=address$/);
    const message = page.locator('[data-post-message="problem"]');
    await expect(message).toContainText('郵便番号と住所の都道府県・市区町村が一致しない');
    await message.getByRole('link', { name: '宛先を直す' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${lead.id}/address\\?from=lead$`));
    await page.getByLabel('都道府県').selectOption('東京都');
    await page.getByLabel('市区町村').fill('中央区');
    await page.getByLabel('町名・番地').fill('銀座1-2-3');
    await page.getByRole('button', { name: '保存して資料請求へ戻る' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${lead.id}\\?post=fixed$`));
    await page.getByRole('button', { name: '郵送する' }).click();
    await expect(page.locator('[data-post-queued]')).toBeVisible();
    // Out again, so the queue stays as the other tests expect it.
    await page.getByRole('button', { name: '郵送待ちから外す' }).click();
    await expect(page.locator('[data-post-queued]')).toHaveCount(0);
  });
});
