/**
 * The request actions of a product page, from the navigation data: one per product the page
 * offers, or one to the form without a preselection. Pure, so pages and tests agree.
 */
import { type BrochureProductId, brochureRequestHref, productPageAt } from '../../content/navigation.ts';
import type { ShellCopy } from '../../content/shell/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { RequestAction } from './RequestActions.tsx';

export function requestAction(
  locale: Locale,
  t: ShellCopy,
  product: BrochureProductId | undefined,
  name: string | undefined,
): RequestAction {
  return {
    href: brochureRequestHref(locale, product),
    label: name ? t.actions.brochureFor.replace('{product}', name) : t.actions.brochureAny,
    product: product ?? '',
  };
}

/** The first-screen actions of the product page at `path`; `nameOf` gives a product's name in the locale. */
export function pageRequestActions(
  path: string,
  locale: Locale,
  t: ShellCopy,
  nameOf: (id: BrochureProductId) => string,
): RequestAction[] {
  const page = productPageAt(path);
  if (!page) throw new Error(`${path} is not in productPages (src/content/navigation.ts)`);
  if (page.products.length === 0) return [requestAction(locale, t, undefined, undefined)];
  return page.products.map((id) => requestAction(locale, t, id, nameOf(id)));
}
