import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

async function openViewer(page: Page): Promise<Locator> {
  await page.goto('/product/dr-details');
  const gallery = page.locator('[data-gallery]');
  await gallery.scrollIntoViewIfNeeded();
  await expect(gallery).toHaveAttribute('data-enhanced', 'true');
  await gallery.locator('button[data-zoom-open]').click();
  const viewer = gallery.locator('[data-zoom-viewer]');
  await expect(viewer).toBeVisible();
  return viewer;
}

const transform = (viewer: Locator) =>
  viewer.locator('[data-zoom-stage] img').evaluate((img) => getComputedStyle(img).transform);

test.describe('zoom viewer', () => {
  test('zooms from 100% to 300% in 50% steps; the buttons stop at the limits', { tag: '@both' }, async ({ page }) => {
    const viewer = await openViewer(page);
    const zoomIn = viewer.locator('[data-zoom-in]');
    const zoomOut = viewer.locator('[data-zoom-out]');
    const level = viewer.locator('[data-zoom-level]');
    await expect(level).toHaveText('100%');
    await expect(level).toHaveAttribute('aria-live', 'polite');
    await expect(zoomOut).toBeDisabled();
    for (const expected of ['150%', '200%', '250%', '300%']) {
      await zoomIn.click();
      await expect(level).toHaveText(expected);
    }
    await expect(viewer).toHaveAttribute('data-zoom', '3');
    await expect(zoomIn).toBeDisabled();
    await expect(zoomOut).toBeEnabled();
  });

  test('the drag hint shows only above 100%', { tag: '@both' }, async ({ page }) => {
    const viewer = await openViewer(page);
    await expect(viewer.locator('[data-zoom-hint]')).toHaveCount(0);
    await viewer.locator('[data-zoom-in]').click();
    await expect(viewer.locator('[data-zoom-hint]')).toHaveText('ドラッグすると画像を動かせます');
    await viewer.locator('[data-zoom-out]').click();
    await expect(viewer.locator('[data-zoom-hint]')).toHaveCount(0);
  });

  test('mouse drag pans above 100%; zooming out to 150% resets the pan', { tag: '@desktop' }, async ({ page }) => {
    const viewer = await openViewer(page);
    const image = viewer.locator('[data-zoom-stage] img');
    const box = await image.boundingBox();
    if (!box) throw new Error('no image box');
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    // At 100% a drag does nothing.
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await expect(viewer).toHaveAttribute('data-dragging', 'false');
    await page.mouse.up();
    for (let i = 0; i < 3; i += 1) await viewer.locator('[data-zoom-in]').click();
    await expect(viewer).toHaveAttribute('data-zoom', '2.5');
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await expect(viewer).toHaveAttribute('data-dragging', 'true');
    await page.mouse.move(cx + 60, cy + 30, { steps: 4 });
    await page.mouse.up();
    await expect(viewer).toHaveAttribute('data-dragging', 'false');
    await expect.poll(() => transform(viewer)).toMatch(/matrix\(2\.5, 0, 0, 2\.5, 60, 30\)/);
    await viewer.locator('[data-zoom-out]').click();
    await expect.poll(() => transform(viewer)).toMatch(/matrix\(2, 0, 0, 2, 60, 30\)/);
    await viewer.locator('[data-zoom-out]').click();
    await expect(viewer).toHaveAttribute('data-zoom', '1.5');
    await expect.poll(() => transform(viewer)).toMatch(/matrix\(1\.5, 0, 0, 1\.5, 0, 0\)/);
    await expect(viewer).toBeVisible();
  });

  test('keyboard: + and - zoom, arrows pan, 0 resets', async ({ page }) => {
    const viewer = await openViewer(page);
    await expect(viewer.locator('[data-zoom-close]')).toBeFocused();
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await expect(viewer).toHaveAttribute('data-zoom', '2');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => transform(viewer)).toMatch(/matrix\(2, 0, 0, 2, -40, 0\)/);
    await page.keyboard.press('-');
    await expect(viewer).toHaveAttribute('data-zoom', '1.5');
    await page.keyboard.press('+');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('0');
    await expect(viewer).toHaveAttribute('data-zoom', '1');
    await expect.poll(() => transform(viewer)).toMatch(/matrix\(1, 0, 0, 1, 0, 0\)/);
  });

  test('reset returns to 100% with no pan', async ({ page }) => {
    const viewer = await openViewer(page);
    await viewer.locator('[data-zoom-in]').click();
    await viewer.locator('[data-zoom-in]').click();
    await page.keyboard.press('ArrowLeft');
    await viewer.locator('[data-zoom-reset]').click();
    await expect(viewer).toHaveAttribute('data-zoom', '1');
    await expect(viewer.locator('[data-zoom-level]')).toHaveText('100%');
    await expect.poll(() => transform(viewer)).toMatch(/matrix\(1, 0, 0, 1, 0, 0\)/);
  });

  for (const how of ['Escape', 'close button', 'backdrop'] as const) {
    test(`${how} closes the viewer, resets the zoom and returns focus`, async ({ page }) => {
      const viewer = await openViewer(page);
      await viewer.locator('[data-zoom-in]').click();
      await expect(viewer).toHaveAttribute('data-zoom', '1.5');
      if (how === 'Escape') await page.keyboard.press('Escape');
      else if (how === 'close button') await viewer.locator('[data-zoom-close]').click();
      else {
        await page.mouse.click(3, 3);
      }
      await expect(viewer).toBeHidden();
      await expect(viewer).toHaveAttribute('data-zoom', '1');
      await expect(page.locator('[data-gallery] button[data-zoom-open]')).toBeFocused();
    });
  }

  test('catalogue images open the viewer too', async ({ page }) => {
    await page.goto('/product/dr-details');
    const section = page.locator('section[aria-labelledby="product-catalogue"]');
    await section.scrollIntoViewIfNeeded();
    await section.locator('button[data-zoom-open]').nth(1).click();
    const viewer = page.locator('[data-zoom-viewer]:visible');
    await expect(viewer).toHaveCount(1);
    await expect(viewer.locator('img')).toHaveAttribute('src', '/images/catalogue-dr-programs.svg');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the image is a link to the image file', async ({ page }) => {
      await page.goto('/product/dr-details');
      await expect(page.locator('[data-gallery] a[data-zoom-open]')).toHaveAttribute(
        'href',
        '/images/product-dr-front.svg',
      );
    });
  });
});
