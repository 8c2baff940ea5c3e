import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SITE_FACT_PAGES } from '../../../src/content/site-fact-pages.ts';
import { CACHED_ROUTES } from '../../../src/http/page-cache.server.ts';

const pagesDir = fileURLToPath(new URL('../../../src/pages/', import.meta.url));

/** Every public page file with a fixed path, as its route. */
function publicPages(dir = pagesDir): { route: string; file: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' ? [] : publicPages(path);
    if (!entry.name.endsWith('.astro') || entry.name.includes('[')) return [];
    const route = `/${relative(pagesDir, path)}`.replace(/\.astro$/, '').replace(/\/?index$/, '') || '/';
    return [{ route, file: path }];
  });
}

// Cached under their own topics (news, clinics), one visitor's (the form's answer, the demo
// booking's free slots and outcome, a lead's own change and cancel page), or the 404.
const elsewhere = new Set([
  '/',
  '/404',
  '/news',
  '/clinics',
  '/brochure-request',
  '/en/brochure-request',
  '/zh-cn/brochure-request',
  '/demo',
  '/en/demo',
  '/zh-cn/demo',
  '/demo/manage',
  '/en/demo/manage',
  '/zh-cn/demo/manage',
]);

describe('the pages that show live commercial facts', () => {
  const pages = publicPages();

  it('lists every public page with a fixed path that is not cached elsewhere', () => {
    const expected = pages.map((page) => page.route).filter((route) => !elsewhere.has(route));
    expect([...SITE_FACT_PAGES].sort()).toEqual(expected.sort());
  });

  it('renders each on demand, so that a published change reaches it', () => {
    for (const page of pages.filter((p) => p.route !== '/404')) {
      expect(readFileSync(page.file, 'utf8'), page.route).toMatch(/^export const prerender = false;$/m);
    }
  });

  it('serves each from the page cache, with and without the trailing slash', () => {
    for (const route of SITE_FACT_PAGES) {
      expect(CACHED_ROUTES.get(route)?.topics, route).toContain('site');
      expect(CACHED_ROUTES.get(`${route}/`)?.topics, route).toContain('site');
    }
  });
});
