/**
 * Every page of the built sitemap, plus the on-demand ones: axe-core finds nothing serious or
 * critical. One test per page, so the sweep spreads across workers.
 */
import { noindexPaths } from '../../src/content/navigation.ts';
import { expect, test } from './support/fixtures.ts';
import { sitemapPaths } from './support/sitemap.ts';

const pages = [
  ...new Set([...sitemapPaths, ...noindexPaths, '/', '/no-such-page', '/en/no-such-page', '/zh-cn/no-such-page']),
].sort();

test('the sweep found the built sitemap', () => {
  expect(sitemapPaths.length, 'run `npm run build` before the e2e tests').toBeGreaterThanOrEqual(3);
});

/**
 * English and Chinese pages share the Japanese pages' components and layout, so each page is
 * swept once: Japanese pages on the phone (where most of their readers are, and where target
 * sizes are tightest), English and Chinese ones on the desktop (the desktop navigation and
 * wide layouts). The 404s go on both. Every other spec also runs axe on the page it ends on.
 */
const viewportTag = (path: string) =>
  path.includes('no-such-page')
    ? { tag: '@both' }
    : /^\/(en|zh-cn)\//.test(path)
      ? { tag: '@desktop' }
      : { tag: '@phone' };

/**
 * Reduced motion: sections then never start hidden and counters show their final figures, which
 * is what every reader sees once the animations end — without racing a fade for axe's contrast
 * check. The page is still scrolled through so islands that hydrate when visible do.
 */
test.use({ reducedMotion: 'reduce' });

for (const path of pages) {
  test(`axe: ${path}`, viewportTag(path), async ({ page }) => {
    await page.goto(path);
    await page.waitForFunction(() => !document.querySelector('astro-island[client="idle"][ssr]'));
    await page.evaluate(async () => {
      // Two frames let a visibility observer fire; the timer bounds the wait when the
      // compositor is starved on a loaded machine and frames stop coming (seen once in CI).
      const frame = () =>
        Promise.race([
          new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
          new Promise((r) => setTimeout(r, 250)),
        ]);
      for (let y = 0; y <= document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await frame();
      }
    });
    // An island that hydrates when visible can be scrolled past before its observer starts:
    // bring each one still waiting into view. One inside a closed section (no box, or the
    // skipped content of a closed <details>) never hydrates for a reader either, so it is not
    // waited for.
    await page.waitForFunction(() => {
      const waiting = [...document.querySelectorAll('astro-island[client="visible"][ssr]')].filter((island) =>
        [...island.children].some((child) => child.checkVisibility()),
      );
      waiting[0]?.scrollIntoView({ block: 'center' });
      return waiting.length === 0;
    });
    // axe itself runs in the fixture after every test (tests/e2e/support/fixtures.ts).
  });
}
