/**
 * Accepting an invitation (src/pages/admin/invitation/[token].astro, open without a session):
 * GET shows the form when the link is good, POST creates the account with the invited role and
 * an 'enrol' session, then 303 to enrolment (the invitee enrols a second factor in the same
 * visit). Unknown, used, revoked and expired links get one page alike (404), never a hint which.
 */
import { adminCopy } from '../../content/admin/index.ts';
import { usersCopy } from '../../content/admin/users.ts';
import { confirmedPassword } from '../../domain/new-password.ts';
import { acceptInvitation, type Invitation, usableInvitation } from '../../server/accounts/invitations.server.ts';
import { sessionCookieName, sessionCookieOptions } from '../../server/accounts/sessions.server.ts';
import { readForm } from '../body.ts';
import { clientIp, type PageContext } from '../context.ts';
import { ENROL_PATH } from '../paths.ts';

const t = usersCopy.invitation;
const problems = usersCopy.problems;
const { userProblems } = adminCopy.ja;

export type InvitationField = 'name' | 'password' | 'confirm';

export interface InvitationView {
  invitation: Invitation | null;
  name: string;
  errors: Partial<Record<InvitationField, string>>;
  problem: string | null;
}

export async function invitationAction(context: PageContext): Promise<Response | InvitationView> {
  const { request, locals, response } = context;
  const { db } = locals.services;
  const token = context.params.token ?? '';
  const view: InvitationView = { invitation: await usableInvitation(db, token), name: '', errors: {}, problem: null };
  if (!view.invitation) {
    response.status = 404;
    return view;
  }
  if (request.method !== 'POST') return view;
  const form = await readForm(request);
  if (!form) {
    response.status = 400;
    view.problem = problems.unknown;
    return view;
  }
  view.name = (form.get('name') ?? '').slice(0, 200);
  const password = confirmedPassword({ password: form.get('password') ?? '', confirm: form.get('confirm') ?? '' });
  if (password === null) {
    view.errors.confirm = t.mismatch;
    response.status = 422;
    return view;
  }
  const result = await acceptInvitation(
    db,
    token,
    { displayName: view.name, password },
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
  if (result.problem === 'invalid') {
    view.invitation = null;
    response.status = 404;
  } else if (result.problem === 'taken') {
    view.problem = t.taken;
    response.status = 409;
  } else if (result.problem === 'name') {
    view.errors.name = userProblems.name;
    response.status = 422;
  } else {
    view.errors.password = userProblems[result.problem];
    response.status = 422;
  }
  return view;
}
