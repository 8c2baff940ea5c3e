import type { APIRoute } from 'astro';
import { RENTAL_PATH } from '../../components/rental/structured-data.ts';

// On demand: a prerendered redirect would be a page with a meta refresh, not a status.
export const prerender = false;

/**
 * /rental: visitors and old links expect the rental plan here; it lives at /rental/medical, so
 * this answers a permanent redirect to it (the query kept). Japanese only, like the page.
 */
export const GET: APIRoute = ({ url }) =>
  new Response(null, {
    status: 301,
    headers: { Location: `${RENTAL_PATH}${url.search}`, 'Cache-Control': 'public, max-age=3600' },
  });
