import { chairModel, formatDimensions, topModel } from '../../src/content/products.ts';
import { site } from '../../src/content/site.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('products page', () => {
  test('shows both models with figures, status and detail links; the top model price is contact-us', async ({
    page,
  }) => {
    await page.goto('/products');
    await expect(page.locator('h1')).toHaveText('製品シリーズ');
    const dr = page.locator('[data-model="model-dr"]');
    // On sale by default (/admin/site sets another status): no pre-order badge.
    await expect(dr.locator('[data-badge]')).toHaveCount(0);
    await expect(dr).toContainText('発売中');
    await expect(dr).toContainText(formatDimensions(topModel.dimensions));
    await expect(dr).toContainText('お問い合わせください');
    await expect(dr.locator('a[href="/product/dr"]')).toBeVisible();
    const plus = page.locator('[data-model="model-plus"]');
    await expect(plus).toContainText(formatDimensions(chairModel.dimensions));
    await expect(plus.locator('a[href="/product/plus"]')).toBeVisible();
    await expect(page.locator('#other-lineup')).toBeHidden();
  });

  test('the intro video opens in a dialog', async ({ page }) => {
    await page.goto('/products');
    await expect(page.locator('[data-enhanced="true"] [data-video-open]')).toBeAttached();
    await page.locator('[data-video-open]').click();
    const dialog = page.locator('[data-video-dialog]');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute('src', new RegExp(site.videos.intro));
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('medical-professional gates', () => {
  for (const [gate, details] of [
    ['/product/dr', '/product/dr-details'],
    ['/other-products', '/other-products-details'],
  ] as const) {
    test(`${gate}: yes goes to the details page`, async ({ page }) => {
      await page.goto(gate);
      await expect(page.locator('h1')).toHaveText('医療従事者の方ですか？');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('[data-gate-answer="yes"]')).toHaveAttribute('href', details);
    });

    test(`${gate}: no alerts "他のラインナップをご覧ください" then goes to /products`, async ({ page }) => {
      await page.goto(gate);
      await expect(page.locator('[data-gate][data-enhanced="true"]')).toBeAttached();
      const messages: string[] = [];
      page.on('dialog', async (dialog) => {
        messages.push(`${dialog.type()}:${dialog.message()}`);
        await dialog.accept();
      });
      await page.locator('[data-gate-answer="no"]').click();
      await page.waitForURL((url) => url.pathname === '/products' && url.hash === '');
      expect(messages).toEqual(['alert:他のラインナップをご覧ください']);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('both answers are plain links and no shows the notice on /products', async ({ page }) => {
      await page.goto('/product/dr');
      await page.locator('[data-gate-answer="no"]').click();
      await expect(page).toHaveURL(/\/products#other-lineup$/);
      await expect(page.locator('#other-lineup')).toBeVisible();
      await expect(page.locator('#other-lineup')).toContainText('他のラインナップをご覧ください');
      await page.goto('/other-products');
      await page.locator('[data-gate-answer="yes"]').click();
      await expect(page).toHaveURL(/\/other-products-details$/);
    });
  });
});

test.describe('product detail pages', () => {
  test('the DR gallery shows one of six images at a time, chosen by thumbnails', { tag: '@both' }, async ({ page }) => {
    await page.goto('/product/dr-details');
    const gallery = page.locator('[data-gallery]');
    await gallery.scrollIntoViewIfNeeded();
    await expect(gallery).toHaveAttribute('data-enhanced', 'true');
    const thumbs = gallery.locator('[data-gallery-thumb]');
    await expect(thumbs).toHaveCount(6);
    await expect(thumbs.nth(0)).toHaveAttribute('aria-current', 'true');
    await thumbs.nth(3).click();
    await expect(gallery).toHaveAttribute('data-index', '3');
    await expect(thumbs.nth(3)).toHaveAttribute('aria-current', 'true');
    await expect(thumbs.nth(0)).not.toHaveAttribute('aria-current', /.*/);
    await expect(gallery.locator('[data-zoom-open] img')).toHaveAttribute('src', '/images/product-dr-hand-module.svg');
  });

  test('DR details: programs, canonical figures, two videos, two catalogue images and a new-tab CTA', async ({
    page,
  }) => {
    await page.goto('/product/dr-details');
    await expect(page.locator('[data-program]')).toHaveCount(4);
    await expect(page.locator('main')).toContainText(formatDimensions(topModel.dimensions));
    await expect(page.locator('main')).toContainText(`${topModel.weightKg} kg`);
    await expect(page.locator('[data-video-open]')).toHaveCount(2);
    await expect(page.locator('section[aria-labelledby="product-catalogue"] [data-zoom-open]')).toHaveCount(2);
    const cta = page.locator('[data-cta]');
    await expect(cta).toHaveCount(1);
    await expect(cta).toHaveAttribute('href', site.urls.meetingBooking);
    await expect(cta).toHaveAttribute('target', '_blank');
  });

  test('DR details: a video opens in the dialog', async ({ page }) => {
    await page.goto('/product/dr-details');
    const open = page.locator('[data-video-open]').first();
    await open.scrollIntoViewIfNeeded();
    await expect(page.locator('ul[data-enhanced="true"]:has([data-video-open])')).toBeAttached();
    await open.click();
    await expect(page.locator('[data-video-dialog]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-video-dialog]')).toBeHidden();
  });

  test('Plus: eight images, specs, intro video and two new-tab CTAs', async ({ page }) => {
    await page.goto('/product/plus');
    await expect(page.locator('[data-gallery-thumb]')).toHaveCount(8);
    const main = page.locator('main');
    for (const text of [
      `${chairModel.outputLevels}段階`,
      `約${chairModel.sessionMinutes}分`,
      formatDimensions(chairModel.dimensions),
      `${chairModel.weightKg} kg`,
      '特許出願中の独自波形',
      'お問い合わせください',
    ])
      await expect(main).toContainText(text);
    const ctas = page.locator('[data-cta]');
    await expect(ctas).toHaveCount(2);
    await expect(ctas.nth(0)).toContainText('予約する');
    await expect(ctas.nth(1)).toContainText('担当者が説明します');
    for (const i of [0, 1]) {
      await expect(ctas.nth(i)).toHaveAttribute('href', site.urls.meetingBooking);
      await expect(ctas.nth(i)).toHaveAttribute('target', '_blank');
    }
    const open = page.locator('[data-video-open]');
    await open.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-enhanced="true"] > [data-video-open]')).toBeAttached();
    await open.click();
    await expect(page.locator('[data-video-dialog] iframe')).toHaveAttribute('src', new RegExp(site.videos.intro));
    await page.keyboard.press('Escape');
  });

  test('the sub-navigation marks the current product', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/product/plus');
    const bar = page.locator('[data-product-subnav] nav').first();
    await expect(bar).toBeVisible();
    await expect(bar.locator('a[href="/product/plus"]')).toHaveAttribute('aria-current', 'page');
    await expect(bar.locator('a[href="/product/dr"]')).not.toHaveAttribute('aria-current', /.*/);
  });

  test('on phones the sub-navigation is a 製品を選択 control that collapses after a pick', { tag: '@phone' }, async ({
    page,
  }) => {
    await page.goto('/product/dr-details');
    const subnav = page.locator('[data-product-subnav]');
    await expect(subnav).toHaveAttribute('data-enhanced', 'true');
    const details = subnav.locator('details');
    const link = details.locator('a[href="/product/dr"]');
    await expect(link).toBeHidden();
    await details.locator('summary').click();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('aria-current', 'page');
    // Keep the navigation from leaving so the collapse itself is observed.
    await page.route('**/product/dr', (route) => route.fulfill({ status: 204 }));
    await link.click();
    await expect(details).not.toHaveAttribute('open', /.*/);
  });
});
