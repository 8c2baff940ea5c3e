/**
 * `npm run bench:proof`: how long the brochure form's proof of work takes in Chromium on a
 * mid-range phone (CPU throttled 4× through CDP, a 390×844 viewport), at the default
 * LEAD_PROOF_WORK: from the island's start (data-proof="solving": fetch the token and challenge,
 * load the solver, solve) to data-proof="ready". Prints every run and the median.
 *
 *   npm run build && npm run bench:proof [-- --runs 8 --rate 4]
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startBuiltServer } from '../tests/e2e/support/server.ts';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '8' }, rate: { type: 'string', default: '4' } },
});
const runs = Number(args.runs);
const rate = Number(args.rate);

const server = await startBuiltServer();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const times: number[] = [];
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    // Records when the form's data-proof changes, on the page's own clock.
    await page.addInitScript(() => {
      const marks: Record<string, number> = {};
      (window as unknown as { proofMarks: Record<string, number> }).proofMarks = marks;
      new MutationObserver(() => {
        const state = document.querySelector('form[data-brochure-form]')?.getAttribute('data-proof');
        if (state && !(state in marks)) marks[state] = performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-proof'] });
    });
    await page.goto(`${server.url}/other-products-details#brochure-request`);
    await page.locator('form[data-brochure-form][data-proof="ready"]').waitFor({ timeout: 60_000 });
    const marks = await page.evaluate(() => (window as unknown as { proofMarks: Record<string, number> }).proofMarks);
    times.push((marks.ready ?? Number.NaN) - (marks.solving ?? Number.NaN));
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
const sorted = [...times].sort((a, b) => a - b);
process.stdout.write(
  `bench:proof: ${runs} runs at ${rate}× CPU throttle: ${times.map((t) => t.toFixed(0)).join(' ')} ms; ` +
    `median ${sorted[Math.floor(runs / 2)]?.toFixed(0)} ms\n`,
);
