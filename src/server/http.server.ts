/**
 * The HTTP layer in front of Astro: security headers on every response, prerendered files
 * served precompressed (brotli/gzip picked by Accept-Encoding) with long-lived caching for
 * hashed assets, and on-demand pages compressed on the fly. See
 * docs/decisions/001-own-http-server-in-front-of-astro.md for why this is not the adapter's
 * standalone server.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import type { Logger } from './logger.server.ts';

export type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (err?: unknown) => void,
  locals?: object,
) => void | Promise<void>;

/** Applies to responses that carry no page-specific policy (assets, API answers, errors). */
export const FALLBACK_CSP =
  "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'Content-Security-Policy': FALLBACK_CSP,
};

const HASHED_ASSET = /^\/_astro\//;

/** Per-page CSP headers Astro wrote for prerendered pages (adapter option staticHeaders). */
export function readPrerenderedCsp(distDir: string): Map<string, string> {
  const file = join(distDir, '_headers.json');
  const map = new Map<string, string>();
  if (!existsSync(file)) return map;
  const entries = JSON.parse(readFileSync(file, 'utf8')) as {
    pathname: string;
    headers: { key: string; value: string }[];
  }[];
  for (const entry of entries) {
    const csp = entry.headers.find((h) => h.key.toLowerCase() === 'content-security-policy');
    if (csp) map.set(routeKey(entry.pathname), csp.value);
  }
  return map;
}

/** A prerendered page rather than a file: no extension, or an explicit .html. */
export const isPagePath = (pathname: string): boolean => pathname.endsWith('.html') || !/\.[a-z0-9]+$/i.test(pathname);

/** `/en/index.html`, `/en/` and `/en` all name the route `/en`. */
export function routeKey(pathname: string): string {
  const bare = pathname
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  return bare === '' ? '/' : bare;
}

export interface SiteHandlerOptions {
  clientDir: string;
  astroHandler: AstroHandler;
  locals: object;
  log: Logger;
  prerenderedCsp: Map<string, string>;
  /** SITE_URL: the canonical origin, trusted as the Origin of this site's own forms. */
  siteUrl?: string;
}

/**
 * Astro's origin check (CSRF protection for form posts) compares the browser's Origin with the
 * URL the adapter rebuilds from the socket and Host header. Behind a TLS-terminating proxy that
 * URL is http://host while the browser says https://host, so every admin form would be refused.
 * A post whose Origin is exactly the configured SITE_URL origin, arriving for that same host,
 * is this site's own form: its Origin is rewritten to what the adapter sees. Any other Origin
 * is left alone, so a cross-site post is still refused.
 */
export function alignOriginWithSite(req: IncomingMessage, siteUrl: string | undefined): void {
  const origin = req.headers.origin;
  const host = req.headers.host;
  if (!siteUrl || !origin || !host) return;
  const site = new URL(siteUrl);
  if (origin !== site.origin || host !== site.host) return;
  const encrypted = 'encrypted' in req.socket && Boolean((req.socket as { encrypted?: boolean }).encrypted);
  req.headers.origin = `${encrypted ? 'https' : 'http'}://${host}`;
}

export function createSiteHandler(options: SiteHandlerOptions) {
  const { clientDir, astroHandler, locals, log, prerenderedCsp, siteUrl } = options;
  const serveStatic = sirv(clientDir, {
    brotli: true,
    gzip: true,
    etag: true,
    dotfiles: false,
    extensions: ['html'],
    // sirv passes the request path: `/en/` or `/en` for a page, `/_astro/x.js` for an asset.
    setHeaders(res, pathname) {
      if (HASHED_ASSET.test(pathname)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else if (isPagePath(pathname)) {
        res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
        const csp = prerenderedCsp.get(routeKey(pathname));
        if (csp) res.setHeader('Content-Security-Policy', csp);
      } else {
        res.setHeader('Cache-Control', 'public, max-age=3600');
      }
    },
  });
  const compress = compression({ threshold: 512 });

  return (req: IncomingMessage, res: ServerResponse): void => {
    const started = performance.now();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    res.on('finish', () => {
      log.info(
        { method: req.method, url: req.url, status: res.statusCode, ms: Math.round(performance.now() - started) },
        'request',
      );
    });
    serveStatic(req, res, () => {
      compress(req as never, res as never, () => {
        // On-demand pages revalidate every time unless the route set its own policy.
        if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
        alignOriginWithSite(req, siteUrl);
        // A fresh object per request: Astro hands it to pages as Astro.locals, and the middleware
        // adds the signed-in user to it, which must never be seen by another request.
        Promise.resolve(astroHandler(req, res, undefined, { ...locals })).catch((error: unknown) => {
          log.error({ err: error, url: req.url }, 'unhandled error while rendering');
          if (!res.headersSent) {
            res.statusCode = 500;
            res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          }
          res.end('Internal Server Error');
        });
      });
    });
  };
}
