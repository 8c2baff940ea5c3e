/**
 * POST /api/admin/test-email: the test e-mail form's island posts its fields here as JSON and
 * gets the outcome of src/server/test-email.server.ts back: 200 with `{ ok: true }` or, when
 * the transport refused the mail, `{ ok: false, sendError }` (the request itself was handled:
 * the outcome is the answer), or 422 with the field messages. Astro's origin check covers form
 * posts only, so a JSON post must carry this site's Origin as well as the session cookie.
 */
import type { APIRoute } from 'astro';
import { clientIp, MAX_FORM_BYTES } from '../../../server/admin-request.server.ts';
import { sendConfiguredTestEmail } from '../../../server/test-email.server.ts';

export const prerender = false;

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });

export const POST: APIRoute = async (context) => {
  const { request, locals } = context;
  const user = locals.admin;
  // The middleware has already answered 401 without a session; this keeps the type honest.
  if (!user) return json(401, { error: 'unauthorized' });
  if (request.headers.get('origin') !== new URL(request.url).origin) return json(403, { error: 'forbidden' });
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return json(415, { error: 'unsupported media type' });
  const text = await request.text();
  if (text.length > MAX_FORM_BYTES) return json(413, { error: 'too large' });
  let fields: unknown;
  try {
    fields = JSON.parse(text);
  } catch {
    return json(400, { error: 'bad json' });
  }
  const result = await sendConfiguredTestEmail(locals.services, {
    fields,
    actor: { id: user.id, email: user.email },
    ip: clientIp(context),
  });
  return json('errors' in result ? 422 : 200, result);
};
