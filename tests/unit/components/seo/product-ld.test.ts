import { describe, expect, it } from 'vitest';
import { productLd } from '../../../../src/components/seo/product-ld.ts';
import { images } from '../../../../src/content/images.ts';
import { chairModel, showsTopModelPrice, topModel } from '../../../../src/content/products.ts';
import { site } from '../../../../src/content/site.ts';
import { locales } from '../../../../src/i18n/locales.ts';

const page = { description: 'd', origin: 'https://www.example.jp/', path: '/en/product/dr-details' };

describe('product JSON-LD', () => {
  it('names the model, its brand and its pictures from the product facts', () => {
    const ld = productLd('plus', { ...page, locale: 'ja', path: '/product/plus' });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: chairModel.name,
      brand: { '@type': 'Brand', name: site.brand },
      description: 'd',
      url: 'https://www.example.jp/product/plus',
    });
    expect(ld.image).toEqual([
      new URL(images.productPlusFront.src, page.origin).href,
      new URL(images.productPlusSide.src, page.origin).href,
    ]);
  });

  it('offers the top model at its tax-included price exactly where the locale shows the price', () => {
    for (const locale of locales) {
      const ld = productLd('dr', { ...page, locale, status: 'preorder' });
      expect(ld.name).toBe(topModel.name);
      if (!showsTopModelPrice(locale)) {
        expect(ld).not.toHaveProperty('offers');
        continue;
      }
      expect(ld.offers).toMatchObject({
        '@type': 'Offer',
        url: 'https://www.example.jp/en/product/dr-details',
        price: topModel.priceYenTaxIncluded,
        priceCurrency: 'JPY',
        availability: 'https://schema.org/PreOrder',
        priceSpecification: { valueAddedTaxIncluded: true },
      });
    }
  });

  it('has no offer for the chair model, which has no published price', () => {
    for (const locale of locales) expect(productLd('plus', { ...page, locale })).not.toHaveProperty('offers');
  });

  it('states the sales status set at /admin/site: on sale by default', () => {
    expect(productLd('dr', { ...page, locale: 'en' }).offers).toMatchObject({
      availability: 'https://schema.org/InStock',
    });
    expect(productLd('dr', { ...page, locale: 'en', status: 'ended' }).offers).toMatchObject({
      availability: 'https://schema.org/Discontinued',
    });
  });
});
