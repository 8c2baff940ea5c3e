/**
 * A factor release link (/admin/factor-release/<token>, open without a session; issue 41). GET
 * shows a button while the link can be used; its POST spends the link and marks this browser
 * with the release cookie (src/server/accounts/factor-release.server.ts), then comes back to
 * `?done=1`. Any link that cannot be used gets one message (404).
 */
import { recordAudit } from '../../server/accounts/audit.server.ts';
import { releaseCookieName, releaseLinkIsLive, spendReleaseLink } from '../../server/accounts/factor-release.server.ts';
import { clientIp, type PageContext } from '../context.ts';
import { FACTOR_RELEASE_PATH } from '../paths.ts';

export interface FactorReleaseView {
  state: 'ready' | 'done' | 'invalid';
}

export async function factorReleaseAction(context: PageContext): Promise<Response | FactorReleaseView> {
  const { request, locals, response } = context;
  const token = context.params.token ?? '';
  const { db } = locals.services;
  const now = new Date();
  if (request.method !== 'POST') {
    if (context.url.searchParams.has('done')) return { state: 'done' };
    if (await releaseLinkIsLive(db, token, now)) return { state: 'ready' };
    response.status = 404;
    return { state: 'invalid' };
  }
  const used = await spendReleaseLink(db, token, now);
  if (!used) {
    response.status = 404;
    return { state: 'invalid' };
  }
  // Strict: only this site's own factor form ever needs it sent.
  context.cookies.set(releaseCookieName(locals.https), used.browserToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: locals.https,
    path: '/',
    expires: used.expiresAt,
  });
  const user = await db
    .selectFrom('admin_users')
    .select(['id', 'email'])
    .where('id', '=', used.userId)
    .executeTakeFirst();
  if (user) await recordAudit(db, { ip: clientIp(context), now, actor: user, action: 'factor.release', detail: {} });
  return context.redirect(`${FACTOR_RELEASE_PATH}/${encodeURIComponent(token)}?done=1`, 303);
}
