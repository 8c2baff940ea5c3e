import { describe, expect, it } from 'vitest';
import { accentFor, footerNavigation, headerNavigation, showsBackToProducts } from '../../src/content/navigation.ts';
import { site } from '../../src/content/site.ts';
import { dictionaryFor } from '../../src/i18n/index.ts';

describe('accentFor', () => {
  it.each([
    ['/', 'purple'],
    ['/product/dr', 'rose'],
    ['/product/dr-details', 'rose'],
    ['/en/product/dr', 'rose'],
    ['/product/plus', 'purple'],
    ['/company', 'navy'],
    ['/company/careers', 'navy'],
    ['/sales-representative', 'navy'],
    ['/other-products', 'blue'],
    ['/zh-cn/other-products-details', 'blue'],
    ['/news', 'purple'],
  ] as const)('%s is %s', (path, accent) => {
    expect(accentFor(path)).toBe(accent);
  });
});

describe('navigation', () => {
  it('shows the back link only under /product/', () => {
    expect(showsBackToProducts('/product/plus')).toBe(true);
    expect(showsBackToProducts('/en/product/dr-details')).toBe(true);
    expect(showsBackToProducts('/products')).toBe(false);
  });

  it('localises internal links and marks Japanese-only pages', () => {
    const entries = headerNavigation('en', dictionaryFor('en').shell);
    const company = entries.find((e) => e.kind === 'menu' && e.menu.id === 'company');
    const items = company?.kind === 'menu' ? company.menu.items : [];
    // None of these is translated yet: each leads to the Japanese page, marked as Japanese.
    expect(items.map((i) => [i.href, i.hreflang])).toEqual([
      ['/company', 'ja'],
      ['/company/careers', 'ja'],
      ['/sales-representative', 'ja'],
      ['/company/security-policy', 'ja'],
    ]);
    const home = entries.find((e) => e.kind === 'link');
    expect(home?.kind === 'link' && home.link.href).toBe('/en/');
  });

  it('keeps external links external and the brand from configuration', () => {
    const footer = footerNavigation('ja', dictionaryFor('ja').shell);
    expect(footer.banners.every((b) => b.external)).toBe(true);
    expect(footer.products.map((p) => p.label)).toContain(`${site.brand} DR`);
  });
});
