/**
 * Japan's 47 prefectures in JIS X 0401 order (01 北海道 … 47 沖縄県), which runs north to
 * south: the order the public clinic list groups by.
 */
export const prefectures = [
  '北海道',
  '青森県',
  '岩手県',
  '宮城県',
  '秋田県',
  '山形県',
  '福島県',
  '茨城県',
  '栃木県',
  '群馬県',
  '埼玉県',
  '千葉県',
  '東京都',
  '神奈川県',
  '新潟県',
  '富山県',
  '石川県',
  '福井県',
  '山梨県',
  '長野県',
  '岐阜県',
  '静岡県',
  '愛知県',
  '三重県',
  '滋賀県',
  '京都府',
  '大阪府',
  '兵庫県',
  '奈良県',
  '和歌山県',
  '鳥取県',
  '島根県',
  '岡山県',
  '広島県',
  '山口県',
  '徳島県',
  '香川県',
  '愛媛県',
  '高知県',
  '福岡県',
  '佐賀県',
  '長崎県',
  '熊本県',
  '大分県',
  '宮崎県',
  '鹿児島県',
  '沖縄県',
] as const;

export type Prefecture = (typeof prefectures)[number];

const prefectureSet: ReadonlySet<string> = new Set(prefectures);

export const isPrefecture = (value: string): value is Prefecture => prefectureSet.has(value);

/** JIS order, 0 for 北海道 … 46 for 沖縄県; -1 for anything else. */
export const prefectureIndex = (value: string): number => prefectures.indexOf(value as Prefecture);

/**
 * The prefecture an address starts with (after an optional postal code such as 〒104-0061),
 * or undefined. Addresses written without it (「札幌市…」) need the prefecture chosen.
 */
export function prefectureFromAddress(address: string): Prefecture | undefined {
  const rest = address
    .trim()
    .replace(/^〒?\s*[0-9０-９]{3}[-－ー‐]?[0-9０-９]{4}\s*/, '')
    .trimStart();
  // 京都府 must not be read as 東京都's 京都; every name is matched from the start only.
  return prefectures.find((name) => rest.startsWith(name));
}
