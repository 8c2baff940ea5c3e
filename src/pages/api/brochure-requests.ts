/**
 * POST /api/brochure-requests: the brochure request form's action, for the React island
 * (JSON) and for the same form posted without JavaScript (urlencoded, answered with a 303
 * back to the page). The logic lives in src/server/lead-request.server.ts.
 */
import type { APIRoute } from 'astro';
import { handleBrochureRequest } from '../../server/lead-request.server.ts';

export const prerender = false;

export const POST: APIRoute = async ({ request, locals, clientAddress }) => {
  const { services } = locals;
  let address: string | undefined;
  try {
    address = clientAddress;
  } catch {
    // Not every adapter knows the peer address; all such requests then share one bucket.
    address = undefined;
  }
  return handleBrochureRequest(request, {
    db: services.db,
    log: services.log,
    rateLimit: services.leadRateLimit,
    siteUrl: services.env.SITE_URL,
    clientAddress: address,
  });
};
