/**
 * GET /api/postal-codes/{code} (src/pages/api/postal-codes/[code].ts): the address a Japanese
 * postal code stands for, for the brochure form's autofill (src/server/platform/postal-codes.server.ts
 * has the data and its limits).
 *
 * - `{code}`: 7 digits in any width, with or without a hyphen (`1040061`, `104-0061`,
 *   `１０４ー００６１`), as src/domain/lead/postal-code.ts reads them; Astro hands it over
 *   URL-decoded.
 * - 200 `{"postalCode":"1040061","prefecture":"東京都","city":"中央区","town":"銀座"}` (town ''
 *   for a code that covers a whole city); 404 for a code Japan Post does not list; 400 for
 *   anything that is not a postal code; 429 past the client's budget (POSTAL_CODE_BUDGET), with
 *   Retry-After. Errors are `{"error": code, "message": Japanese}` (src/content/postal-codes.ts).
 * - 200 and 404 may be cached for a day by the browser and any shared cache (the data changes
 *   monthly at most); 400 and 429 are not cached. Not in the page cache
 *   (src/http/page-cache.server.ts): the answer costs a map lookup, and a cache in front of
 *   the route would count no request against the budget.
 */
import { postalCodeApiErrors } from '../content/postal-codes.ts';
import { normalizePostalCode } from '../domain/lead/postal-code.ts';
import type { EventBudget } from '../server/analytics/analytics.server.ts';
import { lookupPostalCode } from '../server/platform/postal-codes.server.ts';
import { json } from './responses.ts';

/** A day: the data changes when Japan Post's monthly update reaches the package. */
const CACHEABLE = 'public, max-age=86400';

export async function postalCodeAction(code: string, client: string, budget: EventBudget): Promise<Response> {
  if (!budget.take(client)) {
    return json(429, postalCodeApiErrors.rateLimited, {
      'Cache-Control': 'no-store',
      'Retry-After': String(budget.retryAfterSeconds(client)),
    });
  }
  const postalCode = normalizePostalCode(code);
  if (!postalCode.ok) return json(400, postalCodeApiErrors.malformed, { 'Cache-Control': 'no-store' });
  const address = await lookupPostalCode(postalCode.postalCode);
  if (!address) return json(404, postalCodeApiErrors.notFound, { 'Cache-Control': CACHEABLE });
  return json(200, address, { 'Cache-Control': CACHEABLE });
}
