/**
 * No page scrolls sideways: every page of the built sitemap (three languages) and the noindex
 * ones, on the 1280 px desktop and the 390 px phone, is no wider than the window; on the desktop
 * every language link is whole inside the header. One browser context per width, so the sweep
 * stays fast; axe is the accessibility sweep's job (the harness skips it here: the test's own
 * page stays blank).
 */
import { devices } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { noindexPagesAllLocales, sitemapPaths } from './support/sitemap.ts';

const pages = [...new Set([...sitemapPaths, ...noindexPagesAllLocales])].sort();

const widths = [
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 } } },
  {
    name: 'phone',
    options: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true },
  },
] as const;

test('the sweep covers the three languages', () => {
  expect(sitemapPaths.length, 'run `npm run build` before the e2e tests').toBeGreaterThan(15);
  for (const prefix of ['/en/', '/zh-cn/'])
    expect(
      pages.some((path) => path.startsWith(prefix)),
      prefix,
    ).toBe(true);
});

for (const { name, options } of widths) {
  test(`no horizontal overflow on any page at the ${name} width`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ ...options, baseURL, reducedMotion: 'reduce' });
    // As every test: nothing leaves the machine.
    await context.route(
      (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
      (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>offline</title>' }),
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    const problems: string[] = [];
    try {
      for (const path of pages) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        const found = await page.evaluate(() => {
          const width = window.innerWidth;
          const wider = document.documentElement.scrollWidth > width;
          // On the desktop the language links sit in the header: each must be whole in the window.
          const cut = [...document.querySelectorAll('header a[data-locale]')]
            .filter((link) => link.checkVisibility())
            .filter((link) => {
              const r = link.getBoundingClientRect();
              return r.left < 0 || r.right > document.documentElement.clientWidth || r.width === 0;
            })
            .map((link) => link.textContent ?? '');
          return { scrollWidth: document.documentElement.scrollWidth, width, wider, cut };
        });
        if (found.wider) problems.push(`${path}: ${found.scrollWidth}px wide in a ${found.width}px window`);
        if (found.cut.length > 0) problems.push(`${path}: language links cut off: ${found.cut.join(', ')}`);
        if (name === 'desktop') {
          const visible = await page
            .locator('header a[data-locale]')
            .evaluateAll((links) => links.filter((link) => link.checkVisibility()).length);
          if (visible !== 3) problems.push(`${path}: ${visible} language links shown in the header, not 3`);
        }
      }
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
    expect(errors, 'errors in the browser').toEqual([]);
  });
}
