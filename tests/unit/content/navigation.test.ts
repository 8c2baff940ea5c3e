import { describe, expect, it } from 'vitest';
import {
  accentFor,
  footerNavigation,
  headerNavigation,
  medicalNetworkLink,
  showsBackToProducts,
} from '../../../src/content/navigation.ts';
import { shellCopy } from '../../../src/content/shell/index.ts';
import { site } from '../../../src/content/site.ts';

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
    const entries = headerNavigation('en', shellCopy.en);
    const company = entries.find((e) => e.kind === 'menu' && e.menu.id === 'company');
    const items = company?.kind === 'menu' ? company.menu.items : [];
    // Careers is Japanese only: it leads to the Japanese page, marked as Japanese.
    expect(items.map((i) => [i.href, i.hreflang])).toEqual([
      ['/en/company', undefined],
      ['/company/careers', 'ja'],
      ['/en/sales-representative', undefined],
      ['/en/company/security-policy', undefined],
    ]);
    const home = entries.find((e) => e.kind === 'link');
    expect(home?.kind === 'link' && home.link.href).toBe('/en/');
  });

  it('points the medical network link at the clinic list, Japanese-only from other locales', () => {
    expect(site.clinicNetworkLink).toBe('auto');
    const header = (locale: 'ja' | 'en') =>
      headerNavigation(locale, shellCopy[locale]).flatMap((e) => (e.kind === 'link' ? [e.link] : []));
    expect(header('ja').find((l) => l.href === '/clinics')).toMatchObject({ label: '全国医療ネットワーク' });
    expect(header('en').find((l) => l.href === '/clinics')).toMatchObject({ hreflang: 'ja' });
    expect(medicalNetworkLink('ja', 'x')).toEqual({ label: 'x', href: '/clinics' });
    const footer = footerNavigation('ja', shellCopy.ja);
    expect(footer.banners[0]?.href).toBe('/clinics');
    expect(footer.banners[0]?.external).toBeFalsy();
  });

  it('keeps external links external and the brand from configuration', () => {
    const footer = footerNavigation('ja', shellCopy.ja);
    expect(footer.banners.slice(1).every((b) => b.external)).toBe(true);
    expect(footer.products.map((p) => p.label)).toContain(`${site.brand} DR`);
  });
});
