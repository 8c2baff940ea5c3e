import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';

/** Every page in the sitemap, plus the on-demand ones, on both viewports: axe finds nothing serious. */
test('every page passes axe-core (serious and critical)', async ({ page, request }) => {
  const locs = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1] as string).pathname,
    );
  const pages = new Set<string>(['/', '/no-such-page', '/en/no-such-page', '/zh-cn/no-such-page']);
  for (const sitemap of await locs('/sitemap-index.xml')) for (const path of await locs(sitemap)) pages.add(path);
  expect(pages.size).toBeGreaterThanOrEqual(6);
  for (const path of pages) {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page);
  }
});
