import { describe, expect, it } from 'vitest';
import {
  brochureProductIds,
  brochureProductName,
  brochureProducts,
  formatDimensions,
  formatYen,
  showsTopModelPrice,
  topModel,
} from '../../../src/content/products.ts';
import { site } from '../../../src/content/site.ts';

describe('product facts', () => {
  it('has the brochure choices of docs/product.md#fields-and-validation and the two issue 31 added, built from the configured brand', () => {
    const brand = site.brand.toLowerCase();
    expect(brochureProductIds).toEqual([
      `${brand}-dr`,
      `${brand}-plus`,
      `${brand}-sports`,
      `${brand}-home`,
      `${brand}-rental`,
      'co2-laser',
      'diode-laser',
      'skin-cooling',
      'dual-cryo',
      'quad-cryo',
      'multi-care-dual',
      'multi-care-quad',
      'skin-analyzer',
      'other',
    ]);
    expect(brochureProducts[0]?.name).toBe(`${site.brand} DR`);
    expect(new Set(brochureProductIds).size).toBe(14);
  });

  it('names a stored product id, or returns an unknown id as it is', () => {
    expect(brochureProductName('diode-laser')).toBe('1800W diode laser');
    expect(brochureProductName('retired-model')).toBe('retired-model');
  });

  it('keeps the one canonical reading of the top-end model (ADR 009)', () => {
    expect(formatDimensions(topModel.dimensions)).toBe('120 × 75 × 80 cm');
    expect(topModel.weightKg).toBe(55);
    expect(topModel.outputLevels).toBe(30);
    expect(formatYen(topModel.priceYenTaxIncluded, 'ja')).toBe('5,500,000円');
    expect(formatYen(topModel.priceYenTaxIncluded, 'en')).toBe('¥5,500,000');
  });

  it('shows the price per locale setting: contact us in Japanese, the price in English and Chinese', () => {
    expect(showsTopModelPrice('ja')).toBe(false);
    expect(showsTopModelPrice('en')).toBe(true);
    expect(showsTopModelPrice('zh-cn')).toBe(true);
  });
});
