/**
 * Issue 31: 資料請求 one tap from every product page. From each product and rental page, in each
 * of its languages, on the phone and the desktop: the page's request action leads to the form
 * page of that language with the product chosen, and the request is sent with no more clicks
 * than the action, the agreement box and the submit (typing and choosing excluded). Then the
 * form page's own promises: 個人の方, the address parts stored with the joined address, the empty
 * phone asked for, the thank-you panel in the introduction's place naming the address, and the
 * same without JavaScript. Against its own built server with the rate limit off and a cheap
 * challenge, so many requests from 127.0.0.1 are all answered.
 */
import type { Page } from '@playwright/test';
import { leadCopy } from '../../src/content/lead/index.ts';
import { productPages } from '../../src/content/navigation.ts';
import { type Locale, localizedPath } from '../../src/i18n/locales.ts';
import type { Db } from '../../src/server/platform/db.server.ts';
import { openServerDb } from './support/admin.ts';
import { expectBrochureHref, requestActionInFirstScreen } from './support/brochure.ts';
import { expect, test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

let server: RunningServer;
let db: Db;
test.beforeAll(async () => {
  server = await startBuiltServer({ LEAD_RATE_LIMIT: '0', LEAD_PROOF_WORK: '1000' });
  db = openServerDb(server);
});
test.afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const uniqueEmail = (name: string) => `${name}${Math.random().toString(36).slice(2, 8)}@example.jp`;
const form = (page: Page) => page.locator('form[data-brochure-form]');

/** Types what a visitor types (not counted as clicks): the Japanese form's prefecture is a select. */
async function typeDetails(page: Page, locale: Locale, email: string, overrides: Record<string, string> = {}) {
  const f = form(page);
  const values: Record<string, string> = {
    name: locale === 'ja' ? '山田 花子' : 'Hanako Yamada',
    email,
    organization: 'Sample Clinic',
    position: locale === 'ja' ? '院長' : 'Director',
    phone: '090-1234-5678',
    city: locale === 'ja' ? '中央区' : 'Chuo-ku',
    address: locale === 'ja' ? '銀座1-2-3' : '1-2-3 Ginza',
    purpose: locale === 'ja' ? '導入を検討しています。' : 'We are considering it.',
    ...(locale === 'ja' ? {} : { prefecture: 'Tokyo' }),
    ...overrides,
  };
  if (locale === 'ja') await f.locator('select[name="prefecture"]').selectOption('東京都');
  for (const [name, value] of Object.entries(values)) await f.locator(`[name="${name}"]`).fill(value);
}

/** Counts the visitor's clicks from here on. */
async function countClicks(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { clicks: number };
    w.clicks = 0;
    document.addEventListener('click', () => (w.clicks += 1), true);
  });
  return () => page.evaluate(() => (window as unknown as { clicks: number }).clicks);
}

for (const productPage of productPages) {
  for (const locale of productPage.locales) {
    const path = localizedPath(productPage.path, locale);
    const product = productPage.products[0];
    test(`from ${path}: the action, the product chosen, sent in three clicks`, { tag: '@both' }, async ({ page }) => {
      await page.goto(`${server.url}${path}`);
      const link = await requestActionInFirstScreen(page, locale, product);
      await expectBrochureHref(link, locale, product);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${localizedPath('/brochure-request', locale)}(\\?|$)`));
      await expect(form(page)).toHaveAttribute('data-proof', 'ready', { timeout: 15_000 });
      // The click on the action was the first; the counter lives on the form page.
      const clicks = await countClicks(page);
      const select = form(page).locator('select[name="product"]');
      if (product) await expect(select).toHaveValue(product);
      else await select.selectOption({ index: 1 });
      const email = uniqueEmail('entry');
      await typeDetails(page, locale, email);
      await form(page).locator('input[name="agreement"]').check();
      await form(page).locator('button[type="submit"]').click();
      await expect(page.locator('[data-lead-thanks]')).toContainText(leadCopy[locale].form.thanks.title);
      expect(1 + (await clicks()), 'the action, the agreement and the submit').toBeLessThanOrEqual(3);
      const row = await db
        .selectFrom('material_requests')
        .select(['product', 'page_path', 'locale'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      // Counted under the page the visitor came from, for the funnel per entry page.
      expect(row).toMatchObject({ page_path: path === '/' ? '/' : path.replace(/\/$/, ''), locale });
      if (product) expect(row.product).toBe(product);
    });
  }
}

test('the form page: names in the page language, the success panel in the introduction’s place', {
  tag: '@both',
}, async ({ page }) => {
  await page.goto(`${server.url}/brochure-request?product=skin-cooling`);
  const f = form(page);
  await expect(f.locator('select[name="product"]')).toHaveValue('skin-cooling');
  await expect(f.locator('select[name="product"] option[value="co2-laser"]')).toHaveText('CO2フラクショナルレーザー');
  await expect(f.locator('select[name="product"] option[value="other"]')).toHaveText('その他・複数');
  await expect(page.locator('[data-brochure-intro]')).toBeVisible();
  await expect(f).toHaveAttribute('data-proof', 'ready', { timeout: 15_000 });
  // An empty phone is asked for, not measured.
  await f.locator('button[type="submit"]').click();
  await expect(f.getByText('電話番号を入力してください')).toBeVisible();
  const email = uniqueEmail('page');
  await typeDetails(page, 'ja', email, { building: 'さくらビル4F' });
  await f.locator('input[name="agreement"]').check();
  await f.locator('button[type="submit"]').click();
  const thanks = page.locator('[data-lead-thanks]');
  await expect(thanks).toContainText(email);
  await expect(thanks).toContainText('迷惑メールフォルダ');
  await expect(page.locator('[data-brochure-intro]')).toBeHidden();
  const row = await db
    .selectFrom('material_requests')
    .select(['address', 'address_prefecture', 'address_city', 'address_line1', 'address_line2'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({
    address: '東京都中央区銀座1-2-3 さくらビル4F',
    address_prefecture: '東京都',
    address_city: '中央区',
    address_line1: '銀座1-2-3',
    address_line2: 'さくらビル4F',
  });
});

test('個人の方: a private person sends without organisation or position', { tag: '@both' }, async ({ page }) => {
  await page.goto(`${server.url}/en/brochure-request?product=pelvia-home`);
  const f = form(page);
  await expect(f.locator('select[name="product"]')).toHaveValue('pelvia-home');
  await expect(f).toHaveAttribute('data-proof', 'ready', { timeout: 15_000 });
  const email = uniqueEmail('person');
  await typeDetails(page, 'en', email, { organization: '', position: '' });
  await f.locator('input[name="individual"]').check();
  await f.locator('input[name="agreement"]').check();
  await f.locator('button[type="submit"]').click();
  await expect(page.locator('[data-lead-thanks]')).toContainText(leadCopy.en.form.thanks.title);
  const row = await db
    .selectFrom('material_requests')
    .select(['organization', 'position', 'individual'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  expect({ ...row, individual: Boolean(row.individual) }).toEqual({ organization: '', position: '', individual: true });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Chinese form page preselects, posts and shows the thank-you panel naming the address', async ({ page }) => {
    await page.goto(`${server.url}/zh-cn/brochure-request?product=co2-laser`);
    const f = form(page);
    await expect(f.locator('select[name="product"]')).toHaveValue('co2-laser');
    const email = uniqueEmail('nojs');
    await typeDetails(page, 'zh-cn', email);
    await f.locator('input[name="agreement"]').check();
    await Promise.all([
      page.waitForURL(/\/zh-cn\/brochure-request\?lead=/),
      f.locator('button[type="submit"]').click(),
    ]);
    await expect(page.locator('[data-lead-thanks]')).toContainText(leadCopy['zh-cn'].form.thanks.title);
    await expect(page.locator('[data-lead-thanks]')).toContainText(email);
    await expect(page.locator('[data-brochure-intro]')).toBeHidden();
  });
});
