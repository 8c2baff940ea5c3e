/**
 * The re-authentication check for the account page's sensitive changes (password, e-mail,
 * factors): the password and a factor within the last ten minutes of this session, else a 303
 * to the re-authentication page, which comes back here. A local stand-in for the shared guard
 * (reauth-guard.ts requireRecentAuth) until the branches are merged: same rule, same redirect.
 */
import { isRecentlyAuthenticated } from '../../server/accounts/reauth.server.ts';
import type { EndpointContext } from '../context.ts';
import { REAUTH_PATH } from '../paths.ts';

/** A redirect to re-authenticate (then back to `next`), or null when it was done recently. */
export function requireRecentAuthHere(context: EndpointContext, next: string): Response | null {
  const user = context.locals.admin;
  if (user && isRecentlyAuthenticated(user)) return null;
  return context.redirect(`${REAUTH_PATH}?next=${encodeURIComponent(next)}`, 303);
}

/** Whether the signed-in user re-authenticated recently (the API answers 403 instead of redirecting). */
export const recentlyAuthenticated = (context: EndpointContext): boolean =>
  Boolean(context.locals.admin && isRecentlyAuthenticated(context.locals.admin));
