/**
 * The public pages that are the same for every visitor (issue 33). Each states live commercial
 * facts — every one the header's banner and the footer's phone number and hours, some a sales
 * status or the rental price — so each renders on demand and is served from the page cache under
 * the `site` content topic (src/http/page-cache.server.ts). The home, news and clinic pages are
 * cached under their own topics as well and are not listed here; neither is the brochure form,
 * whose answer is one visitor's, nor the demo booking page (its free slots change with every booking). tests/unit/content/site-fact-pages.test.ts checks the list
 * against src/pages.
 */
const inEveryLanguage = [
  '/beauty-devices',
  '/company',
  '/company/security-policy',
  '/mens-kegel',
  '/other-products',
  '/other-products-details',
  '/product/dr',
  '/product/dr-details',
  '/product/plus',
  '/products',
  '/sales-representative',
  '/womens-kegel',
] as const;

export const SITE_FACT_PAGES: readonly string[] = [
  ...inEveryLanguage.flatMap((path) => [path, `/en${path}`, `/zh-cn${path}`]),
  '/en',
  '/zh-cn',
  '/company/careers',
  '/rental/medical',
  '/video-demo',
];
