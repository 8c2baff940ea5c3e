import type { APIRoute } from 'astro';
import { acceptEvent, readBodyWithLimit } from '../../server/analytics.server.ts';

export const prerender = false;

const headers = { 'Cache-Control': 'no-store' };

/**
 * First-party, cookieless analytics (DECISIONS.md item 7): pages of this site report events
 * such as a booking click with `navigator.sendBeacon`. 204 when stored; JSON errors otherwise.
 */
export const POST: APIRoute = async ({ request, locals, url }) => {
  const result = await acceptEvent(locals.services.db, {
    origin: request.headers.get('origin'),
    fetchSite: request.headers.get('sec-fetch-site'),
    // The origin this request reached, and the canonical one when a proxy sits in front.
    siteOrigins: [url.origin, new URL(locals.services.env.SITE_URL).origin],
    contentType: request.headers.get('content-type'),
    body: await readBodyWithLimit(request),
  });
  if (result.status === 204) return new Response(null, { status: 204, headers });
  locals.services.log.debug({ status: result.status, error: result.error }, 'analytics event refused');
  return new Response(JSON.stringify({ error: result.error, ...(result.issues ? { issues: result.issues } : {}) }), {
    status: result.status,
    headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
  });
};

/** Any other method: this endpoint only accepts POST. */
export const ALL: APIRoute = () => new Response(null, { status: 405, headers: { ...headers, Allow: 'POST' } });
