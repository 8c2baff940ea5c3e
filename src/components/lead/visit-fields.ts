/**
 * What the hydrated brochure form adds to its post about the visit: the form page's UTM tags and
 * referrer (the request's own), and the visit's first touch from sessionStorage (issue 34).
 */
import { firstTouchFields, rememberFirstTouch } from '../forms/first-touch.ts';
import { leadMetaFields, utmFields } from './lead-fields.ts';

export function addVisitFields(data: Record<string, unknown>): void {
  const params = new URLSearchParams(window.location.search);
  for (const name of utmFields) if (params.get(name)) data[name] = params.get(name);
  data[leadMetaFields.referrer] = document.referrer;
  // The header keeps the first page of the visit; a page without it keeps its own.
  rememberFirstTouch();
  Object.assign(data, firstTouchFields());
}
