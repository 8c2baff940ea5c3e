/**
 * The first-run page's request (src/pages/admin/setup.astro): the one-time URL logged at start
 * (no account yet) opens the form, whose POST creates the first admin and sends them to enrol a
 * second factor (303 to the enrolment page, which then signs them in). Any other visit is told
 * the link is not valid (404); a form that lost to another sent at the same moment is told an
 * admin was just created (409).
 */
import { adminCopy } from '../../content/admin/index.ts';
import { confirmedPassword } from '../../domain/new-password.ts';
import { completeSetup, isSetupTokenValid } from '../../server/accounts/admin-setup.server.ts';
import { sessionCookieName, sessionCookieOptions } from '../../server/accounts/sessions.server.ts';
import { readForm } from '../body.ts';
import { clientIp, type PageContext } from '../context.ts';
import { ENROL_PATH } from '../paths.ts';

const t = adminCopy.ja;

export interface SetupView {
  token: string;
  values: { email: string; name: string };
  errors: Partial<Record<'email' | 'name' | 'password' | 'confirm', string>>;
  /** The link works: show the form. */
  valid: boolean;
  /** Another setup form won the race: say so rather than "invalid link". */
  alreadySetUp: boolean;
}

export async function setupAction(context: PageContext): Promise<Response | SetupView> {
  const { request, locals, response } = context;
  const { db } = locals.services;
  const view: SetupView = {
    token: context.url.searchParams.get('token') ?? '',
    values: { email: '', name: '' },
    errors: {},
    valid: false,
    alreadySetUp: false,
  };
  if (request.method === 'POST') {
    const form = await readForm(request);
    view.token = form?.get('token') ?? '';
    view.values.email = (form?.get('email') ?? '').slice(0, 320);
    view.values.name = (form?.get('name') ?? '').slice(0, 200);
    const password = confirmedPassword({ password: form?.get('password') ?? '', confirm: form?.get('confirm') ?? '' });
    view.valid = await isSetupTokenValid(db, view.token);
    if (view.valid && password === null) {
      view.errors.confirm = t.setup.mismatch;
    } else if (view.valid && password !== null) {
      const result = await completeSetup(
        db,
        view.token,
        { email: view.values.email, displayName: view.values.name, password },
        { ip: clientIp(context), userAgent: request.headers.get('user-agent') },
      );
      if (result.ok) {
        context.cookies.set(
          sessionCookieName(locals.https),
          result.session.token,
          sessionCookieOptions(locals.https, result.session.expiresAt),
        );
        return context.redirect(ENROL_PATH, 303);
      }
      if (result.problem === 'alreadySetUp') {
        view.valid = false;
        view.alreadySetUp = true;
      } else if (result.problem === 'token') view.valid = false;
      else if (result.problem === 'email' || result.problem === 'taken')
        view.errors.email = t.userProblems[result.problem];
      else if (result.problem === 'name') view.errors.name = t.userProblems.name;
      else view.errors.password = t.userProblems[result.problem];
    }
    if (view.valid) response.status = 422;
  } else {
    view.valid = await isSetupTokenValid(db, view.token);
  }
  if (view.alreadySetUp) response.status = 409;
  else if (!view.valid) response.status = 404;
  return view;
}
