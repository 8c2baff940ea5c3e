/**
 * パスワードをお忘れの方 (src/pages/admin/forgot-password.astro, open without a session): the
 * POST is throttled per client, then seals whatever address was typed into an outbox job and
 * answers the same page whatever it was (queueForgottenPassword never looks the account up, so
 * neither the answer nor its timing says whether an account exists). 303 to `?sent=1`.
 */
import { usersCopy } from '../../content/admin/users.ts';
import { queueForgottenPassword } from '../../server/accounts/forgot-password.server.ts';
import { isEmailShaped } from '../../server/accounts/invitations.server.ts';
import { createRateLimiter } from '../../server/platform/rate-limit.server.ts';
import { readForm } from '../body.ts';
import { clientIp, type PageContext } from '../context.ts';
import { FORGOT_PASSWORD_PATH, resetPasswordUrlOn } from '../paths.ts';

const t = usersCopy.forgot;

/** Requests one client may make per window: enough for typos, too few to probe addresses or mail-bomb. */
export const FORGOT_PER_CLIENT = 5;
export const FORGOT_WINDOW_MS = 15 * 60_000;

export interface ForgotView {
  email: string;
  sent: boolean;
  error: string | null;
}

export async function forgotPasswordAction(context: PageContext): Promise<Response | ForgotView> {
  const { request, locals, response } = context;
  const view: ForgotView = { email: '', sent: context.url.searchParams.has('sent'), error: null };
  if (request.method !== 'POST') return view;
  view.sent = false;
  const form = await readForm(request);
  if (!form) {
    response.status = 400;
    view.error = t.unreadable;
    return view;
  }
  const { db, accountKeys, env } = locals.services;
  // The limiter lives in the database, so every instance counts against one limit.
  const limiter = createRateLimiter({
    db,
    scope: 'forgot-password',
    limit: FORGOT_PER_CLIENT,
    windowMs: FORGOT_WINDOW_MS,
  });
  const limit = await limiter.hit(locals.clientKey ?? 'unknown');
  if (!limit.ok) {
    response.status = 429;
    response.headers.set('Retry-After', String(limit.retryAfterSeconds));
    view.email = (form.get('email') ?? '').slice(0, 320);
    view.error = t.throttled(limit.retryAfterSeconds);
    return view;
  }
  const email = (form.get('email') ?? '').trim();
  // Only the address's shape is checked here (it says nothing about any account): junk is
  // told so, and queues nothing.
  if (!isEmailShaped(email)) {
    response.status = 422;
    view.email = email.slice(0, 320);
    view.error = usersCopy.problems.email;
    return view;
  }
  await queueForgottenPassword(db, accountKeys.mail, email, {
    linkFor: resetPasswordUrlOn(env.SITE_URL),
    ip: clientIp(context),
  });
  return context.redirect(`${FORGOT_PASSWORD_PATH}?sent=1`, 303);
}
