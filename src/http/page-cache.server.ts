/**
 * Public on-demand pages that are the same for every visitor, rendered once and then served
 * from memory, precompressed, with an ETag (docs/product.md#caches). A page is rendered through Astro
 * from a synthetic request that carries no cookie, no client address and no query parameter the
 * page does not read, so nothing about the visitor who caused the render can end up in it.
 *
 * An entry is served only while it is current:
 * - its content topics (content-version.server.ts) have not moved on: a write on this instance
 *   is seen at once, on another within a second (NOTIFY, or the version check run before a
 *   hit is served);
 * - the date in Japan is the one it was rendered on (dates shown relative to today);
 * - it is younger than CACHE_MAX_AGE_MS (a hand-made SQL change without a version bump).
 * Otherwise the next request renders it again (concurrent requests share one render).
 *
 * Never cached: anything but GET/HEAD, paths not listed in CACHED_ROUTES (admin, the brochure
 * request and its result, APIs), requests that carry a staff session cookie or an
 * Authorization header, and renders that are not a 200 or that set a cookie.
 */
import { EventEmitter } from 'node:events';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { SITE_FACT_PAGES } from '../content/site-fact-pages.ts';
import { isPrefecture } from '../domain/prefectures.ts';
import { SESSION_COOKIE } from '../server/accounts/sessions.server.ts';
import {
  CACHE_MAX_AGE_MS,
  type ContentTopic,
  ensureContentFresh,
  seenContentVersion,
} from '../server/content/content-version.server.ts';
import type { Db } from '../server/platform/db.server.ts';
import type { AstroHandler } from './astro-handler.server.ts';
import { buildFile, type StaticFile, sendFile } from './static-files.server.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Entries for free-text searches (/clinics?q=…), least recently used out first. */
export const MAX_SEARCH_ENTRIES = 50;
/** Hard bound on everything else (paths × prefectures is about 100 today). */
export const MAX_FIXED_ENTRIES = 300;

interface CachedRoute {
  topics: readonly ContentTopic[];
  /** The query the page reads, normalised; '' for none. `search` marks free text. */
  query?: (params: URLSearchParams) => { query: string; search: boolean };
}

/** The `?prefecture=&q=` of /clinics as the page reads them (src/pages/clinics.astro). */
function clinicsQuery(params: URLSearchParams): { query: string; search: boolean } {
  const requested = params.get('prefecture')?.trim() ?? '';
  const prefecture = isPrefecture(requested) ? requested : '';
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const kept = new URLSearchParams();
  if (prefecture) kept.set('prefecture', prefecture);
  if (q) kept.set('q', q);
  const text = kept.toString();
  return { query: text ? `?${text}` : '', search: q !== '' };
}

// Every cached page shows the header's banner and contact facts (/admin/site): `site` as well.
const NEWS: CachedRoute = { topics: ['news', 'site'] };
const CLINICS: CachedRoute = { topics: ['clinics', 'site'], query: clinicsQuery };
const SITE: CachedRoute = { topics: ['site'] };

/** The on-demand public pages, by exact request path (with and without the trailing slash). */
export const CACHED_ROUTES: ReadonlyMap<string, CachedRoute> = new Map([
  ['/', NEWS],
  ['/news', NEWS],
  ['/news/', NEWS],
  ['/news/rss.xml', NEWS],
  ['/clinics', CLINICS],
  ['/clinics/', CLINICS],
  ...SITE_FACT_PAGES.flatMap((path) => [[path, SITE] as const, [`${path}/`, SITE] as const]),
]);

interface Entry {
  file: StaticFile;
  versions: (number | undefined)[];
  day: number;
  at: number;
}

interface Pending {
  versions: (number | undefined)[];
  day: number;
  done: Promise<Entry | null>;
}

/** What a request asks of the cache: a key and the URL its page is rendered from. */
export interface CachePlan {
  key: string;
  renderUrl: string;
  route: CachedRoute;
  search: boolean;
  https: boolean;
}

export interface PageCacheOptions {
  db: Db;
  astroHandler: AstroHandler;
  /** The locals the server hands every request (services); the client fields are blanked. */
  locals: object;
  /** Security headers every response carries; the page's own (CSP) override them. */
  baseHeaders: Readonly<Record<string, string>>;
  hsts: string;
  now?: () => number;
}

const DAY_MS = 86_400_000;
const JST_OFFSET_MS = 9 * 3_600_000;
/** Days since the epoch in Japan: changes at midnight JST. */
export const jstDay = (ms: number): number => Math.floor((ms + JST_OFFSET_MS) / DAY_MS);

/** Response headers that describe one transfer, not the page. */
const TRANSFER_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'vary',
  'etag',
]);

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(options: PageCacheOptions) {
  const { db, astroHandler, locals, baseHeaders, hsts } = options;
  const now = options.now ?? Date.now;
  const fixed = new Map<string, Entry>();
  const searches = new Map<string, Entry>();
  const pending = new Map<string, Pending>();

  /** The plan for a request, or null when it must go to Astro as it is. */
  function plan(req: IncomingMessage, https: boolean): CachePlan | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const target = req.url ?? '/';
    const cut = target.indexOf('?');
    const pathname = cut === -1 ? target : target.slice(0, cut);
    const route = CACHED_ROUTES.get(pathname);
    if (!route) return null;
    if (req.headers.authorization !== undefined) return null;
    if (req.headers.cookie?.includes(SESSION_COOKIE)) return null;
    const { query, search } = route.query
      ? route.query(new URLSearchParams(cut === -1 ? '' : target.slice(cut + 1)))
      : { query: '', search: false };
    const renderUrl = `${pathname}${query}`;
    return { key: `${https ? 's' : 'p'} ${renderUrl}`, renderUrl, route, search, https };
  }

  const versionsOf = (route: CachedRoute) => route.topics.map((topic) => seenContentVersion(db, topic));
  const same = (a: readonly unknown[], b: readonly unknown[]) => a.every((value, i) => value === b[i]);

  /** The current entry for a plan, rendering it when there is none; null when uncacheable. */
  async function entryFor(p: CachePlan): Promise<Entry | null> {
    await ensureContentFresh(db);
    const versions = versionsOf(p.route);
    const t = now();
    const day = jstDay(t);
    const store = p.search ? searches : fixed;
    const hit = store.get(p.key);
    if (hit && hit.day === day && t - hit.at < CACHE_MAX_AGE_MS && same(hit.versions, versions)) {
      if (p.search) {
        // Re-inserted: the map's order is the order of use, oldest first.
        store.delete(p.key);
        store.set(p.key, hit);
      }
      return hit;
    }
    const inFlight = pending.get(p.key);
    if (inFlight && inFlight.day === day && same(inFlight.versions, versions)) return inFlight.done;
    const done = render(p).then(
      (file) => {
        if (!file) return null;
        const entry: Entry = { file, versions, day, at: t };
        store.delete(p.key);
        store.set(p.key, entry);
        const max = p.search ? MAX_SEARCH_ENTRIES : MAX_FIXED_ENTRIES;
        for (const oldest of store.keys()) {
          if (store.size <= max) break;
          store.delete(oldest);
        }
        return entry;
      },
      () => null,
    );
    const mine: Pending = { versions, day, done };
    pending.set(p.key, mine);
    void done.finally(() => {
      if (pending.get(p.key) === mine) pending.delete(p.key);
    });
    return done;
  }

  /** Renders the page from a cookie-less synthetic request and keeps it if it may be shared. */
  async function render(p: CachePlan): Promise<StaticFile | null> {
    const captured = await capture(astroHandler, p, locals);
    if (captured.status !== 200) return null;
    const own: Record<string, string> = {};
    for (const [name, value] of Object.entries(captured.headers)) {
      const lower = name.toLowerCase();
      if (lower === 'set-cookie') return null;
      if (TRANSFER_HEADERS.has(lower) || value === undefined) continue;
      own[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    const type = own['content-type'] ?? 'text/html; charset=utf-8';
    delete own['content-type'];
    // The page revalidates every time unless it set its own policy (the ETag makes that cheap).
    if (!Object.keys(own).some((name) => name.toLowerCase() === 'cache-control')) own['Cache-Control'] = 'no-cache';
    const body = captured.body;
    const [br, gzipped] = await Promise.all([
      brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      gz(body, { level: 9 }),
    ]);
    return buildFile(body, { br, gzip: gzipped }, type, own, { baseHeaders, hsts });
  }

  /**
   * Answers the request from the cache; false when it could not (uncacheable render, or a
   * failure), and the caller hands the request to Astro as usual.
   */
  async function serve(p: CachePlan, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const entry = await entryFor(p);
    if (!entry || res.headersSent || res.destroyed) return false;
    sendFile(req, res, entry.file, p.https);
    return true;
  }

  /** Drops every entry (tests, and a future admin "clear cache"). */
  function clear(): void {
    fixed.clear();
    searches.clear();
  }

  const size = () => fixed.size + searches.size;

  return { plan, serve, clear, size };
}

interface Captured {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/**
 * Runs the Astro handler against a synthetic request and a response that collects what is
 * written. The request has no socket events, so a visitor who goes away does not abort a
 * render that others are waiting for.
 */
function capture(astroHandler: AstroHandler, p: CachePlan, locals: object): Promise<Captured> {
  return new Promise<Captured>((resolve, reject) => {
    const req = Object.assign(new EventEmitter(), {
      method: 'GET',
      url: p.renderUrl,
      httpVersion: '1.1',
      headers: { host: 'localhost', accept: 'text/html' } as Record<string, string>,
      socket: { encrypted: p.https, remoteAddress: undefined },
    });
    const chunks: Buffer[] = [];
    let status = 200;
    let headers: OutgoingHttpHeaders = {};
    let finished = false;
    const res = Object.assign(new EventEmitter(), {
      req,
      statusCode: 200,
      statusMessage: '',
      headersSent: false,
      writableEnded: false,
      destroyed: false,
      setHeader(name: string, value: string | number | readonly string[]) {
        headers[name.toLowerCase()] = value as string;
        return res;
      },
      getHeader: (name: string) => headers[name.toLowerCase()],
      hasHeader: (name: string) => name.toLowerCase() in headers,
      removeHeader(name: string) {
        delete headers[name.toLowerCase()];
      },
      writeHead(code: number, more?: OutgoingHttpHeaders) {
        status = code;
        res.statusCode = code;
        for (const [name, value] of Object.entries(more ?? {})) headers[name.toLowerCase()] = value;
        res.headersSent = true;
        return res;
      },
      write(chunk: Uint8Array | string, callback?: () => void) {
        if (!res.headersSent) res.writeHead(res.statusCode);
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
        callback?.();
        return true;
      },
      end(chunk?: Uint8Array | string | (() => void)) {
        if (finished) return res;
        if (chunk !== undefined && typeof chunk !== 'function') res.write(chunk);
        if (!res.headersSent) res.writeHead(res.statusCode);
        finished = true;
        res.writableEnded = true;
        resolve({ status, headers, body: Buffer.concat(chunks) });
        res.emit('finish');
        res.emit('close');
        return res;
      },
      destroy(error?: unknown) {
        if (finished) return res;
        finished = true;
        res.destroyed = true;
        reject(error instanceof Error ? error : new Error('render destroyed'));
        res.emit('close');
        return res;
      },
    });
    headers = {};
    const own = { ...locals, clientAddress: null, clientKey: 'page-cache', https: p.https };
    Promise.resolve(astroHandler(req as never, res as never, undefined, own)).then(() => {
      if (!finished) res.destroy(new Error('render ended without a response'));
    }, reject);
  });
}
