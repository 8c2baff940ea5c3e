/** The prerendered build held in memory (static-files.server.ts): paths, encodings, ETags. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HSTS, SECURITY_HEADERS, staticHeadersFor } from '../../../src/http/http.server.ts';
import { etagMatches, loadStaticFiles, pathsFor, pickVariant } from '../../../src/http/static-files.server.ts';

describe('static files in memory', () => {
  it('answers to the paths sirv resolved', () => {
    expect(pathsFor('index.html')).toEqual(['/index.html', '/']);
    expect(pathsFor(join('en', 'company', 'index.html'))).toEqual([
      '/en/company/index.html',
      '/en/company/',
      '/en/company',
    ]);
    expect(pathsFor('404.html')).toEqual(['/404.html', '/404']);
    expect(pathsFor(join('_astro', 'a.js'))).toEqual(['/_astro/a.js']);
  });

  it('compares ETags weakly and honours *', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });

  it('loads files with their compressed forms and every header precomputed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'static-files-'));
    try {
      await mkdir(join(dir, 'company'));
      await mkdir(join(dir, '_astro'));
      await writeFile(join(dir, 'company', 'index.html'), '<p>company</p>');
      await writeFile(join(dir, 'company', 'index.html.br'), 'BR');
      await writeFile(join(dir, 'company', 'index.html.gz'), 'GZ');
      await writeFile(join(dir, '_astro', 'a.css'), 'p{}');
      await writeFile(join(dir, '.hidden'), 'secret');
      const csp = new Map([['/company', "default-src 'self'; script-src 'sha256-x'"]]);
      const files = loadStaticFiles(dir, {
        baseHeaders: SECURITY_HEADERS,
        hsts: HSTS,
        headersFor: (path) => staticHeadersFor(path, csp),
      });
      expect([...files.keys()].sort()).toEqual(['/_astro/a.css', '/company', '/company/', '/company/index.html']);
      const page = files.get('/company/');
      if (!page) throw new Error('no page');
      expect(pickVariant(page, 'gzip, deflate, br').body.toString()).toBe('BR');
      expect(pickVariant(page, 'gzip').body.toString()).toBe('GZ');
      expect(pickVariant(page, 'br;q=0, gzip').body.toString()).toBe('GZ');
      expect(pickVariant(page, undefined).body.toString()).toBe('<p>company</p>');
      const br = pickVariant(page, 'br');
      expect(br.http).toMatchObject({
        'Content-Encoding': 'br',
        'Content-Length': 2,
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': "default-src 'self'; script-src 'sha256-x'",
        'Cache-Control': 'public, max-age=0, must-revalidate',
        'X-Frame-Options': 'DENY',
        Vary: 'Accept-Encoding',
        ETag: page.etag,
      });
      expect(br.http['Strict-Transport-Security']).toBeUndefined();
      expect(br.https['Strict-Transport-Security']).toBe(HSTS);
      const css = files.get('/_astro/a.css');
      expect(css?.identity.http['Cache-Control']).toBe('public, max-age=31536000, immutable');
      expect(css?.identity.http['Content-Security-Policy']).toBe(SECURITY_HEADERS['Content-Security-Policy']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is empty for a missing folder', () => {
    const files = loadStaticFiles(join(tmpdir(), 'no-such-folder-here'), {
      baseHeaders: {},
      hsts: HSTS,
      headersFor: () => ({}),
    });
    expect(files.size).toBe(0);
  });
});
