/**
 * Every product and rental page, in each of its languages, on the phone and the desktop: the
 * brochure request is in the first screen and leads to the locale's form with the page's product
 * preselected. On the desktop one stays within reach as the visitor reads on: at the middle and
 * the end of the page too (the header that stays, the bands after the specifications and the
 * price, the closing section, the footer). The pages come from the navigation data
 * (productPages), not a list typed here.
 */
import { productPages } from '../../src/content/navigation.ts';
import { localizedPath } from '../../src/i18n/locales.ts';
import { expectBrochureHref, requestActionInFirstScreen, requestActionWithinReach } from './support/brochure.ts';
import { expect, test } from './support/fixtures.ts';

for (const productPage of productPages) {
  for (const locale of productPage.locales) {
    const path = localizedPath(productPage.path, locale);
    test(`request action in the first screen of ${path}`, { tag: '@both' }, async ({ page }, testInfo) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const products = productPage.products.length > 0 ? productPage.products : [undefined];
      for (const product of products) {
        const link = await requestActionInFirstScreen(page, locale, product);
        await expectBrochureHref(link, locale, product);
      }
      // The same page load serves the desktop's middle and end: no extra visit per page.
      if (testInfo.project.name !== 'desktop') return;
      for (const point of ['middle', 'end', 'top'] as const) await requestActionWithinReach(page, locale, point);
    });
  }
}

test('every device card has its own request action', async ({ page }) => {
  for (const path of ['/beauty-devices', '/en/beauty-devices', '/zh-cn/other-products-details']) {
    await page.goto(path);
    const cards = page.locator('[data-device-card]');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      await expect(cards.nth(i).locator('a[data-request-action]')).toHaveCount(1);
    }
  }
  await page.goto('/beauty-devices');
  await expect(page.locator('[data-device-card]')).toHaveCount(8);
  await expectBrochureHref(page.locator('[data-device-card="co2-laser"] a[data-request-action]'), 'ja', 'co2-laser');
});

test('the header offers the brochure first, and on a product page for that product', async ({ page }) => {
  await page.goto('/product/plus');
  const header = page.locator('header [data-header-action="brochure"]');
  await expect(header).toBeVisible();
  await expect(header).toHaveText(/資料請求/);
  await expectBrochureHref(header, 'ja', 'pelvia-plus');
  await page.goto('/en/');
  await expect(page.locator('header [data-header-action="brochure"]')).toHaveText(/brochure/i);
  await expectBrochureHref(page.locator('header [data-header-action="brochure"]'), 'en');
});
