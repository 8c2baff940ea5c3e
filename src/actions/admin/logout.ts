/**
 * POST /admin/logout: ends this browser's session (the row is deleted, the cookie cleared),
 * audited, then back to the login page. Only POST: a link or an image cannot sign anyone out.
 */
import { recordAudit } from '../../server/accounts/audit.server.ts';
import { deleteSession, sessionCookieName, sessionCookieOptions } from '../../server/accounts/sessions.server.ts';
import { clientIp, type EndpointContext } from '../context.ts';
import { LOGIN_PATH } from '../paths.ts';

export async function logoutAction(context: EndpointContext): Promise<Response> {
  const { db } = context.locals.services;
  // A half-finished sign-in (factor step, enrolment) can be given up too.
  const user = context.locals.admin ?? context.locals.pendingAdmin;
  if (user) {
    await deleteSession(db, user.sessionId);
    await recordAudit(db, { action: 'logout', actor: user, ip: clientIp(context) });
  }
  const { https } = context.locals;
  context.cookies.delete(sessionCookieName(https), sessionCookieOptions(https));
  return context.redirect(`${LOGIN_PATH}?loggedOut=1`, 303);
}
