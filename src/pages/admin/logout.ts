/**
 * POST /admin/logout: ends this browser's session (the row is deleted, the cookie cleared),
 * audited, then back to the login page. Only POST: a link or an image cannot sign anyone out.
 */
import type { APIRoute } from 'astro';
import { clientIp } from '../../server/admin-request.server.ts';
import { recordAudit } from '../../server/audit.server.ts';
import { deleteSession, SESSION_COOKIE, sessionCookieOptions } from '../../server/sessions.server.ts';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const { db, env } = context.locals.services;
  const user = context.locals.admin;
  if (user) {
    await deleteSession(db, user.sessionId);
    await recordAudit(db, { action: 'logout', actor: user, ip: clientIp(context) });
  }
  context.cookies.delete(SESSION_COOKIE, sessionCookieOptions(context.url, env.SITE_URL));
  return context.redirect('/admin/login?loggedOut=1', 303);
};

export const ALL: APIRoute = () => new Response(null, { status: 405, headers: { Allow: 'POST' } });
