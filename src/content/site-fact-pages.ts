/**
 * The public pages that state a product's sales status or the rental price (issue 33): rendered
 * on demand and served from the page cache under the `site` content topic, and listed in the
 * sitemap by hand (the integration lists only prerendered pages).
 */
export const SITE_FACT_PAGES = [
  '/products',
  '/en/products',
  '/zh-cn/products',
  '/product/dr-details',
  '/en/product/dr-details',
  '/zh-cn/product/dr-details',
  '/rental/medical',
] as const;
