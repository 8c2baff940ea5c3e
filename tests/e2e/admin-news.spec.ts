import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { listAudit } from '../../src/server/accounts/audit.server.ts';
import type { Db } from '../../src/server/platform/db.server.ts';
import { openServerDb, signIn } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * /admin/news against its own built server: a staff member creates, edits, hides and deletes
 * an item through the plain forms (no JavaScript is involved), and the public home page, /news
 * and the feed follow at once. Uploads are checked by type and size with Japanese messages and
 * stored in the database: neither the data folder nor the server's temporary folder ever holds
 * an upload. The tests share the server and its news table, so they run one after another.
 */
let server: RunningServer;
let db: Db;
/** The server's TMPDIR, to prove uploads never pass through a temporary file. */
let serverTmp: string;

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  serverTmp = await mkdtemp(join(tmpdir(), 'admin-news-tmp-'));
  server = await startBuiltServer({ TMPDIR: serverTmp });
  db = openServerDb(server);
});
test.afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  if (serverTmp) await rm(serverTmp, { recursive: true, force: true });
});

/** The public paths of the stored images. */
const uploads = async (): Promise<string[]> =>
  (await db.selectFrom('news_images').select(['hash', 'width', 'height']).orderBy('hash').execute()).map(
    (row) => `/uploads/news/${row.hash}-${row.width}x${row.height}.webp`,
  );

/** What the server left on disk: the data folder holds only the database, the temp folder nothing. */
async function leftOnDisk(): Promise<string[]> {
  // What the server keeps there itself (the database, its snapshots, its secret, its pid) is not an upload.
  const data = (await readdir(server.dataDir)).filter(
    (name) => !/^(?:site\.db(?:-wal|-shm)?|backups|secret\.key|server\.pid)$/.test(name),
  );
  return [...data, ...(await readdir(serverTmp))];
}

const rss = async (page: Page): Promise<string> => (await page.request.get(`${server.url}/news/rss.xml`)).text();

async function homeNews(page: Page): Promise<string> {
  await page.goto(`${server.url}/`);
  return (await page.locator('main').textContent()) ?? '';
}

async function fillForm(page: Page, fields: { title: string; content: string; url?: string; date: string }) {
  await page.getByLabel('タイトル', { exact: true }).fill(fields.title);
  await page.getByLabel('本文', { exact: true }).fill(fields.content);
  if (fields.url !== undefined) await page.getByLabel('リンク先URL（任意）').fill(fields.url);
  await page.getByLabel('公開日', { exact: true }).fill(fields.date);
}

test.describe('admin news', { tag: '@desktop' }, () => {
  test('staff create with an image, edit, hide as a draft and delete; public pages follow at once; audited', async ({
    page,
    context,
  }) => {
    // Many page loads on a shared machine.
    test.setTimeout(60_000);
    const user = await signIn(context, server, db, 'staff');
    await page.goto(`${server.url}/admin/news`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('お知らせ');
    await expect(
      page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: 'お知らせ' }),
    ).toHaveAttribute('aria-current', 'page');
    // The seeded announcements are listed, newest publish date first.
    const dates = await page.locator('[data-news-table] tbody tr td:first-child').allTextContents();
    expect(dates.length).toBeGreaterThan(0);
    expect([...dates].sort().reverse()).toEqual(dates);

    await page.getByRole('link', { name: 'お知らせを作成' }).click();
    await expect(page).toHaveURL(`${server.url}/admin/news/new`);
    const title = '管理画面から作成：学会に出展します';
    await fillForm(page, {
      title,
      content: '会場で実機をお試しいただけます。\nぜひお立ち寄りください。',
      url: '/products',
      date: '2099-12-31',
    });
    await page.getByLabel('重要なお知らせとして目立たせる').check();
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2f6f8f' } })
      .png()
      .toBuffer();
    await page
      .getByLabel('サムネイル画像（任意）')
      .setInputFiles({ name: 'booth.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: '作成する' }).click();

    await expect(page).toHaveURL(/\/admin\/news\/[0-9a-f-]{36}\?done=created$/);
    await expect(page.getByRole('status')).toContainText('お知らせを作成しました。');
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect(page.getByLabel('タイトル', { exact: true })).toHaveValue(title);
    await expect(page.getByLabel('重要なお知らせとして目立たせる')).toBeChecked();
    // The upload was resized to 1200 px wide WebP and is previewed with a way to remove it.
    const preview = page.locator('[data-news-current-image]');
    const src = (await preview.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/uploads\/news\/[0-9a-f]{64}-1200x675\.webp$/);
    expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
    await expect(page.getByLabel('画像を削除する')).not.toBeChecked();

    // Public: the home news block, /news (with the thumbnail) and the feed.
    expect(await homeNews(page)).toContain(title);
    await page.goto(`${server.url}/news`);
    const entry = page.locator(`[data-news-item="${id}"]`);
    await expect(entry).toContainText(title);
    await expect(entry.locator('img')).toHaveAttribute('src', src);
    expect(await rss(page)).toContain(title);

    // Edit the title: the home page shows the new one at once.
    const renamed = '管理画面で変更：学会の出展日が決まりました';
    await page.goto(`${server.url}/admin/news/${id}`);
    await page.getByLabel('タイトル', { exact: true }).fill(renamed);
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page).toHaveURL(`${server.url}/admin/news/${id}?done=updated`);
    await expect(page.getByRole('status')).toContainText('お知らせを保存しました。');
    const home = await homeNews(page);
    expect(home).toContain(renamed);
    expect(home).not.toContain(title);

    // A draft is listed in the admin area but nowhere public.
    await page.goto(`${server.url}/admin/news/${id}`);
    await page.getByRole('radio', { name: '下書き' }).check();
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page).toHaveURL(/\?done=updated$/);
    await page.goto(`${server.url}/admin/news`);
    const row = page.locator(`[data-news-id="${id}"]`);
    await expect(row).toContainText(renamed);
    await expect(row.locator('[data-status="draft"]')).toHaveText('下書き');
    expect(await homeNews(page)).not.toContain(renamed);
    await page.goto(`${server.url}/news`);
    await expect(page.getByText(renamed)).toHaveCount(0);
    expect(await rss(page)).not.toContain(renamed);

    // A draft's image: served under its hash to signed-in staff only, privately (issue 20); a
    // browser that has it gets a 304. Published ones are public for a year (the attack corpus).
    expect((await fetch(`${server.url}${src}`)).status).toBe(404);
    const served = await page.request.get(`${server.url}${src}`);
    expect(served.status()).toBe(200);
    expect(served.headers()['cache-control']).toBe('private, no-cache');
    const etag = served.headers().etag ?? '';
    expect(src).toContain(etag.replaceAll('"', ''));
    const revalidated = await page.request.get(`${server.url}${src}`, { headers: { 'If-None-Match': etag } });
    expect(revalidated.status()).toBe(304);

    // Delete, confirmed: the item and its image are gone.
    expect(await uploads()).toEqual([src]);
    await page.goto(`${server.url}/admin/news/${id}`);
    await page.getByLabel('削除することを確認しました').check();
    await page.getByRole('button', { name: '削除する', exact: true }).click();
    await expect(page).toHaveURL(`${server.url}/admin/news?done=deleted`);
    await expect(page.getByRole('status')).toContainText('お知らせを削除しました。');
    await expect(page.locator(`[data-news-id="${id}"]`)).toHaveCount(0);
    expect((await page.request.get(`${server.url}${src}`)).status()).toBe(404);
    expect((await page.request.get(`${server.url}${src}`, { headers: { 'If-None-Match': etag } })).status()).toBe(404);
    expect(await uploads()).toEqual([]);

    const actions = (await listAudit(db, { actor: user.email }, 1)).rows
      .filter((entry) => entry.target_id === id)
      .map((entry) => [entry.action, JSON.parse(entry.detail ?? '{}').image ?? null])
      .reverse();
    expect(actions).toEqual([
      ['news.create', 'added'],
      ['news.update', null],
      ['news.update', null],
      ['news.delete', null],
    ]);
  });

  test('replacing and removing the image deletes the old one', async ({ page, context }) => {
    await signIn(context, server, db, 'admin');
    const image = (color: string) =>
      sharp({ create: { width: 300, height: 200, channels: 3, background: color } })
        .png()
        .toBuffer();
    await page.goto(`${server.url}/admin/news/new`);
    await fillForm(page, { title: '画像の差し替え', content: '本文です。', date: '2020-01-01' });
    await page
      .getByLabel('サムネイル画像（任意）')
      .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: await image('#aa3355') });
    await page.getByRole('button', { name: '作成する' }).click();
    await expect(page).toHaveURL(/\?done=created$/);
    const first = (await page.locator('[data-news-current-image]').getAttribute('src')) ?? '';

    await page
      .getByLabel('サムネイル画像（任意）')
      .setInputFiles({ name: 'b.png', mimeType: 'image/png', buffer: await image('#3355aa') });
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page).toHaveURL(/\?done=updated$/);
    const second = (await page.locator('[data-news-current-image]').getAttribute('src')) ?? '';
    expect(second).not.toBe(first);
    expect(await uploads()).toEqual([second]);
    expect((await page.request.get(`${server.url}${first}`)).status()).toBe(404);

    await page.getByLabel('画像を削除する').check();
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page).toHaveURL(/\?done=updated$/);
    await expect(page.locator('[data-news-current-image]')).toHaveCount(0);
    expect(await uploads()).toEqual([]);

    await page.getByLabel('削除することを確認しました').check();
    await page.getByRole('button', { name: '削除する', exact: true }).click();
    await expect(page).toHaveURL(/done=deleted$/);
  });

  test('a wrong file type and an oversize file each get the Japanese message; the typed values stay', async ({
    page,
    context,
  }) => {
    await signIn(context, server, db, 'staff');
    const before = await db.selectFrom('news').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const imageField = page.locator('#news-image');
    const imageError = page.locator('#news-image-error');
    const fields = { title: '添付ファイルの確認', content: '画像の形式と大きさを確かめます。', date: '2030-05-01' };

    await page.goto(`${server.url}/admin/news/new`);
    await fillForm(page, fields);
    await imageField.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('これは画像ではありません'),
    });
    await page.getByRole('button', { name: '作成する' }).click();
    await expect(imageError).toHaveText('JPEG・PNG・WebP・GIF のいずれかの画像を選んでください');
    await expect(imageField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toContainText('入力内容を確認してください。');
    await expect(page.getByLabel('タイトル', { exact: true })).toHaveValue(fields.title);
    await expect(page.getByLabel('本文', { exact: true })).toHaveValue(fields.content);
    await expect(page.getByLabel('公開日', { exact: true })).toHaveValue(fields.date);

    // Disguised: a PNG's name and declared type, but not a PNG's bytes.
    await imageField.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.7') });
    await page.getByRole('button', { name: '作成する' }).click();
    await expect(imageError).toHaveText('JPEG・PNG・WebP・GIF のいずれかの画像を選んでください');

    // One byte over 5 MB, with a PNG signature: refused by size before anything else.
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    await imageField.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
    await page.getByRole('button', { name: '作成する' }).click();
    await expect(imageError).toHaveText('ファイルサイズは5MBまでです');
    await expect(page.getByLabel('タイトル', { exact: true })).toHaveValue(fields.title);

    // A body far past any valid form is refused by the server before it is read: 413 and a
    // short message (src/http/body-cap.server.ts).
    const huge = await page.request.post(`${server.url}/admin/news/new`, {
      headers: { Origin: server.url },
      multipart: {
        title: fields.title,
        content: fields.content,
        publishDate: fields.date,
        image: { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([big, big]) },
      },
      maxRedirects: 0,
    });
    expect(huge.status()).toBe(413);
    expect(huge.headers()['content-type']).toContain('text/plain');
    expect(await huge.text()).toBe(
      'ファイルサイズは5MBまでです。入力内容は保存されていません。もう一度入力してください。',
    );

    const after = await db.selectFrom('news').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await uploads()).toEqual([]);
    expect(await leftOnDisk()).toEqual([]);
  });

  test('a valid image is not kept when another field is wrong, and the form says to choose it again', async ({
    page,
    context,
  }) => {
    await signIn(context, server, db, 'staff');
    await page.goto(`${server.url}/admin/news/new`);
    await fillForm(page, {
      title: 'リンクの確認',
      content: '本文です。',
      url: 'javascript:alert(1)',
      date: '2030-05-01',
    });
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#888888' } })
      .png()
      .toBuffer();
    await page.locator('#news-image').setInputFiles({ name: 'ok.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: '作成する' }).click();
    await expect(page.locator('#news-url-error')).toHaveText(
      'リンク先は https:// で始まるURLか、/ で始まるサイト内のパスで入力してください',
    );
    await expect(page.locator('#news-image-error')).toHaveText(
      '画像ファイルは保存されていません。もう一度選んでください。',
    );
    await expect(page.getByLabel('リンク先URL（任意）')).toHaveValue('javascript:alert(1)');
    expect(await uploads()).toEqual([]);
    expect(await leftOnDisk()).toEqual([]);
  });
});

test.describe('admin news on a phone', { tag: '@phone' }, () => {
  test('the list and the form fit the screen', async ({ page, context }) => {
    await signIn(context, server, db, 'staff');
    await page.goto(`${server.url}/admin/news`);
    await expect(page.locator('[data-news-table]')).toBeVisible();
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await page.locator('[data-news-table] tbody th a').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('お知らせの編集');
    expect(await fits()).toBe(true);
  });
});
