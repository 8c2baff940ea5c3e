/**
 * The specification's floating 商談予約へ: on every Japanese page a round button fixed at the
 * bottom right opens the meeting-booking page (the configured one) in a new tab with noopener,
 * and covers nothing: at the page's end the footer's text and the page's last line are whole
 * above it, and it steps aside for a focused field. On a phone the bottom bar's booking action is
 * that button, with the same words and link. English and Chinese pages name it in their language.
 */
import type { Locator, Page } from '@playwright/test';
import { shellCopy } from '../../src/content/shell/index.ts';
import { defaultSiteFacts } from '../../src/content/site-facts.ts';
import { expect, test } from './support/fixtures.ts';
import { sitemapPaths } from './support/sitemap.ts';

const bookingUrl = defaultSiteFacts.contact.bookingUrl;
const japanesePages = sitemapPaths.filter((path) => !/^\/(en|zh-cn)(\/|$)/.test(path));

/** The booking action a visitor sees at this width: the round button, or the phone bar's. */
const bookingAction = (page: Page): Locator =>
  (page.viewportSize()?.width ?? 0) >= 1280
    ? page.locator('[data-floating-booking]')
    : page.locator('[data-action-bar] [data-bar-action="booking"]');

async function expectNewTabToBooking(link: Locator) {
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', bookingUrl);
  await expect(link).toHaveAttribute('target', '_blank');
  expect((await link.getAttribute('rel'))?.split(/\s+/)).toContain('noopener');
}

test('every Japanese page has the round 商談予約へ at the bottom right, to the booking page in a new tab', async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(japanesePages.length, 'run `npm run build` before the e2e tests').toBeGreaterThan(10);
  for (const path of japanesePages) {
    await page.goto(path);
    const button = page.locator('[data-floating-booking]');
    await expect(button, path).toHaveText(/商談予約へ/);
    await expectNewTabToBooking(button);
    const shape = await button.evaluate((el) => {
      const style = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return {
        position: style.position,
        radius: Number.parseFloat(style.borderTopLeftRadius),
        width: r.width,
        height: r.height,
        right: document.documentElement.clientWidth - r.right,
        bottom: window.innerHeight - r.bottom,
      };
    });
    expect(shape.position, path).toBe('fixed');
    expect(shape.width, `${path}: round`).toBeCloseTo(shape.height, 0);
    expect(shape.radius, `${path}: round`).toBeGreaterThanOrEqual(shape.width / 2);
    expect(shape.right, `${path}: at the right`).toBeGreaterThanOrEqual(0);
    expect(shape.right, `${path}: at the right`).toBeLessThanOrEqual(32);
    expect(shape.bottom, `${path}: at the bottom`).toBeGreaterThanOrEqual(0);
    expect(shape.bottom, `${path}: at the bottom`).toBeLessThanOrEqual(32);
  }
});

test('at the page end the footer and the last line of the page are whole above the button', {
  tag: '@both',
}, async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of ['/', '/product/plus', '/brochure-request', '/company']) {
    await page.goto(path);
    const action = bookingAction(page);
    await expect(action).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const top = (await action.boundingBox())?.y ?? 0;
    const below = await page.evaluate((top) => {
      // Everything in the footer, the page's last block, that shows text or is a control.
      const items = [...document.querySelectorAll('footer *')].filter(
        (el) =>
          el.checkVisibility() &&
          (el.matches('a, button, input, p, li, h2, h3, small') ||
            [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())),
      );
      return items
        .filter((el) => el.getBoundingClientRect().bottom > top)
        .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
    }, top);
    expect(below, `${path}: footer content below the booking action's top`).toEqual([]);
    const onScreen = await page
      .locator('footer')
      .evaluate((footer) => footer.getBoundingClientRect().top < innerHeight);
    expect(onScreen, `${path}: the footer is on screen at the end`).toBe(true);
  }
});

test('on a phone the bottom bar is the booking action: 商談予約へ, new tab; the round button is not shown', {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-floating-booking]')).toBeHidden();
  const bar = page.locator('[data-action-bar] [data-bar-action="booking"]');
  await expect(bar).toHaveText(/商談予約へ/);
  await expectNewTabToBooking(bar);
});

test('the button steps aside while a form field has focus, and comes back', async ({ page }) => {
  await page.goto('/brochure-request');
  const button = page.locator('[data-floating-booking]');
  await expect(button).toBeVisible();
  await page.locator('input[name="email"]').focus();
  await expect(button).toBeHidden();
  await page.locator('input[name="email"]').blur();
  await expect(button).toBeVisible();
});

test('English and Chinese pages name it in their language', { tag: '@both' }, async ({ page }) => {
  for (const locale of ['en', 'zh-cn'] as const) {
    await page.goto(`/${locale}/`);
    const action = bookingAction(page);
    await expect(action).toContainText(shellCopy[locale].actions.booking);
    await expectNewTabToBooking(action);
  }
});
