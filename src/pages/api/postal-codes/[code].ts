/** GET /api/postal-codes/{code}: the address autofill's lookup, answered by src/actions/postal-codes.ts. */
import type { APIRoute } from 'astro';
import { postalCodeAction } from '../../../actions/postal-codes.ts';
import { methodNotAllowed } from '../../../actions/responses.ts';

export const prerender = false;

export const GET: APIRoute = ({ params, locals }) =>
  postalCodeAction(params.code ?? '', locals.clientKey, locals.services.postalCodeBudget);

// Named, because Astro sends HEAD to ALL before it falls back to GET.
export const HEAD = GET;

export const ALL = methodNotAllowed('GET', 'HEAD');
