import { describe, expect, it } from 'vitest';
import { brochureProducts } from '../../../../src/content/products.ts';
import { site } from '../../../../src/content/site.ts';
import { productFamilyOf, productsOfFamily } from '../../../../src/domain/follow-up/product-family.ts';

const brand = site.brand.toLowerCase();

describe('product families', () => {
  it('puts the four brand models and the rental plan in the pelvic-floor family', () => {
    for (const model of ['dr', 'plus', 'sports', 'home', 'rental']) {
      expect(productFamilyOf(`${brand}-${model}`)).toBe('pelvic-floor');
    }
    expect(productsOfFamily('pelvic-floor')).toEqual(
      ['dr', 'plus', 'sports', 'home', 'rental'].map((m) => `${brand}-${m}`),
    );
  });

  it('puts every other product the form offers, except other, in beauty and laser', () => {
    expect(productFamilyOf('co2-laser')).toBe('beauty-laser');
    expect(productFamilyOf('skin-analyzer')).toBe('beauty-laser');
    expect(productFamilyOf('skin-cooling')).toBe('beauty-laser');
    expect(productsOfFamily('beauty-laser')).toHaveLength(brochureProducts.length - 6);
  });

  it('gives other and unknown ids no family', () => {
    expect(productFamilyOf('other')).toBeNull();
    expect(productFamilyOf('someone-plus')).toBeNull();
    expect(productFamilyOf('')).toBeNull();
  });
});
