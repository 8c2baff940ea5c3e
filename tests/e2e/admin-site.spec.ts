import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { isoToJstLocal } from '../../src/domain/site-facts/time.ts';
import { signIn } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { ownServer } from './support/own-server.ts';

/**
 * /admin/site against its own built server (issue 33): a scheduled banner seen through the
 * preview's clock (`at`) and live on the public pages, a product set to 発売中 that no page
 * announces as coming any more, 「尿漏れが治る」 refused with its clause, a struck-through price
 * without 8 weeks of evidence refused, a price edit on the rental page, and a revert.
 */
// Each test publishes several versions and loads whole pages on a shared 2-core machine.
test.describe.configure({ mode: 'default', timeout: 120_000 });
const own = ownServer();

const HOUR = 3_600_000;
/** One base minute per run, so that offsets from it never straddle a minute that ticked meanwhile. */
const BASE = Math.floor(Date.now() / 60_000) * 60_000;
const jst = (offsetMs: number) => isoToJstLocal(new Date(BASE + offsetMs).toISOString());

async function openForm(page: Page) {
  await page.goto(`${own.server.url}/admin/site`);
  await expect(page.locator('h1')).toContainText('公開情報');
}

async function publish(page: Page) {
  await page.getByRole('button', { name: '公開する' }).click();
}

test.describe('commercial facts', () => {
  test('a scheduled banner appears at its start and is gone after its end', async ({ page, context }) => {
    await signIn(context, own.server, own.db, 'admin');
    await openForm(page);
    const from = jst(24 * HOUR);
    const until = jst(48 * HOUR);
    await page.locator('[name="banner_ja"]').fill('12月の展示会に出展します');
    await page.locator('[name="banner_from"]').fill(from);
    await page.locator('[name="banner_until"]').fill(until);
    await page.getByRole('button', { name: '下書きを保存' }).click();
    await expect(page.getByText('下書きを保存しました。')).toBeVisible();
    const preview = await page.locator('[data-preview-link="products"]').getAttribute('href');
    const banner = page.locator('[data-site-banner]');
    for (const [at, shown] of [
      [jst(24 * HOUR - 60_000), false],
      [from, true],
      [jst(48 * HOUR - 60_000), true],
      [until, false],
    ] as const) {
      await page.goto(`${own.server.url}${preview}&at=${at}`);
      await expect(banner).toHaveCount(shown ? 1 : 0);
      if (shown) await expect(banner).toContainText('12月の展示会に出展します');
    }
    // Published, the public page follows the real clock: not yet.
    await openForm(page);
    await publish(page);
    await expect(page.getByText('公開しました。')).toBeVisible();
    await page.goto(`${own.server.url}/products`);
    await expect(page.locator('h1')).toHaveText('製品シリーズ');
    await expect(banner).toHaveCount(0);
    // Started a minute ago: shown on every page rendered on demand.
    await openForm(page);
    await page.locator('[name="banner_from"]').fill(isoToJstLocal(new Date(Date.now() - 60_000).toISOString()));
    await publish(page);
    await page.goto(`${own.server.url}/products`);
    await expect(banner).toContainText('12月の展示会に出展します');
  });

  test('a product set to 発売中 is no longer announced as coming on any page', async ({ page, context }) => {
    await signIn(context, own.server, own.db, 'admin');
    await openForm(page);
    await page.locator('[name="status_dr"]').selectOption('preorder');
    await page.locator('[name="launch_on_dr"]').fill('2099-04-01');
    await page.locator('[name="launch_text_dr_ja"]').fill('2099年春');
    await publish(page);
    await expect(page.getByText('公開しました。')).toBeVisible();
    await page.goto(`${own.server.url}/products`);
    await expect(page.locator('[data-model="model-dr"] [data-badge]')).toHaveText('予約受付中・早期特典');
    await expect(page.locator('[data-model="model-dr"]')).toContainText('2099年春発売予定');

    await openForm(page);
    await page.locator('[name="status_dr"]').selectOption('on_sale');
    await publish(page);
    await expect(page.getByText('公開しました。')).toBeVisible();
    for (const path of ['/products', '/product/dr-details', '/company']) {
      await page.goto(`${own.server.url}${path}`);
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text, path).not.toMatch(/予定|予約受付中/);
    }
    await page.goto(`${own.server.url}/products`);
    await expect(page.locator('[data-model="model-dr"]')).toContainText('発売中');
  });

  test('「尿漏れが治る」 is refused with its clause', async ({ page, context }) => {
    await signIn(context, own.server, own.db, 'admin');
    await openForm(page);
    await page.locator('[name="banner_ja"]').fill('座るだけで尿漏れが治る');
    await publish(page);
    await expect(page.getByRole('alert')).toContainText('公開できません');
    await expect(page.locator('[data-advertising-clause]').first()).toContainText('薬機法');
    await expect(page.locator('[data-advertising-hit]').first()).toContainText('治る');
  });

  test('a struck-through price without 8 weeks of evidence is refused, saying why', async ({ page, context }) => {
    await signIn(context, own.server, own.db, 'admin');
    await openForm(page);
    await page.locator('[name="rental_from"]').fill(jst(HOUR));
    await page.locator('[name="rental_until"]').fill(jst(30 * 24 * HOUR));
    await page.locator('[name="rental_usual"]').fill('110000');
    await page.locator('[name="rental_compare"]').check();
    await page.locator('[name="rental_evidence"]').fill('2026-11-20 2026-11-26');
    await publish(page);
    await expect(page.locator('#fact-rental_evidence-error')).toContainText('8週間');
  });

  test('a price edit shows on the rental page, and 元に戻す brings the earlier version back', async ({
    page,
    context,
  }) => {
    await signIn(context, own.server, own.db, 'admin');
    await page.goto(`${own.server.url}/rental/medical`);
    const price = page.locator('[data-price]');
    const before = await price.textContent();
    await openForm(page);
    await page.locator('[name="rental_monthly"]').fill('77000');
    await publish(page);
    await expect(page.getByText('公開しました。')).toBeVisible();
    await page.goto(`${own.server.url}/rental/medical`);
    await expect(price).toHaveText('77,000円');
    await expect(page.locator('[data-usual-price]')).toHaveCount(0);
    // The FAQ and the description say the same price as the plan.
    await expect(page.locator('main')).toContainText('月額77,000円（税込）で、最低契約期間');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /月額77,000円/);

    await openForm(page);
    const live = page.locator('[data-site-history] tr[data-live]');
    const liveNumber = Number(await live.getAttribute('data-version'));
    await page
      .locator(`[data-site-history] tr[data-version="${liveNumber - 1}"]`)
      .getByRole('button', { name: '元に戻す' })
      .click();
    await expect(page.getByText('元に戻しました')).toBeVisible();
    await page.goto(`${own.server.url}/rental/medical`);
    await expect(price).toHaveText(before ?? '');
  });

  test('a new phone number and hours reach every page a visitor reads, from the page cache', async ({
    page,
    context,
    browser,
  }) => {
    // A visitor without a session, so that pages come from the page cache, filled before the change.
    const visitor = await browser.newContext();
    const anonymous = await visitor.newPage();
    const paths = ['/company', '/en/company/security-policy', '/zh-cn/company', '/company/careers', '/womens-kegel'];
    for (const path of paths) await anonymous.goto(`${own.server.url}${path}`);

    await signIn(context, own.server, own.db, 'admin');
    await openForm(page);
    await page.locator('[name="phone"]').fill('03-1234-5678');
    await page.locator('[name="phone_international"]').fill('+81-3-1234-5678');
    await page.locator('[name="hours_close"]').fill('17:30');
    await page.locator('[name="banner_ja"]').fill('年末年始の休業日のお知らせ');
    await page.locator('[name="banner_from"]').fill(isoToJstLocal(new Date(Date.now() - 60_000).toISOString()));
    await page.locator('[name="banner_until"]').fill('');
    await publish(page);
    await expect(page.getByText('公開しました。')).toBeVisible();

    for (const path of paths) {
      await anonymous.goto(`${own.server.url}${path}`);
      const footer = anonymous.locator('footer');
      await expect(footer, path).toContainText(
        path.startsWith('/en') || path.startsWith('/zh-cn') ? '+81-3-1234-5678' : '03-1234-5678',
      );
      await expect(footer, path).toContainText('17:30');
      await expect(anonymous.locator('main'), path).not.toContainText('0000-0000');
      if (!path.startsWith('/en') && !path.startsWith('/zh-cn'))
        await expect(anonymous.locator('[data-site-banner]'), path).toContainText('年末年始の休業日のお知らせ');
    }
    // The sentences that quote them: the company's facts, the policy's contact desk, the careers page.
    await anonymous.goto(`${own.server.url}/zh-cn/company`);
    await expect(anonymous.locator('main')).toContainText('+81-3-1234-5678');
    await expect(anonymous.locator('main')).toContainText('9:00–17:30');
    await anonymous.goto(`${own.server.url}/en/company/security-policy`);
    await expect(anonymous.locator('main')).toContainText('Phone: +81-3-1234-5678');
    await anonymous.goto(`${own.server.url}/company/careers`);
    await expect(anonymous.locator('main')).toContainText('03-1234-5678');
    await expect(anonymous.locator('main')).toContainText('17:30');
    await visitor.close();
  });

  test('a whole version scheduled for later changes nothing until then, and 予約を取り消す takes it back', async ({
    page,
    context,
    browser,
  }) => {
    const visitor = await browser.newContext();
    const anonymous = await visitor.newPage();
    await signIn(context, own.server, own.db, 'admin');
    await openForm(page);
    await page.locator('[name="banner_ja"]').fill('1月から受付時間が変わります');
    await page.locator('[name="banner_from"]').fill('');
    await page.locator('[name="banner_until"]').fill('');
    await page.locator('[name="publish_at"]').fill(jst(2 * HOUR));
    await publish(page);
    await expect(page.getByText('公開を予約しました。')).toBeVisible();
    const scheduled = page.locator('[data-site-history] tr[data-scheduled]');
    await expect(scheduled).toHaveCount(1);
    await expect(scheduled).toContainText('公開予定');
    await anonymous.goto(`${own.server.url}/products`);
    await expect(anonymous.locator('h1')).toHaveText('製品シリーズ');
    await expect(anonymous.getByText('1月から受付時間が変わります')).toHaveCount(0);

    await scheduled.getByRole('button', { name: '予約を取り消す' }).click();
    await expect(page.getByText('公開の予約を取り消しました。')).toBeVisible();
    await expect(page.locator('[data-site-history] tr[data-scheduled]')).toHaveCount(0);
    await visitor.close();
  });

  test('the regulatory identity: none shown and listed as missing while empty, on every device page once published', async ({
    page,
    context,
    browser,
  }) => {
    // A visitor without a session: the pages come from the page cache, filled while the facts are empty.
    const visitor = await browser.newContext();
    const anonymous = await visitor.newPage();
    const devicePages = {
      '/product/plus': ['医療機器としての情報', '医療機器ではありません'],
      '/en/product/plus': ['Regulatory information', 'Not a medical device'],
      '/zh-cn/product/plus': ['法规信息', '不属于医疗器械'],
      '/product/dr-details': ['管理医療機器（クラスII）', '300AFBZX00000000'],
      '/en/product/dr-details': ['Controlled medical device (Class II)', '低周波治療器'],
      '/zh-cn/product/dr-details': ['管理医疗器械（II类）', '300AFBZX00000000'],
    };
    const block = anonymous.locator('[data-regulatory]');
    for (const path of Object.keys(devicePages)) {
      await anonymous.goto(`${own.server.url}${path}`);
      await expect(anonymous.locator('h1'), path).toBeVisible();
      await expect(block, path).toHaveCount(0);
    }
    await anonymous.goto(`${own.server.url}/company`);
    await expect(anonymous.locator('main')).not.toContainText('製造販売業許可');

    await signIn(context, own.server, own.db, 'admin');
    await openForm(page);
    const missing = page.locator('[data-regulatory-missing]');
    await expect(missing.locator('[data-missing]')).toHaveCount(8);
    await expect(missing).toContainText('DR（医療機関向け上位モデル）の届出・認証番号');
    await page.locator('[name="reg_class_plus"]').selectOption('not_device');
    await page.locator('[name="reg_class_dr"]').selectOption('controlled');
    await page.locator('[name="reg_generic_dr"]').fill('低周波治療器');
    await page.locator('[name="reg_number_dr"]').fill('300AFBZX00000000');
    await page.locator('[name="reg_licence_maker"]').fill('第二種医療機器製造販売業 13B2X00000');
    await page.locator('[name="reg_licence_seller"]').fill('高度管理医療機器等販売業・貸与業 第000001号');
    await publish(page);
    await expect(page.getByText('公開しました。')).toBeVisible();
    await expect(missing).toHaveAttribute('data-regulatory-missing', '0');

    for (const [path, words] of Object.entries(devicePages)) {
      await anonymous.goto(`${own.server.url}${path}`);
      for (const word of words) await expect(block, path).toContainText(word);
      if (path.includes('dr-details')) await expect(block, path).toContainText('DR');
    }
    // The foreign approval shows beside the block that states the class in Japan.
    await expect(anonymous.locator('section[aria-labelledby="dr-features"]')).toContainText(
      '基于已获FDA许可的技术开发',
    );
    await anonymous.goto(`${own.server.url}/en/company`);
    await expect(anonymous.locator('[data-facts]')).toContainText('第二種医療機器製造販売業 13B2X00000');
    await expect(anonymous.locator('[data-facts]')).toContainText('Sales and leasing licence');
    await visitor.close();
  });
});

test.describe('photos (issue 43)', () => {
  test('a photo with its three alt texts shows in the product gallery; a missing alt text is refused', async ({
    page,
    context,
  }) => {
    await signIn(context, own.server, own.db, 'admin');
    await openForm(page);
    await page.locator('[data-photos-link]').click();
    await expect(page.locator('h1')).toContainText('写真');
    const png = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#7a5c9e' } })
      .png()
      .toBuffer();
    const form = page.locator('[data-photo-upload]');
    await form.getByLabel('表示する場所').selectOption('gallery_plus');
    await form.locator('[name="file"]').setInputFiles({ name: 'chair.png', mimeType: 'image/png', buffer: png });
    await form.getByLabel('説明文（日本語）').fill('ショールームに置かれたチェア型の機器');
    await form.getByLabel('説明文（英語）').fill('The chair-type device in the showroom');
    // No Chinese alt text: refused (the browser's own check is skipped, as a script-free post would be).
    await form.evaluate((element: HTMLFormElement) => {
      element.noValidate = true;
    });
    await form.getByRole('button', { name: 'アップロードする' }).click();
    await expect(page.getByText('入力内容を確認してください。')).toBeVisible();
    await expect(page.locator('#photo-alt_zh_cn-error')).toHaveText('説明文を入力してください');
    // What was typed is kept; only the file must be chosen again.
    await expect(form.getByLabel('説明文（英語）')).toHaveValue('The chair-type device in the showroom');
    expect(await own.db.selectFrom('site_photos').select('id').execute()).toEqual([]);

    await form.getByLabel('説明文（中国語・簡体字）').fill('展厅里的座椅式设备');
    await form.locator('[name="file"]').setInputFiles({ name: 'chair.png', mimeType: 'image/png', buffer: png });
    await form.getByRole('button', { name: 'アップロードする' }).click();
    await expect(page.getByText('写真をアップロードしました。')).toBeVisible();
    await expect(page.locator('[data-photo-list="gallery_plus"] [data-photo]')).toHaveCount(1);

    // Public at once on this instance (the write moves the `site` content version), in each language.
    for (const [path, alt] of [
      ['/product/plus', 'ショールームに置かれたチェア型の機器'],
      ['/en/product/plus', 'The chair-type device in the showroom'],
    ] as const) {
      await page.goto(`${own.server.url}${path}`);
      const photo = page.locator('[data-gallery] img[src^="/uploads/site/"]').first();
      await expect(photo).toHaveAttribute('alt', alt);
      await expect(photo).toHaveAttribute('srcset', /-480\.webp 480w, .*-960\.webp 960w, .*-1600\.webp 1600w$/);
      await expect(photo).toHaveAttribute('width', '1600');
      expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    }
    const src = (await page.locator('[data-gallery] img[src^="/uploads/site/"]').first().getAttribute('src')) ?? '';
    const response = await page.request.get(`${own.server.url}${src}`);
    expect(response.headers()['content-type']).toBe('image/webp');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
