/**
 * Japan Post Click Post's bulk CSV (まとめ申込): eight columns, at most 40 rows a file, so a
 * larger batch is offered as parts 1..n of 40 rows (no ZIP: no archive package is here). The
 * address runs over up to four lines of 20 full-width characters, broken only between its parts
 * (東塩小路町 and 721-1 stay whole: address-parts); the organisation and the position take the
 * lines the address leaves, since Click Post has no column for them.
 */
import { addressParts, wrapParts } from './address-parts.server.ts';
import {
  type CarrierColumn,
  type CarrierRows,
  type CellSources,
  checkRow,
  type DispatchProblem,
  type RecipientPart,
} from './carrier-csv.server.ts';
import { carrierWidth, type Recipient } from './recipient.server.ts';

export const CLICK_POST_MAX_ROWS = 40;

/** How many files a batch of `count` leads takes in Click Post, 40 rows each at most. */
export const clickPostParts = (count: number): number => Math.max(1, Math.ceil(count / CLICK_POST_MAX_ROWS));

/** The 1-based part `part` of `items`: rows 40(part − 1) + 1 to 40·part. */
export const clickPostPart = <T>(items: readonly T[], part: number): T[] =>
  items.slice((part - 1) * CLICK_POST_MAX_ROWS, part * CLICK_POST_MAX_ROWS);
const LINE = 40;

export const clickPostColumns: readonly CarrierColumn[] = [
  { header: 'お届け先郵便番号', width: 8, digits: true, required: true },
  { header: 'お届け先氏名', width: 40, required: true },
  { header: 'お届け先敬称', width: 4 },
  { header: 'お届け先住所1行目', width: LINE, required: true },
  { header: 'お届け先住所2行目', width: LINE },
  { header: 'お届け先住所3行目', width: LINE },
  { header: 'お届け先住所4行目', width: LINE },
  { header: '内容品', width: 30, required: true },
];

/** One lead's eight cells, and the lead's fields each is written from (checkRow's `sources`). */
export function clickPostCells(
  recipient: Recipient,
  item: string,
): { cells: string[]; sources: (CellSources | undefined)[] } {
  const personal = recipient.name !== '';
  const lines: { field: RecipientPart; text: string }[] = [
    ...wrapParts(addressParts(recipient.address), LINE, carrierWidth).lines.map((text) => ({
      field: 'address' as const,
      text,
    })),
    ...(personal
      ? [
          { field: 'organization' as const, text: recipient.organization },
          { field: 'position' as const, text: recipient.position },
        ].filter((line) => line.text !== '')
      : []),
  ];
  // More than four lines: the fifth goes in the fourth column, whose width check then refuses it.
  const columns = [lines.slice(0, 1), lines.slice(1, 2), lines.slice(2, 3), lines.slice(3)];
  const address = columns.map((column) => column.map((line) => line.text).join(' '));
  const name: CellSources = personal
    ? [{ field: 'name', text: recipient.name }]
    : [
        { field: 'name', text: recipient.name },
        { field: 'organization', text: recipient.organization },
      ];
  return {
    cells: [
      recipient.postalCode ?? '',
      personal ? recipient.name : recipient.organization,
      recipient.honorific,
      ...address,
      item,
    ],
    sources: [
      [{ field: 'postalCode', text: recipient.postalCode ?? '' }],
      name,
      undefined,
      // An empty line is still the address's to fill (its first line is required).
      ...columns.map((column): CellSources => (column.length > 0 ? column : [{ field: 'address', text: '' }])),
      undefined,
    ],
  };
}

export function clickPostRow(recipient: Recipient, item: string): string[] {
  return clickPostCells(recipient, item).cells;
}

export function clickPostRows(recipients: readonly Recipient[], item: string): CarrierRows {
  const problems: DispatchProblem[] = [];
  const rows = recipients.map((recipient) => {
    const { cells, sources } = clickPostCells(recipient, item);
    problems.push(...checkRow(recipient.leadId, clickPostColumns, cells, sources));
    return cells;
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, header: clickPostColumns.map((c) => c.header), rows };
}
