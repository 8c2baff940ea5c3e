/**
 * Who may open what in the admin area, as plain functions the middleware (./index.ts) applies
 * to every request. Deny by default: anything under /admin or /api/admin needs a session unless
 * it is one of the two pages that sign people in; a few pages need the admin role. A new admin
 * route is therefore closed the moment it exists.
 */
import {
  ACCOUNT_PATH,
  ADMIN_HOME,
  DEMO_SETTINGS_PATH,
  ENROL_PATH,
  FACTOR_PATH,
  FACTOR_RELEASE_PATH,
  FORGOT_PASSWORD_PATH,
  INTEGRATIONS_PATH,
  INVITATION_PATH,
  LOGIN_PATH,
  LOGOUT_PATH,
  PASSKEY_API_PATH,
  RESET_PASSWORD_PATH,
  SETTINGS_PATH,
  SETUP_PATH,
  USERS_PATH,
} from '../actions/paths.ts';
import type { AdminRole } from '../domain/admin.ts';
import { normalisePath } from '../http/normalise-path.server.ts';
import type { SessionStage } from '../server/accounts/sessions.server.ts';

/** Reachable without a session: signing in, the first-run setup page, a forgotten password. */
const OPEN_PATHS = new Set([LOGIN_PATH, SETUP_PATH, FORGOT_PASSWORD_PATH]);
/**
 * APIs reachable without a session: the passkey sign-in (a passkey with user verification is
 * both factors, so it is the whole login). Registering one needs a session (the action checks).
 */
const OPEN_API_PATHS = new Set([`${PASSKEY_API_PATH}/authenticate-options`, `${PASSKEY_API_PATH}/authenticate`]);
/** Reachable without a session, with a token in the path: a reset link, an invitation, a factor release. */
const OPEN_PREFIXES = [RESET_PASSWORD_PATH, INVITATION_PATH, FACTOR_RELEASE_PATH];
/**
 * What a session that is not yet signed in may open: while its second factor is asked for, the
 * factor step (and the passkey ceremony); while it must enrol one, enrolment. Both can sign out.
 */
const STAGE_PATHS: Record<Exclude<SessionStage, 'full'>, readonly string[]> = {
  factor: [FACTOR_PATH, PASSKEY_API_PATH, LOGOUT_PATH],
  enrol: [ENROL_PATH, PASSKEY_API_PATH, LOGOUT_PATH],
};
/** Admin role only (a staff user gets 403). */
const ADMIN_ONLY_PREFIXES = ['/admin/audit', SETTINGS_PATH, INTEGRATIONS_PATH, USERS_PATH, DEMO_SETTINGS_PATH];
/** Every signed-in user, whatever the role (listed so the account page is never admin-only). */
export const SELF_SERVICE_PATH = ACCOUNT_PATH;

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export type AdminArea = 'none' | 'page' | 'api';

export function adminArea(pathname: string): AdminArea {
  const path = normalisePath(pathname);
  if (under(path, '/api/admin')) return 'api';
  if (under(path, '/admin')) return 'page';
  return 'none';
}

export type AccessDecision =
  /** Not an admin route: nothing to do. */
  | 'public'
  /** The login or setup page. */
  | 'open'
  | 'allow'
  /** No session on a page: redirect to the login page. */
  | 'login'
  /** A session waiting for its second factor, on another page: back to the factor step. */
  | 'factor'
  /** A session that must enrol a second factor, on another page: to enrolment. */
  | 'enrol'
  /** No session on an API: 401. */
  | 'unauthorized'
  /** Signed in without the role the page needs: 403. */
  | 'forbidden';

export function accessDecision(
  pathname: string,
  user: { role: AdminRole; stage?: SessionStage } | null | undefined,
): AccessDecision {
  const area = adminArea(pathname);
  if (area === 'none') return 'public';
  const path = normalisePath(pathname);
  if (area === 'page' && (OPEN_PATHS.has(path) || OPEN_PREFIXES.some((prefix) => path.startsWith(`${prefix}/`))))
    return 'open';
  if (area === 'api' && !user && OPEN_API_PATHS.has(path)) return 'open';
  if (!user) return area === 'api' ? 'unauthorized' : 'login';
  const stage = user.stage ?? 'full';
  if (stage !== 'full') {
    if (STAGE_PATHS[stage].some((prefix) => under(path, prefix))) return 'allow';
    return area === 'api' ? 'unauthorized' : stage;
  }
  if (ADMIN_ONLY_PREFIXES.some((prefix) => under(path, prefix)) && user.role !== 'admin') return 'forbidden';
  return 'allow';
}

export const isAdminOnlyPath = (pathname: string): boolean =>
  ADMIN_ONLY_PREFIXES.some((prefix) => under(normalisePath(pathname), prefix));

/**
 * Where to go after signing in: the `next` parameter only when it is a path inside the admin
 * area on this site (never another origin, `//host`, a backslash trick or the login page
 * itself); otherwise the dashboard.
 */
export function safeNextPath(next: string | null | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (!next || next.length > 1000 || !next.startsWith('/') || /[\\\s\u0000-\u001f]/.test(next)) return ADMIN_HOME;
  if (next.startsWith('//')) return ADMIN_HOME;
  let url: URL;
  try {
    url = new URL(next, 'http://admin.invalid');
  } catch {
    return ADMIN_HOME;
  }
  if (url.origin !== 'http://admin.invalid') return ADMIN_HOME;
  const path = normalisePath(url.pathname);
  if (adminArea(path) !== 'page' || OPEN_PATHS.has(path)) return ADMIN_HOME;
  return `${url.pathname}${url.search}`;
}

/**
 * The login URL that comes back to `pathname + search` afterwards; `expired` when the browser
 * still sent a session cookie that no longer works, so the page can say why.
 */
export function loginUrlFor(pathname: string, search: string, expired = false): string {
  const params = new URLSearchParams();
  const back = safeNextPath(`${pathname}${search}`);
  if (back !== ADMIN_HOME) params.set('next', back);
  if (expired) params.set('expired', '1');
  const query = params.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}

/** Headers on every admin response: never cached, never indexed. */
export const ADMIN_RESPONSE_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
};

/**
 * Astro's origin check covers form bodies only (urlencoded, multipart, text/plain): a POST to
 * /admin/logout with a foreign Origin and a JSON body went through (issue 30). In the admin area
 * every write, whatever its body, must come from this site, and say so (issue 41: a logout POST
 * with no Origin at all still logged out): an Origin that is this site's, or, without one, a
 * browser's `Sec-Fetch-Site: same-origin`. Every browser sends one of the two on a POST; a
 * request with neither, a foreign Origin, or a browser's word that it is cross-site is refused
 * before any session is read. `'foreign'` and `'unproven'` name the two refusals; null lets it on.
 */
export function writeOriginProblem(request: Request, url: URL): 'foreign' | 'unproven' | null {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return null;
  const origin = request.headers.get('origin');
  const site = request.headers.get('sec-fetch-site');
  if ((origin !== null && origin !== url.origin) || site === 'cross-site' || site === 'same-site') return 'foreign';
  if (origin === null && site !== 'same-origin') return 'unproven';
  return null;
}

/** Whether an admin write is refused for where it comes from (writeOriginProblem). */
export const foreignWrite = (request: Request, url: URL): boolean => writeOriginProblem(request, url) !== null;
