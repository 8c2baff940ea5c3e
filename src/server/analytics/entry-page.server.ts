/**
 * The entry page of a brochure request (issue 31's funnel): the page of this site whose
 * 資料請求 action the visitor followed to the form page, read from the Referer (same origin
 * only; the site sends `strict-origin-when-cross-origin`, so a same-origin Referer keeps its
 * path). No parameter is added to the links, so they stay plain, cacheable and shareable.
 */
import { stripLocale } from '../../i18n/locales.ts';

/** The same-origin page the visitor came from, without its query; null when unknown or the form page itself. */
export function entryPagePath(referer: string | null, requestUrl: URL, siteUrl?: string): string | null {
  if (!referer || !URL.canParse(referer)) return null;
  const from = new URL(referer);
  const origins = [requestUrl.origin, siteUrl && URL.canParse(siteUrl) ? new URL(siteUrl).origin : ''];
  if (!origins.includes(from.origin)) return null;
  const path = from.pathname.length > 1 ? from.pathname.replace(/\/+$/, '') : from.pathname;
  if (path.length > 200 || stripLocale(path) === '/brochure-request') return null;
  return path;
}
