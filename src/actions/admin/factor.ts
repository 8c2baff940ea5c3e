/**
 * The factor step's request (src/pages/admin/login/factor.astro), for a session whose password
 * was right and whose account has a second factor (stage 'factor'). GET shows the form; POST
 * checks the code (TOTP or recovery code, input `code`): success replaces the pending session
 * with a fresh full one and goes on to `next` (with `recoveryLow` when two codes or fewer are
 * left, so that page warns); a wrong code is 401, a throttled client 429 with the wait.
 */
import { factorsCopy } from '../../content/admin/factors.ts';
import { safeNextPath } from '../../middleware/admin-access.ts';
import { releaseCookieName } from '../../server/accounts/factor-release.server.ts';
import { completeFactorStep } from '../../server/accounts/factor-step.server.ts';
import { issueLoginChallenge } from '../../server/accounts/login-proof.server.ts';
import { RECOVERY_CODES_LOW } from '../../server/accounts/recovery-codes.server.ts';
import { sessionCookieName, sessionCookieOptions } from '../../server/accounts/sessions.server.ts';
import { readForm } from '../body.ts';
import { clientIp, type PageContext } from '../context.ts';
import { factorReleaseUrlOn, LOGIN_PATH } from '../paths.ts';

const t = factorsCopy.factor;

export interface FactorView {
  next: string;
  error: string | null;
  /** An ALTCHA challenge (JSON) the form must carry a solution of, when one is asked for. */
  challenge: string | null;
}

/** `next` with the low-recovery-codes warning for the page it opens. */
const warnLow = (next: string, left: number): string => `${next}${next.includes('?') ? '&' : '?'}recoveryLow=${left}`;

export async function factorAction(context: PageContext): Promise<Response | FactorView> {
  const { request, locals, response } = context;
  const view: FactorView = { next: safeNextPath(context.url.searchParams.get('next')), error: null, challenge: null };
  const pending = locals.pendingAdmin;
  if (pending?.stage !== 'factor') {
    return context.redirect(locals.admin ? view.next : LOGIN_PATH, 303);
  }
  if (request.method !== 'POST') return view;
  const form = await readForm(request);
  if (!form) {
    response.status = 400;
    view.error = factorsCopy.problems.formUnreadable;
    return view;
  }
  view.next = safeNextPath(form.get('next'));
  const result = await completeFactorStep(locals.services.db, locals.services.accountKeys, {
    user: pending,
    pendingSessionId: pending.sessionId,
    code: form.get('code') ?? '',
    ip: clientIp(context),
    clientKey: locals.clientKey,
    userAgent: request.headers.get('user-agent'),
    proof: form.get('altcha'),
    releaseToken: context.cookies.get(releaseCookieName(locals.https))?.value ?? null,
    releaseLinkFor: factorReleaseUrlOn(locals.services.env.SITE_URL),
    now: new Date(),
  });
  if (result.ok) {
    context.cookies.set(
      sessionCookieName(locals.https),
      result.session.token,
      sessionCookieOptions(locals.https, result.session.expiresAt),
    );
    const low = result.recoveryCodesLeft <= RECOVERY_CODES_LOW;
    return context.redirect(low ? warnLow(view.next, result.recoveryCodesLeft) : view.next, 303);
  }
  if (result.reason === 'invalid') {
    response.status = 401;
    view.error = t.invalid;
  } else if (result.reason === 'proof') {
    response.status = 429;
    view.error = t.proofRequired;
    view.challenge = await issueLoginChallenge(locals.services.db);
    if (!view.challenge) view.error = t.proofNoScript;
  } else {
    response.status = 429;
    response.headers.set('Retry-After', String(result.retryAfterSeconds));
    view.error = (result.reason === 'held' ? t.held : result.reason === 'locked' ? t.locked : t.throttled)(
      result.retryAfterSeconds,
    );
  }
  return view;
}
