/** Small answers several routes give in the same words. */
import type { APIRoute } from 'astro';

/** A JSON answer; `headers` are added to (or override) the Content-Type. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/**
 * The answer for a method a route does not handle: 405 with `Allow` (RFC 9110 §15.5.6). Astro
 * answers 404 for an endpoint without a handler for the method, which reads as "no such URL".
 * Export it as `ALL` beside the route's handlers; Astro prefers the named ones.
 */
export function methodNotAllowed(...allowed: string[]): APIRoute {
  const headers = { Allow: allowed.join(', '), 'Cache-Control': 'no-store' };
  return () => new Response(null, { status: 405, headers });
}
