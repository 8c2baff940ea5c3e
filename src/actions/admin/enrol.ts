/**
 * The enrolment page's request (src/pages/admin/enrol.astro). Two kinds of visitor:
 * - a session that must enrol before anything else (stage 'enrol': the sign-in of an account
 *   without a factor while one is required, the first-run setup): on success it becomes a fresh
 *   full session;
 * - a signed-in user adding or replacing TOTP from the account page, after re-authentication.
 * GET shows a new key; POST confirms it with `code` (the key comes back sealed in `key`). Success
 * shows the ten recovery codes once, then a link on to `next`.
 */
import { factorsCopy } from '../../content/admin/factors.ts';
import { safeNextPath } from '../../middleware/admin-access.ts';
import {
  confirmEnrolment,
  openPendingKey,
  type PendingEnrolment,
  pendingEnrolment,
} from '../../server/accounts/enrolment.server.ts';
import {
  createSession,
  deleteSession,
  sessionCookieName,
  sessionCookieOptions,
} from '../../server/accounts/sessions.server.ts';
import { readForm } from '../body.ts';
import { clientIp, type PageContext } from '../context.ts';
import { LOGIN_PATH } from '../paths.ts';
import { requireRecentAuth } from './reauth-guard.ts';

const t = factorsCopy.enrol;

export interface EnrolView {
  next: string;
  /** The account already has TOTP: confirming replaces it. */
  replacing: boolean;
  /** The key to register, while not yet confirmed. */
  pending: PendingEnrolment | null;
  error: string | null;
  /** After success: the codes to show once. */
  recoveryCodes: string[] | null;
}

export async function enrolAction(context: PageContext): Promise<Response | EnrolView> {
  const { request, locals, response } = context;
  const { db, accountKeys } = locals.services;
  const next = safeNextPath(context.url.searchParams.get('next'));
  const enrolling = locals.pendingAdmin?.stage === 'enrol' ? locals.pendingAdmin : null;
  const user = enrolling ?? locals.admin;
  if (!user) return context.redirect(LOGIN_PATH, 303);
  if (!enrolling) {
    const guard = requireRecentAuth(context);
    if (guard) return guard;
  }
  const now = new Date();
  const row = await db.selectFrom('admin_users').select('totp_secret').where('id', '=', user.id).executeTakeFirst();
  const view: EnrolView = {
    next,
    replacing: Boolean(row?.totp_secret),
    pending: null,
    error: null,
    recoveryCodes: null,
  };
  if (request.method !== 'POST') {
    view.pending = await pendingEnrolment(accountKeys.totp, user, now);
    return view;
  }
  const form = await readForm(request);
  view.next = safeNextPath(form?.get('next'));
  const base32 = form ? openPendingKey(accountKeys.totp, form.get('key') ?? '', user.id, now) : null;
  if (!form || !base32) {
    response.status = form ? 422 : 400;
    view.error = form ? t.expired : factorsCopy.problems.formUnreadable;
    view.pending = await pendingEnrolment(accountKeys.totp, user, now);
    return view;
  }
  const ip = clientIp(context);
  const result = await confirmEnrolment(db, accountKeys, user, base32, form.get('code') ?? '', { ip, now });
  if (!result.ok) {
    response.status = 422;
    view.error = t.invalid;
    view.pending = await pendingEnrolment(accountKeys.totp, user, now, base32);
    return view;
  }
  if (enrolling) {
    // Signed in from here on, with a new token: the enrolment session's is never reused.
    await deleteSession(db, enrolling.sessionId);
    const session = await createSession(db, user.id, {
      ip,
      userAgent: request.headers.get('user-agent'),
      now,
      stage: 'full',
      reauthAt: now,
    });
    await db.updateTable('admin_users').set({ last_login_at: now.toISOString() }).where('id', '=', user.id).execute();
    context.cookies.set(
      sessionCookieName(locals.https),
      session.token,
      sessionCookieOptions(locals.https, session.expiresAt),
    );
  }
  view.recoveryCodes = result.recoveryCodes;
  return view;
}
