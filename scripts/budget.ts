/**
 * `npm run budget`: for every page of the built site, the gzip bytes of the HTML, the CSS and
 * the JavaScript it loads (island components and everything they import), printed as a table,
 * and of the JavaScript its first load fetches before any scroll or interaction (scripts and
 * islands hydrating on load or idle; not `client:visible` or `client:interaction`).
 * Fails when a page without an island loads any JavaScript, any page loads more than 80 KB gzip
 * of it, or a home page's first load fetches more than 60 KB gzip. Pages come from the sitemap
 * plus the on-demand ones the build cannot see.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { noindexPaths } from '../src/content/navigation.ts';
import { startBuiltServer } from '../tests/e2e/support/server.ts';

const JS_LIMIT = 80 * 1024;
/** The home pages are where visitors from a campaign land, mostly on phones. */
const FIRST_LOAD_JS_LIMIT = 60 * 1024;
const homePages = new Set(['/', '/en', '/zh-cn']);
/** Island directives that hydrate without the visitor scrolling or touching anything. */
const EAGER_DIRECTIVES = new Set(['load', 'idle', 'media', 'only']);
const clientDir = fileURLToPath(new URL('../dist/client/', import.meta.url));
const gzipSize = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const fileCache = new Map<string, string>();
function readAsset(pathname: string): string {
  let text = fileCache.get(pathname);
  if (text === undefined) {
    text = readFileSync(clientDir + pathname.replace(/^\//, ''), 'utf8');
    fileCache.set(pathname, text);
  }
  return text;
}

const attr = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1] as string);

/** The component and renderer URLs of the page's islands, only eager ones if asked. */
function islandUrls(html: string, eagerOnly: boolean): string[] {
  return [...html.matchAll(/<astro-island\s[^>]*>/g)].flatMap(([tag]) => {
    const directive = tag.match(/\sclient="([^"]+)"/)?.[1] ?? '';
    if (eagerOnly && !EAGER_DIRECTIVES.has(directive)) return [];
    return [...attr(tag, /\scomponent-url="([^"]+)"/g), ...attr(tag, /\srenderer-url="([^"]+)"/g)];
  });
}

/**
 * Every JS module a page loads: entry scripts, island components and renderers (all, or only
 * those hydrating without a scroll or interaction), then their imports.
 */
function jsClosure(html: string, { eagerOnly = false } = {}): Set<string> {
  const pending = [
    ...attr(html, /<script[^>]*\ssrc="([^"]+)"/g),
    ...attr(html, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...islandUrls(html, eagerOnly),
  ];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const url = pending.pop() as string;
    if (seen.has(url) || !url.startsWith('/')) continue;
    seen.add(url);
    const code = readAsset(url);
    const base = new URL(url, 'http://x');
    const specifiers = [
      ...attr(code, /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.m?js)["']/g),
      ...attr(code, /import\(\s*["']([^"']+\.m?js)["']\s*\)/g),
    ];
    for (const spec of specifiers) pending.push(new URL(spec, base).pathname);
  }
  return seen;
}

interface Row {
  page: string;
  status: number;
  html: number;
  css: number;
  js: number;
  firstJs: number;
  islands: number;
  problem?: string;
}

const server = await startBuiltServer();
const rows: Row[] = [];
try {
  const sitemapIndex = await (await fetch(`${server.url}/sitemap-index.xml`)).text();
  const sitemapUrls = attr(sitemapIndex, /<loc>([^<]+)<\/loc>/g);
  const pages = new Set<string>();
  for (const sitemapUrl of sitemapUrls) {
    const xml = await (await fetch(`${server.url}${new URL(sitemapUrl).pathname}`)).text();
    for (const loc of attr(xml, /<loc>([^<]+)<\/loc>/g)) pages.add(new URL(loc).pathname.replace(/(.)\/$/, '$1'));
  }
  pages.add('/');
  // Not in the sitemap, but pages all the same.
  for (const path of noindexPaths) pages.add(path);
  pages.add('/this-page-does-not-exist');
  pages.add('/en/this-page-does-not-exist');

  for (const page of [...pages].sort()) {
    const response = await fetch(`${server.url}${page}`);
    const html = await response.text();
    const cssFiles = attr(html, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
    const css = cssFiles.reduce((sum, href) => sum + gzipSize(readAsset(href)), 0);
    const jsBytes = (files: Set<string>) => [...files].reduce((sum, src) => sum + gzipSize(readAsset(src)), 0);
    const js = jsBytes(jsClosure(html));
    const firstJs = jsBytes(jsClosure(html, { eagerOnly: true }));
    const islands = (html.match(/<astro-island/g) ?? []).length;
    const row: Row = { page, status: response.status, html: gzipSize(html), css, js, firstJs, islands };
    if (islands === 0 && js > 0) row.problem = 'loads JavaScript without an island';
    if (js > JS_LIMIT) row.problem = `JavaScript over ${kb(JS_LIMIT)}`;
    if (homePages.has(page) && firstJs > FIRST_LOAD_JS_LIMIT)
      row.problem = `first-load JavaScript over ${kb(FIRST_LOAD_JS_LIMIT)}`;
    rows.push(row);
  }
} finally {
  await server.stop();
}

const header = ['page', 'status', 'HTML gz', 'CSS gz', 'JS gz', 'first JS gz', 'islands', ''];
const table = rows.map((r) => [
  r.page,
  String(r.status),
  kb(r.html),
  kb(r.css),
  kb(r.js),
  kb(r.firstJs),
  String(r.islands),
  r.problem ?? 'ok',
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((cells) => (cells[i] ?? '').length)));
const line = (cells: string[]) =>
  `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const cells of table) console.log(line(cells));

const failures = rows.filter((r) => r.problem);
if (failures.length > 0) {
  console.log(`\nbudget: ${rows.length - failures.length} passed, ${failures.length} failed`);
  process.exit(1);
}
console.log(`\nbudget: ${rows.length} passed, 0 failed`);
