/**
 * The login page's request (src/pages/admin/login.astro): GET shows the form (or sends someone
 * already signed in on to `next`), POST checks it. One message for every refusal; throttled
 * attempts get 429 and the wait; past an account's ceiling, a client that has failed gets 429 and
 * an ALTCHA challenge to solve (a no-JS browser is told to sign in from elsewhere). After the right
 * password: a fresh session cookie and a 303 to `next` (only ever a path inside /admin), or first
 * to the factor step or enrolment when the account needs one (`next` carried along).
 */
import { adminCopy } from '../../content/admin/index.ts';
import { safeNextPath } from '../../middleware/admin-access.ts';
import { attemptLogin } from '../../server/accounts/login.server.ts';
import { issueLoginChallenge } from '../../server/accounts/login-proof.server.ts';
import { hashToken, sessionCookieName, sessionCookieOptions } from '../../server/accounts/sessions.server.ts';
import { readForm } from '../body.ts';
import { clientIp, type PageContext } from '../context.ts';
import { ENROL_PATH, FACTOR_PATH, withNext } from '../paths.ts';

const t = adminCopy.ja;

export interface LoginView {
  /** Where to go after signing in (a path inside /admin). */
  next: string;
  email: string;
  error: string | null;
  /** An ALTCHA challenge (JSON) the form must carry a solution of, when one is asked for. */
  challenge: string | null;
}

export async function loginAction(context: PageContext): Promise<Response | LoginView> {
  const { request, locals, cookies, response } = context;
  const view: LoginView = {
    next: safeNextPath(context.url.searchParams.get('next')),
    email: '',
    error: null,
    challenge: null,
  };
  const form = request.method === 'POST' ? await readForm(request) : undefined;
  if (form === null) {
    // Not a form, or a body the server has already refused as too large: no password to check.
    response.status = 400;
    view.error = t.formUnreadable;
    return view;
  }
  if (!form) return locals.admin ? context.redirect(view.next, 303) : view;
  view.next = safeNextPath(form.get('next'));
  view.email = (form.get('email') ?? '').slice(0, 320);
  const previous = cookies.get(sessionCookieName(locals.https))?.value;
  const result = await attemptLogin(locals.services.db, {
    email: view.email,
    password: form.get('password') ?? '',
    ip: clientIp(context),
    clientKey: locals.clientKey,
    userAgent: request.headers.get('user-agent'),
    previousSessionId: previous ? hashToken(previous) : null,
    proof: form.get('altcha'),
  });
  if (result.ok) {
    cookies.set(
      sessionCookieName(locals.https),
      result.session.token,
      sessionCookieOptions(locals.https, result.session.expiresAt),
    );
    // The factor step or enrolment comes next when the account needs one; `next` goes along.
    const then = result.stage === 'factor' ? FACTOR_PATH : result.stage === 'enrol' ? ENROL_PATH : null;
    return context.redirect(then ? withNext(then, view.next) : view.next, 303);
  }
  if (result.reason === 'invalid') {
    response.status = 401;
    view.error = t.login.invalid;
  } else if (result.reason === 'proof') {
    response.status = 429;
    view.error = t.login.proofRequired;
    view.challenge = await issueLoginChallenge(locals.services.db);
    if (!view.challenge) view.error = t.login.proofNoScript;
  } else {
    response.status = 429;
    response.headers.set('Retry-After', String(result.retryAfterSeconds));
    view.error = (result.reason === 'locked' ? t.login.locked : t.login.throttled)(result.retryAfterSeconds);
  }
  return view;
}
