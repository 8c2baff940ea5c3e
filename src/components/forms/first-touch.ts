/**
 * The visit's first touch, kept in the browser's sessionStorage (issue 34): the first page of the
 * visit (path and query, so its UTM tags), and the host of the site that sent the visitor. It
 * lives as long as the tab's visit, is never sent anywhere but with the brochure form, and is no
 * cookie: nothing identifies the browser across visits. Written by the first page of a visit
 * (the header's loader, src/integrations/interaction-directive.ts, or the form itself).
 */
import { FIRST_TOUCH_FIELDS } from '../../domain/lead/attribution.ts';

const KEY = 'pelvia:first-touch';

interface Stored {
  page: string;
  referrer: string;
}

/** Keeps this page as the visit's first touch unless one is kept already. */
export function rememberFirstTouch(): void {
  try {
    if (sessionStorage.getItem(KEY)) return;
    let referrer = '';
    if (document.referrer && URL.canParse(document.referrer)) {
      const from = new URL(document.referrer);
      if (from.host !== location.host) referrer = from.hostname;
    }
    const stored: Stored = { page: `${location.pathname}${location.search}`.slice(0, 500), referrer };
    sessionStorage.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Storage off (a private mode, a policy): the server uses the form page's own address.
  }
}

/** The first touch as the form posts it (`first_touch_page`, `first_touch_referrer`); {} when none. */
export function firstTouchFields(): Record<string, string> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Stored | null;
    if (!stored || typeof stored.page !== 'string') return {};
    return { [FIRST_TOUCH_FIELDS.page]: stored.page, [FIRST_TOUCH_FIELDS.referrer]: String(stored.referrer ?? '') };
  } catch {
    return {};
  }
}
