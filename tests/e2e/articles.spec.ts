import { expect, onBothIf, test } from './support/fixtures.ts';

const articles = [
  { path: '/mens-kegel', anchors: ['effects', 'method'] },
  { path: '/womens-kegel', anchors: ['evidence', 'method'] },
] as const;

test.describe('Kegel articles', () => {
  for (const { path, anchors } of articles) {
    test(
      `${path} has its anchors, a working table of contents and no product link`,
      onBothIf(path === '/womens-kegel'),
      async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        for (const anchor of anchors) await expect(page.locator(`section#${anchor}`)).toHaveCount(1);
        const tocLinks = page.locator('[data-toc] a');
        const ids = await tocLinks.evaluateAll((els) => els.map((el) => el.getAttribute('href')?.slice(1) ?? ''));
        expect(ids).toEqual(expect.arrayContaining([...anchors]));
        for (const id of ids) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);

        await page.locator('[data-toc] a[href="#method"]').click();
        await expect(page).toHaveURL(new RegExp(`${path}#method$`));
        await expect(page.locator('#method')).toBeInViewport();
        await expect(page.locator('#method ol li')).toHaveCount(5);
        // Education, not advertising: an article that names a product and links to it would be
        // judged as the product's advertising (docs/advertising-rules.md).
        await expect(page.locator('main a[href^="/product"]')).toHaveCount(0);
      },
    );
  }

  test('sections reveal once a tenth of them is visible', async ({ page }) => {
    await page.goto('/womens-kegel');
    const method = page.locator('[data-reveal]:has(#method)');
    await expect(method).toHaveAttribute('data-enhanced', 'true');
    await expect(method).toHaveAttribute('data-revealed', 'false');
    await expect.poll(() => method.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await method.scrollIntoViewIfNeeded();
    await expect(method).toHaveAttribute('data-revealed', 'true');
    await expect.poll(() => method.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });

  test('under reduced motion nothing is hidden', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/mens-kegel');
    const method = page.locator('[data-reveal]:has(#method)');
    await expect(method).toHaveAttribute('data-enhanced', 'true');
    expect(await method.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });
});

test.describe('Kegel articles without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every section is visible', async ({ page }) => {
    for (const { path } of articles) {
      await page.goto(path);
      const sections = page.locator('[data-reveal]');
      expect(await sections.count()).toBeGreaterThanOrEqual(4);
      for (const opacity of await sections.evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity)))
        expect(opacity).toBe('1');
      await page.locator('#method').scrollIntoViewIfNeeded();
      await expect(page.locator('#method')).toBeVisible();
    }
  });
});

test.describe('video demo placeholder', () => {
  test('has a heading, one line and noindex', async ({ page }) => {
    await page.goto('/video-demo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('動画デモ');
    await expect(page.locator('main')).toContainText('このページは動画デモのコンテンツを掲載する予定のページです。');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});
