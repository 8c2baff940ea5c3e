/**
 * The e2e test object: baseURL from the server global setup started, every request off this
 * machine answered locally (tests never reach the network), browser errors fail the test, and
 * axe-core checks whatever page the test ends on.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test runs on the desktop; the phone project runs only tests tagged `@phone` (phone
 * only) or `@both` (behaviour that depends on the layout or touch). For one case of a loop.
 */
export const onBothIf = (condition: boolean) => (condition ? { tag: '@both' } : {});

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A fade or slide still running is not what a reader sees: let finite animations end (within
  // a bound) so axe does not judge a half-transparent frame.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  // Judged from the top of the page: scrolled down, the header that stays (issue 43) lies over
  // whatever has scrolled under it, and axe's target size counted a link hidden there as a tap
  // target too small to hit, by where the test happened to stop. Scrolled back afterwards.
  const scrolled = await page.evaluate(() => {
    const y = window.scrollY;
    window.scrollTo({ top: 0, behavior: 'instant' });
    return y;
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), scrolled);
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

// biome-ignore lint/suspicious/noConfusingVoidType: Playwright types an auto fixture with no value as void
export const test = base.extend<{ a11yAfterEach: void; browserErrors: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url)
      throw new Error('E2E_BASE_URL is not set: run through `npx playwright test` (global setup starts the server)');
    await use(url);
  },
  context: async ({ context }, use) => {
    await context.route(
      (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
      (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>offline</title>' }),
    );
    await use(context);
  },
  browserErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      // A 404 page's own document load is reported as a failed resource: that is the test's point.
      const isOwnDocument =
        message.text().startsWith('Failed to load resource') && message.location().url === page.url();
      if (message.type() === 'error' && !isOwnDocument) errors.push(`console.error: ${message.text()}`);
    });
    await use(errors);
    expect(errors, 'errors in the browser').toEqual([]);
  },
  a11yAfterEach: [
    async ({ page, browserErrors, javaScriptEnabled }, use) => {
      void browserErrors;
      await use();
      // axe runs as page script: without JavaScript it cannot, and the sweep covers those pages.
      if (!javaScriptEnabled || !page.url().startsWith('http')) return;
      // axe schedules work with timers: let a test's paused fake clock run again first.
      await page.clock.resume().catch(() => undefined);
      await expectNoSeriousA11yViolations(page);
    },
    { auto: true },
  ],
});

export { expect };
