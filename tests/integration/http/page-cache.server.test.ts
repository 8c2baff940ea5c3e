/**
 * The page cache in front of Astro (docs/product.md#caches), through the real site handler on
 * loopback with a stand-in for Astro that renders from the database: an edit shows on the very
 * next request, another instance follows within a second, and nothing personal is ever served
 * from the cache.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AstroHandler } from '../../../src/http/astro-handler.server.ts';
import { createSiteHandler, HSTS, SECURITY_HEADERS } from '../../../src/http/http.server.ts';
import { createPageCache, jstDay, MAX_SEARCH_ENTRIES } from '../../../src/http/page-cache.server.ts';
import { SESSION_COOKIE } from '../../../src/server/accounts/sessions.server.ts';
import { VERSION_CHECK_INTERVAL_MS, writeContent } from '../../../src/server/content/content-version.server.ts';
import type { Db } from '../../../src/server/platform/db.server.ts';
import { openAnotherHandle, testBackends, useTestDb } from '../../setup/db.ts';
import { createNews } from '../../setup/factories.ts';

interface Site {
  url: string;
  /** Every request the Astro stand-in rendered: path, cookie header, locals.clientAddress. */
  renders: { url: string; cookie: string | undefined; clientAddress: unknown }[];
  close(): Promise<void>;
}

/** What the stand-in does for a path, beyond listing the news titles. */
const behaviour = (url: string) => ({
  setCookie: url.startsWith('/clinics') && url.includes('q=cookie'),
  status: url.includes('q=missing') ? 404 : 200,
});

async function startSite(db: Db, now?: () => number): Promise<Site> {
  const renders: Site['renders'] = [];
  const astroHandler: AstroHandler = async (req, res, _next, locals) => {
    const own = locals as { clientAddress?: unknown };
    renders.push({ url: req.url ?? '', cookie: req.headers.cookie, clientAddress: own.clientAddress });
    const titles = (await db.selectFrom('news').select('title').orderBy('title').execute()).map((r) => r.title);
    const { setCookie, status } = behaviour(req.url ?? '');
    const headers: Record<string, string> = {
      'Content-Type': 'text/html',
      'Content-Security-Policy': "default-src 'self'; script-src 'self' 'sha256-abc'",
    };
    if (setCookie) headers['Set-Cookie'] = 'flash=1; Path=/';
    res.writeHead(status, headers);
    // Echoes the cookie it saw: a cached page that shows one would be a leak.
    res.end(`<p>${req.url}</p><p>cookie:${req.headers.cookie ?? ''}</p><ul>${titles.join('|')}</ul>${'x'.repeat(600)}`);
  };
  const dir = await mkdtemp(join(tmpdir(), 'page-cache-'));
  const locals = { services: 'shared' };
  const pageCache = createPageCache({
    db,
    astroHandler,
    locals,
    baseHeaders: SECURITY_HEADERS,
    hsts: HSTS,
    ...(now ? { now } : {}),
  });
  const server: Server = createServer(
    createSiteHandler({
      clientDir: dir,
      astroHandler,
      locals,
      log: pino({ level: 'silent' }),
      prerenderedCsp: new Map(),
      pageCache,
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    renders,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const publish = (db: Db, title: string) =>
  writeContent(db, ['news'], (trx) => createNews(trx, { id: title, title, content: '本文' }));

const text = async (url: string, init?: RequestInit) => (await fetch(url, init)).text();

async function waitFor(test: () => Promise<boolean>, timeoutMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await test()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return null;
}

describe.each(testBackends())('page cache on %s', (backend) => {
  const t = useTestDb(backend);

  it('renders a public page once, then serves it precompressed with an ETag and 304s', async () => {
    const site = await startSite(t.db);
    try {
      const first = await fetch(`${site.url}/news`);
      const body = await first.text();
      expect(first.status).toBe(200);
      expect(first.headers.get('etag')).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      expect(first.headers.get('vary')).toBe('Accept-Encoding');
      expect(first.headers.get('content-security-policy')).toContain('sha256-abc');
      expect(first.headers.get('x-frame-options')).toBe('DENY');
      // Fifty concurrent requests: one render between them.
      const many = await Promise.all(Array.from({ length: 50 }, () => text(`${site.url}/news`)));
      expect(new Set(many)).toEqual(new Set([body]));
      expect(site.renders.filter((r) => r.url === '/news')).toHaveLength(1);
      // The render saw no visitor: no client address.
      expect(site.renders[0]?.clientAddress).toBeNull();

      const etag = first.headers.get('etag') ?? '';
      const again = await fetch(`${site.url}/news`, { headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
      // Raw bytes on the wire: brotli when asked for it (fetch would decode transparently).
      const raw = await rawGet(`${site.url}/news`, { 'accept-encoding': 'br' });
      expect(raw.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(raw.body).toString('utf8')).toBe(body);
    } finally {
      await site.close();
    }
  });

  it('shows an edit on the very next request', async () => {
    const site = await startSite(t.db);
    try {
      await publish(t.db, 'お知らせ一');
      expect(await text(`${site.url}/`)).toContain('お知らせ一');
      expect(await text(`${site.url}/news/rss.xml`)).toContain('お知らせ一');
      await publish(t.db, 'お知らせ二');
      expect(await text(`${site.url}/`)).toContain('お知らせ二');
      expect(await text(`${site.url}/news/rss.xml`)).toContain('お知らせ二');
    } finally {
      await site.close();
    }
  });

  it('follows a write made through another instance within a second', async () => {
    const other = openAnotherHandle(t.current);
    const site = await startSite(t.db);
    try {
      expect(await text(`${site.url}/news`)).not.toContain('別インスタンス');
      await publish(other, '別インスタンスのお知らせ');
      const ms = await waitFor(async () => (await text(`${site.url}/news`)).includes('別インスタンス'), 3_000);
      process.stdout.write(`  [${backend}] another instance's write on the cached /news after ${ms} ms\n`);
      expect(ms).not.toBeNull();
      // No listener here: this is the fallback, one version read per VERSION_CHECK_INTERVAL_MS.
      expect(ms ?? Number.POSITIVE_INFINITY).toBeLessThan(VERSION_CHECK_INTERVAL_MS + 1_000);
    } finally {
      await site.close();
      await other.destroy();
    }
  });

  it('renders again when the date rolls over in Japan', async () => {
    // 23:59:59 JST, then one second later.
    let clock = Date.parse('2026-03-01T14:59:59Z');
    const site = await startSite(t.db, () => clock);
    try {
      await text(`${site.url}/`);
      await text(`${site.url}/`);
      expect(site.renders).toHaveLength(1);
      expect(jstDay(clock)).not.toBe(jstDay(clock + 1_000));
      clock += 1_000;
      await text(`${site.url}/`);
      expect(site.renders).toHaveLength(2);
    } finally {
      await site.close();
    }
  });

  it('never serves anything personal from the cache', async () => {
    const site = await startSite(t.db);
    try {
      // A staff session's request goes to Astro as it is, and its page is never stored.
      const staff = await text(`${site.url}/news`, { headers: { cookie: `${SESSION_COOKIE}=secret-token` } });
      expect(staff).toContain('cookie:pelvia_admin_session=secret-token');
      expect(await text(`${site.url}/news`)).not.toContain('secret-token');
      expect(
        await text(`${site.url}/news`, { headers: { cookie: `__Host-${SESSION_COOKIE}=other; theme=dark` } }),
      ).toContain('other');
      // Other cookies never reach a cached render.
      expect(await text(`${site.url}/`, { headers: { cookie: 'theme=dark' } })).toContain('cookie:</p>');
      expect(site.renders.filter((r) => r.cookie === 'theme=dark')).toHaveLength(0);

      // Pages outside the list: rendered per request, every time.
      for (const path of ['/brochure-request?lead=token', '/admin', '/admin/news', '/api/events', '/en/news']) {
        await text(`${site.url}${path}`);
        await text(`${site.url}${path}`);
        expect(
          site.renders.filter((r) => r.url === path),
          path,
        ).toHaveLength(2);
      }
      // A response that sets a cookie, or is not a 200, is not stored.
      for (const path of ['/clinics?q=cookie', '/clinics?q=missing']) {
        await fetch(`${site.url}${path}`);
        await fetch(`${site.url}${path}`);
        // Each request: the cache's attempt, then the request itself.
        expect(site.renders.filter((r) => r.url === path).length, path).toBe(4);
      }
      // Not GET or HEAD: Astro.
      await fetch(`${site.url}/news`, { method: 'POST', body: 'x' });
      expect(site.renders.filter((r) => r.url === '/news')).toHaveLength(4);
    } finally {
      await site.close();
    }
  });

  it('keys /clinics by the parameters the page reads, with a bounded number of searches', async () => {
    const site = await startSite(t.db);
    try {
      await text(`${site.url}/clinics?prefecture=${encodeURIComponent('東京都')}&utm_source=mail`);
      await text(`${site.url}/clinics?utm_campaign=x&prefecture=${encodeURIComponent('東京都')}`);
      await text(`${site.url}/clinics?prefecture=nowhere`);
      await text(`${site.url}/clinics`);
      // The render sees only what the page reads; an unknown prefecture is none at all.
      expect(site.renders.map((r) => r.url)).toEqual([
        `/clinics?prefecture=${encodeURIComponent('東京都')}`,
        '/clinics',
      ]);
      for (let i = 0; i < MAX_SEARCH_ENTRIES + 20; i++) await text(`${site.url}/clinics?q=r${i}`);
      // The oldest searches were dropped; fixed pages were not.
      const before = site.renders.length;
      await text(`${site.url}/clinics?q=r0`);
      await text(`${site.url}/clinics?q=r${MAX_SEARCH_ENTRIES + 19}`);
      await text(`${site.url}/clinics`);
      expect(site.renders.length).toBe(before + 1);
    } finally {
      await site.close();
    }
  });
});

/** A GET whose body is returned as sent (no decoding). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: IncomingMessage['headers']; body: Buffer }> {
  return new Promise((resolve, reject) => {
    import('node:http').then(({ get }) => {
      get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    }, reject);
  });
}
