/**
 * Issue 35's matching target: a labelled sample of business cards against existing web leads,
 * spelled differently (full-width, upper case, 株式会社 before or after or （株）, kana forms,
 * variant kanji, phone formats). At least 95% of the true duplicates are linked to their
 * person (duplicate_of), and no card is linked to anyone else. Prints the figures.
 */
import { describe, expect, it } from 'vitest';
import { applyImport } from '../../../../src/server/lead-import/card-import.server.ts';
import { sha256Hex } from '../../../../src/server/lead-import/import-store.server.ts';
import { createBrochureRequest } from '../../../../src/server/leads/leads.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, validLead } from '../../../setup/factories.ts';

interface Person {
  name: string;
  kana: string;
  email: string;
  org: string;
  phone: string;
  address: string;
}

const people: Person[] = [
  {
    name: '山田 花子',
    kana: 'やまだ はなこ',
    email: 'hanako.yamada@sakura.example.jp',
    org: '株式会社さくらメディカル',
    phone: '09011110001',
    address: '東京都中央区銀座1-1-1',
  },
  {
    name: '佐藤 健',
    kana: 'さとう けん',
    email: 'k.sato@aoba.example.jp',
    org: '医療法人社団青葉会',
    phone: '09011110002',
    address: '宮城県仙台市青葉区1-1',
  },
  {
    name: '髙橋 一郎',
    kana: 'たかはし いちろう',
    email: 'takahashi@minato.example.jp',
    org: 'みなと泌尿器科クリニック',
    phone: '0311110003',
    address: '東京都港区芝1-2-3',
  },
  {
    name: '鈴木 美咲',
    kana: 'すずき みさき',
    email: 'misaki@kobe.example.jp',
    org: '（株）神戸ヘルスケア',
    phone: '07811110004',
    address: '兵庫県神戸市中央区1-1',
  },
  {
    name: '田中 誠',
    kana: 'たなか まこと',
    email: 'tanaka@nagoya.example.jp',
    org: '名古屋ウィメンズクリニック',
    phone: '05211110005',
    address: '愛知県名古屋市中区1-1',
  },
  {
    name: '伊藤 由美',
    kana: 'いとう ゆみ',
    email: 'ito.yumi@example.jp',
    org: '株式会社リハビリ研究所',
    phone: '09011110006',
    address: '大阪府大阪市北区1-1',
  },
  {
    name: '渡辺 大輔',
    kana: 'わたなべ だいすけ',
    email: 'd.watanabe@fukuoka.example.jp',
    org: '福岡骨盤底センター',
    phone: '09211110007',
    address: '福岡県福岡市博多区1-1',
  },
  {
    name: '中村 さやか',
    kana: 'なかむら さやか',
    email: 'sayaka@kyoto.example.jp',
    org: '京都レディースクリニック',
    phone: '07511110008',
    address: '京都府京都市下京区1-1',
  },
  {
    name: '小林 翔',
    kana: 'こばやし しょう',
    email: 'sho.k@chiba.example.jp',
    org: '千葉メディカル株式会社',
    phone: '09011110009',
    address: '千葉県千葉市中央区1-1',
  },
  {
    name: '加藤 恵',
    kana: 'かとう めぐみ',
    email: 'megumi.kato@example.jp',
    org: '医療法人かとう会',
    phone: '09011110010',
    address: '埼玉県さいたま市浦和区1-1',
  },
  {
    name: '吉田 拓也',
    kana: 'よしだ たくや',
    email: 'yoshida@hokkaido.example.jp',
    org: '札幌ウロクリニック',
    phone: '01111110011',
    address: '北海道札幌市中央区1-1',
  },
  {
    name: '山口 直子',
    kana: 'やまぐち なおこ',
    email: 'naoko@hiroshima.example.jp',
    org: '株式会社広島ケア',
    phone: '08211110012',
    address: '広島県広島市中区1-1',
  },
  {
    name: '松本 亮',
    kana: 'まつもと りょう',
    email: 'r.matsumoto@example.jp',
    org: '松本整形外科',
    phone: '09011110013',
    address: '長野県松本市1-1',
  },
  {
    name: '井上 彩',
    kana: 'いのうえ あや',
    email: 'aya.inoue@example.jp',
    org: '株式会社ビューティーラボ',
    phone: '09011110014',
    address: '東京都渋谷区1-1',
  },
  {
    name: '木村 浩',
    kana: 'きむら ひろし',
    email: 'kimura@okayama.example.jp',
    org: '岡山リハビリテーション病院',
    phone: '08611110015',
    address: '岡山県岡山市北区1-1',
  },
  {
    name: '林 真理',
    kana: 'はやし まり',
    email: 'mari@kanazawa.example.jp',
    org: '金沢女性クリニック',
    phone: '07611110016',
    address: '石川県金沢市1-1',
  },
  {
    name: '清水 隆',
    kana: 'しみず たかし',
    email: 'shimizu@shizuoka.example.jp',
    org: '株式会社静岡メディカル',
    phone: '05411110017',
    address: '静岡県静岡市葵区1-1',
  },
  {
    name: '山崎 優子',
    kana: 'やまざき ゆうこ',
    email: 'yuko@kumamoto.example.jp',
    org: '熊本泌尿器科',
    phone: '09611110018',
    address: '熊本県熊本市中央区1-1',
  },
  {
    name: '森 健太',
    kana: 'もり けんた',
    email: 'kenta.mori@example.jp',
    org: '森クリニック',
    phone: '09011110019',
    address: '新潟県新潟市中央区1-1',
  },
  {
    name: '池田 舞',
    kana: 'いけだ まい',
    email: 'mai@nara.example.jp',
    org: '株式会社奈良ヘルス',
    phone: '09011110020',
    address: '奈良県奈良市1-1',
  },
];

const toFullWidth = (s: string) => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const halfKana = (s: string) =>
  s.replace(/[ぁ-ゖ]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60)).normalize('NFKC');
const withDashes = (p: string) =>
  p.length === 11
    ? `${p.slice(0, 3)}-${p.slice(3, 7)}-${p.slice(7)}`
    : `${p.slice(0, 2)}-${p.slice(2, 6)}-${p.slice(6)}`;
const swapForm = (org: string) =>
  org.startsWith('株式会社')
    ? `${org.slice(4)}株式会社`
    : org.endsWith('株式会社')
      ? `（株）${org.slice(0, -4)}`
      : org.replace('（株）', '株式会社');

/** The card of person i, spelled one of eight ways. */
function cardOf(p: Person, i: number): string[] {
  const variant = i % 8;
  const card = {
    org: p.org,
    name: p.name,
    kana: p.kana,
    email: p.email,
    phone: withDashes(p.phone),
    address: p.address,
  };
  if (variant === 0) card.email = p.email.toUpperCase();
  if (variant === 1) card.email = toFullWidth(p.email);
  if (variant === 2)
    Object.assign(card, { email: `private${i}@mail.example.com`, phone: `+81 ${withDashes(p.phone).slice(1)}` });
  if (variant === 3)
    Object.assign(card, {
      email: '',
      name: p.name.replace(' ', '　'),
      phone: `(${p.phone.slice(0, 3)})${p.phone.slice(3, 7)}-${p.phone.slice(7)}`,
    });
  if (variant === 4) Object.assign(card, { email: '', phone: '0120000000', org: swapForm(p.org) });
  if (variant === 5)
    Object.assign(card, {
      email: `other${i}@mail.example.com`,
      kana: halfKana(p.kana),
      name: p.name.replace('髙', '高').replace(' ', ''),
      phone: toFullWidth(p.phone),
    });
  if (variant === 6) Object.assign(card, { email: toFullWidth(p.email.toUpperCase()), org: toFullWidth(p.org) });
  if (variant === 7) Object.assign(card, { email: p.email.toUpperCase(), org: swapForm(p.org), phone: '' });
  return [card.org, card.name, halfKana(card.kana), card.email, card.phone, card.address];
}

/** Cards that are not any web lead: colleagues sharing a clinic's name or number, namesakes elsewhere. */
const strangers: string[][] = [
  [
    '株式会社さくらメディカル',
    '山田 次郎',
    'ヤマダ ジロウ',
    'jiro@sakura.example.jp',
    '03-9999-0001',
    '東京都中央区銀座1-1-1',
  ],
  [
    'みなと泌尿器科クリニック',
    '高橋 二郎',
    'タカハシ ジロウ',
    'jiro.t@minato.example.jp',
    '03-1111-0003',
    '東京都港区芝1-2-3',
  ],
  ['別の会社', '佐藤 健', 'サトウ ケン', 'ken@other.example.jp', '06-9999-0002', '大阪府大阪市北区9-9'],
  ['名古屋ウィメンズクリニック', '田中 美香', 'タナカ ミカ', '', '052-111-10005', '愛知県名古屋市中区1-1'],
  [
    '京都レディースクリニック',
    '中村 さとし',
    'ナカムラ サトシ',
    'satoshi@kyoto.example.jp',
    '',
    '京都府京都市下京区1-1',
  ],
  [
    '札幌ウロクリニック',
    '吉田 拓',
    'ヨシダ タク',
    'taku@hokkaido.example.jp',
    '011-111-10011',
    '北海道札幌市中央区1-1',
  ],
  ['森クリニック', '森 健太', 'モリ ケンタ', 'kenta@mori-okinawa.example.jp', '098-999-0019', '沖縄県那覇市1-1'],
  ['株式会社奈良ヘルス', '池田 修', 'イケダ オサム', 'osamu@nara.example.jp', '090-1111-0020', '奈良県奈良市1-1'],
];

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

describe.each(testBackends())('card matching on %s', (backend) => {
  const t = useTestDb(backend);

  it('links at least 95% of the true duplicates, and no card to the wrong person', async () => {
    const now = new Date('2026-11-20T01:00:00Z');
    const webIds: string[] = [];
    for (const [i, p] of people.entries()) {
      const result = await createBrochureRequest(
        t.db,
        {
          ...validLead,
          name: p.name,
          nameKana: p.kana,
          email: p.email,
          organization: p.org,
          phone: p.phone,
          address: p.address,
        },
        { locale: 'ja', idempotencyKey: `matching-${i}-${backend}`, now: new Date(now.getTime() + i * 1000) },
      );
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      webIds.push(result.id);
    }
    const header = '会社名,氏名,フリガナ,メールアドレス,電話番号,住所';
    const rows = [...people.map((p, i) => cardOf(p, i)), ...strangers];
    const content = [header, ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n');
    const admin = await createAdmin(t.db);
    const upload = {
      id: 'x',
      fileName: 'sample.csv',
      sha256: sha256Hex(new TextEncoder().encode(content)),
      encoding: 'utf8' as const,
      content,
    };
    const source = {
      kind: 'trade_show' as const,
      name: '日本泌尿器科学会 2026',
      on: '2026-11-21',
      product: validLead.product,
      locale: 'ja' as const,
    };
    const applied = await applyImport(t.db, upload, source, undefined, {
      actor: admin,
      now: new Date('2026-11-22T01:00:00Z'),
    });
    expect(applied.ok).toBe(true);
    if (!applied.ok) return;
    const cards = await t.db
      .selectFrom('material_requests')
      .select(['import_line', 'duplicate_of', 'status'])
      .where('import_batch_id', '=', applied.batchId)
      .orderBy('import_line')
      .execute();
    expect(cards).toHaveLength(rows.length);
    let linked = 0;
    const wrong: number[] = [];
    for (const card of cards) {
      const index = (card.import_line ?? 0) - 2;
      const truth = index < people.length ? webIds[index] : null;
      if (truth && card.duplicate_of === truth) linked += 1;
      else if (card.duplicate_of !== null) wrong.push(card.import_line ?? 0);
    }
    const recall = linked / people.length;
    console.info(
      `[card matching, ${backend}] true duplicates linked: ${linked}/${people.length} (${(recall * 100).toFixed(1)}%); wrongly linked: ${wrong.length} of ${cards.length} cards`,
    );
    expect(wrong).toEqual([]);
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });
});
