import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { alignOriginWithSite, createSiteHandler, isPagePath, routeKey } from '../../src/server/http.server.ts';

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
    expect(seen).toEqual([{ services: 'shared' }, { services: 'shared' }]);
  });
});

describe('alignOriginWithSite', () => {
  const request = (headers: Record<string, string>, encrypted = false) =>
    ({ headers: { ...headers }, socket: encrypted ? { encrypted: true } : {} }) as unknown as IncomingMessage;

  it("lets this site's own forms through a TLS-terminating proxy", () => {
    const req = request({ origin: 'https://www.example.jp', host: 'www.example.jp' });
    alignOriginWithSite(req, 'https://www.example.jp');
    expect(req.headers.origin).toBe('http://www.example.jp');
  });

  it('leaves every other origin, host or direct TLS alone', () => {
    for (const [headers, encrypted] of [
      [{ origin: 'https://evil.example', host: 'www.example.jp' }, false],
      [{ origin: 'https://www.example.jp', host: 'evil.example' }, false],
      [{ host: 'www.example.jp' }, false],
      [{ origin: 'https://www.example.jp', host: 'www.example.jp' }, true],
    ] as const) {
      const req = request(headers, encrypted);
      alignOriginWithSite(req, 'https://www.example.jp');
      expect(req.headers.origin).toBe('origin' in headers ? headers.origin : undefined);
    }
    const req = request({ origin: 'http://localhost:4321', host: 'localhost:4321' });
    alignOriginWithSite(req, undefined);
    expect(req.headers.origin).toBe('http://localhost:4321');
  });
});
