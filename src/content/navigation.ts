/**
 * The site's navigation as typed data, used by the header, the footer and the sitemap, so a
 * page is linked from one place. Labels come from the shell's copy (shell/); paths are localised
 * here, and a Japanese-only page keeps its Japanese path with `hreflang="ja"`.
 */
import { hasEquivalent, type Locale, locales, localizedPath, stripLocale } from '../i18n/locales.ts';
import { brochureProductIds, type DeviceId } from './products.ts';
import type { ShellCopy } from './shell/index.ts';
import { site } from './site.ts';

export interface NavLink {
  label: string;
  href: string;
  subtitle?: string;
  external?: boolean;
  /** Set when the link leaves the visitor's language for a Japanese-only page. */
  hreflang?: 'ja';
}

export interface NavMenu {
  id: 'products' | 'company';
  label: string;
  items: NavLink[];
}

export type HeaderEntry = { kind: 'link'; link: NavLink } | { kind: 'menu'; menu: NavMenu };

/** Internal link: localised when the page exists in `locale`, else the Japanese page marked as such. */
function page(path: string, label: string, locale: Locale, subtitle?: string): NavLink {
  const link: NavLink = { label, href: localizedPath(path, locale) };
  if (subtitle) link.subtitle = subtitle;
  if (locale !== 'ja' && !hasEquivalent(path)) {
    link.href = path;
    link.hreflang = 'ja';
  }
  return link;
}

const external = (href: string, label: string): NavLink => ({ label, href, external: true });

/** The nationwide medical network: our clinic list, or the external site (site.clinicNetworkLink). */
export function medicalNetworkLink(locale: Locale, label: string): NavLink {
  return site.clinicNetworkLink === 'auto'
    ? page('/clinics', label, locale)
    : external(site.urls.medicalNetwork, label);
}

export function headerNavigation(locale: Locale, t: ShellCopy): HeaderEntry[] {
  const n = t.nav;
  return [
    { kind: 'link', link: page('/', n.home, locale) },
    {
      kind: 'menu',
      menu: {
        id: 'products',
        label: n.products,
        items: [
          page('/products', n.productSeries.label, locale, n.productSeries.subtitle),
          page('/other-products', n.otherProducts.label, locale, n.otherProducts.subtitle),
        ],
      },
    },
    { kind: 'link', link: medicalNetworkLink(locale, n.medicalNetwork) },
    {
      kind: 'menu',
      menu: {
        id: 'company',
        label: n.companyInfo,
        items: [
          page('/company', n.companyOverview, locale),
          page('/company/careers', n.careers, locale),
          page('/sales-representative', n.agents, locale),
          page('/company/security-policy', n.securityPolicy, locale),
        ],
      },
    },
  ];
}

export const goodsLink = (t: ShellCopy): NavLink => external(site.urls.goodsShop, t.nav.goods);

/** Links only the phone menu adds to the header's entries: the rental plan and the news (Japanese pages). */
export function phoneMenuExtras(locale: Locale, t: ShellCopy): NavLink[] {
  return [page('/rental/medical', t.footer.rental, locale), page('/news', t.footer.news, locale)];
}

/** A product id the brochure form offers: the value of its `select[name="product"]`, which outside clients post too. */
export type BrochureProductId = (typeof brochureProductIds)[number];

const pelvia = (model: 'dr' | 'plus' | 'rental'): BrochureProductId => `${site.brand.toLowerCase()}-${model}`;

/** The brochure form in `locale`, with `product` preselected when given. */
export function brochureRequestHref(locale: Locale, product?: BrochureProductId): string {
  const path = localizedPath('/brochure-request', locale);
  return product ? `${path}?product=${encodeURIComponent(product)}` : path;
}

/** A device's brochure id; undefined for a device the form does not list (the visitor picks). */
export const brochureProductOfDevice = (id: DeviceId): BrochureProductId | undefined =>
  (brochureProductIds as readonly string[]).includes(id) ? (id as BrochureProductId) : undefined;

export interface ProductPage {
  /** The path without a locale prefix. */
  path: string;
  /**
   * The products its first screen offers a brochure for, one action each. Empty: one action to
   * the form without a preselection (a showcase of eight devices; each card has its own).
   */
  products: readonly BrochureProductId[];
  /** The locales the page exists in. */
  locales: readonly Locale[];
}

const productPage = (path: string, products: readonly BrochureProductId[]): ProductPage => ({
  path,
  products,
  locales: hasEquivalent(path) ? locales : ['ja'],
});

/**
 * Every product and rental page, and the products each one's request action preselects. The
 * DR gate is here: a product's name and a request for its brochure are not efficacy claims, so
 * the professional model can be requested without passing the gate (docs/advertising-rules.md).
 */
export const productPages: readonly ProductPage[] = [
  productPage('/products', [pelvia('dr'), pelvia('plus')]),
  productPage('/product/dr', [pelvia('dr')]),
  productPage('/product/dr-details', [pelvia('dr')]),
  productPage('/product/plus', [pelvia('plus')]),
  // The rental plan has its own choice, so sales see a rental enquiry as one.
  productPage('/rental/medical', [pelvia('rental')]),
  productPage('/other-products-details', ['co2-laser', 'diode-laser']),
  productPage('/beauty-devices', []),
];

/** The product page at `pathname` (any locale), if it is one. */
export const productPageAt = (pathname: string): ProductPage | undefined => {
  const bare = stripLocale(pathname);
  const trimmed = bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
  return productPages.find((p) => p.path === trimmed);
};

/** The shell's brochure action: the page's own product when it has exactly one. */
export function shellBrochureHref(pathname: string, locale: Locale): string {
  const products = productPageAt(pathname)?.products ?? [];
  return brochureRequestHref(locale, products.length === 1 ? products[0] : undefined);
}

export interface FooterColumns {
  products: NavLink[];
  company: NavLink[];
  banners: NavLink[];
}

export function footerNavigation(locale: Locale, t: ShellCopy): FooterColumns {
  const n = t.nav;
  const f = t.footer;
  return {
    products: [
      page('/products', n.productSeries.label, locale),
      page('/product/dr', `${site.brand} DR`, locale),
      page('/product/plus', `${site.brand} Plus`, locale),
      page('/other-products', n.otherProducts.label, locale),
      page('/rental/medical', f.rental, locale),
      goodsLink(t),
    ],
    company: [
      page('/company', n.companyOverview, locale),
      page('/company/careers', n.careers, locale),
      page('/sales-representative', n.agents, locale),
      page('/company/security-policy', n.securityPolicy, locale),
      page('/news', f.news, locale),
    ],
    banners: [
      { ...medicalNetworkLink(locale, f.banners.network.title), subtitle: f.banners.network.text },
      { ...external(site.urls.smileProject, f.banners.smile.title), subtitle: f.banners.smile.text },
    ],
  };
}

export type Accent = 'rose' | 'purple' | 'navy' | 'blue';

/** The section accent by path (docs/product.md#site-shell; purple by default). */
export function accentFor(pathname: string): Accent {
  const p = stripLocale(pathname);
  if (p === '/product/dr' || p.startsWith('/product/dr/') || p.startsWith('/product/dr-')) return 'rose';
  if (p.startsWith('/product/plus')) return 'purple';
  if (p.startsWith('/company') || p.startsWith('/sales-representative')) return 'navy';
  if (p.startsWith('/other-products')) return 'blue';
  return 'purple';
}

/** Detail pages under /product/ show a way back to the product list. */
export const showsBackToProducts = (pathname: string): boolean => stripLocale(pathname).startsWith('/product/');

/**
 * Pages that ask search engines not to index them (gates, placeholder): kept out of the sitemap
 * too. The brochure request page is indexed since it became the form's own page (issue 31); a
 * result link (`?lead=`) marks itself noindex.
 */
export const noindexPaths: readonly string[] = ['/product/dr', '/other-products', '/video-demo'];
