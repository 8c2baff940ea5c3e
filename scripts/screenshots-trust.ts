/**
 * Screenshots of what issue 43 changed on the public site, into docs/screenshots/trust/: the
 * device pages with their regulatory block (sample facts published as an admin would in
 * /admin/site: Plus recorded as not a medical device, DR as a controlled one with its number, the
 * company's two licences), the company page listing the licences, and the home page on a phone
 * (at most ten screens). Starts the built product (`npm run build` first) on a throwaway data
 * folder, waits until the pages show the published facts (within the 60 s the issue allows),
 * checks each page with axe-core (a serious or critical violation exits 1). Not part of
 * `npm test`: run `npx node scripts/screenshots-trust.ts`.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { liveSiteFacts, publishFacts } from '../src/server/content/site-facts.server.ts';
import { createDb } from '../src/server/platform/db.server.ts';
import { startBuiltServer } from '../tests/e2e/support/server.ts';
import { createAdmin } from '../tests/setup/factories.ts';
import { reportsSeriousViolations } from './screenshot-axe.ts';

const out = fileURLToPath(new URL('../docs/screenshots/trust/', import.meta.url));
await mkdir(out, { recursive: true });
const server = await startBuiltServer({});
const db = createDb({ dataDir: server.dataDir });
const admin = await createAdmin(db, { role: 'admin' });
const facts = structuredClone(await liveSiteFacts(db));
facts.regulatory.products.plus = { class: 'not_device', generic: '', number: '' };
facts.regulatory.products.dr = { class: 'controlled', generic: '低周波治療器', number: '300AFBZX00000000' };
facts.regulatory.licences.maker = '第二種医療機器製造販売業 13B2X00000';
facts.regulatory.licences.seller = '高度管理医療機器等販売業・貸与業 第000001号';
const published = await publishFacts(
  { db, actor: { id: admin.id, email: admin.email }, role: 'admin', ip: null },
  facts,
  null,
);
if (!published.ok) throw new Error(`the sample facts were refused: ${published.reason}`);

const shots: { name: string; path: string; size: 'phone' | 'desktop'; wait?: string }[] = [
  { name: 'product-plus-desktop', path: '/product/plus', size: 'desktop', wait: '[data-regulatory]' },
  { name: 'product-plus-phone', path: '/product/plus', size: 'phone', wait: '[data-regulatory]' },
  { name: 'product-plus-en-desktop', path: '/en/product/plus', size: 'desktop', wait: '[data-regulatory]' },
  { name: 'product-dr-details-desktop', path: '/product/dr-details', size: 'desktop', wait: '[data-regulatory]' },
  {
    name: 'product-dr-details-zh-cn-phone',
    path: '/zh-cn/product/dr-details',
    size: 'phone',
    wait: '[data-regulatory]',
  },
  { name: 'company-desktop', path: '/company', size: 'desktop' },
  { name: 'home-phone', path: '/', size: 'phone' },
  { name: 'home-desktop', path: '/', size: 'desktop' },
];
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

/** Reloads `path` until `selector` shows: the server picks a new version up within 60 s. */
async function openShowing(page: Page, url: string, selector: string | undefined): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    await page.goto(url);
    if (!selector || (await page.locator(selector).count()) > 0) return;
    if (Date.now() > deadline) throw new Error(`${url}: ${selector} did not show within 60 s`);
    await page.waitForTimeout(2_000);
  }
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
let failed = false;
try {
  for (const shot of shots) {
    const context = await browser.newContext({ viewport: sizes[shot.size] });
    const page = await context.newPage();
    await openShowing(page, `${server.url}${shot.path}`, shot.wait);
    if (await reportsSeriousViolations(page, shot.path)) failed = true;
    // Lazy images load as a reader scrolls to them: scroll through once, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
      const loaded = Promise.all(
        [...document.images].map((image) =>
          image.complete
            ? undefined
            : new Promise((resolve) => {
                image.addEventListener('load', resolve, { once: true });
                image.addEventListener('error', resolve, { once: true });
              }),
        ),
      );
      await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    });
    const screens = (await page.evaluate(() => document.documentElement.scrollHeight)) / sizes[shot.size].height;
    console.log(`${shot.name}: ${screens.toFixed(1)} screens`);
    await page.screenshot({ path: join(out, `${shot.name}.png`), fullPage: true });
    await context.close();
  }
} finally {
  await browser.close();
  await db.destroy();
  await server.stop();
}
if (failed) process.exit(1);
