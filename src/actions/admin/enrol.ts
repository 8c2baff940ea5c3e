/**
 * The enrolment page's request (src/pages/admin/enrol.astro). Two kinds of visitor:
 * - a session that must enrol before anything else (stage 'enrol': the sign-in of an account
 *   without a factor while one is required, the first-run setup): on success it becomes a fresh
 *   full session;
 * - a signed-in user adding or replacing TOTP from the account page, after re-authentication.
 * GET shows the pending key (the same one on every load until it is confirmed or expires); POST
 * confirms it with `code`. Success shows the ten recovery codes once, then a link on to `next`.
 */
import { factorsCopy } from '../../content/admin/factors.ts';
import { safeNextPath } from '../../middleware/admin-access.ts';
import { recordAudit } from '../../server/accounts/audit.server.ts';
import { confirmEnrolment, type PendingEnrolment, pendingEnrolment } from '../../server/accounts/enrolment.server.ts';
import { regenerateRecoveryCodes } from '../../server/accounts/recovery-codes.server.ts';
import { secondFactorsOf } from '../../server/accounts/second-factor.server.ts';
import {
  createSession,
  deleteSession,
  type SessionUser,
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
    // Back from registering a passkey instead of TOTP: the passkey is the factor; the codes follow.
    if (enrolling && context.url.searchParams.get('passkey') === 'added') {
      const factors = await secondFactorsOf(db, user.id);
      if (factors.passkeys > 0) {
        view.recoveryCodes = await regenerateRecoveryCodes(db, user.id, now);
        await recordAudit(db, {
          action: 'factor.recovery_regenerate',
          actor: { id: user.id, email: user.email },
          ip: clientIp(context),
          now,
        });
        await signInFully(context, enrolling, now);
        return view;
      }
    }
    view.pending = await pendingEnrolment(db, accountKeys.totp, user, now);
    return view;
  }
  const form = await readForm(request);
  view.next = safeNextPath(form?.get('next'));
  if (!form) {
    response.status = 400;
    view.error = factorsCopy.problems.formUnreadable;
    view.pending = await pendingEnrolment(db, accountKeys.totp, user, now);
    return view;
  }
  const ip = clientIp(context);
  const result = await confirmEnrolment(db, accountKeys, user, form.get('code') ?? '', { ip, now });
  if (!result.ok) {
    response.status = 422;
    view.error = result.problem === 'expired' ? t.expired : t.invalid;
    // The same key again after a wrong code; a new one once it has expired.
    view.pending = await pendingEnrolment(db, accountKeys.totp, user, now);
    return view;
  }
  if (enrolling) await signInFully(context, enrolling, now);
  view.recoveryCodes = result.recoveryCodes;
  return view;
}

/** The enrolment session becomes a signed-in one, with a new token: the enrolment token is never reused. */
async function signInFully(context: PageContext, enrolling: SessionUser, now: Date): Promise<void> {
  const { db } = context.locals.services;
  await deleteSession(db, enrolling.sessionId);
  const session = await createSession(db, enrolling.id, {
    ip: clientIp(context),
    userAgent: context.request.headers.get('user-agent'),
    now,
    stage: 'full',
    reauthAt: now,
  });
  await db
    .updateTable('admin_users')
    .set({ last_login_at: now.toISOString() })
    .where('id', '=', enrolling.id)
    .execute();
  context.cookies.set(
    sessionCookieName(context.locals.https),
    session.token,
    sessionCookieOptions(context.locals.https, session.expiresAt),
  );
}
