/**
 * The test e-mail's two ways in. The form is an island that posts JSON to
 * /api/admin/test-email (testEmailApiAction); without JavaScript it posts to its page
 * (testEmailPageAction): success answers with a 303 to ?sent=1 (a reload sends nothing), a
 * failure shows the form again with the outcome. src/server/delivery/test-email.server.ts validates,
 * sends and audits.
 */
import type { TestEmailInitial } from '../../components/admin/test-email/TestEmailForm.tsx';
import { adminCopy, type TestEmailField } from '../../content/admin/index.ts';
import { sendConfiguredTestEmail } from '../../server/delivery/test-email.server.ts';
import { readForm, readText } from '../body.ts';
import { clientIp, type EndpointContext, type PageContext } from '../context.ts';
import { leadUrlOn, TEST_EMAIL_PATH } from '../paths.ts';
import { json } from '../responses.ts';

const t = adminCopy.ja.testEmail;

const fieldNames = Object.keys(t.fields) as TestEmailField[];

/** Sends with the configured transport, as `user`, from the test e-mail page. */
function send(context: EndpointContext, user: { id: string; email: string }, fields: unknown) {
  const { services } = context.locals;
  return sendConfiguredTestEmail(
    { ...services, leadUrl: leadUrlOn(services.env.SITE_URL) },
    { fields, actor: { id: user.id, email: user.email }, ip: clientIp(context), pagePath: TEST_EMAIL_PATH },
  );
}

/** The page: the form (blank, sent, or again with the outcome of a post without JavaScript). */
export async function testEmailPageAction(context: PageContext): Promise<Response | TestEmailInitial> {
  const user = context.locals.admin;
  if (context.request.method !== 'POST' || !user) {
    return context.url.searchParams.get('sent') === '1'
      ? { status: 'sent' }
      : { status: 'idle', values: t.sample, errors: {}, sendError: null };
  }
  const form = await readForm(context.request);
  if (!form) {
    context.response.status = 400;
    return { status: 'idle', values: t.sample, errors: {}, sendError: t.requestFailed };
  }
  const fields = Object.fromEntries(fieldNames.map((name) => [name, form.get(name) ?? '']));
  const result = await send(context, user, fields);
  if (result.ok) return context.redirect(`${TEST_EMAIL_PATH}?sent=1`, 303);
  const values = fields as Record<TestEmailField, string>;
  if ('errors' in result) {
    context.response.status = 422;
    return { status: 'idle', values, errors: result.errors, sendError: null };
  }
  context.response.status = 502;
  return { status: 'idle', values, errors: {}, sendError: result.sendError };
}

/**
 * POST /api/admin/test-email: 200 with `{ ok: true }` or, when the transport refused the mail,
 * `{ ok: false, sendError }` (the request itself was handled: the outcome is the answer), or
 * 422 with the field messages. Astro's origin check covers form posts only, so a JSON post
 * must carry this site's Origin as well as the session cookie.
 */
export async function testEmailApiAction(context: EndpointContext): Promise<Response> {
  const { request } = context;
  const user = context.locals.admin;
  // The middleware has already answered 401 without a session; this keeps the type honest.
  if (!user) return json(401, { error: 'unauthorized' });
  if (request.headers.get('origin') !== new URL(request.url).origin) return json(403, { error: 'forbidden' });
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return json(415, { error: 'unsupported media type' });
  const read = await readText(request);
  if (!read.ok) return json(read.problem === 'too-large' ? 413 : 400, { error: read.problem });
  let fields: unknown;
  try {
    fields = JSON.parse(read.text);
  } catch {
    return json(400, { error: 'bad json' });
  }
  const result = await send(context, user, fields);
  return json('errors' in result ? 422 : 200, result);
}
