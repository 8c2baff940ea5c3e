/**
 * Link checker over the built site: every internal link and anchor on every reachable page
 * resolves (200, and the #fragment names an element of the target page).
 */
import { noindexPaths } from '../../src/content/navigation.ts';
import { expect, test } from './support/fixtures.ts';

const decode = (s: string) => s.replaceAll('&amp;', '&');

test('no broken internal link or anchor', { tag: '@desktop' }, async ({ request }) => {
  test.setTimeout(120_000);
  const pages = new Map<string, string>(); // path → HTML ('' for a file that is not a page)
  const failed = new Set<string>();
  const queue = ['/', '/en/', '/zh-cn/', ...noindexPaths];
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  for (const m of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) queue.push(new URL(m[1] as string).pathname);
  expect(
    queue.filter((path) => path.startsWith('/admin')),
    'the staff area is never in the sitemap',
  ).toEqual([]);
  const broken: string[] = [];
  const links: { from: string; href: string }[] = [];

  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (pages.has(path)) continue;
    const response = await request.get(path);
    if (response.status() !== 200) {
      broken.push(`${path} answers ${response.status()}`);
      failed.add(path);
      pages.set(path, '');
      continue;
    }
    const html = await response.text();
    pages.set(path, html);
    for (const m of html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) {
      const href = decode(m[1] as string);
      if (!href.startsWith('/') || href.startsWith('//')) {
        if (href.startsWith('#')) links.push({ from: path, href: `${path}${href}` });
        continue;
      }
      links.push({ from: path, href });
      const target = new URL(href, 'http://x');
      if (!/\.[a-z0-9]+$/i.test(target.pathname)) queue.push(target.pathname);
    }
  }

  for (const { from, href } of links) {
    const url = new URL(href, 'http://x');
    let html = pages.get(url.pathname);
    if (html === undefined) {
      const response = await request.get(url.pathname);
      if (response.status() !== 200) {
        broken.push(`${from} → ${href} answers ${response.status()}`);
        failed.add(url.pathname);
      }
      html = response.headers()['content-type']?.includes('text/html') ? await response.text() : '';
      pages.set(url.pathname, html);
    } else if (failed.has(url.pathname)) {
      broken.push(`${from} → ${href} (broken page)`);
    }
    const id = decodeURIComponent(url.hash.slice(1));
    if (id && html && !new RegExp(`\\sid="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`).test(html)) {
      broken.push(`${from} → ${href}: no element with id "${id}"`);
    }
  }
  expect([...new Set(broken)]).toEqual([]);
  expect(pages.size).toBeGreaterThan(15);
});
