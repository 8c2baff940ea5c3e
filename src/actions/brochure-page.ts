/**
 * What the brochure request page (/brochure-request, /en/…, /zh-cn/…; issue 31) shows: the
 * outcome of a post without JavaScript (`?lead=<token>`), the product chosen in advance
 * (`?product=<id>`), and the entry page the request will be counted under. Rendering writes
 * nothing: the form reports itself shown from the browser (BrochureRequestForm), as the site's
 * other analytics do, so a GET never costs a row.
 */
import { brochureProductIds } from '../content/products.ts';
import { referrerHost } from '../domain/lead/attribution.ts';
import { type Locale, localizedPath, stripLocale } from '../i18n/locales.ts';
import { type LeadFlash, readLeadFlash } from '../server/leads/lead-flash.server.ts';
import type { PageContext } from './context.ts';
import { BROCHURE_RESULT_PATH } from './paths.ts';

/**
 * The entry page of a request: the page of this site whose 資料請求 action the visitor followed,
 * read from the Referer (same origin only; the site sends `strict-origin-when-cross-origin`, so
 * a same-origin Referer keeps its path). No parameter is added to the links, so they stay plain,
 * cacheable and shareable. Null when unknown, or when it is the form page itself.
 */
export function entryPagePath(referer: string | null, requestUrl: URL, siteUrl?: string): string | null {
  if (!referer || !URL.canParse(referer)) return null;
  const from = new URL(referer);
  const origins = [requestUrl.origin, siteUrl && URL.canParse(siteUrl) ? new URL(siteUrl).origin : ''];
  if (!origins.includes(from.origin)) return null;
  const path = from.pathname.length > 1 ? from.pathname.replace(/\/+$/, '') : from.pathname;
  if (path.length > 200 || stripLocale(path) === BROCHURE_RESULT_PATH) return null;
  return path;
}

export interface BrochurePageState {
  /** The language the page speaks: a flash's, else the route's. */
  locale: Locale;
  flash: LeadFlash | undefined;
  /** A known product id from `?product=`. */
  product: string | undefined;
  /** The page the request is counted under: where the visitor came from, else this page. */
  pagePath: string;
  /**
   * This page's own address (path and query) and where the visitor came from (another site's
   * host): the first touch a post without JavaScript carries (issue 34). No cookie is involved.
   */
  formPage: { page: string; referrer: string | null };
}

export async function brochurePageAction(context: PageContext, routeLocale: Locale): Promise<BrochurePageState> {
  const { db, log, env } = context.locals.services;
  let flash: LeadFlash | undefined;
  try {
    flash = await readLeadFlash(db, context.url.searchParams.get('lead'));
  } catch (error) {
    log.error({ err: error }, 'brochure request page: the flash could not be read');
  }
  const locale = flash?.locale ?? routeLocale;
  const asked = context.url.searchParams.get('product') ?? '';
  const product = (brochureProductIds as readonly string[]).includes(asked) ? asked : undefined;
  const pagePath =
    flash?.pagePath ??
    entryPagePath(context.request.headers.get('referer'), context.url, env.SITE_URL) ??
    localizedPath(BROCHURE_RESULT_PATH, locale);
  context.response.headers.set('Cache-Control', 'no-store');
  const referer = context.request.headers.get('referer');
  const ownHost = URL.canParse(env.SITE_URL) ? new URL(env.SITE_URL).hostname : context.url.hostname;
  const formPage = {
    page: `${context.url.pathname}${context.url.search}`.slice(0, 500),
    referrer: referrerHost(referer, ownHost) === context.url.hostname ? null : referrerHost(referer, ownHost),
  };
  return { locale, flash, product, pagePath, formPage };
}
