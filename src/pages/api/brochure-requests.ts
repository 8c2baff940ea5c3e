/**
 * POST /api/brochure-requests: the brochure request form's action, for the React island
 * (JSON) and for the same form posted without JavaScript (urlencoded, answered with a 303
 * back to the page). The logic lives in src/actions/brochure-request.ts.
 */
import type { APIRoute } from 'astro';
import { handleBrochureRequest } from '../../actions/brochure-request.ts';
import { methodNotAllowed } from '../../actions/responses.ts';

export const prerender = false;

export const POST: APIRoute = async ({ request, locals }) => {
  const { services } = locals;
  return handleBrochureRequest(request, {
    db: services.db,
    log: services.log,
    limits: services.leadLimits,
    formKeys: services.formKeys,
    siteUrl: services.env.SITE_URL,
    clientKey: locals.clientKey,
  });
};

export const ALL = methodNotAllowed('POST');
