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
import type { Duplex } from 'node:stream';
import compression from 'compression';
import sirv from 'sirv';
import type { PageViewCounter } from '../server/analytics/page-views.server.ts';
import type { Logger } from '../server/platform/logger.server.ts';
import type { AstroHandler } from './astro-handler.server.ts';
import { limitRequestBody } from './body-cap.server.ts';
import { type ClientInfo, resolveClient } from './client-address.server.ts';
import type { PageCache } from './page-cache.server.ts';
import { loggedUrl } from './request-log.server.ts';
import { loadStaticFiles, sendFile } from './static-files.server.ts';

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

/** Sent on every response once the visitor is known to be on HTTPS (never over plain HTTP). */
export const HSTS = 'max-age=31536000; includeSubDomains';

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
  /** SITE_URL: an https site is HTTPS to its visitors whatever the socket says. */
  siteUrl?: string;
  /** TRUST_PROXY: proxy hops whose X-Forwarded-For/-Proto are believed (0: none). */
  trustProxy?: number;
  /** Public on-demand pages served from memory (page-cache.server.ts); none in unit tests. */
  pageCache?: PageCache | undefined;
  /** Counts views of prerendered pages for the funnel per entry page; none in unit tests. */
  pageViews?: PageViewCounter | undefined;
}

/**
 * Astro's origin check (CSRF protection for form posts) compares the browser's Origin with the
 * URL the adapter rebuilds from the socket and Host header. Behind a TLS-terminating proxy that
 * URL is http://host while the browser says https://host, so every admin form would be refused.
 * When the visitor is known to be on HTTPS (a trusted X-Forwarded-Proto or an https SITE_URL:
 * resolveClient), a post whose Origin is exactly https://<its own Host> is this site's own
 * form, and its Origin is rewritten to what the adapter sees. Any other Origin is left alone,
 * so a cross-site post is still refused; so is everything on a TLS socket, which needs nothing.
 */
export function alignOriginWithSite(req: IncomingMessage, https: boolean): void {
  const origin = req.headers.origin;
  const host = req.headers.host;
  if (!https || !origin || !host || origin !== `https://${host}`) return;
  if ('encrypted' in req.socket && (req.socket as { encrypted?: boolean }).encrypted) return;
  req.headers.origin = `http://${host}`;
}

export function createSiteHandler(options: SiteHandlerOptions) {
  const {
    clientDir,
    astroHandler,
    locals,
    log,
    prerenderedCsp,
    siteUrl,
    trustProxy = 0,
    pageCache,
    pageViews,
  } = options;
  // Sirv stays for what is not held in memory: large files, and paths outside the build.
  const serveStatic = sirv(clientDir, {
    brotli: true,
    gzip: true,
    etag: true,
    dotfiles: false,
    extensions: ['html'],
    // sirv passes the request path: `/en/` or `/en` for a page, `/_astro/x.js` for an asset.
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(staticHeadersFor(pathname, prerenderedCsp))) {
        res.setHeader(name, value);
      }
    },
  });
  const files = loadStaticFiles(clientDir, {
    baseHeaders: SECURITY_HEADERS,
    hsts: HSTS,
    headersFor: (pathname) => staticHeadersFor(pathname, prerenderedCsp),
  });
  const compress = compression({ threshold: 512 });

  const logRequest = (req: IncomingMessage, status: number, started: number): void => {
    log.info(
      {
        method: req.method,
        // Without query strings that carry personal data or tokens (request-log.server.ts).
        url: loggedUrl(req.url),
        status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };

  /**
   * Whether the response (through the gzip stream when compressing) has room: `write` says so by
   * returning false, and 'drain' (which compression forwards from its stream) says when it has
   * room again. Astro's adapter ignores both; streamed bodies wait on this instead.
   */
  const drainWatch = (res: ServerResponse): (() => Promise<void>) => {
    let full = false;
    let waiting: (() => void)[] = [];
    let listening = false;
    const release = () => {
      full = false;
      for (const resolve of waiting) resolve();
      waiting = [];
    };
    const write = res.write;
    res.write = function (this: ServerResponse, ...args: Parameters<ServerResponse['write']>) {
      const room = write.apply(this, args);
      if (!room) {
        full = true;
        // Listening from the first full write, so a drain before anyone waits is not missed; once
        // per response, since compression adds 'drain' listeners to its stream and never removes them.
        if (!listening) {
          listening = true;
          res.on('drain', release);
          res.on('close', release);
        }
      }
      return room;
    } as ServerResponse['write'];
    return () => (!full || res.destroyed ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)));
  };

  // Renders under way. A client that hangs up closes its connection while its render goes on
  // (awaiting the database), so the server's close does not wait for it: shutdown does, here.
  let rendering = 0;
  const idleWaiters: (() => void)[] = [];
  const renderEnded = () => {
    rendering -= 1;
    if (rendering === 0) for (const resolve of idleWaiters.splice(0)) resolve();
  };
  const idle = () => (rendering === 0 ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve)));

  /** On-demand routes: Astro, its responses compressed on the fly. */
  const toAstro = (req: IncomingMessage, res: ServerResponse, client: ClientInfo): void => {
    compress(req as never, res as never, () => {
      // On-demand pages revalidate every time unless the route set its own policy.
      if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
      alignOriginWithSite(req, client.https);
      // A fresh object per request: Astro hands it to pages as Astro.locals, and the middleware
      // adds the signed-in user to it, which must never be seen by another request.
      const own = {
        ...locals,
        clientAddress: client.address,
        clientKey: client.key,
        https: client.https,
        responseDrained: drainWatch(res),
      };
      rendering += 1;
      Promise.resolve(astroHandler(req, res, undefined, own))
        .catch((error: unknown) => {
          log.error({ err: error, url: loggedUrl(req.url) }, 'unhandled error while rendering');
          if (!res.headersSent) {
            res.statusCode = 500;
            res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          }
          res.end('Internal Server Error');
        })
        .finally(renderEnded);
    });
  };

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const started = performance.now();
    const client = resolveClient(req, { trustProxy, siteUrl });
    const method = req.method;
    const refused = refusedMethod(method);
    if (refused) {
      // Before Astro, whose Request cannot even be built for TRACE (a 500 with a TypeError).
      for (const [name, value] of SECURITY_ENTRIES) res.setHeader(name, value);
      res.writeHead(refused, { Allow: ALLOWED_METHODS.join(', '), 'Cache-Control': 'no-store', 'Content-Length': 0 });
      res.end();
      logRequest(req, refused, started);
      return;
    }
    const collapsed = collapsedTarget(req.url);
    if (collapsed !== null) {
      // A doubled slash names no route, and Astro renders it without the request's services (a
      // 500, issue 41): a reader's typo goes to the one path meant; a write is not redirected.
      for (const [name, value] of SECURITY_ENTRIES) res.setHeader(name, value);
      const read = method === 'GET' || method === 'HEAD';
      // The unread body of a refused write is not waited for: the connection closes.
      res.writeHead(
        read ? 308 : 404,
        read
          ? { Location: collapsed, 'Cache-Control': 'no-store', 'Content-Length': 0 }
          : { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' },
      );
      res.end(read ? undefined : 'Not Found');
      logRequest(req, res.statusCode, started);
      return;
    }
    const hasBody = req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';
    if ((method === 'GET' || method === 'HEAD') && !hasBody) {
      // The prerendered build, from memory with every header precomputed.
      const path = requestPath(req.url);
      const file = files.get(path);
      if (file) {
        sendFile(req, res, file, client.https);
        if (method === 'GET' && res.statusCode === 200 && pageViews && isPagePath(path))
          pageViews.count(routeKey(path));
        logRequest(req, res.statusCode, started);
        return;
      }
    }
    for (const [name, value] of SECURITY_ENTRIES) res.setHeader(name, value);
    if (client.https) res.setHeader('Strict-Transport-Security', HSTS);
    res.on('finish', () => logRequest(req, res.statusCode, started));
    // Each route's body cap, before anything reads the body (src/http/body-cap.server.ts).
    // A GET or HEAD without Content-Length or Transfer-Encoding has no body to cap.
    if ((hasBody || (method !== 'GET' && method !== 'HEAD')) && limitRequestBody(req, res)) return;
    const plan = pageCache?.plan(req, client.https);
    if (pageCache && plan) {
      // Public pages the same for everyone: rendered once, then from memory (page-cache.server.ts).
      pageCache.serve(plan, req, res).then(
        (served) => {
          if (!served) serveStatic(req, res, () => toAstro(req, res, client));
        },
        (error: unknown) => {
          log.error({ err: error, url: loggedUrl(req.url) }, 'page cache failed; rendering directly');
          if (!res.headersSent) serveStatic(req, res, () => toAstro(req, res, client));
        },
      );
      return;
    }
    serveStatic(req, res, () => toAstro(req, res, client));
  };
  /** Resolves when no render is under way (shutdown waits on it before closing the database). */
  return Object.assign(handle, { idle: () => idle() });
}

const SECURITY_ENTRIES = Object.entries(SECURITY_HEADERS);

/** What any route here may take; each route answers 405 to those of these it does not. */
const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** Methods HTTP defines that no route of this site takes, and that would echo or tunnel. */
const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

/** 405 for TRACE and its kin, 501 for a method this server does not know; null to go on. */
export function refusedMethod(method: string | undefined): 405 | 501 | null {
  const name = method ?? '';
  if (ALLOWED_METHODS.includes(name)) return null;
  return FORBIDDEN_METHODS.has(name) ? 405 : 501;
}

/**
 * The request target with its path's runs of slashes (`/`, `\\`, and their escapes `%2F`,
 * `%5C`) collapsed to one, the query kept; null when there is nothing to collapse. The result
 * starts with a single `/`, so it can never name another host (`//evil.example`).
 */
export function collapsedTarget(target: string | undefined): string | null {
  if (!target?.startsWith('/')) return null;
  const cut = target.indexOf('?');
  const path = cut === -1 ? target : target.slice(0, cut);
  const run = /(?:\/|\\|%2f|%5c){2,}/gi;
  if (!run.test(path)) return null;
  const query = cut === -1 ? '' : target.slice(cut);
  return `${path.replace(run, '/')}${query}`;
}

/** The path of a request target, percent-decoded when that is valid ('' when it is not). */
export function requestPath(target: string | undefined): string {
  if (!target) return '/';
  const cut = target.indexOf('?');
  const path = cut === -1 ? target : target.slice(0, cut);
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return '';
  }
}

/** Cache-Control, and the page's own CSP, of a file of the build (sirv's setHeaders before). */
export function staticHeadersFor(pathname: string, prerenderedCsp: Map<string, string>): Record<string, string> {
  if (HASHED_ASSET.test(pathname)) return { 'Cache-Control': 'public, max-age=31536000, immutable' };
  if (isPagePath(pathname)) {
    const csp = prerenderedCsp.get(routeKey(pathname));
    return {
      'Cache-Control': 'public, max-age=0, must-revalidate',
      ...(csp ? { 'Content-Security-Policy': csp } : {}),
    };
  }
  return { 'Cache-Control': 'public, max-age=3600' };
}

/**
 * What the HTTP parser refuses before any handler runs (`server.on('clientError')`): Node's own
 * answers, except a method the parser does not know (TRACK, BREW, …), which is a 501 like the
 * unknown methods it does parse (refusedMethod), not a 400.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'HPE_INVALID_METHOD'
      ? '501 Not Implemented'
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
