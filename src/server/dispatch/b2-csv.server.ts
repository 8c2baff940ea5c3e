/**
 * Yamato B2 Cloud's import CSV, basic layout (42 columns, 送り状発行データレイアウト 入出力用):
 * one row per lead, the sender from src/content/site.ts, every cell checked against the
 * layout's width as Yamato counts it (full-width 2, half-width 1). See ADR 026 for the source
 * of each limit.
 */
import { site } from '../../content/site.ts';
import { formatPhoneForStaff } from '../platform/phone.server.ts';
import {
  type CarrierColumn,
  type CarrierRows,
  type CellSources,
  checkRow,
  type DispatchProblem,
} from './carrier-csv.server.ts';
import { type Recipient, splitAddress } from './recipient.server.ts';

/**
 * 送り状種類: the four a brochure goes by today. Yamato ended クロネコDM便 on 31 January 2024 for
 * クロネコゆうメール (delivered by Japan Post), which took its code 3, and replaced ネコポス with
 * クロネコゆうパケット, which took code 7 (ネコポス moved to A while it is wound down, so it is not
 * offered). コレクト (cash on delivery) and タイム never apply. Source: the 送り状種類 list of B2
 * Cloud's import layout as current B2 exporters in public code copy it (0 発払い, 2 コレクト,
 * 3 クロネコゆうメール, 4 タイム, 5 着払い, 6 発払い（複数口）, 7 クロネコゆうパケット,
 * 8 宅急便コンパクト, 9 宅急便コンパクトコレクト, A ネコポス); ADR 026.
 */
export const b2ServiceCodes = { hatsubarai: '0', yu_mail: '3', yu_packet: '7', compact: '8' } as const;
export type B2Service = keyof typeof b2ServiceCodes;
export const b2Services = Object.keys(b2ServiceCodes) as B2Service[];

export const b2Columns: readonly CarrierColumn[] = [
  { header: 'お客様管理番号', width: 50 },
  { header: '送り状種類', width: 1, digits: true, required: true },
  { header: 'クール区分', width: 1, digits: true },
  { header: '伝票番号', width: 12, digits: true },
  { header: '出荷予定日', width: 10, required: true },
  { header: 'お届け予定日', width: 10 },
  { header: '配達時間帯', width: 4, digits: true },
  { header: 'お届け先コード', width: 20 },
  { header: 'お届け先電話番号', width: 15, digits: true, required: true },
  { header: 'お届け先電話番号枝番', width: 2, digits: true },
  { header: 'お届け先郵便番号', width: 8, digits: true, required: true },
  { header: 'お届け先住所', width: 64, required: true },
  { header: 'お届け先アパートマンション名', width: 32 },
  { header: 'お届け先会社・部門１', width: 50 },
  { header: 'お届け先会社・部門２', width: 50 },
  { header: 'お届け先名', width: 32, required: true },
  { header: 'お届け先名(ｶﾅ)', width: 50 },
  { header: '敬称', width: 4 },
  { header: 'ご依頼主コード', width: 20 },
  { header: 'ご依頼主電話番号', width: 15, digits: true, required: true },
  { header: 'ご依頼主電話番号枝番', width: 2, digits: true },
  { header: 'ご依頼主郵便番号', width: 8, digits: true, required: true },
  { header: 'ご依頼主住所', width: 64, required: true },
  { header: 'ご依頼主アパートマンション', width: 32 },
  { header: 'ご依頼主名', width: 32, required: true },
  { header: 'ご依頼主名(ｶﾅ)', width: 50 },
  { header: '品名コード１', width: 30 },
  { header: '品名１', width: 50, required: true },
  { header: '品名コード２', width: 30 },
  { header: '品名２', width: 50 },
  { header: '荷扱い１', width: 20 },
  { header: '荷扱い２', width: 20 },
  { header: '記事', width: 44 },
  { header: 'ｺﾚｸﾄ代金引換額（税込)', width: 7, digits: true },
  { header: '内消費税額等', width: 7, digits: true },
  { header: '止置き', width: 1, digits: true },
  { header: '営業所コード', width: 6, digits: true },
  { header: '発行枚数', width: 2, digits: true },
  { header: '個数口表示フラグ', width: 1, digits: true },
  { header: '請求先顧客コード', width: 12, digits: true, required: true },
  { header: '請求先分類コード', width: 3, digits: true },
  { header: '運賃管理番号', width: 2, digits: true, required: true },
];

export interface B2Options {
  service: B2Service;
  /** YYYY-MM-DD (Japan). */
  shipDate: string;
  /** 品名１: what the parcel holds. */
  item: string;
  /** 請求先顧客コード: the company's Yamato account, 10 to 12 digits. */
  billingCode: string;
  /** 運賃管理番号: two digits, usually 01. */
  freightNumber: string;
}

/** `0312345678` → `03-1234-5678`; a foreign number stays international and fails the digits check. */
const phoneForCarrier = (stored: string): string => formatPhoneForStaff(stored);
const postalForCarrier = (code: string | null): string => (code ? `${code.slice(0, 3)}-${code.slice(3)}` : '');

/** One lead's 42 cells. */
export function b2Row(recipient: Recipient, options: B2Options): string[] {
  const to = splitAddress(recipient.address);
  const from = splitAddress(site.company.addressJa);
  const personal = recipient.name !== '';
  return [
    recipient.leadId,
    b2ServiceCodes[options.service],
    '',
    '',
    options.shipDate.replaceAll('-', '/'),
    '',
    '',
    '',
    phoneForCarrier(recipient.phone),
    '',
    postalForCarrier(recipient.postalCode),
    to.street,
    to.building,
    personal ? recipient.organization : '',
    personal ? recipient.position : '',
    personal ? recipient.name : recipient.organization,
    '',
    // The layout lets only code 3 (DM便, now クロネコゆうメール) choose its honorific; the other
    // services print 様 themselves.
    options.service === 'yu_mail' ? recipient.honorific : '',
    '',
    site.contact.phone,
    '',
    site.company.postalCode,
    from.street,
    from.building,
    site.company.nameJa,
    '',
    '',
    options.item,
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    options.billingCode,
    '',
    options.freightNumber,
  ];
}

/** The lead's fields each of b2Row's cells is written from (by column; the rest are not the lead's). */
export function b2Sources(recipient: Recipient): (CellSources | undefined)[] {
  const to = splitAddress(recipient.address);
  const personal = recipient.name !== '';
  const sources: (CellSources | undefined)[] = [];
  sources[8] = [{ field: 'phone', text: recipient.phone }];
  sources[10] = [{ field: 'postalCode', text: recipient.postalCode ?? '' }];
  sources[11] = [{ field: 'address', text: to.street }];
  sources[12] = [{ field: 'address', text: to.building }];
  if (personal) {
    sources[13] = [{ field: 'organization', text: recipient.organization }];
    sources[14] = [{ field: 'position', text: recipient.position }];
  }
  sources[15] = personal
    ? [{ field: 'name', text: recipient.name }]
    : [
        { field: 'name', text: recipient.name },
        { field: 'organization', text: recipient.organization },
      ];
  return sources;
}

/** Every lead's row, or every problem of every row (nothing is trimmed or replaced to fit). */
export function b2Rows(recipients: readonly Recipient[], options: B2Options): CarrierRows {
  const rows: string[][] = [];
  const problems: DispatchProblem[] = [];
  for (const recipient of recipients) {
    const row = b2Row(recipient, options);
    problems.push(...checkRow(recipient.leadId, b2Columns, row, b2Sources(recipient)));
    rows.push(row);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, header: b2Columns.map((c) => c.header), rows };
}
