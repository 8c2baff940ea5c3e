/**
 * `npm run samples:materials` (issue 24): what a personal brochure page and a label sheet look
 * like, as the product writes them, rendered to PNG with poppler's `pdftoppm` into
 * docs/screenshots/materials/, and one B2 Cloud row as written (printed, CP932 cells shown as text).
 * No database and no server: the same functions the downloads and 発送データ call.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, rgb } from 'pdf-lib';
import { b2Columns, b2Row } from '../src/server/dispatch/b2-csv.server.ts';
import { labelSheetPdf } from '../src/server/dispatch/label-sheet.server.ts';
import { recipientOf } from '../src/server/dispatch/recipient.server.ts';
import { stampText } from '../src/server/materials/download.server.ts';
import { stampPdf } from '../src/server/materials/stamp.server.ts';
import { embedJapaneseFont } from '../src/server/platform/pdf-font.server.ts';

const out = new URL('../docs/screenshots/materials/', import.meta.url);
mkdirSync(out, { recursive: true });

/** A one-page A4 brochure of our own making: a heading band, a title and body text. */
async function brochurePage(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await embedJapaneseFont(doc);
  const page = doc.addPage([595, 842]);
  page.drawRectangle({ x: 0, y: 742, width: 595, height: 100, color: rgb(0.05, 0.33, 0.45) });
  page.drawText('磁気刺激式 骨盤底ケア機器', { x: 48, y: 790, size: 22, font, color: rgb(1, 1, 1) });
  page.drawText('医療機関向け 製品資料', { x: 48, y: 762, size: 13, font, color: rgb(1, 1, 1) });
  const body = [
    '座ったまま、着衣のままで骨盤底筋群に働きかけます。',
    '施術の流れ、設置に必要な寸法と電源、レンタルと購入の条件をご案内します。',
    '詳しい仕様は製品ページの仕様表をご覧ください。',
  ];
  body.forEach((line, i) => {
    page.drawText(line, { x: 48, y: 680 - i * 26, size: 12, font, color: rgb(0.15, 0.15, 0.15) });
  });
  page.drawRectangle({ x: 48, y: 300, width: 499, height: 300, color: rgb(0.9, 0.94, 0.95) });
  return doc.save();
}

function render(pdf: Uint8Array, name: string, dpi: number): void {
  const dir = mkdtempSync(join(tmpdir(), 'materials-samples-'));
  try {
    const file = join(dir, 'in.pdf');
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', file, join(dir, 'page')]);
    copyFileSync(join(dir, 'page.png'), new URL(`${name}.png`, out));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const text = stampText({
  locale: 'ja',
  stamp: {
    name: '髙橋 ｶﾅ',
    organization: '医療法人社団 髙橋クリニック',
    requestDate: '2026-11-25T01:12:00.000Z',
    requestNumber: '0f1e2d3c',
  },
});
render(await stampPdf(await brochurePage(), text), 'stamped-page', 110);

const people: [string, string, string, string][] = [
  ['髙橋 ｶﾅ', '医療法人社団 髙橋クリニック', '院長', '東京都中央区銀座4丁目2番11号 銀座中央ビル8階'],
  ['', '医療法人 渡邉会 さくら泌尿器科', '', '大阪府大阪市北区梅田1丁目3番1号'],
  ['齋藤 美咲', '', '', '北海道札幌市中央区北一条西2丁目1番地 札幌時計台ビル12階'],
  ['山田 太郎', '山田整形外科クリニック', '事務長', '福岡県福岡市博多区博多駅前3丁目25番21号'],
];
const recipients = Array.from({ length: 12 }, (_, i) => {
  const [name, organization, position, address] = people[i % people.length] as (typeof people)[number];
  return recipientOf({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name,
    organization,
    position,
    postal_code: ['1040061', '5300001', '0600001', '8120011'][i % 4] ?? '1040061',
    address,
    phone: '0312345678',
    created_at: '2026-11-26T00:00:00.000Z',
  });
});
const sheet = await labelSheetPdf(recipients, '12', { x: 0, y: 0 });
if (!sheet.ok) throw new Error(`labels refused: ${JSON.stringify(sheet.problems)}`);
render(sheet.bytes, 'label-sheet-12', 100);

const row = b2Row(recipients[0] as (typeof recipients)[number], {
  service: 'hatsubarai',
  shipDate: '2026-11-27',
  item: '資料',
  billingCode: '0312345678',
  freightNumber: '01',
});
console.log('B2 row (42 columns; empty cells shown as ""):');
row.forEach((cell, i) => {
  if (cell !== '') console.log(`  ${String(i + 1).padStart(2)} ${b2Columns[i]?.header ?? ''}: ${cell}`);
});
console.log(`as written: ${row.map((cell) => `"${cell}"`).join(',')}`);
