import { describe, expect, it } from 'vitest';
import {
  hasEquivalent,
  hrefFor,
  localeFromPath,
  localizedPath,
  stripLocale,
  switchLocalePath,
} from '../../src/i18n/locales.ts';

describe('localizedPath', () => {
  it.each([
    ['/', 'ja', '/'],
    ['/', 'en', '/en/'],
    ['/', 'zh-cn', '/zh-cn/'],
    ['/products', 'en', '/en/products'],
    ['/en/products', 'ja', '/products'],
    ['/en/products', 'zh-cn', '/zh-cn/products'],
    ['/zh-cn/', 'en', '/en/'],
    ['/en', 'ja', '/'],
  ] as const)('%s in %s is %s', (path, locale, expected) => {
    expect(localizedPath(path, locale)).toBe(expected);
  });

  it('does not mistake a path that merely starts with a locale name', () => {
    expect(localeFromPath('/english-guide')).toBe('ja');
    expect(stripLocale('/english-guide')).toBe('/english-guide');
  });
});

describe('switchLocalePath', () => {
  it('keeps the page when it exists in the other language', () => {
    expect(switchLocalePath('/', 'en')).toBe('/en/');
    expect(switchLocalePath('/en/', 'zh-cn')).toBe('/zh-cn/');
    expect(switchLocalePath('/zh-cn', 'ja')).toBe('/');
  });

  it('keeps the product and device pages in the visitor’s language', () => {
    expect(switchLocalePath('/product/plus', 'en')).toBe('/en/product/plus');
    expect(switchLocalePath('/en/beauty-devices', 'zh-cn')).toBe('/zh-cn/beauty-devices');
    expect(hrefFor('/products', 'en')).toBe('/en/products');
    expect(hrefFor('/', 'zh-cn')).toBe('/zh-cn/');
  });

  it('links a Japanese-only page from another language to the Japanese page', () => {
    expect(hrefFor('/rental/medical', 'en')).toBe('/rental/medical');
  });

  it('sends Japanese-only pages to the other locale home', () => {
    expect(hasEquivalent('/company/careers')).toBe(false);
    expect(switchLocalePath('/company/careers', 'en')).toBe('/en/');
    expect(switchLocalePath('/news', 'zh-cn')).toBe('/zh-cn/');
    expect(switchLocalePath('/rental/medical', 'ja')).toBe('/');
  });
});
