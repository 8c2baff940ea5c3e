import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test as base, expect } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * The brochure request form on /other-products-details, against its own built server with the
 * rate limit off (every test comes from 127.0.0.1); the rate-limit test starts one with it on.
 * Refusals the tests provoke on purpose (500, 429) are logged by Chromium as failed resource
 * loads; only those, for the form's endpoint, are not counted as browser errors.
 */
const test = base.extend({
  browserErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      const expected =
        message.text().startsWith('Failed to load resource') &&
        message.location().url.endsWith('/api/brochure-requests');
      if (message.type() === 'error' && !expected) errors.push(`console.error: ${message.text()}`);
    });
    await use(errors);
    expect(errors, 'errors in the browser').toEqual([]);
  },
});

let server: RunningServer;
test.beforeAll(async () => {
  server = await startBuiltServer({ LEAD_RATE_LIMIT: '0' });
});
test.afterAll(async () => {
  await server.stop();
});

const pagePath = '/other-products-details#brochure-request';
const submit = (page: Page) => page.locator('form[data-brochure-form] button[type="submit"]');

/** Opens the page at the form and waits for the island to take over (it sets novalidate). */
async function open(page: Page, base: string) {
  await page.goto(`${base}${pagePath}`);
  await expect(page.locator('form[data-brochure-form]')).toHaveAttribute('novalidate', '');
}

async function fill(page: Page, overrides: Record<string, string> = {}) {
  const values = {
    name: '山田 花子',
    email: `hanako${Math.random().toString(36).slice(2, 8)}@example.jp`,
    organization: '株式会社サンプル',
    position: '院長',
    phone: '０９０ー１２３４ー５６７８',
    address: '東京都中央区銀座0-0-0',
    purpose: '導入を検討しています。',
    ...overrides,
  };
  for (const [name, value] of Object.entries(values)) {
    await page.locator(`[data-brochure-form] [name="${name}"]`).fill(value);
  }
  await page.locator('[data-brochure-form] select[name="product"]').selectOption('co2-laser');
  await page.locator('[data-brochure-form] input[name="agreement"]').check();
}

test('shows every message of spec section 5 on an empty submit, without a round trip', { tag: '@both' }, async ({
  page,
}) => {
  let posted = 0;
  await page.route('**/api/brochure-requests', (route) => {
    posted += 1;
    return route.continue();
  });
  await open(page, server.url);
  const form = page.locator('[data-brochure-form]');
  await form.getByRole('button', { name: '資料を請求する' }).click();
  for (const message of [
    '氏名を入力してください',
    '有効なメールアドレスを入力してください',
    '所属企業名を入力してください',
    '役職を入力してください',
    '電話番号は10桁以上入力してください',
    '住所を入力してください',
    '希望製品を選択してください',
    '利用目的を入力してください',
    '利用規約に同意してください',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(form.locator('[name="name"]')).toBeFocused();
  await expect(form.locator('[name="name"]')).toHaveAttribute('aria-invalid', 'true');
  await form.locator('[name="phone"]').fill('090-1234-567a');
  await submit(page).click();
  await expect(form.getByText('電話番号は数字のみで入力してください')).toBeVisible();
  await form.locator('[name="phone"]').fill('0901234567890123');
  await submit(page).click();
  await expect(form.getByText('電話番号は13桁以内で入力してください')).toBeVisible();
  expect(posted).toBe(0);
});

test('sends a full-width phone number, shows 送信中... while sending, then the thank-you panel', {
  tag: '@both',
}, async ({ page }) => {
  await page.clock.install();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let body: Record<string, unknown> = {};
  await page.route('**/api/brochure-requests', async (route) => {
    body = route.request().postDataJSON() as Record<string, unknown>;
    await held;
    await route.continue();
  });
  await open(page, server.url);
  await fill(page);
  // Past the 3 s minimum fill time, so the request is a lead and not spam.
  await page.clock.fastForward(5_000);
  await submit(page).click();
  await expect(submit(page)).toHaveText('送信中...');
  await expect(submit(page)).toBeDisabled();
  release();
  const thanks = page.locator('[data-lead-thanks]');
  await expect(thanks).toContainText('ご登録ありがとうございました。');
  await expect(thanks).toContainText('1〜2営業日以内');
  await expect(thanks).toContainText('第三者への転送・共有はご遠慮ください');
  await expect(page.locator('[data-brochure-form]')).toHaveCount(0);
  expect(body).toMatchObject({
    phone: '０９０ー１２３４ー５６７８',
    agreement: true,
    page_path: '/other-products-details',
  });
  // Both mails reach DATA_DIR/mail through the outbox.
  await expect
    .poll(async () => (await readdir(join(server.dataDir, 'mail')).catch(() => [])).length)
    .toBeGreaterThanOrEqual(2);
});

test('shows the red banner when the server fails, and a new submit clears it', async ({ page }) => {
  let fail = true;
  await page.route('**/api/brochure-requests', (route) =>
    fail ? route.fulfill({ status: 500, body: 'boom' }) : route.fulfill({ status: 200, json: { ok: true } }),
  );
  await open(page, server.url);
  await fill(page);
  await submit(page).click();
  const banner = page.locator('[data-lead-banner]');
  await expect(banner).toHaveText('申請の送信中にエラーが発生しました。時間をおいて再度お試しください。');
  await expect(page.locator('[data-brochure-form] [name="name"]')).toHaveValue('山田 花子');
  fail = false;
  await submit(page).click();
  await expect(banner).toHaveCount(0);
  await expect(page.locator('[data-lead-thanks]')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same form posts normally and lands on the thank-you page', async ({ page }) => {
    await page.goto(`${server.url}/other-products-details`);
    const form = page.locator('form[data-brochure-form]');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/api/brochure-requests');
    await expect(form.locator('[name="phone"]')).toHaveAttribute('autocomplete', 'tel');
    await expect(form.locator('[name="phone"]')).toHaveAttribute('inputmode', 'tel');
    await expect(form.locator('[name="position"]')).toHaveAttribute('autocomplete', 'organization-title');
    await expect(form.locator('[name="address"]')).toHaveAttribute('autocomplete', 'street-address');
    await expect(form.locator('[name="website"]')).toHaveAttribute('tabindex', '-1');
    await expect(form.locator('select[name="product"] option')).toHaveCount(13);
    await fill(page);
    await Promise.all([page.waitForURL(/\/brochure-request\?lead=/), submit(page).click()]);
    await expect(page.locator('[data-lead-thanks]')).toContainText('ご登録ありがとうございました。');
    await expect(page.getByRole('link', { name: '元のページに戻る' })).toHaveAttribute(
      'href',
      '/other-products-details',
    );
  });

  test('the server answers with every message beside its field and the values kept', async ({ page }) => {
    await page.goto(`${server.url}/other-products-details`);
    await fill(page, { phone: '03-123', email: 'a@b' });
    await Promise.all([page.waitForURL(/\/brochure-request\?lead=/), submit(page).click()]);
    const form = page.locator('form[data-brochure-form]');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('入力内容をご確認ください');
    await expect(form.getByText('電話番号は10桁以上入力してください')).toBeVisible();
    await expect(form.getByText('有効なメールアドレスを入力してください')).toBeVisible();
    await expect(form.locator('[name="name"]')).toHaveValue('山田 花子');
    await expect(form.locator('[name="phone"]')).toHaveValue('03-123');
    await expect(form.locator('[name="agreement"]')).not.toBeChecked();
  });
});

test('shows the localised rate-limit message', async ({ page }) => {
  const limited = await startBuiltServer({ LEAD_RATE_LIMIT: '2' });
  try {
    await page.clock.install();
    await open(page, limited.url);
    for (let i = 0; i < 2; i++) {
      await page.evaluate(async (n) => {
        await fetch('/api/brochure-requests', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            name: 'a',
            email: `rate${n}@example.jp`,
            organization: 'b',
            position: 'c',
            phone: '0312345678',
            address: 'd',
            product: 'other',
            purpose: 'e',
            agreement: true,
            idempotency_key: `rate-key-${n}-xyz`,
          }),
        });
      }, i);
    }
    await fill(page);
    await page.clock.fastForward(5_000);
    await submit(page).click();
    await expect(page.locator('[data-lead-banner]')).toHaveText(
      '短時間に多くの申請をいただいたため、受付を一時的に停止しています。時間をおいて再度お試しください。',
    );
  } finally {
    await limited.stop();
  }
});
