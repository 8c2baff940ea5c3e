/**
 * Who may open what in the admin area, as plain functions the middleware (./index.ts) applies
 * to every request. Deny by default: anything under /admin or /api/admin needs a session unless
 * it is one of the two pages that sign people in; a few pages need the admin role. A new admin
 * route is therefore closed the moment it exists.
 */
import { ADMIN_HOME, INTEGRATIONS_PATH, LOGIN_PATH, SETTINGS_PATH, SETUP_PATH } from '../actions/paths.ts';
import type { AdminRole } from '../domain/admin.ts';
import { normalisePath } from '../http/normalise-path.server.ts';

/** Reachable without a session: signing in, and the first-run setup page. */
const OPEN_PATHS = new Set([LOGIN_PATH, SETUP_PATH]);
/** Admin role only (a staff user gets 403). */
const ADMIN_ONLY_PREFIXES = ['/admin/audit', SETTINGS_PATH, INTEGRATIONS_PATH];

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
  /** No session on an API: 401. */
  | 'unauthorized'
  /** Signed in without the role the page needs: 403. */
  | 'forbidden';

export function accessDecision(pathname: string, user: { role: AdminRole } | null | undefined): AccessDecision {
  const area = adminArea(pathname);
  if (area === 'none') return 'public';
  const path = normalisePath(pathname);
  if (area === 'page' && OPEN_PATHS.has(path)) return 'open';
  if (!user) return area === 'api' ? 'unauthorized' : 'login';
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
