/**
 * The path as the router will understand it: percent-decoded, lower-cased, repeated and
 * trailing slashes dropped, so `/Admin//leads/` and `/%61dmin` are judged like `/admin/leads`.
 * Both the body caps (body-cap.server.ts) and the admin access policy
 * (src/middleware/admin-access.ts) match paths in this form.
 */
export function normalisePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes: judge the raw text.
  }
  path = path
    .toLowerCase()
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path;
}
