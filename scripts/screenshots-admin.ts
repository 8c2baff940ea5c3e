/**
 * Screenshots of the admin's daily screens (issue 32) into docs/screenshots/admin/: the
 * dashboard, the inbox, a lead page and the dispatch page, each at 390×844 and 1280×800, full
 * page. Starts the built product (`npm run build` first) on a throwaway data folder, seeds a
 * week of realistic Japanese requests, signs a staff member in by session cookie and visits each
 * page with Debian's Chromium. Not part of `npm test`: run `npm run screenshots:admin`.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { brochureProductIds } from '../src/content/products.ts';
import { createSession, SESSION_COOKIE } from '../src/server/accounts/sessions.server.ts';
import { createBrochure } from '../src/server/materials/brochures.server.ts';
import { createDb } from '../src/server/platform/db.server.ts';
import { startBuiltServer } from '../tests/e2e/support/server.ts';
import { createAdmin, createLead } from '../tests/setup/factories.ts';
import { makePdf } from '../tests/setup/pdf.ts';

const out = fileURLToPath(new URL('../docs/screenshots/admin/', import.meta.url));
const DAY = 86_400_000;
const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

// The form's ids: the two pelvic-floor chairs first, then a laser (brochureProducts' order).
const [dr = 'other', plus = 'other'] = brochureProductIds;
const laser = 'co2-laser';
const people = [
  [
    '佐藤 花子',
    'サトウ ハナコ',
    '医療法人社団 さくら会 さくら泌尿器科クリニック',
    '院長',
    '1040061',
    '東京都中央区銀座1-2-3 さくらビル4F',
    plus,
  ],
  ['鈴木 恵', 'スズキ メグミ', 'みなと女性クリニック', '看護師長', '1060032', '東京都港区六本木1-1-1', dr],
  ['高橋 誠', 'タカハシ マコト', '高橋整形外科', '事務長', '5300001', '大阪府大阪市北区梅田2-4-9 梅田ビル8F', plus],
  ['田中 美穂', 'タナカ ミホ', 'たなか産婦人科医院', '院長', '4600008', '愛知県名古屋市中区栄3-5-1', 'quad-cryo'],
  [
    '伊藤 さくら',
    'イトウ サクラ',
    '株式会社ウェルネスラボ',
    '営業企画',
    '8100001',
    '福岡県福岡市中央区天神2-1-1',
    plus,
  ],
  ['渡辺 健一', 'ワタナベ ケンイチ', 'わたなべ泌尿器科', '院長', '0600001', '北海道札幌市中央区北一条西3-3', dr],
  [
    '山本 一郎',
    'ヤマモト イチロウ',
    '山本リハビリテーション病院',
    '理学療法士',
    '9800811',
    '宮城県仙台市青葉区一番町4-1-1',
    plus,
  ],
  [
    '中村 美咲',
    'ナカムラ ミサキ',
    '美咲レディースクリニック',
    '受付',
    '2200012',
    '神奈川県横浜市西区みなとみらい2-2-1',
    laser,
  ],
];

const server = await startBuiltServer();
const db = createDb({ dataDir: server.dataDir });
try {
  const me = await createAdmin(db, { role: 'staff', displayName: '田中 里奈', email: 'tanaka@pelvia.example.jp' });
  const colleague = await createAdmin(db, {
    role: 'staff',
    displayName: '小林 大輔',
    email: 'kobayashi@pelvia.example.jp',
  });
  const brochure = await createBrochure(db, {
    title: 'Pelvia Plus 製品カタログ',
    locale: 'ja',
    products: [plus, dr],
    file: await makePdf(2),
    actor: { id: me.id, email: me.email },
  });
  if (!brochure.ok) throw new Error(JSON.stringify(brochure));
  const ids: string[] = [];
  for (const [i, [name, kana, organization, position, postal, address, product]] of people.entries()) {
    const lead = await createLead(db, {
      name,
      name_kana: kana,
      organization,
      position,
      email: `contact${i + 1}@clinic-example.jp`,
      phone: `0${3 + (i % 6)}${String(52_340_000 + i * 1111).slice(0, 8)}`,
      postal_code: postal,
      address,
      product,
      purpose: '院内での導入を検討しています。価格と導入実績を知りたいです。',
      status: i < 4 ? 'pending' : i < 6 ? 'contacted' : 'materials_sent',
      owner_id: i % 3 === 0 ? null : i % 3 === 1 ? me.id : colleague.id,
      due_at: i === 1 ? ago(20) : i === 2 ? inDays(0.2) : inDays(1 + (i % 3)),
      created_at: ago(2 + i * 17),
      updated_at: ago(2 + i * 17),
    });
    ids.push(String(lead.id));
  }
  const session = await createSession(db, me.id, { reauthAt: new Date() });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  await mkdir(out, { recursive: true });
  const pages = [
    ['dashboard', '/admin'],
    ['inbox', '/admin/leads'],
    ['lead', `/admin/leads/${ids[0]}`],
    ['dispatch', '/admin/leads/dispatch'],
  ] as const;
  for (const [width, height, scale] of [
    [390, 844, 2],
    [1280, 800, 1],
  ] as const) {
    const context = await browser.newContext({
      viewport: { width, height },
      deviceScaleFactor: scale,
      locale: 'ja-JP',
    });
    await context.addCookies([
      { name: SESSION_COOKIE, value: session.token, url: server.url, httpOnly: true, sameSite: 'Lax' },
    ]);
    const page = await context.newPage();
    for (const [name, path] of pages) {
      await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      const file = join(out, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file.slice(out.length - 'docs/screenshots/admin/'.length));
    }
    await context.close();
  }
  await browser.close();
} finally {
  await db.destroy();
  await server.stop();
}
