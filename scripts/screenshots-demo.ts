/**
 * Screenshots of the demo booking page (issue 44) into docs/screenshots/demo/: the page in
 * Japanese, English and Chinese, a lead's prefilled page and the confirmation, each at 390×844
 * and 1280×800, full page. Starts the built product (`npm run build` first) on a throwaway data
 * folder with one staff account (the standard week), checks each page with axe-core (a serious
 * or critical violation exits 1). Not part of `npm test`: run `npx node scripts/screenshots-demo.ts`.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { createDb } from '../src/server/platform/db.server.ts';
import { startBuiltServer } from '../tests/e2e/support/server.ts';
import { createAdmin, createLead } from '../tests/setup/factories.ts';
import { reportsSeriousViolations } from './screenshot-axe.ts';

const out = fileURLToPath(new URL('../docs/screenshots/demo/', import.meta.url));
await mkdir(out, { recursive: true });
const server = await startBuiltServer({});
const db = createDb({ dataDir: server.dataDir });
await createAdmin(db, { role: 'staff', displayName: '営業 太郎' });
await createLead(db, { name: '佐藤 花子', email: 'hanako@example.jp' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
let failed = false;
try {
  for (const [name, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    for (const [locale, path] of [
      ['ja', '/demo'],
      ['en', '/en/demo'],
      ['zh-cn', '/zh-cn/demo'],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      if (await reportsSeriousViolations(page, path)) failed = true;
      await page.screenshot({ path: join(out, `demo-${locale}-${name}.png`), fullPage: true });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await db.destroy();
  await server.stop();
}
if (failed) process.exit(1);
