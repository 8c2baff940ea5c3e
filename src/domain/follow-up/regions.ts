/**
 * Japan's eight regions (八地方区分) and their prefectures, which an assignment rule can match
 * on (docs/product.md#follow-up). 三重県 is counted in 近畿, as in the school atlas; 沖縄県
 * goes with 九州. The ids are stored in assignment_rules.region; staff read the Japanese names
 * from src/content/admin.
 */
import { type Prefecture, prefectureFromAddress } from '../prefectures.ts';

export const regions = [
  'hokkaido',
  'tohoku',
  'kanto',
  'chubu',
  'kinki',
  'chugoku',
  'shikoku',
  'kyushu-okinawa',
] as const;
export type Region = (typeof regions)[number];

export const isRegion = (value: string): value is Region => (regions as readonly string[]).includes(value);

/** Every prefecture in exactly one region, in JIS order within each. */
export const regionPrefectures: Readonly<Record<Region, readonly Prefecture[]>> = {
  hokkaido: ['北海道'],
  tohoku: ['青森県', '岩手県', '宮城県', '秋田県', '山形県', '福島県'],
  kanto: ['茨城県', '栃木県', '群馬県', '埼玉県', '千葉県', '東京都', '神奈川県'],
  chubu: ['新潟県', '富山県', '石川県', '福井県', '山梨県', '長野県', '岐阜県', '静岡県', '愛知県'],
  kinki: ['三重県', '滋賀県', '京都府', '大阪府', '兵庫県', '奈良県', '和歌山県'],
  chugoku: ['鳥取県', '島根県', '岡山県', '広島県', '山口県'],
  shikoku: ['徳島県', '香川県', '愛媛県', '高知県'],
  'kyushu-okinawa': ['福岡県', '佐賀県', '長崎県', '熊本県', '大分県', '宮崎県', '鹿児島県', '沖縄県'],
};

const byPrefecture: ReadonlyMap<string, Region> = new Map(
  regions.flatMap((region) => regionPrefectures[region].map((prefecture) => [prefecture, region] as const)),
);

/** The region of a prefecture name (`東京都`), or undefined for anything else. */
export const regionOfPrefecture = (prefecture: string): Region | undefined => byPrefecture.get(prefecture);

/** The region of an address that starts with its prefecture (after an optional 〒 code). */
export function regionOfAddress(address: string): Region | undefined {
  const prefecture = prefectureFromAddress(address);
  return prefecture ? regionOfPrefecture(prefecture) : undefined;
}
