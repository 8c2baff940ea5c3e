/** POST /api/events: first-party analytics events (docs/product.md#analytics, ADR 012), answered by src/actions/events.ts. */
import type { APIRoute } from 'astro';
import { eventAction } from '../../actions/events.ts';
import { methodNotAllowed } from '../../actions/responses.ts';

export const prerender = false;

export const POST: APIRoute = (context) => eventAction(context);

export const ALL = methodNotAllowed('POST');
