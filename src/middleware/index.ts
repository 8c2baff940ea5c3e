import { defineMiddleware } from 'astro:middleware';
import { ENROL_PATH, FACTOR_PATH, FORBIDDEN_PATH } from '../actions/paths.ts';
import { adminWriteCopy } from '../content/admin/write-origin.ts';
import { readSession, sessionCookieName } from '../server/accounts/sessions.server.ts';
import { ADMIN_RESPONSE_HEADERS, accessDecision, adminArea, loginUrlFor, writeOriginProblem } from './admin-access.ts';

/**
 * In production src/http/main.server.ts hands every request its services and client (address, key,
 * HTTPS) through `locals` (only the adapter's not-found path renders without them, and the 404
 * page needs none). Under `astro dev` there is no such server, so the services are built here
 * once, lazily, and the client is the dev server's peer (no proxy in development).
 */
let devServices: Promise<App.Locals['services']> | undefined;

export const onRequest = defineMiddleware(async (context, next) => {
  if (import.meta.env.DEV && !context.locals.services && !context.isPrerendered) {
    devServices ??= (async () => {
      const { loadEnvOrExit } = await import('../server/platform/env.server.ts');
      const { createLogger } = await import('../server/platform/logger.server.ts');
      const { createServices } = await import('../server/services.server.ts');
      const env = loadEnvOrExit();
      return createServices(env, createLogger(env.LOG_LEVEL));
    })();
    context.locals.services = await devServices;
    const { normaliseIp, rateLimitKey } = await import('../http/client-address.server.ts');
    context.locals.clientAddress = normaliseIp(context.clientAddress);
    context.locals.clientKey = rateLimitKey(context.locals.clientAddress);
    context.locals.https = context.url.protocol === 'https:';
  }
  if (adminArea(context.url.pathname) === 'none' || context.isPrerendered) return next();
  const originProblem = writeOriginProblem(context.request, context.url);
  if (originProblem) return withAdminHeaders(crossSiteRefusal(originProblem));
  return withAdminHeaders(await guardAdmin(context, next));
});

/** Worded as Astro's own refusal of a cross-site form post, then why in the staff's language. */
const crossSiteRefusal = (problem: 'foreign' | 'unproven') =>
  new Response(`Cross-site POST form submissions are forbidden\n${adminWriteCopy[problem]}\n`, {
    status: 403,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });

type Context = Parameters<Parameters<typeof defineMiddleware>[0]>[0];
type Next = Parameters<Parameters<typeof defineMiddleware>[0]>[1];

/**
 * Deny by default (./admin-access.ts): every /admin page but login and setup
 * and every /api/admin endpoint needs a session; `locals.admin` is the signed-in user.
 */
async function guardAdmin(context: Context, next: Next): Promise<Response> {
  const { services } = context.locals;
  // Only the adapter's not-found path arrives without services: no such route, nothing to open.
  if (!services) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  const token = context.cookies.get(sessionCookieName(context.locals.https))?.value;
  const user = await readSession(services.db, token);
  // Only a signed-in session is `admin`; one still at the factor step or enrolment is `pending`,
  // so no page that trusts `locals.admin` can be reached half signed in.
  if (user?.stage === 'full') context.locals.admin = user;
  else delete context.locals.admin;
  if (user && user.stage !== 'full') context.locals.pendingAdmin = user;
  else delete context.locals.pendingAdmin;
  switch (accessDecision(context.url.pathname, user)) {
    case 'login':
      return context.redirect(loginUrlFor(context.url.pathname, context.url.search, Boolean(token)), 303);
    case 'factor':
      return context.redirect(FACTOR_PATH, 303);
    case 'enrol':
      return context.redirect(ENROL_PATH, 303);
    case 'unauthorized':
      return new Response(JSON.stringify({ error: 'unauthorized' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
    case 'forbidden':
      // The page of its own (status 403) in place of the one asked for; middleware is not re-run.
      return next(FORBIDDEN_PATH);
    default:
      return next();
  }
}

function withAdminHeaders(response: Response): Response {
  // Redirects and some framework responses have immutable headers: copy those.
  let out = response;
  try {
    for (const [name, value] of Object.entries(ADMIN_RESPONSE_HEADERS)) out.headers.set(name, value);
  } catch {
    out = new Response(response.body, response);
    for (const [name, value] of Object.entries(ADMIN_RESPONSE_HEADERS)) out.headers.set(name, value);
  }
  return out;
}
