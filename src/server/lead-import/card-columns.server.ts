/**
 * Which field of a card each column of an imported file holds, read from its header row.
 *
 * The layouts recognised (docs/product.md#business-cards-from-a-show):
 * - Sansan's card export (名刺データのダウンロード): 会社名, 部署名, 役職, 氏名, 姓, 名,
 *   フリガナ (or セイ, メイ), メールアドレス, 郵便番号, 住所, TEL会社, TEL部門, TEL直通, FAX,
 *   携帯電話, URL, 名刺交換日 and Sansan's own bookkeeping columns (名刺所有者, タグ, …).
 *   Sources: Sansan's help centre, "名刺データをインポートする" (jp-help.sansan.com article
 *   206509257, its 専用フォーマット) and the same columns in its export; required there:
 *   会社名 and 氏名[姓].
 * - Eight's CSV download (a Premium feature): 会社名, 部署名, 役職, 姓, 名, e-mail, 郵便番号,
 *   住所, TEL会社, TEL部門, TEL直通, Fax, 携帯電話, URL, 名刺交換日. Source: Eight's help centre
 *   on the fields it types in (eight.zendesk.com article 360000572795: 会社名, 氏名, 電話番号,
 *   メールアドレス, 部署・役職, 郵便番号, 住所, FAX番号, 携帯電話番号, WebサイトURL) and the
 *   column names widely published for its download.
 * - This site's own lead export (lead-export.server.ts): its header is the admin copy's
 *   exportColumns, read here from the same copy so the two never drift apart.
 * - Any spreadsheet using the usual names (issue 35's list and their common variants).
 * A header is compared folded: NFKC, lower case, without spaces, brackets or middle dots, so
 * `E-Mail`, `ｅ－ｍａｉｌ` and `e-mail` are one, and `氏名（カナ）` is `氏名カナ`.
 */
import { createHash } from 'node:crypto';
import { adminCopy } from '../../content/admin/index.ts';

export const cardFields = [
  'organization',
  'department',
  'position',
  'name',
  'familyName',
  'givenName',
  'nameKana',
  'familyKana',
  'givenKana',
  'email',
  'phone',
  'phoneDirect',
  'mobile',
  'phoneDepartment',
  'phoneCompany',
  'postalCode',
  'address',
  'prefecture',
  'city',
  'street',
  'building',
  'exchangedOn',
  'consent',
] as const;
export type CardField = (typeof cardFields)[number];
/** What a column is read as: a card field, or nothing (無視). */
export type ColumnUse = CardField | 'ignore';

export const isColumnUse = (value: string): value is ColumnUse =>
  value === 'ignore' || (cardFields as readonly string[]).includes(value);

/** `氏名（カナ）` → `氏名カナ`, `E-Mail` → `e-mail`, `TEL 会社` → `tel会社`. */
export function foldHeader(header: string): string {
  return header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s()[\]【】「」・:：]/gu, '');
}

const ALIASES: Record<CardField, readonly string[]> = {
  organization: [
    '会社名',
    '所属',
    '勤務先',
    '所属企業名',
    '法人名',
    '施設名',
    '会社名施設名',
    '病院名',
    'company',
    'organization',
  ],
  department: ['部署名', '部署', '所属部署', '診療科', 'department'],
  position: ['役職', '役職名', '肩書', 'position', 'title', 'jobtitle'],
  name: ['氏名', '名前', 'お名前', '氏名漢字', 'name', 'fullname'],
  familyName: ['姓', '氏名[姓]', '姓漢字', 'lastname', 'familyname'],
  givenName: ['名', '氏名[名]', '名漢字', 'firstname', 'givenname'],
  nameKana: ['フリガナ', 'ふりがな', '氏名カナ', '氏名フリガナ', 'カナ', 'よみがな', '読み', 'ヨミ'],
  familyKana: ['セイ', '姓カナ', '姓フリガナ', 'フリガナ姓', 'せい'],
  givenKana: ['メイ', '名カナ', '名フリガナ', 'フリガナ名', 'めい'],
  email: ['メールアドレス', 'e-mail', 'email', 'メール', 'mail', 'mailaddress', 'eメール'],
  phone: ['電話番号', 'tel', '電話', 'phone', 'telephone'],
  phoneDirect: ['tel直通', '直通', '直通電話', '電話番号直通'],
  mobile: ['携帯電話', '携帯', '携帯番号', '携帯電話番号', 'mobile'],
  phoneDepartment: ['tel部門', '部門電話', '電話番号部門'],
  phoneCompany: ['tel会社', '会社電話', '代表電話', '電話番号会社', '代表'],
  postalCode: ['郵便番号', '〒', 'postalcode', 'zip', 'zipcode'],
  address: ['住所', '所在地', 'address'],
  prefecture: ['都道府県', 'prefecture'],
  city: ['市区町村', 'city'],
  street: ['番地', '町名番地', '町域番地', '住所1', 'street'],
  building: ['建物名', 'ビル名', '建物', '住所2', 'building'],
  exchangedOn: ['名刺交換日', '交換日', '名刺交換日時'],
  consent: ['メール配信同意', '配信同意', 'メール配信', 'オプトイン', 'consent'],
};

/** Columns of the known layouts that hold nothing a lead keeps (read as 無視 without asking). */
const KNOWN_UNUSED = [
  'fax',
  'url',
  '会社名カナ',
  '会社url',
  '名刺所有者',
  '名刺所有者ユーザid',
  '所有者',
  'タグ',
  'メモ',
  '備考',
  '登録日',
  '登録日時',
  '更新日時',
  '名刺id',
  'id',
  '国',
  '国名',
  '名刺交換場所',
  '名刺交換者',
  'no',
  '番号',
];

const byHeader = new Map<string, ColumnUse>();
for (const field of cardFields) for (const alias of ALIASES[field]) byHeader.set(foldHeader(alias), field);
// The site's own export: the fields a card has, then everything else it writes as 無視.
const exportLabels = adminCopy.ja.exportColumns;
const exportFields: Partial<Record<keyof typeof exportLabels, CardField>> = {
  name: 'name',
  name_kana: 'nameKana',
  organization: 'organization',
  position: 'position',
  email: 'email',
  phone: 'phone',
  postal_code: 'postalCode',
  address: 'address',
};
for (const [column, label] of Object.entries(exportLabels)) {
  const folded = foldHeader(label);
  if (!byHeader.has(folded)) byHeader.set(folded, exportFields[column as keyof typeof exportLabels] ?? 'ignore');
}
for (const header of KNOWN_UNUSED) if (!byHeader.has(foldHeader(header))) byHeader.set(foldHeader(header), 'ignore');

export type CardLayout = 'sansan' | 'eight' | 'export' | 'spreadsheet' | 'mapped';

/** Which known layout a header row is (spreadsheet: any other whose columns are all known). */
export function detectLayout(headers: readonly string[]): Exclude<CardLayout, 'mapped'> {
  const folded = new Set(headers.map(foldHeader));
  if (folded.has(foldHeader(exportLabels.id)) && folded.has(foldHeader(exportLabels.created_at))) return 'export';
  if (folded.has('tel会社') && folded.has('e-mail')) return 'eight';
  if (folded.has('tel会社') && folded.has('メールアドレス')) return 'sansan';
  return 'spreadsheet';
}

/** The use of each column as its header names it; undefined where the header is unknown. */
export function autoMapping(headers: readonly string[]): (ColumnUse | undefined)[] {
  return headers.map((header) => (foldHeader(header) === '' ? 'ignore' : byHeader.get(foldHeader(header))));
}

/** The key a remembered mapping is kept under: SHA-256 of the header row as read. */
export function headerHash(headers: readonly string[]): string {
  return createHash('sha256').update(headers.join('\n')).digest('hex');
}
