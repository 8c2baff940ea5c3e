/**
 * The business-card import at bench:admin's sizes (issue 35: 500 cards, preview plus apply,
 * under 60 s): a Sansan-shaped file of `count` cards in Shift_JIS, posted to the built server as
 * staff do (the preview, then 取り込む with the fields the preview's form carries), timed from
 * the first post to the batch page's answer.
 */
import { brochureProductIds } from '../src/content/products.ts';
import { encodeCp932 } from '../src/server/platform/csv.server.ts';

const HEADER =
  '会社名,部署名,役職,氏名,姓,名,フリガナ,セイ,メイ,メールアドレス,郵便番号,住所,TEL会社,TEL部門,TEL直通,FAX,携帯電話,URL,名刺交換日';
const PREFECTURES = [
  '東京都港区芝1-1',
  '大阪府大阪市北区梅田1-1',
  '愛知県名古屋市中区1-1',
  '福岡県福岡市博多区1-1',
  '北海道札幌市中央区1-1',
];
const FAMILY = ['山田', '佐藤', '鈴木', '髙橋', '田中', '伊藤', '渡辺', '中村'];
const GIVEN = ['花子', '一郎', '美咲', '健', '直子', '翔'];

/** `count` cards: 50 clinics across five prefectures, so organisations match within the file. */
export function sansanCards(count: number, tag: string): Uint8Array {
  const lines = [HEADER];
  for (let i = 0; i < count; i += 1) {
    const family = FAMILY[i % FAMILY.length];
    const given = GIVEN[i % GIVEN.length];
    const clinic = `${tag}クリニック${i % 50}`;
    const digits = String(i).padStart(4, '0');
    lines.push(
      [
        `㈱${clinic}`,
        '泌尿器科',
        '部長',
        `${family} ${given}`,
        family,
        given,
        '',
        '',
        '',
        `card${i}.${tag}@show.example.jp`,
        '105-0014',
        PREFECTURES[i % PREFECTURES.length],
        `03-1111-${digits}`,
        '',
        '',
        '',
        `090-2222-${digits}`,
        '',
        '2026/10/03',
      ].join(','),
    );
  }
  return encodeCp932(lines.join('\r\n'));
}

const hiddenFields = (html: string, form: string): [string, string][] => {
  const start = html.indexOf(form);
  const body = html.slice(start, html.indexOf('</form>', start));
  return [...body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
    m[1] ?? '',
    (m[2] ?? '').replaceAll('&amp;', '&').replaceAll('&quot;', '"'),
  ]);
};

/** Preview plus apply of `count` cards through the server; seconds, and the rows it stored. */
export async function cardImportRun(
  base: string,
  cookie: string,
  count: number,
): Promise<{ seconds: number; status: number }> {
  const started = performance.now();
  const form = new FormData();
  form.set('intent', 'preview');
  form.set('file', new Blob([Buffer.from(sansanCards(count, `b${Date.now()}`))], { type: 'text/csv' }), 'cards.csv');
  for (const [name, value] of [
    ['source_kind', 'trade_show'],
    ['source_name', '日本泌尿器科学会 2026'],
    ['source_on', '2026-10-03'],
    ['product', brochureProductIds[0] ?? ''],
    ['locale', 'ja'],
  ]) {
    form.set(name ?? '', value ?? '');
  }
  const headers = { cookie, origin: base };
  const preview = await fetch(`${base}/admin/leads/import`, { method: 'POST', body: form, headers });
  const html = await preview.text();
  if (preview.status !== 200 || !html.includes('data-lead-import-apply'))
    throw new Error(`preview answered ${preview.status}`);
  const apply = await fetch(`${base}/admin/leads/import`, {
    method: 'POST',
    body: new URLSearchParams(hiddenFields(html, 'data-lead-import-apply')),
    headers,
    redirect: 'manual',
  });
  const location = apply.headers.get('location');
  if (apply.status !== 303 || !location) throw new Error(`取り込む answered ${apply.status}`);
  const batch = await fetch(new URL(location, base), { headers });
  await batch.arrayBuffer();
  return { seconds: (performance.now() - started) / 1000, status: batch.status };
}
