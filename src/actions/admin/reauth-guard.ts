/**
 * Re-authentication before sensitive changes (ASVS 5.0 7.5.1; src/server/accounts/reauth.server.ts):
 * an action or page calls `requireRecentAuth(context)` first and returns the Response it gets,
 * a 303 to the re-authentication page that comes back to `next` (this page by default).
 */
import { safeNextPath } from '../../middleware/admin-access.ts';
import { isRecentlyAuthenticated } from '../../server/accounts/reauth.server.ts';
import type { EndpointContext } from '../context.ts';
import { REAUTH_PATH } from '../paths.ts';

export function requireRecentAuth(
  context: Pick<EndpointContext, 'locals' | 'url' | 'redirect'>,
  next = `${context.url.pathname}${context.url.search}`,
): Response | null {
  const user = context.locals.admin;
  if (user && isRecentlyAuthenticated(user)) return null;
  return context.redirect(`${REAUTH_PATH}?next=${encodeURIComponent(safeNextPath(next))}`, 303);
}

/** Whether the signed-in user re-authenticated recently (an API answers 403 instead of redirecting). */
export const recentlyAuthenticated = (context: Pick<EndpointContext, 'locals'>): boolean =>
  Boolean(context.locals.admin && isRecentlyAuthenticated(context.locals.admin));
