/**
 * What the request log may keep of a request's URL. Query strings carry personal data and
 * secrets: the inbox search (a person's name), `/brochure-request?lead=<token>`,
 * `/admin/setup?token=<token>`. So under /admin (setup included), /api and /brochure-request
 * (in every locale) only the path is logged; elsewhere only the parameters named in
 * LOGGED_PARAMS are kept (campaign tags and list filters), so a token that lands on any other
 * page is not written either. A path can carry what a visitor typed too: the postal code of
 * the address autofill, `/api/postal-codes/1040061`, is logged as `/api/postal-codes/{code}`,
 * and an invitation or reset link's token, `/admin/invitation/<token>`, as `/admin/invitation/{token}`.
 */

/** Paths (after an optional locale prefix) whose query string is never logged. */
const PATH_ONLY = ['/admin', '/api', '/brochure-request'];
const LOCALE_PREFIX = /^\/(?:en|zh-cn|ja)(?=\/|$)/;
/** Routes whose path ends in what a visitor typed: logged as the route, without it. */
const TYPED_IN_PATH = ['/api/postal-codes', '/materials'];
/** Routes whose path ends in a credential (an invitation or reset link's token): never logged. */
const TOKEN_IN_PATH = ['/admin/invitation', '/admin/reset-password'];

/** Query parameters whose values say nothing about a person, kept on other pages. */
export const LOGGED_PARAMS: ReadonlySet<string> = new Set([
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'prefecture',
  'page',
]);

/** Longest path logged; a longer one is cut (a path is not where data should hide). */
const MAX_PATH = 512;

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The route a path names, for matching only: decoded, lower-case, no repeated slashes or dots. */
function routeOf(path: string): string {
  const segments: string[] = [];
  for (const segment of decoded(path).toLowerCase().replaceAll('\\', '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`.replace(LOCALE_PREFIX, '') || '/';
}

const pathOnly = (route: string): boolean =>
  PATH_ONLY.some((prefix) => route === prefix || route.startsWith(`${prefix}/`));

/** The request target as the request log keeps it (see the top of this file). */
export function loggedUrl(target: string | undefined): string {
  if (!target) return '';
  let path = target;
  let query = '';
  // Absolute form (`GET http://host/path?x HTTP/1.1`) is legal; keep its path and query.
  if (!target.startsWith('/')) {
    if (!URL.canParse(target)) return '(not a path)';
    const url = new URL(target);
    path = url.pathname;
    query = url.search.slice(1);
  } else {
    const cut = target.search(/[?#]/);
    if (cut !== -1) {
      path = target.slice(0, cut);
      query = target[cut] === '?' ? (target.slice(cut + 1).split('#')[0] ?? '') : '';
    }
  }
  const route = routeOf(path);
  const typed = TYPED_IN_PATH.find((prefix) => route.startsWith(`${prefix}/`));
  // A personal link's token is a secret: `/materials/{code}` too.
  if (typed !== undefined) return `${typed}/{code}`;
  const secret = TOKEN_IN_PATH.find((prefix) => route.startsWith(`${prefix}/`));
  if (secret !== undefined) return `${secret}/{token}`;
  const shown = path.length > MAX_PATH ? `${path.slice(0, MAX_PATH)}…` : path;
  if (query === '' || pathOnly(route)) return shown;
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(query)) {
    if (LOGGED_PARAMS.has(name)) kept.append(name, value.slice(0, 100));
  }
  // Repeated parameters could still make a long line: the query is capped like the path.
  const text = kept.toString().slice(0, MAX_PATH);
  return text ? `${shown}?${text}` : shown;
}
