import type { Page } from '@playwright/test';
import { detailDevices, devices } from '../../src/content/products.ts';
import { expect, onBothIf, test } from './support/fixtures.ts';

/** Fake time that moves only when a test says, so the 100 ms delay is checked exactly. */
async function pausedClock(page: Page) {
  const start = new Date('2026-11-21T09:00:00+09:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}

/**
 * Where the brochure section landed: its top within 120 px of the top of what the visitor sees,
 * the header that stays on a desktop (issue 43) not counted, and not hidden under that header.
 */
async function landing(page: Page): Promise<string> {
  return page.locator('#brochure-request').evaluate((section) => {
    const header = document.querySelector('header');
    const stuck = header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().bottom : 0;
    const top = section.getBoundingClientRect().top;
    if (top < stuck) return `under the header (${Math.round(top)} < ${Math.round(stuck)})`;
    return top - stuck < 120 ? 'at the top' : `${Math.round(top - stuck)} px below the header`;
  });
}

const pages = [
  { path: '/beauty-devices', count: devices.length },
  { path: '/other-products-details', count: detailDevices.length },
] as const;

test.describe('beauty and laser device pages', () => {
  for (const { path, count } of pages) {
    test(`${path} shows ${count} devices, each with a category badge and four points`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const cards = page.locator('[data-device-card]');
      await expect(cards).toHaveCount(count);
      for (let i = 0; i < count; i += 1) {
        const card = cards.nth(i);
        await expect(card.locator('img')).toHaveAttribute('alt', /.+/);
        await expect(card.locator('ul li')).toHaveCount(4);
        await expect(card.locator('p').first()).toHaveText(/レーザー|冷却|マルチケア|肌分析/);
      }
    });

    test(
      `${path}: 資料請求はこちら reveals the brochure section and scrolls to it 100 ms later`,
      onBothIf(path === '/beauty-devices'),
      async ({ page }) => {
        await pausedClock(page);
        await page.goto(path);
        const reveal = page.locator('[data-brochure-reveal]');
        const button = page.locator('summary', { hasText: '資料請求はこちら' });
        const section = page.locator('#brochure-request');
        await button.scrollIntoViewIfNeeded();
        await page.clock.runFor(500);
        await expect(reveal).toHaveAttribute('data-enhanced', 'true');
        await expect(section).toBeHidden();
        await expect(reveal.locator('details')).not.toHaveAttribute('open');

        const before = await page.evaluate(() => window.scrollY);
        await button.click();
        await expect(section).toBeVisible();
        await expect(reveal.locator('details')).toHaveAttribute('open', '');
        await expect(reveal).toHaveAttribute('data-open', 'true');
        await page.clock.runFor(50);
        expect(await page.evaluate(() => window.scrollY)).toBe(before);
        await page.clock.runFor(60);
        // Near the top, below the header that stays on a desktop (never under it).
        await expect.poll(() => landing(page), { timeout: 3_000 }).toBe('at the top');
        await expect(page.locator('#brochure-request-heading')).toBeFocused();

        // It never closes again.
        await button.click();
        await page.clock.runFor(200);
        await expect(section).toBeVisible();
      },
    );
  }

  test('under reduced motion the scroll is instant', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pausedClock(page);
    await page.goto('/beauty-devices');
    const button = page.locator('summary', { hasText: '資料請求はこちら' });
    await button.scrollIntoViewIfNeeded();
    await page.clock.runFor(500);
    await expect(page.locator('[data-brochure-reveal]')).toHaveAttribute('data-enhanced', 'true');
    await button.click();
    await page.clock.runFor(100);
    expect(await landing(page)).toBe('at the top');
  });

  test('an address that targets the section opens it', async ({ page }) => {
    await page.goto('/other-products-details#brochure-request');
    await expect(page.locator('[data-brochure-reveal]')).toHaveAttribute('data-enhanced', 'true');
    await expect(page.locator('#brochure-request')).toBeVisible();
  });
});

test.describe('device pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the button opens the brochure section in place', async ({ page }) => {
    for (const { path } of pages) {
      await page.goto(path);
      const button = page.locator('summary', { hasText: '資料請求はこちら' });
      await expect(page.locator('#brochure-request')).toBeHidden();
      await button.click();
      await expect(page.locator('#brochure-request')).toBeVisible();
      await page.locator('#brochure-request').scrollIntoViewIfNeeded();
      await expect(page.locator('#brochure-request')).toBeInViewport();
    }
  });
});
