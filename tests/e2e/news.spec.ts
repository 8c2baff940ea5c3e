import { newsSeed } from '../../src/content/news-seed.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('news page', () => {
  test('lists every announcement newest first, with Japanese dates and marked important items', async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('最新情報');
    const items = page.locator('[data-news-list] [data-news-item]');
    expect(await items.count()).toBeGreaterThanOrEqual(newsSeed.length);
    const dates = await items.locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(items.first().locator('time')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/);

    for (const seed of newsSeed) {
      const item = page.locator(`[data-news-item="${seed.id}"]`);
      await expect(item).toHaveAttribute('data-important', String(seed.isImportant));
      await expect(item.locator('[data-important-badge]')).toHaveCount(seed.isImportant ? 1 : 0);
      const border = await item.evaluate((el) => Number.parseFloat(getComputedStyle(el).borderTopWidth));
      if (seed.isImportant) {
        await expect(item.locator('[data-important-badge]')).toHaveText('重要');
        expect(border).toBeGreaterThanOrEqual(2);
      } else expect(border).toBeLessThan(2);
    }
  });

  test('absolute links open in a new tab, internal ones in place', async ({ page }) => {
    await page.goto('/news');
    const external = page.locator('[data-news-item="6"] a[href^="https://"]');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const internal = page.locator('[data-news-item="5"] a[href="/rental/medical"]');
    await expect(internal).not.toHaveAttribute('target');
    await expect(page.locator('[data-news-item="8"] a')).toHaveCount(0);
  });

  test('a thumbnail opens the lightbox; Escape, backdrop and button close it and focus returns', {
    tag: '@both',
  }, async ({ page }) => {
    await page.goto('/news');
    await expect(page.locator('[data-news-list][data-enhanced="true"]')).toBeAttached();
    const thumb = page.locator('[data-news-item="4"] [data-news-thumb="enlarge"]');
    const lightbox = page.locator('[data-lightbox]');
    const title = newsSeed.find((item) => item.id === '4')?.title as string;

    await thumb.click();
    await expect(lightbox).toBeVisible();
    await expect(lightbox.locator('img')).toHaveAttribute('src', '/images/news-4.svg');
    await expect(lightbox.locator('figcaption')).toHaveText(title);
    await expect(lightbox.getByRole('button', { name: '閉じる' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(thumb).toBeFocused();

    await thumb.click();
    await expect(lightbox).toBeVisible();
    await lightbox.locator('img').click();
    await expect(lightbox).toBeVisible();
    await page.mouse.click(3, 3);
    await expect(lightbox).toBeHidden();
    await expect(thumb).toBeFocused();

    await thumb.click();
    await lightbox.getByRole('button', { name: '閉じる' }).click();
    await expect(lightbox).toBeHidden();
    await expect(thumb).toBeFocused();
  });

  test('the video item’s thumbnail plays the video in the video dialog, not the lightbox', async ({ page }) => {
    await page.goto('/news');
    await expect(page.locator('[data-news-list][data-enhanced="true"]')).toBeAttached();
    await page.locator('[data-news-item="0"] [data-news-thumb="video"]').click();
    const dialog = page.locator('[data-video-dialog]');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/.+autoplay=1/);
    await expect(page.locator('[data-lightbox]')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the page links its RSS feed', async ({ page }) => {
    await page.goto('/news');
    await expect(page.locator('[data-feed-link]')).toHaveAttribute('href', '/news/rss.xml');
  });
});

test.describe('news page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('lists the news; thumbnails link to the image and the video', async ({ page }) => {
    await page.goto('/news');
    await expect(page.locator('[data-news-item]').first()).toBeVisible();
    await expect(page.locator('[data-news-item="1"] a[data-news-thumb="enlarge"]')).toHaveAttribute(
      'href',
      '/images/news-1.svg',
    );
    await expect(page.locator('[data-news-item="0"] a[data-news-thumb="video"]')).toHaveAttribute(
      'href',
      /youtube\.com\/watch/,
    );
  });
});

test.describe('news feed', () => {
  test('is RSS 2.0 with every published item and absolute links', async ({ page, request }) => {
    const response = await request.get('/news/rss.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        version: doc.documentElement.getAttribute('version'),
        links: [...doc.querySelectorAll('item > link')].map((el) => el.textContent ?? ''),
        titles: [...doc.querySelectorAll('item > title')].map((el) => el.textContent ?? ''),
        channel: doc.querySelector('channel > link')?.textContent ?? '',
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.version).toBe('2.0');
    expect(parsed.titles.length).toBeGreaterThanOrEqual(newsSeed.length);
    for (const seed of newsSeed) expect(parsed.titles).toContain(seed.title);
    for (const link of parsed.links) expect(link).toMatch(/^https?:\/\/[^/]+\//);
    // Items without a link of their own point into the news page at its canonical URL (/news/).
    const ownLinks = parsed.links.filter((link) => link.includes('#news-'));
    expect(ownLinks.length).toBeGreaterThan(0);
    expect(parsed.channel).toMatch(/\/news\/$/);
    for (const link of ownLinks) expect(link.startsWith(`${parsed.channel}#news-`), link).toBe(true);

    await page.goto('/news');
    await expect(page.locator('[data-news-item]')).toHaveCount(parsed.titles.length);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', parsed.channel);
  });
});
