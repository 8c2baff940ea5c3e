/**
 * The reset link's page (src/pages/admin/reset-password/[token].astro, open without a session):
 * GET shows the form when the link is good (with the factor code field when the account has a
 * second factor), POST sets the password through completePasswordReset (which ends every
 * session of the account) and 303s to the login page with a notice. A bad link gets one page
 * (404) whatever the reason.
 */
import { adminCopy } from '../../content/admin/index.ts';
import { usersCopy } from '../../content/admin/users.ts';
import { confirmedPassword } from '../../domain/new-password.ts';
import { completePasswordReset, usableReset } from '../../server/accounts/password-resets.server.ts';
import { sessionCookieName } from '../../server/accounts/sessions.server.ts';
import { readForm } from '../body.ts';
import { clientIp, type PageContext } from '../context.ts';
import { LOGIN_PATH } from '../paths.ts';

const t = usersCopy.reset;
const { userProblems } = adminCopy.ja;

export type ResetField = 'password' | 'confirm' | 'code';

export interface ResetView {
  valid: boolean;
  needsFactor: boolean;
  errors: Partial<Record<ResetField, string>>;
  problem: string | null;
}

export async function resetPasswordAction(context: PageContext): Promise<Response | ResetView> {
  const { request, locals, response } = context;
  const { db, accountKeys } = locals.services;
  const token = context.params.token ?? '';
  const reset = await usableReset(db, token);
  const view: ResetView = {
    valid: reset !== null,
    needsFactor: reset?.needsFactor ?? false,
    errors: {},
    problem: null,
  };
  if (!reset) {
    response.status = 404;
    return view;
  }
  if (request.method !== 'POST') return view;
  const form = await readForm(request);
  if (!form) {
    response.status = 400;
    view.problem = usersCopy.problems.unknown;
    return view;
  }
  const password = confirmedPassword({ password: form.get('password') ?? '', confirm: form.get('confirm') ?? '' });
  if (password === null) {
    view.errors.confirm = t.mismatch;
    response.status = 422;
    return view;
  }
  const result = await completePasswordReset(
    db,
    accountKeys,
    token,
    { password, code: form.get('code') ?? '' },
    { ip: clientIp(context) },
  );
  if (result.ok) {
    // Every session of the account has ended; this browser's cookie (if any) goes too.
    context.cookies.delete(sessionCookieName(locals.https), { path: '/' });
    return context.redirect(`${LOGIN_PATH}?reset=1`, 303);
  }
  if (result.problem === 'invalid') {
    view.valid = false;
    response.status = 404;
  } else if (result.problem === 'code') {
    view.errors.code = t.wrongCode;
    response.status = 422;
  } else {
    view.errors.password = userProblems[result.problem];
    response.status = 422;
  }
  return view;
}
