/**
 * The public clinic list against its own built servers: one seeded through the database in its
 * data folder before the first view (the list is cached in the server process), one empty.
 */
import { createDb, type Db } from '../../src/server/platform/db.server.ts';
import { expect, test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

const now = new Date().toISOString();
const clinic = (
  id: string,
  name: string,
  address: string,
  prefecture: string,
  extra: Record<string, unknown> = {},
) => ({
  id,
  clinic_name: name,
  address,
  prefecture,
  services: '泌尿器科・婦人科',
  doctor: '山田 花子',
  phone: null,
  url: null,
  status: 'publish' as const,
  wordpress_id: null,
  created_at: now,
  updated_at: now,
  ...extra,
});

async function insertClinics(server: RunningServer, rows: ReturnType<typeof clinic>[]): Promise<void> {
  const db: Db = createDb({ dataDir: server.dataDir });
  try {
    await db.insertInto('clinics').values(rows).execute();
  } finally {
    await db.destroy();
  }
}

const seed = (server: RunningServer) =>
  insertClinics(server, [
    clinic('naha', '那覇ウロクリニック', '沖縄県那覇市泉崎1-1', '沖縄県'),
    clinic('ginza', '銀座ウィメンズクリニック', '東京都中央区銀座1-2-3', '東京都', {
      phone: '03-1234-5678',
      url: 'https://ginza.example.jp/',
      services: '婦人科\n骨盤底リハビリ外来',
    }),
    clinic('shinjuku', '新宿メンズ泌尿器科', '東京都新宿区西新宿2-2-2', '東京都', { doctor: '佐藤 一郎' }),
    clinic('sapporo', '札幌ひまわり医院', '札幌市中央区北1条西1-1', '北海道'),
    clinic('draft', '準備中クリニック', '大阪府大阪市北区1-1', '大阪府', { status: 'draft' }),
  ]);

let seeded: RunningServer;
let empty: RunningServer;

test.beforeAll(async () => {
  [seeded, empty] = await Promise.all([startBuiltServer(), startBuiltServer()]);
  await seed(seeded);
});

test.afterAll(async () => {
  await Promise.all([seeded?.stop(), empty?.stop()]);
});

const groupNames = (page: import('@playwright/test').Page) =>
  page.locator('[data-prefecture]').evaluateAll((els) => els.map((el) => el.getAttribute('data-prefecture')));

test.describe('clinic list', () => {
  test('groups published clinics by prefecture, north to south, with contact and map links', { tag: '@both' }, async ({
    page,
  }) => {
    const response = await page.goto(`${seeded.url}/clinics`);
    expect(response?.headers()['cache-control']).toBe('public, max-age=60');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('導入医療機関一覧');
    expect(await groupNames(page)).toEqual(['北海道', '東京都', '沖縄県']);
    await expect(page.locator('[data-clinic]')).toHaveCount(4);
    await expect(page.locator('[data-clinic="draft"]')).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText('4件の医療機関');

    const ginza = page.locator('[data-clinic="ginza"]');
    await expect(ginza.getByRole('heading', { level: 3 })).toHaveText('銀座ウィメンズクリニック');
    await expect(ginza).toContainText('東京都中央区銀座1-2-3');
    await expect(ginza).toContainText('骨盤底リハビリ外来');
    await expect(ginza).toContainText('山田 花子');
    await expect(ginza.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:0312345678');
    const map = ginza.getByRole('link', {
      name: /^地図で見る\s*（銀座ウィメンズクリニックの場所を Google マップで表示）/,
    });
    await expect(map).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('東京都中央区銀座1-2-3')}`,
    );
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(ginza.getByRole('link', { name: /^ウェブサイト\s*（銀座ウィメンズクリニック）/ })).toHaveAttribute(
      'href',
      'https://ginza.example.jp/',
    );
    // A clinic with no phone shows no phone row.
    await expect(page.locator('[data-clinic="naha"] a[href^="tel:"]')).toHaveCount(0);

    const ld = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.flatMap((el) => JSON.parse(el.textContent ?? '[]')));
    const list = ld.find((entry: { '@type'?: string }) => entry['@type'] === 'ItemList');
    expect(list.itemListElement.map((e: { item: { '@type': string; name: string } }) => e.item['@type'])).toEqual(
      Array(4).fill('MedicalClinic'),
    );
    expect(list.itemListElement[0].item.name).toBe('札幌ひまわり医院');
    // The list names the page by its canonical URL, trailing slash and all.
    expect(list.url).toMatch(/\/clinics\/$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', list.url);
  });

  test('the header link to the nationwide network leads here', async ({ page }) => {
    await page.goto(`${seeded.url}/clinics`);
    await expect(page.locator('footer a[href="/clinics"]').first()).toBeAttached();
  });

  test('says so when no clinic is published yet, linking to the network site', async ({ page }) => {
    await page.goto(`${empty.url}/clinics`);
    const notice = page.locator('[data-clinic-notice="empty"]');
    await expect(notice).toContainText('現在、掲載準備中です');
    await expect(notice.getByRole('link')).toHaveAttribute('href', 'https://network.example.jp/');
    await expect(page.getByRole('search')).toHaveCount(0);
  });
});

test.describe('staff text that looks like markup', () => {
  // Clinic names come from staff forms, CSV files and the WordPress import (which decodes &lt;).
  const hostile = '</script><img src=x onerror=alert(1)>';
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startBuiltServer();
    await insertClinics(server, [
      clinic('hostile', hostile, '東京都中央区銀座1-1 <!-- & -->', '東京都', { services: 'a\u2028b' }),
    ]);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('stays text: the JSON-LD keeps it whole and the page runs no markup from it', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const response = await page.goto(`${server.url}/clinics`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('\\u003c/script\\u003e\\u003cimg src=x onerror=alert(1)\\u003e');
    await expect(page.locator('[data-clinic="hostile"] h3')).toHaveText(hostile);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    const ld = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.flatMap((el) => JSON.parse(el.textContent ?? '[]')));
    const list = ld.find((entry: { '@type'?: string }) => entry['@type'] === 'ItemList');
    expect(list.itemListElement[0].item).toMatchObject({
      name: hostile,
      address: { streetAddress: '東京都中央区銀座1-1 <!-- & -->' },
      description: 'a\u2028b',
    });
    expect(dialogs).toEqual([]);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`filtering with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('by prefecture and by words, through query parameters', async ({ page }) => {
      await page.goto(`${seeded.url}/clinics`);
      const form = page.getByRole('search', { name: '医療機関を探す' });
      const options = await form
        .getByLabel('都道府県')
        .locator('option')
        .evaluateAll((els) => els.map((el) => el.textContent));
      expect(options).toEqual(['すべての都道府県', '北海道（1件）', '東京都（2件）', '沖縄県（1件）']);

      await form.getByLabel('都道府県').selectOption('東京都');
      await form.getByRole('button', { name: '検索する' }).click();
      await expect(page).toHaveURL(/\/clinics\?prefecture=%E6%9D%B1%E4%BA%AC%E9%83%BD&q=$/);
      expect(await groupNames(page)).toEqual(['東京都']);
      await expect(page.locator('[data-clinic]')).toHaveCount(2);
      await expect(form.getByLabel('都道府県')).toHaveValue('東京都');

      await form.getByLabel('キーワード').fill('佐藤');
      await form.getByRole('button', { name: '検索する' }).click();
      await expect(page.locator('[data-clinic]')).toHaveCount(1);
      await expect(page.locator('[data-clinic="shinjuku"]')).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('1件の医療機関');

      await form.getByLabel('キーワード').fill('存在しない医院');
      await form.getByRole('button', { name: '検索する' }).click();
      const none = page.locator('[data-clinic-notice="no-results"]');
      await expect(none).toContainText('条件に合う医療機関が見つかりませんでした');
      await none.getByRole('link', { name: 'すべての医療機関を表示する' }).click();
      await expect(page).toHaveURL(/\/clinics$/);
      await expect(page.locator('[data-clinic]')).toHaveCount(4);
    });

    test('words match regardless of full-width letters and across fields', async ({ page }) => {
      await page.goto(`${seeded.url}/clinics?q=${encodeURIComponent('リハビリ　銀座')}`);
      await expect(page.locator('[data-clinic]')).toHaveCount(1);
      await expect(page.locator('[data-clinic="ginza"]')).toBeVisible();
      await page.getByRole('link', { name: '条件をクリア' }).click();
      await expect(page.locator('[data-clinic]')).toHaveCount(4);
      // An unknown prefecture is ignored rather than an error.
      await page.goto(`${seeded.url}/clinics?prefecture=${encodeURIComponent('東京')}`);
      await expect(page.locator('[data-clinic]')).toHaveCount(4);
    });
  });
}
