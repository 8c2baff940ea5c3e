/**
 * News written to the database (as the admin area will) shows at once on the home page, the
 * news list and the feed, with an uploaded thumbnail served from the database: its own built
 * server, written to through the database in its data folder.
 */
import sharp from 'sharp';
import { createNews, deleteNews, updateNews } from '../../src/server/content/news.server.ts';
import { saveNewsImage } from '../../src/server/content/news-images.server.ts';
import { createDb } from '../../src/server/platform/db.server.ts';
import { expect, test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

let server: RunningServer;

test.beforeAll(async () => {
  server = await startBuiltServer();
});

test.afterAll(async () => {
  await server?.stop();
});

test('a news write is on the home page, /news and the feed without a rebuild @desktop', async ({ page, request }) => {
  const db = createDb({ dataDir: server.dataDir });
  try {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#6a3fa0' } })
      .png()
      .toBuffer();
    const upload = await saveNewsImage(db, png, 'image/png');
    if (!upload.ok) throw new Error(upload.error);
    const input = {
      title: '新しいお知らせ：展示会に出展します',
      content: '会場で実機をお試しいただけます。',
      publishDate: '2099-01-01',
      isImportant: true,
      thumbnail: upload.path,
    };
    const created = await createNews(db, input);
    if (!created.ok) throw new Error(JSON.stringify(created.errors));

    await page.goto(`${server.url}/`);
    await expect(page.getByText(input.title).first()).toBeVisible();
    await page.goto(`${server.url}/news`);
    const entry = page.locator(`[data-news-item="${created.item.id}"]`);
    await expect(entry).toContainText(input.title);
    const img = entry.locator('img');
    await expect(img).toHaveAttribute('src', upload.path);
    await expect(img).toHaveAttribute('width', '1200');
    await expect(img).toHaveAttribute('height', '675');
    // Hydration turns the thumbnail link into a button, replacing its image: wait for that, then
    // bring the (lazy) image into view and wait for the decoded file.
    await expect(page.locator('[data-news-list]')).toHaveAttribute('data-enhanced', 'true');
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1200);

    const file = await request.get(`${server.url}${upload.path}`);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/webp');
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers().etag).toBe(`"${upload.hash}"`);
    expect((await request.get(`${server.url}/uploads/news/..%2Fsite.db`)).status()).toBe(404);

    expect(await (await request.get(`${server.url}/news/rss.xml`)).text()).toContain(input.title);

    // Written from this test process, as another instance would: the server's page cache sees
    // it at its next version check, within a second (content-version.server.ts).
    // Read as HTML, not shown: until then a stale page still names the item, whose image (now a
    // draft's) is already a 404 to anyone without a session.
    await updateNews(db, created.item.id, { ...input, status: 'draft' });
    await expect
      .poll(async () => (await (await request.get(`${server.url}/news`)).text()).includes(input.title), {
        timeout: 3_000,
      })
      .toBe(false);
    expect((await request.get(`${server.url}${upload.path}`)).status()).toBe(404);
    await deleteNews(db, created.item.id);
    await expect
      .poll(async () => (await (await request.get(`${server.url}/news/rss.xml`)).text()).includes(input.title), {
        timeout: 3_000,
      })
      .toBe(false);
  } finally {
    await db.destroy();
  }
});
