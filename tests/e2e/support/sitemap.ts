/**
 * The pages of the built sitemap, for the sweeps that visit every public page (accessibility,
 * languages, cookies, fixed elements, overflow). Read from dist/ when the spec file loads, so
 * each page can be a test of its own; empty before `npm run build` (the sweeps then say so).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { noindexPaths } from '../../../src/content/navigation.ts';
import { hasEquivalent, localizedPath } from '../../../src/i18n/locales.ts';

const sitemapFile = fileURLToPath(new URL('../../../dist/client/sitemap-0.xml', import.meta.url));

/** The path of every URL in the built sitemap, in its order. */
export const sitemapPaths: readonly string[] = existsSync(sitemapFile)
  ? [...readFileSync(sitemapFile, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname)
  : [];

/** The pages kept out of the sitemap (noindex), in every language they exist in. */
export const noindexPagesAllLocales: readonly string[] = noindexPaths.flatMap((path) =>
  hasEquivalent(path) ? [path, localizedPath(path, 'en'), localizedPath(path, 'zh-cn')] : [path],
);
