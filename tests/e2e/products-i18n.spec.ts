/**
 * The English and Chinese product and device pages: every one answers in its language with no
 * Japanese kana outside links marked as Japanese, the gates stay under their prefix, the
 * top-end model page shows its price, pre-order button and zoomable gallery, and the brochure
 * form speaks the page's language.
 */
import { leadCopy } from '../../src/content/lead/index.ts';
import { productDrCopy } from '../../src/content/pages/product-dr/index.ts';
import { productsCopy } from '../../src/content/pages/products/index.ts';
import { formatYen, topModel } from '../../src/content/products.ts';
import { site } from '../../src/content/site.ts';
import { expect, test } from './support/fixtures.ts';

const paths = [
  '/products',
  '/product/dr',
  '/product/dr-details',
  '/product/plus',
  '/other-products',
  '/other-products-details',
  '/beauty-devices',
];

const sections = [
  {
    locale: 'en',
    prefix: '/en',
    lang: 'en',
    alert: 'Please refer to our other product lineup.',
    lead: leadCopy.en.form,
  },
  {
    locale: 'zh-cn',
    prefix: '/zh-cn',
    lang: 'zh-CN',
    alert: '请查看我们的其他产品系列。',
    lead: leadCopy['zh-cn'].form,
  },
] as const;

const kana = /[\u3040-\u30ff]/;
/** Links to Japanese-only pages are marked hreflang="ja" and may say 日本語; nothing else may be in kana. */
const withoutJapaneseLinks = (html: string) => html.replace(/<a\b[^>]*\shreflang="ja"[^>]*>[\s\S]*?<\/a>/gi, '');

for (const { locale, prefix, lang, alert, lead } of sections) {
  test.describe(`${prefix} product and device pages`, () => {
    test('answer in their language, with no kana and with hreflang alternates', { tag: '@desktop' }, async ({
      request,
    }) => {
      for (const path of paths) {
        const response = await request.get(`${prefix}${path}`);
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(html, path).toContain(`<html lang="${lang}"`);
        expect(withoutJapaneseLinks(html).match(kana)?.[0], `kana on ${prefix}${path}`).toBeUndefined();
        // Internal links stay in this language unless marked with their own (language switcher,
        // Japanese-only pages); image files are the zoom viewer's links without JavaScript.
        for (const [tag] of html.matchAll(/<a\b[^>]*>/g)) {
          const href = /\shref="(\/[^"]*)"/.exec(tag)?.[1];
          if (href && !/\shreflang=/i.test(tag) && !href.startsWith('/images/'))
            expect(href, `link on ${prefix}${path}`).toMatch(new RegExp(`^${prefix}(/|$)`));
        }
      }
      const products = await (await request.get(`${prefix}/products`)).text();
      expect(products).toMatch(new RegExp(`hreflang="${lang}" href="[^"]*${prefix}/products`));
      expect(products).toContain(formatYen(topModel.priceYenTaxIncluded, locale));
    });

    // One viewport per language keeps the run short while both are covered.
    const viewport = { tag: locale === 'en' ? '@desktop' : '@phone' };

    test(
      'the gates: no alerts in this language and goes to this products page; yes stays here',
      viewport,
      async ({ page }) => {
        await page.goto(`${prefix}/other-products`);
        await expect(page.locator('[data-gate-answer="yes"]')).toHaveAttribute(
          'href',
          `${prefix}/other-products-details`,
        );
        await page.goto(`${prefix}/product/dr`);
        await expect(page.locator('[data-gate-answer="yes"]')).toHaveAttribute('href', `${prefix}/product/dr-details`);
        await expect(page.locator('[data-gate][data-enhanced="true"]')).toBeAttached();
        const messages: string[] = [];
        page.on('dialog', async (dialog) => {
          messages.push(`${dialog.type()}:${dialog.message()}`);
          await dialog.accept();
        });
        await page.locator('[data-gate-answer="no"]').click();
        await page.waitForURL((url) => url.pathname === `${prefix}/products` && url.hash === '');
        expect(messages).toEqual([`alert:${alert}`]);
      },
    );

    test(
      'DR details: price, a pre-order button to the contact page and a two-image zoomable gallery',
      viewport,
      async ({ page }) => {
        const copy = productDrCopy[locale];
        await page.goto(`${prefix}/product/dr-details`);
        await expect(page.locator('h1')).toHaveText(topModel.name);
        const price = productsCopy[locale].figures.priceTaxIncluded.replace(
          '{price}',
          formatYen(topModel.priceYenTaxIncluded, locale),
        );
        await expect(page.locator('[data-price]')).toHaveText(price);
        const preorder = page.locator('[data-preorder-button]');
        await expect(preorder).toContainText(copy.hero.button);
        await expect(preorder).toHaveAttribute('href', site.urls.contactForm);
        await expect(preorder).toHaveAttribute('target', '_blank');
        await expect(page.locator('section[aria-labelledby="dr-features"] table')).toContainText(price);

        const gallery = page.locator('[data-gallery]');
        await gallery.scrollIntoViewIfNeeded();
        await expect(gallery).toHaveAttribute('data-enhanced', 'true');
        await expect(gallery.locator('[data-gallery-thumb]')).toHaveCount(2);
        await gallery.locator('[data-gallery-thumb="1"]').click();
        await expect(gallery).toHaveAttribute('data-index', '1');
        await gallery.locator('[data-zoom-open]').click();
        const viewer = page.locator('[data-zoom-viewer]');
        await expect(viewer).toBeVisible();
        await expect(viewer).toHaveAttribute('aria-label', productsCopy[locale].shared.zoom.dialog);
        await viewer.locator('[data-zoom-in]').click();
        await expect(viewer).toHaveAttribute('data-zoom', '1.5');
        await viewer.locator('[data-zoom-close]').click();
        await expect(viewer).toBeHidden();
      },
    );

    test('the brochure form validates in this language', viewport, async ({ page }) => {
      await page.goto(`${prefix}/beauty-devices#brochure-request`);
      const form = page.locator('form[data-brochure-form]');
      await expect(form).toHaveAttribute('novalidate', '');
      await expect(form.locator('input[name="locale"]')).toHaveValue(locale);
      await form.getByRole('button', { name: lead.submit }).click();
      for (const message of [
        lead.messages.nameRequired,
        lead.messages.productRequired,
        lead.messages.agreementRequired,
      ])
        await expect(form.getByText(message, { exact: true })).toBeVisible();
      await expect(form.locator('[name="name"]')).toBeFocused();
    });
  });
}

test('the Chinese products page leads to the Chinese detail routes', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/zh-cn/products');
  await expect(page.locator('h1')).toHaveText(productsCopy['zh-cn'].hero.title);
  await expect(page.locator('[data-model="model-dr"] a')).toHaveAttribute('href', '/zh-cn/product/dr');
  await expect(page.locator('[data-model="model-plus"] a')).toHaveAttribute('href', '/zh-cn/product/plus');
});
