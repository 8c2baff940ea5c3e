import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  hasEquivalent,
  hrefFor,
  localeFromPath,
  locales,
  localizedPath,
  stripLocale,
  switchLocalePath,
  translatedPaths,
} from '../../../src/i18n/locales.ts';

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

describe('translatedPaths', () => {
  const pagesDir = fileURLToPath(new URL('../../../src/pages/', import.meta.url));
  const localeDirs = locales.filter((locale) => locale !== 'ja');

  /** The page paths of the route files under a folder: `company/index.astro` is `/company`. */
  function routePaths(dir: string): string[] {
    return readdirSync(`${pagesDir}${dir}`, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(astro|md|mdx|ts|js)$/.test(entry.name) && !entry.name.startsWith('_'))
      .map((entry) => {
        const relative = `${entry.parentPath.slice(`${pagesDir}${dir}`.length)}/${entry.name}`.replace(/^\/+/, '');
        const route = `/${relative.replace(/\.[a-z]+$/, '').replace(/(^|\/)index$/, '')}`;
        return route.length > 1 ? route.replace(/\/$/, '') : route;
      })
      .sort();
  }

  it.each(localeDirs)('has a route file under src/pages/%s for every translated path, and no other', (locale) => {
    expect(routePaths(locale)).toEqual([...translatedPaths].sort());
  });

  it('names only pages that exist in Japanese', () => {
    const japanese = new Set(
      routePaths('').filter((path) => !localeDirs.some((l) => path === `/${l}` || path.startsWith(`/${l}/`))),
    );
    expect([...translatedPaths].filter((path) => !japanese.has(path))).toEqual([]);
  });
});
