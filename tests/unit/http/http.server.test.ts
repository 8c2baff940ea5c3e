import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AstroHandler } from '../../../src/http/astro-handler.server.ts';
import {
  alignOriginWithSite,
  answerClientError,
  collapsedTarget,
  createSiteHandler,
  HSTS,
  isPagePath,
  refusedMethod,
  routeKey,
} from '../../../src/http/http.server.ts';
import { pacedBy } from '../../../src/server/platform/paced-stream.server.ts';

describe('routeKey', () => {
  it.each([
    ['/index.html', '/'],
    ['/', '/'],
    ['/en/index.html', '/en'],
    ['/en/', '/en'],
    ['/en', '/en'],
    ['/en/products/index.html', '/en/products'],
    ['/robots.txt', '/robots.txt'],
  ])('%s → %s', (input, expected) => {
    expect(routeKey(input)).toBe(expected);
  });
});

describe('isPagePath', () => {
  it('tells pages from files', () => {
    expect(isPagePath('/en/')).toBe(true);
    expect(isPagePath('/en')).toBe(true);
    expect(isPagePath('/en/index.html')).toBe(true);
    expect(isPagePath('/robots.txt')).toBe(false);
    expect(isPagePath('/images/logo.svg')).toBe(false);
  });
});

describe('createSiteHandler', () => {
  it('gives every request its own locals, so one request never sees what another added', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'site-handler-'));
    const seen: unknown[] = [];
    const handler = createSiteHandler({
      clientDir: dir,
      log: pino({ level: 'silent' }),
      prerenderedCsp: new Map(),
      locals: { services: 'shared' },
      astroHandler: (_req, res, _next, locals) => {
        const own = locals as { services: string; admin?: string };
        seen.push({ ...own });
        own.admin = 'signed-in user';
        res.end('ok');
      },
    });
    const server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await (await fetch(`http://127.0.0.1:${port}/a`)).text();
      await (await fetch(`http://127.0.0.1:${port}/b`)).text();
    } finally {
      server.close();
      await rm(dir, { recursive: true, force: true });
    }
    const client = {
      clientAddress: '127.0.0.1',
      clientKey: '127.0.0.1',
      https: false,
      // Each response's own drain watch, for streamed bodies.
      responseDrained: expect.any(Function),
    };
    expect(seen).toEqual([
      { services: 'shared', ...client },
      { services: 'shared', ...client },
    ]);
  });
});

describe('paced responses', () => {
  // Astro's Node adapter writes every chunk it reads without waiting for drain; a body paced by
  // locals.responseDrained is read only as fast as the client takes it (ADR 024).
  it('reads a streamed body no faster than a client that stops reading', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'site-handler-'));
    const chunk = new Uint8Array(64 * 1024).fill(120);
    let pulled = 0;
    const handler = createSiteHandler({
      clientDir: dir,
      log: pino({ level: 'silent' }),
      prerenderedCsp: new Map(),
      locals: {},
      astroHandler: async (_req, res, _next, locals) => {
        const { responseDrained } = locals as { responseDrained: () => Promise<void> };
        const source = new ReadableStream<Uint8Array>(
          {
            pull(controller) {
              pulled += 1;
              if (pulled > 1024) controller.close();
              else controller.enqueue(chunk);
            },
          },
          { highWaterMark: 0 },
        );
        res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
        // As the adapter does: write, then read the next chunk, never waiting for drain.
        for await (const part of pacedBy(source, responseDrained)) res.write(part);
        res.end();
      },
    });
    const server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    try {
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      socket.pause();
      socket.write('GET /export HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n');
      await new Promise((resolve) => setTimeout(resolve, 500));
      // 64 MB on offer; held back to what the socket buffers take (a few MB), not all of it.
      expect(pulled * chunk.length).toBeLessThan(16 * 1024 * 1024);
      const heldBack = pulled;
      socket.resume();
      await new Promise<void>((resolve) => socket.on('end', resolve).on('close', resolve));
      expect(pulled).toBeGreaterThan(heldBack);
      expect(pulled).toBe(1025);
    } finally {
      socket.destroy();
      server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/** A site handler on loopback whose Astro stand-in reports the locals and Origin it was given. */
async function withSite(
  options: { siteUrl?: string; trustProxy?: number },
  run: (fetchSite: (path: string, init?: RequestInit) => Promise<Response>) => Promise<void>,
): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'site-handler-'));
  const astroHandler: AstroHandler = (req, res, _next, locals) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ locals, origin: req.headers.origin ?? null }));
  };
  const server = createServer(
    createSiteHandler({
      clientDir: dir,
      log: pino({ level: 'silent' }),
      prerenderedCsp: new Map(),
      locals: {},
      astroHandler,
      ...options,
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await run((path, init) => fetch(`http://127.0.0.1:${port}${path}`, init));
  } finally {
    server.close();
    await rm(dir, { recursive: true, force: true });
  }
}

describe('createSiteHandler behind proxies (TRUST_PROXY)', () => {
  const forwarded = { 'X-Forwarded-For': '198.51.100.7, 203.0.113.9', 'X-Forwarded-Proto': 'https' };

  it('ignores X-Forwarded-* when TRUST_PROXY is 0: the socket is the client, no HSTS', async () => {
    await withSite({ trustProxy: 0 }, async (get) => {
      const response = await get('/x', { headers: forwarded });
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expect((await response.json()).locals).toEqual({
        clientAddress: '127.0.0.1',
        clientKey: '127.0.0.1',
        https: false,
      });
    });
  });

  it('takes the client and HTTPS from one trusted proxy, and sends HSTS', async () => {
    await withSite({ trustProxy: 1 }, async (get) => {
      const response = await get('/x', { headers: forwarded });
      expect(response.headers.get('strict-transport-security')).toBe(HSTS);
      expect((await response.json()).locals).toEqual({
        clientAddress: '203.0.113.9',
        clientKey: '203.0.113.9',
        https: true,
      });
      const plain = await get('/x', {
        headers: { 'X-Forwarded-For': '2001:db8:1:2::77', 'X-Forwarded-Proto': 'http' },
      });
      expect(plain.headers.get('strict-transport-security')).toBeNull();
      expect((await plain.json()).locals).toEqual({
        clientAddress: '2001:db8:1:2::77',
        clientKey: '2001:db8:1:2::/64',
        https: false,
      });
    });
  });

  it('sends HSTS on every response of an https SITE_URL, static files and errors included', async () => {
    await withSite({ siteUrl: 'https://www.example.jp' }, async (get) => {
      for (const path of ['/', '/missing.css', '/admin/login']) {
        const response = await get(path);
        expect(response.headers.get('strict-transport-security'), path).toBe(HSTS);
      }
    });
  });

  it("accepts this site's own https Origin through a trusted proxy, and no other", async () => {
    await withSite({ trustProxy: 1 }, async (get) => {
      const post = async (headers: Record<string, string>) =>
        (await (await get('/admin/login', { method: 'POST', headers })).json()).origin as string | null;
      const host = new URL((await get('/x')).url).host;
      expect(await post({ Origin: `https://${host}`, 'X-Forwarded-Proto': 'https' })).toBe(`http://${host}`);
      // Without a trusted https the browser's Origin is left for Astro to refuse.
      expect(await post({ Origin: `https://${host}` })).toBe(`https://${host}`);
      expect(await post({ Origin: 'https://evil.example', 'X-Forwarded-Proto': 'https' })).toBe('https://evil.example');
    });
  });

  it('logs each request without the query strings that carry tokens or names', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'site-handler-'));
    const lines: string[] = [];
    const handler = createSiteHandler({
      clientDir: dir,
      log: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }),
      prerenderedCsp: new Map(),
      locals: {},
      astroHandler: (_req, res) => {
        res.end('ok');
      },
    });
    const server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const token = 'a-setup-token-that-must-not-be-logged';
    try {
      const { port } = server.address() as AddressInfo;
      for (const path of [`/admin/setup?token=${token}`, '/admin/leads?q=%E5%B1%B1%E7%94%B0', '/?utm_source=mail']) {
        await (await fetch(`http://127.0.0.1:${port}${path}`)).text();
      }
    } finally {
      server.close();
      await rm(dir, { recursive: true, force: true });
    }
    const urls = lines.map((line) => JSON.parse(line) as { msg: string; url: string }).map((entry) => entry.url);
    expect(urls).toEqual(['/admin/setup', '/admin/leads', '/?utm_source=mail']);
    expect(lines.join('')).not.toContain(token);
  });
});

describe('alignOriginWithSite', () => {
  const request = (headers: Record<string, string>, encrypted = false) =>
    ({ headers: { ...headers }, socket: encrypted ? { encrypted: true } : {} }) as unknown as IncomingMessage;

  it("lets this site's own forms through a TLS-terminating proxy", () => {
    const req = request({ origin: 'https://www.example.jp', host: 'www.example.jp' });
    alignOriginWithSite(req, true);
    expect(req.headers.origin).toBe('http://www.example.jp');
  });

  it('leaves every other origin, host, plain HTTP or direct TLS alone', () => {
    for (const [headers, https, encrypted] of [
      [{ origin: 'https://evil.example', host: 'www.example.jp' }, true, false],
      [{ origin: 'https://www.example.jp', host: 'evil.example' }, true, false],
      [{ origin: 'https://www.example.jp.evil.example', host: 'www.example.jp' }, true, false],
      [{ host: 'www.example.jp' }, true, false],
      [{ origin: 'https://www.example.jp', host: 'www.example.jp' }, false, false],
      [{ origin: 'https://www.example.jp', host: 'www.example.jp' }, true, true],
      [{ origin: 'http://localhost:4321', host: 'localhost:4321' }, false, false],
    ] as const) {
      const req = request(headers, encrypted);
      alignOriginWithSite(req, https);
      expect(req.headers.origin).toBe('origin' in headers ? headers.origin : undefined);
    }
  });
});

describe('collapsedTarget', () => {
  it('collapses runs of slashes, backslashes and their escapes to one slash, keeping the query', () => {
    expect(collapsedTarget('/api//brochure-form')).toBe('/api/brochure-form');
    expect(collapsedTarget('/en//brochure-request?x=a//b')).toBe('/en/brochure-request?x=a//b');
    expect(collapsedTarget('/uploads/news/%2F/x')).toBe('/uploads/news/x');
    expect(collapsedTarget('/a\\/b')).toBe('/a/b');
  });

  it('never names another host, and leaves single slashes alone', () => {
    expect(collapsedTarget('//evil.example/x')).toBe('/evil.example/x');
    expect(collapsedTarget('/news/rss.xml')).toBeNull();
    expect(collapsedTarget('/')).toBeNull();
    expect(collapsedTarget('*')).toBeNull();
  });
});

describe('refusedMethod', () => {
  it('lets the methods routes take through, 405 for TRACE and its kin, 501 for the unknown', () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(refusedMethod(method), method).toBeNull();
    }
    for (const method of ['TRACE', 'TRACK', 'CONNECT']) expect(refusedMethod(method), method).toBe(405);
    for (const method of ['PROPFIND', 'PURGE', 'MKCOL', 'get', undefined]) expect(refusedMethod(method)).toBe(501);
  });
});

describe('answerClientError', () => {
  it('answers a method the parser does not know with 501, other parse errors as Node does', async () => {
    const server = createServer(() => {});
    server.on('clientError', answerClientError);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const send = (text: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(text));
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk;
        });
        socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
      });
    try {
      expect(await send('TRACK / HTTP/1.1\r\nHost: x\r\n\r\n')).toBe('HTTP/1.1 501 Not Implemented');
      expect(await send('GET / HTTP/9.9 nonsense\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request');
    } finally {
      server.close();
    }
  });
});
