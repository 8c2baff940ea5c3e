/**
 * `npm run bench:dispatch`: what one 発送データ download of 500 leads costs — the A4 label PDF
 * (12面, the embedded Noto Sans JP subset) and the B2 and Click Post CSVs (checked cell by cell,
 * CP932) — as time (p50 and max over a few runs, after one warm-up that loads the font) and
 * size. Pure: no database, no server; the leads are varied so the font subset is realistic.
 *
 *   npm run bench:dispatch [-- --leads 500 --runs 5]
 */
import { parseArgs } from 'node:util';
import { b2Rows } from '../src/server/dispatch/b2-csv.server.ts';
import { carrierCsvBytes } from '../src/server/dispatch/carrier-csv.server.ts';
import { clickPostRows } from '../src/server/dispatch/click-post-csv.server.ts';
import { labelSheetPdf } from '../src/server/dispatch/label-sheet.server.ts';
import { recipientOf } from '../src/server/dispatch/recipient.server.ts';

const { values: args } = parseArgs({
  options: { leads: { type: 'string', default: '500' }, runs: { type: 'string', default: '5' } },
});
const count = Number(args.leads);
const runs = Number(args.runs);

const surnames = ['山田', '髙橋', '佐藤', '鈴木', '渡邉', '齋藤', '伊藤', '中村', '小林', '加藤'];
const given = ['花子', '太郎', 'ﾊﾅｺ', '美咲', '翔太', '陽菜', '蓮', '結衣', '悠真', '葵'];
const towns = [
  '東京都中央区銀座',
  '大阪府大阪市北区梅田',
  '北海道札幌市中央区北一条西',
  '福岡県福岡市博多区博多駅前',
  '愛知県名古屋市中村区名駅',
];
const recipients = Array.from({ length: count }, (_, i) =>
  recipientOf({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `${surnames[i % 10]} ${given[Math.floor(i / 10) % 10]}`,
    organization: `医療法人${surnames[(i + 3) % 10]}会 ${towns[i % 5]?.slice(0, 2)}クリニック`,
    position: i % 3 === 0 ? '院長' : '',
    postal_code: String(1000000 + i * 17).padStart(7, '0'),
    address: `${towns[i % 5]}${(i % 9) + 1}丁目${(i % 20) + 1}番${(i % 7) + 1}号 サンプルビル${(i % 12) + 1}階`,
    phone: '0312345678',
    created_at: '2026-11-26T00:00:00.000Z',
  }),
);

async function measure(name: string, make: () => Promise<Uint8Array>): Promise<void> {
  await make();
  const times: number[] = [];
  let size = 0;
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    size = (await make()).byteLength;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(times.length / 2)] ?? 0;
  const max = times.at(-1) ?? 0;
  console.log(`| ${name} | ${count} | ${p50.toFixed(0)} ms | ${max.toFixed(0)} ms | ${(size / 1024).toFixed(1)} KiB |`);
}

const options = {
  service: 'hatsubarai',
  shipDate: '2026-11-27',
  item: '資料',
  billingCode: '0312345678',
  freightNumber: '01',
} as const;

console.log('| output | leads | p50 | max | size |');
console.log('| --- | --- | --- | --- | --- |');
await measure('label PDF, 12面', async () => {
  const sheet = await labelSheetPdf(recipients, '12', { x: 0, y: 0 });
  if (!sheet.ok) throw new Error(`labels refused ${sheet.problems.length} lines`);
  return sheet.bytes;
});
await measure('B2 CSV (CP932)', async () => {
  const rows = b2Rows(recipients, options);
  if (!rows.ok) throw new Error(`B2 refused ${rows.problems.length} cells`);
  return carrierCsvBytes(rows.header, rows.rows);
});
// Click Post takes 40 rows a file: 500 leads are 13 files, timed together.
await measure('Click Post CSV ×13 files', async () => {
  const parts: Uint8Array[] = [];
  for (let i = 0; i < recipients.length; i += 40) {
    const rows = clickPostRows(recipients.slice(i, i + 40), '資料');
    if (!rows.ok) throw new Error(`Click Post refused ${rows.problems.length} cells`);
    parts.push(await carrierCsvBytes(rows.header, rows.rows));
  }
  return new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
});
