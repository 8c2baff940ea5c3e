/**
 * The re-authentication page's request (src/pages/admin/reauth.astro): GET shows the form
 * (password, and a code when the account has a factor), POST checks both; success marks the
 * session re-authenticated for ten minutes and goes back to `next`. Refusals as on the factor step.
 */
import { factorsCopy } from '../../content/admin/factors.ts';
import { safeNextPath } from '../../middleware/admin-access.ts';
import { releaseCookieName } from '../../server/accounts/factor-release.server.ts';
import { reauthenticate } from '../../server/accounts/factor-step.server.ts';
import { issueLoginChallenge } from '../../server/accounts/login-proof.server.ts';
import { hasSecondFactor } from '../../server/accounts/second-factor.server.ts';
import { readForm } from '../body.ts';
import { clientIp, type PageContext } from '../context.ts';
import { factorReleaseUrlOn } from '../paths.ts';

export interface ReauthView {
  next: string;
  /** The account has a second factor: the form asks for a code too. */
  withCode: boolean;
  error: string | null;
  challenge: string | null;
}

export async function reauthAction(context: PageContext): Promise<Response | ReauthView> {
  const { request, locals, response } = context;
  const user = locals.admin;
  const next = safeNextPath(context.url.searchParams.get('next'));
  // The middleware admits only full sessions here; this keeps the type honest.
  if (!user) return context.redirect(next, 303);
  const { db } = locals.services;
  const view: ReauthView = { next, withCode: await hasSecondFactor(db, user.id), error: null, challenge: null };
  if (request.method !== 'POST') return view;
  const form = await readForm(request);
  if (!form) {
    response.status = 400;
    view.error = factorsCopy.problems.formUnreadable;
    return view;
  }
  view.next = safeNextPath(form.get('next'));
  const result = await reauthenticate(db, locals.services.accountKeys, {
    user,
    sessionId: user.sessionId,
    password: form.get('password') ?? '',
    code: form.get('code') ?? '',
    ip: clientIp(context),
    clientKey: locals.clientKey,
    proof: form.get('altcha'),
    releaseToken: context.cookies.get(releaseCookieName(locals.https))?.value ?? null,
    releaseLinkFor: factorReleaseUrlOn(locals.services.env.SITE_URL),
    now: new Date(),
  });
  if (result.ok) return context.redirect(view.next, 303);
  const t = factorsCopy.factor;
  if (result.reason === 'invalid') {
    response.status = 401;
    view.error = factorsCopy.reauth.invalid;
  } else if (result.reason === 'proof') {
    response.status = 429;
    view.challenge = await issueLoginChallenge(db);
    view.error = view.challenge ? t.proofRequired : t.proofNoScript;
  } else {
    response.status = 429;
    response.headers.set('Retry-After', String(result.retryAfterSeconds));
    view.error = (result.reason === 'held' ? t.held : result.reason === 'locked' ? t.locked : t.throttled)(
      result.retryAfterSeconds,
    );
  }
  return view;
}
