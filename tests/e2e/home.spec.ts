import { newsSeed } from '../../src/content/news-seed.ts';
import { expect, test } from './support/fixtures.ts';

/** Fake time that moves only when a test says, so timed behaviour is checked exactly. */
async function pausedClock(page: import('@playwright/test').Page) {
  const start = new Date('2026-11-02T09:00:00+09:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}

test.describe('Japanese home page', () => {
  test('the hero slideshow crossfades to the next slide', { tag: '@both' }, async ({ page }) => {
    await pausedClock(page);
    await page.goto('/');
    await page.clock.runFor(2_000); // the slideshow's script starts it
    const slideshow = page.locator('[data-hero-slideshow]');
    await expect(slideshow).toHaveAttribute('data-enhanced', 'true');
    await expect(slideshow).toHaveAttribute('data-index', '0');
    await page.mouse.move(1, 1);
    await page.clock.runFor(6_500);
    await expect(slideshow).toHaveAttribute('data-index', '1');
  });

  test('the hero pauses and plays from its button and holds still under the pointer', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/');
    await page.clock.runFor(500);
    const slideshow = page.locator('[data-hero-slideshow]');
    const toggle = slideshow.locator('[data-motion-toggle]');
    await expect(slideshow).toHaveAttribute('data-playing', 'true');
    await expect(slideshow.locator('[data-slides]')).toHaveAttribute('aria-live', 'off');
    await slideshow.hover();
    await expect(slideshow).toHaveAttribute('data-held', 'true');
    await page.clock.runFor(13_000);
    await expect(slideshow).toHaveAttribute('data-index', '0');
    await toggle.click();
    await expect(slideshow).toHaveAttribute('data-playing', 'false');
    await expect(toggle).toHaveAttribute('aria-label', '自動再生を開始');
    await page.mouse.move(1, 1);
    await page.clock.runFor(13_000);
    await expect(slideshow).toHaveAttribute('data-index', '0');
    await toggle.click();
    await page.mouse.move(1, 1);
    await page.clock.runFor(6_500);
    await expect(slideshow).toHaveAttribute('data-index', '1');
    await expect(slideshow.locator('[data-slide]').nth(1)).toHaveAttribute('aria-hidden', 'false');
    await expect(slideshow.locator('[data-slide]').nth(0)).toHaveAttribute('aria-hidden', 'true');
  });

  test('under reduced motion the hero waits for the play button', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const slideshow = page.locator('[data-hero-slideshow]');
    await expect(slideshow).toHaveAttribute('data-enhanced', 'true');
    await expect(slideshow).toHaveAttribute('data-playing', 'false');
    await expect(slideshow.locator('[data-motion-toggle]')).toBeVisible();
  });

  test('the first screen loads no framework code: React waits for an island in view or a touch', {
    tag: '@both',
  }, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Only the slideshow's few hundred bytes of script run (inlined today): no React, no header.
    expect(scripts.filter((path) => /\/(client|react|jsx-runtime|SiteHeader)\.[\w-]+\.js$/.test(path))).toEqual([]);
    await expect(page.locator('[data-hero-slideshow]')).toHaveAttribute('data-enhanced', 'true');
  });

  test('the product carousel advances over its 2 images every 5 seconds and can be paused', { tag: '@both' }, async ({
    page,
  }) => {
    await pausedClock(page);
    await page.goto('/');
    const carousel = page.locator('[data-carousel]');
    await carousel.scrollIntoViewIfNeeded();
    await page.clock.runFor(500);
    await expect(carousel).toHaveAttribute('data-enhanced', 'true');
    await expect(carousel).toHaveAttribute('data-playing', 'true');
    await expect(carousel).toHaveAttribute('data-index', '0');
    await page.mouse.move(1, 1);
    await page.clock.runFor(5_000);
    await expect(carousel).toHaveAttribute('data-index', '1');
    await page.clock.runFor(5_000);
    await expect(carousel).toHaveAttribute('data-index', '0');
    await carousel.locator('[data-motion-toggle]').click();
    await expect(carousel).toHaveAttribute('data-playing', 'false');
    await page.mouse.move(1, 1);
    await page.clock.runFor(11_000);
    await expect(carousel).toHaveAttribute('data-index', '0');
  });

  test('the statistics count up to 51, 91, 40 and 6.5 once visible', async ({ page }) => {
    await page.goto('/');
    const values = page.locator('[data-stat-value]');
    await expect(values).toHaveCount(4);
    await values.first().scrollIntoViewIfNeeded();
    await expect(values.nth(0)).toHaveText('51');
    await expect(values.nth(1)).toHaveText('91');
    await expect(values.nth(2)).toHaveText('40');
    await expect(values.nth(3)).toHaveText('6.5');
  });

  test('the latest-news block shows the 5 newest items and links to /news', async ({ page }) => {
    await page.goto('/');
    const items = page.locator('[data-news-list] [data-news-item]');
    await expect(items).toHaveCount(5);
    const newest = [...newsSeed]
      .sort((a, b) => b.publishDate.localeCompare(a.publishDate))
      .slice(0, 5)
      .map((item) => item.title);
    for (let i = 0; i < 5; i += 1) await expect(items.nth(i)).toContainText(newest[i] as string);
    await expect(page.locator('main a[href="/news"]').first()).toBeVisible();
  });

  test('a video opens in a dialog only on click and closes by Escape, backdrop and button', { tag: '@both' }, async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('iframe')).toHaveCount(0);
    const open = page.locator('[data-video-open]').first();
    await open.scrollIntoViewIfNeeded();
    // Before hydration a thumbnail is a plain link to the video host; wait for the island.
    await expect(page.locator('ul[data-enhanced="true"]:has([data-video-open])')).toBeAttached();
    const dialog = page.locator('[data-video-dialog]');

    await open.click();
    await expect(dialog).toBeVisible();
    const iframe = dialog.locator('iframe');
    await expect(iframe).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/.+autoplay=1/);
    const box = await iframe.boundingBox();
    expect(box && Math.abs(box.width / box.height - 16 / 9) < 0.02).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);

    await open.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(3, 3);
    await expect(dialog).toBeHidden();

    await open.click();
    await dialog.locator('iframe').click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button').last().click();
    await expect(dialog).toBeHidden();
  });

  test('external links open in a new tab without opener', async ({ page }) => {
    await page.goto('/');
    const external = page.locator('main a[href^="http"]');
    const count = await external.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 0; i < count; i += 1) {
      await expect(external.nth(i)).toHaveAttribute('target', '_blank');
      await expect(external.nth(i)).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows final statistics, the news and every section', async ({ page }) => {
    await page.goto('/');
    const values = page.locator('[data-stat-value]');
    await expect(values).toHaveText(['51', '91', '40', '6.5']);
    // The hero shows its first picture and no pause button that could not work.
    await expect(page.locator('[data-hero-slideshow] img').first()).toBeVisible();
    await expect(page.locator('[data-hero-slideshow] [data-motion-toggle]')).toBeHidden();
    await expect(page.locator('[data-news-list] [data-news-item]')).toHaveCount(5);
  });
});

test.describe('English and Chinese homes', () => {
  for (const [path, lang] of [
    ['/en/', 'en'],
    ['/zh-cn/', 'zh-CN'],
  ] as const) {
    test(`${path} renders the home page from its dictionary, without the news block`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.locator('[data-news-list]')).toHaveCount(0);
      await expect(page.locator('[data-stat-value]')).toHaveCount(4);
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text, 'no kana on en/zh pages except the 日本語 marker').not.toMatch(/[\u3040-\u30ff]/);
    });
  }
});

test.describe('the home page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** The smallest computed font size of any text a visitor can see, and of the footnotes. */
  const fontSizes = (page: import('@playwright/test').Page) =>
    page.evaluate(() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      let smallest = { size: Number.POSITIVE_INFINITY, text: '' };
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.trim() ?? '';
        if (!parent || text === '' || !parent.checkVisibility({ visibilityProperty: true })) continue;
        const size = Number.parseFloat(getComputedStyle(parent).fontSize);
        if (size < smallest.size) smallest = { size, text: text.slice(0, 40) };
      }
      const notes = [...document.querySelectorAll('[data-footnote]')].map((el) =>
        Number.parseFloat(getComputedStyle(el).fontSize),
      );
      return { smallest, notes };
    });

  test('is at most 10 screens long, offers the brochure after the hero, and has no text under 14 px', async ({
    page,
  }) => {
    for (const path of ['/', '/en/', '/zh-cn/']) {
      await page.goto(path);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height, `${path} is ${height} px tall`).toBeLessThanOrEqual(844 * 10);
      const heroBottom = await page
        .locator('main > section')
        .first()
        .evaluate((el) => el.getBoundingClientRect().bottom);
      const tops = await page
        .locator('main a[data-request-action]')
        .evaluateAll((links) => links.filter((a) => a.checkVisibility()).map((a) => a.getBoundingClientRect().top));
      expect(
        tops.some((top) => top >= heroBottom),
        `${path}: a request action in the body after the hero`,
      ).toBe(true);
      const { smallest, notes } = await fontSizes(page);
      expect(smallest.size, `${path}: "${smallest.text}"`).toBeGreaterThanOrEqual(14);
      expect(notes.length, `${path}: footnotes found`).toBeGreaterThan(0);
      for (const size of notes) expect(size, `${path}: footnotes at least 16 px`).toBeGreaterThanOrEqual(16);
    }
    // The product pages share the type scale: checked once here, on the longest.
    await page.goto('/product/plus');
    const { smallest } = await fontSizes(page);
    expect(smallest.size, `/product/plus: "${smallest.text}"`).toBeGreaterThanOrEqual(14);
  });
});
