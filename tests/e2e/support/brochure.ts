/**
 * The request action of product pages — a link saying 資料請求 (brochure, 资料) in the first
 * screen that opens the form with the page's product chosen: where it must lead, and how a test
 * finds it in the first screen. Kept apart so a later test can follow the link
 * and send the form from the same helpers.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { type BrochureProductId, brochureRequestHref } from '../../../src/content/navigation.ts';
import type { Locale } from '../../../src/i18n/locales.ts';

/** What the action's text says in each locale. */
export const requestActionText: Record<Locale, RegExp> = { ja: /資料請求/, en: /brochure/i, 'zh-cn': /资料/ };

/** The href a request action for `product` must have: the locale's form, the product preselected. */
export const expectedBrochureHref = (locale: Locale, product?: BrochureProductId): string =>
  brochureRequestHref(locale, product);

/** Checks a link's href against the locale's form page and the `?product=` it must carry. */
export async function expectBrochureHref(link: Locator, locale: Locale, product?: BrochureProductId): Promise<void> {
  const href = await link.getAttribute('href');
  expect(href, 'the action leads to the brochure form').not.toBeNull();
  const url = new URL(href as string, 'http://x');
  expect(url.pathname).toBe(new URL(expectedBrochureHref(locale), 'http://x').pathname);
  expect(url.searchParams.get('product') ?? undefined).toBe(product);
}

/**
 * The page's own request action for `product` (in main, not the shell's), asserted to be in the
 * first screen without scrolling: inside the viewport, and the topmost element at its centre
 * (nothing fixed over it). Returns the link for a test to follow.
 */
export async function requestActionInFirstScreen(
  page: Page,
  locale: Locale,
  product?: BrochureProductId,
): Promise<Locator> {
  const link = page
    .locator(`main a[data-request-action="${product ?? ''}"]`)
    .filter({ hasText: requestActionText[locale] })
    .first();
  await expect(link).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), 'no scrolling').toBe(0);
  const box = await link.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('the request action has no box');
  expect(box.x, 'left edge inside the viewport').toBeGreaterThanOrEqual(0);
  expect(box.y, 'top edge inside the viewport').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge inside the viewport').toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height, 'bottom edge inside the viewport').toBeLessThanOrEqual(viewport.height);
  const onTop = await link.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && el.contains(top);
  });
  expect(onTop, 'nothing covers the request action').toBe(true);
  return link;
}

/** Where on a long page a visitor may be deciding: the first screen, the middle, the end. */
export type ScrollPoint = 'top' | 'middle' | 'end';

/**
 * Scrolls to `point` and asserts that some request action (the page's own, the header that
 * stays or the footer's) is inside the viewport, leads to the locale's form and is not covered.
 */
export async function requestActionWithinReach(page: Page, locale: Locale, point: ScrollPoint): Promise<void> {
  await page.evaluate((where) => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    const y = where === 'top' ? 0 : where === 'middle' ? Math.round(max / 2) : max;
    window.scrollTo({ top: y, behavior: 'instant' });
  }, point);
  const formPath = new URL(expectedBrochureHref(locale), 'http://x').pathname;
  const source = requestActionText[locale].source;
  const reachable = await page.evaluate(
    ({ formPath, source }) => {
      const text = new RegExp(source, 'i');
      return [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].some((a) => {
        if (new URL(a.href).pathname !== formPath || !text.test(a.textContent ?? '')) return false;
        const r = a.getBoundingClientRect();
        if (r.width === 0 || r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) return false;
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return top !== null && a.contains(top);
      });
    },
    { formPath, source },
  );
  expect(reachable, `a request action within reach at the ${point} of ${page.url()}`).toBe(true);
}
