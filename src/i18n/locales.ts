/** The three site languages and the one helper that moves a path between them. */
export const locales = ['ja', 'en', 'zh-cn'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ja';

/** The `lang` attribute and the hreflang value per locale. */
export const htmlLang: Record<Locale, string> = { ja: 'ja', en: 'en', 'zh-cn': 'zh-CN' };

/** Each language's own name, as the language switcher shows it. */
export const nativeName: Record<Locale, string> = { ja: '日本語', en: 'English', 'zh-cn': '简体中文' };

/** Open Graph locale per locale. */
export const ogLocale: Record<Locale, string> = { ja: 'ja_JP', en: 'en_US', 'zh-cn': 'zh_CN' };

const prefix: Record<Locale, string> = { ja: '', en: '/en', 'zh-cn': '/zh-cn' };

export const isLocale = (value: string): value is Locale => (locales as readonly string[]).includes(value);

/** Which locale a URL path belongs to. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return first === 'en' || first === 'zh-cn' ? first : defaultLocale;
}

/** The path without its locale prefix, always starting with `/`. */
export function stripLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  const rest = pathname.slice(prefix[locale].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The same page under another locale: `/products` → `/en/products`, `/en/` → `/zh-cn/`.
 * Paths are given without a prefix or with any locale's prefix.
 */
export function localizedPath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  if (locale === defaultLocale) return bare;
  return bare === '/' ? `${prefix[locale]}/` : `${prefix[locale]}${bare}`;
}

/**
 * Pages that exist in every locale. Careers, news and rental are Japanese only. A link or
 * language switch to a page without an equivalent goes to the Japanese page (marked as such)
 * or to the other locale's home. Kept in step with the route files under src/pages/en and
 * src/pages/zh-cn, which a unit test checks.
 */
export const translatedPaths: ReadonlySet<string> = new Set([
  '/',
  '/products',
  '/product/dr',
  '/product/dr-details',
  '/product/plus',
  '/other-products',
  '/other-products-details',
  '/beauty-devices',
  '/company',
  '/company/security-policy',
  '/sales-representative',
  '/mens-kegel',
  '/womens-kegel',
  '/brochure-request',
  '/demo',
  '/demo/manage',
]);

const trimSlash = (p: string): string => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);

export const hasEquivalent = (pathname: string): boolean => translatedPaths.has(trimSlash(stripLocale(pathname)));

/** Where the language switcher sends a visitor on `pathname` who picks `locale`. */
export function switchLocalePath(pathname: string, locale: Locale): string {
  return hasEquivalent(pathname) ? localizedPath(trimSlash(stripLocale(pathname)), locale) : localizedPath('/', locale);
}

/** The page in `locale` when it exists there, else the Japanese page. */
export const hrefFor = (path: string, locale: Locale): string =>
  hasEquivalent(path) ? localizedPath(path, locale) : stripLocale(path);
