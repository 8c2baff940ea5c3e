/**
 * Screenshots of the admin's daily screens (issues 32 and 42) into docs/screenshots/admin/: the
 * dashboard, the analytics, the inbox, a lead page and the dispatch page, each at 390×844 and
 * 1280×800, full page. Starts the built product (`npm run build` first) on a throwaway data
 * folder, seeds a week of realistic Japanese requests (calls, stages, a 失注, a card import),
 * signs a staff member in by session cookie and visits each page with Debian's Chromium, where
 * axe-core checks it: a serious or critical violation is listed and the script exits 1. Not part
 * of `npm test`: run `npm run screenshots:admin`.
 */
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { postQueueCopy } from '../src/content/admin/post-queue.ts';
import { brochureProductIds } from '../src/content/products.ts';
import { createSession, SESSION_COOKIE } from '../src/server/accounts/sessions.server.ts';
import { queueForPost } from '../src/server/dispatch/post-queue.server.ts';
import { logActivity } from '../src/server/funnel/activities.server.ts';
import { setLeadStage } from '../src/server/funnel/stages.server.ts';
import { createBrochure } from '../src/server/materials/brochures.server.ts';
import { createDb } from '../src/server/platform/db.server.ts';
import { startBuiltServer } from '../tests/e2e/support/server.ts';
import { createAdmin, createLead } from '../tests/setup/factories.ts';
import { makePdf } from '../tests/setup/pdf.ts';

const out = fileURLToPath(new URL('../docs/screenshots/admin/', import.meta.url));
const DAY = 86_400_000;
const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
/** A Japan-time calendar day `days` from today (YYYY-MM-DD). */
const japanDay = (days: number) => new Date(Date.now() + 9 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

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
    const lead = await createLead(
      db,
      {
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
      },
      // The first lead's two mails (receipt and staff notice), so its timeline has older entries to fold.
      i === 0 ? { jobs: 'sent' } : {},
    );
    ids.push(String(lead.id));
  }
  // The conversation on the first lead (the lead page's screenshot): a call, a meeting online,
  // its outcome; and a 失注 with its reason on another, so stages and reasons show.
  const actor = { id: me.id, email: me.email, role: 'staff' as const };
  const at = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  const [first = '', , , , fifth = ''] = ids;
  const stage = (stage: 'meeting' | 'lost', details: Record<string, string>, lostReason: string | null = null) => ({
    stage,
    amountMonthly: null,
    amountOnce: null,
    lostReason,
    lostNote: lostReason ? '他社のレンタルに決定とのこと。' : null,
    details,
  });
  await logActivity(db, {
    id: first,
    actor,
    now: at(1.8),
    activity: {
      kind: 'mail',
      note: '資料請求のお礼と、お電話の候補日時をメールでお送りした。',
      nextStep: '院長に電話する',
      nextStepOn: japanDay(0),
    },
  });
  await logActivity(db, {
    id: first,
    actor,
    now: at(1.5),
    activity: {
      kind: 'phone',
      note: '院長と電話。導入時期は来年春、価格表を希望。',
      nextStep: 'オンライン商談の日程を決める',
      nextStepOn: japanDay(1),
    },
  });
  await setLeadStage(db, {
    id: first,
    actor,
    now: at(1),
    stage: stage('meeting', { meetingOn: japanDay(2), meetingKind: 'online' }),
  });
  await logActivity(db, {
    id: first,
    actor,
    now: at(0.5),
    activity: {
      kind: 'online',
      note: 'オンライン商談の日程を確定。院内での体験・デモを希望。',
      nextStep: '体験・デモの機材を手配する',
      nextStepOn: japanDay(3),
    },
  });
  await setLeadStage(db, { id: fifth, actor, now: at(0.5), stage: stage('lost', {}, 'competitor') });
  // Two leads in the post queue (郵送する), so the 発送 page shows the day's post ticked.
  for (const id of [ids[1] ?? '', ids[2] ?? '']) {
    const queued = await queueForPost(db, { id, actor, note: postQueueCopy.history.queued, now: at(0.2) });
    if (!queued.ok) throw new Error(`queueing ${id}: ${queued.problem}`);
  }
  // A show's business cards, imported: counted apart from the web requests.
  const batchId = randomUUID();
  await db
    .insertInto('lead_import_batches')
    .values({
      id: batchId,
      source_kind: 'trade_show',
      source_name: '国際モダンホスピタルショウ',
      source_on: japanDay(-3),
      product: plus,
      locale: 'ja',
      file_name: 'cards.csv',
      file_sha256: randomUUID().replaceAll('-', ''),
      layout: 'sansan',
      rows_total: 3,
      rows_imported: 3,
      rows_duplicate: 0,
      rows_rejected: 0,
      created_by: me.id,
      created_by_email: me.email,
      created_at: ago(50),
    })
    .execute();
  const cards = [
    ['木村 優子', '1500002', '東京都渋谷区渋谷2-21-1 渋谷ヒカリエ11F'],
    ['林 拓也', '2310023', '神奈川県横浜市中区山下町1-1'],
    ['清水 陽子', '6008216', '京都府京都市下京区烏丸通塩小路下ル東塩小路町721-1'],
  ];
  for (const [i, [name = '', postal, address]] of cards.entries()) {
    await createLead(db, {
      name,
      postal_code: postal,
      address,
      organization: `${name.split(' ')[0]}クリニック`,
      email: `card${i + 1}@clinic-example.jp`,
      product: plus,
      purpose: '',
      import_batch_id: batchId,
      import_line: i + 2,
      mail_consent: 'business_card',
      offline_source_kind: 'trade_show',
      offline_source_name: '国際モダンホスピタルショウ',
      created_at: ago(50),
      updated_at: ago(50),
    });
  }
  const session = await createSession(db, me.id, { reauthAt: new Date() });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  await mkdir(out, { recursive: true });
  const violations: string[] = [];
  const pages = [
    ['dashboard', '/admin'],
    ['analytics', '/admin/analytics'],
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
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      for (const v of serious) {
        const nodes = v.nodes.map((node) => node.target.join(' ')).join('\n  ');
        violations.push(`${name} ${width}px: ${v.id} (${v.impact}) ${v.help}\n  ${nodes}`);
      }
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const shown = file.slice(out.length - 'docs/screenshots/admin/'.length);
      console.log(`${shown} ${height}px tall, axe: ${serious.length} serious or critical`);
    }
    await context.close();
  }
  await browser.close();
  if (violations.length > 0) {
    console.error(`axe: serious or critical violations\n${violations.join('\n')}`);
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
  await server.stop();
}
