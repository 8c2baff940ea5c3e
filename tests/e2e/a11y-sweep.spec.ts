/**
 * Every page of the built sitemap, plus the on-demand ones, on both viewports: axe-core finds
 * nothing serious or critical. One test per page, so the sweep spreads across workers.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { noindexPaths } from '../../src/content/navigation.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';

const sitemapFile = fileURLToPath(new URL('../../dist/client/sitemap-0.xml', import.meta.url));
const sitemapPaths = existsSync(sitemapFile)
  ? [...readFileSync(sitemapFile, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname)
  : [];
const pages = [
  ...new Set([...sitemapPaths, ...noindexPaths, '/', '/no-such-page', '/en/no-such-page', '/zh-cn/no-such-page']),
].sort();

test('the sweep found the built sitemap', () => {
  expect(sitemapPaths.length, 'run `npm run build` before the e2e tests').toBeGreaterThanOrEqual(3);
});

/**
 * English and Chinese pages share the Japanese pages' components and layout; to keep the suite
 * quick, English pages are swept on the desktop viewport and Chinese ones on the phone, while
 * Japanese pages and the 404s are swept on both.
 */
const viewportTag = (path: string) =>
  path.includes('no-such-page')
    ? {}
    : path.startsWith('/en/')
      ? { tag: '@desktop' }
      : path.startsWith('/zh-cn/')
        ? { tag: '@phone' }
        : {};

for (const path of pages) {
  test(`axe: ${path}`, viewportTag(path), async ({ page }) => {
    await page.goto(path);
    // Once the idle islands have hydrated, scroll through at a reader's pace so sections that
    // reveal on visibility and islands that hydrate when visible are checked as a reader sees them.
    await page.waitForFunction(() => !document.querySelector('astro-island[client="idle"][ssr]'));
    await page.evaluate(async () => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 40)));
      for (let y = 0; y <= document.body.scrollHeight; y += Math.round(window.innerHeight * 0.8)) {
        window.scrollTo(0, y);
        await frame();
      }
      await frame();
      // A section passed while its island was still hydrating stays hidden until it is scrolled
      // back to, as a reader would: bring each one into view.
      for (let round = 0; round < 5; round++) {
        const hidden = [...document.querySelectorAll('[data-revealed="false"]')];
        if (hidden.length === 0) break;
        for (const element of hidden) {
          element.scrollIntoView({ block: 'center' });
          await frame();
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      // Let reveal transitions finish: a half-faded section is not what a reader sees.
      await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    });
    await expectNoSeriousA11yViolations(page);
  });
}
