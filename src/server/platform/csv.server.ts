/**
 * CSV for staff who open it in Excel: RFC 4180 with CRLF, UTF-8 with a BOM by default (Excel
 * then reads Japanese correctly) or CP932, the Windows form of Shift_JIS, for older tools. Text
 * cells that a spreadsheet would run as a formula are neutralised; the one formula written is a
 * phone number's `="0312345678"` (csv-cells.server.ts), so that Excel keeps its leading 0.
 *
 * Written here on purpose, while the import reads with csv-parse: both halves are stricter than
 * the libraries that would replace them.
 * - The writer: csv-stringify's `escape_formulas` knows the ASCII = + - @ tab and CR only, not
 *   the full-width ＝＋－＠ a Japanese IME types and Excel may still run; and only text is
 *   neutralised here, so a negative number stays a number. It is also a web ReadableStream that
 *   reads its source one chunk ahead of the download and releases it when the download stops.
 * - The CP932 encoder: iconv-lite and the like write "?" for a character CP932 cannot hold and
 *   carry a mapping table of their own. This one refuses such a character (the export page
 *   names it to the person exporting, via cp932Unencodable, before a byte is sent), writes the
 *   Mac and JIS look-alikes (〜 −) as their Windows forms, and is the exact inverse of the
 *   platform's TextDecoder('shift_jis') (ICU, in every official Node build, Microsoft's CP932
 *   mapping): what it writes reads back unchanged through the same decoder the clinic import
 *   uses, with no dependency and the table built once on first use.
 */

import { type ExcelTextCell, excelTextFormula, isExcelTextCell } from './csv-cells.server.ts';

export type CsvEncoding = 'utf8' | 'cp932';
/** ExcelTextCell (csv-cells.server.ts): a digit string written as `="…"` so Excel keeps its leading 0. */
export type CsvCell = string | number | boolean | null | undefined | ExcelTextCell;

const BOM = new Uint8Array([0xef, 0xbb, 0xbf]);
/** Characters per encoded chunk: large enough to amortise encoding, small enough to stay flat. */
const CHUNK_CHARS = 64 * 1024;

/**
 * Characters that make Excel or LibreOffice read a cell as a formula (OWASP's list), plus
 * the full-width signs a Japanese IME types, which Excel may convert into formulas too.
 */
const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell as RFC 4180 text; only strings can carry a formula, so only strings are neutralised.
 * An ExcelTextCell is the one formula written: its content is checked where it is made.
 */
function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (isExcelTextCell(value)) return `"${excelTextFormula(value).replaceAll('"', '""')}"`;
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * RFC 4180 CSV, CRLF line ends, header row first, every text cell that starts with = + - @ tab
 * or CR neutralised (prefixed with an apostrophe) against formula injection; an ExcelTextCell
 * is written as its `="…"` formula. 'utf8' starts with a BOM. Pulls rows lazily from `rows`,
 * so memory stays constant however many rows.
 *
 * With 'cp932' a character CP932 cannot encode errors the stream rather than being replaced:
 * check the rows with cp932Unencodable first and report them to the person exporting.
 */
export function csvStream(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvCell[]>,
  encoding: CsvEncoding,
): ReadableStream<Uint8Array> {
  const utf8 = new TextEncoder();
  const encode = (text: string): Uint8Array => (encoding === 'cp932' ? encodeCp932(text) : utf8.encode(text));
  let iterator: AsyncIterator<readonly CsvCell[]> | undefined;

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const first = iterator === undefined;
        iterator ??= rows[Symbol.asyncIterator]();
        let text = first ? csvLine(header) : '';
        let done = false;
        try {
          while (text.length < CHUNK_CHARS) {
            const next = await iterator.next();
            if (next.done) {
              done = true;
              break;
            }
            text += csvLine(next.value);
          }
          const bytes = encode(text);
          if (first && encoding === 'utf8') controller.enqueue(concat(BOM, bytes));
          else if (bytes.length > 0) controller.enqueue(bytes);
        } catch (error) {
          // The stream errors with this cause; the source still gets to release what it holds.
          await Promise.resolve(iterator.return?.()).catch(() => undefined);
          throw error;
        }
        if (done) controller.close();
      },
      // The download was abandoned: let the source release its cursor or connection.
      async cancel() {
        await iterator?.return?.();
      },
    },
    // One chunk ahead at most: the source is read only as fast as the client downloads.
    { highWaterMark: 1 },
  );
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/**
 * Unicode code point → CP932 code (one byte below 0x100, else two), Microsoft's choice where a
 * character has two codes: the first in code order, but never the NEC-selected IBM extension
 * rows (lead bytes 0xED and 0xEE), whose characters Windows writes from the IBM rows instead.
 */
let cp932Table: Map<number, number> | undefined;

/**
 * Characters that macOS and JIS-based software produce where Windows has a look-alike (the
 * wave dash 〜 typed on a Mac, the minus sign −, …): the same character to a reader, so each
 * is written as the Windows one instead of being refused.
 */
const CP932_EQUIVALENTS: ReadonlyMap<number, number> = new Map([
  [0x301c, 0x8160], // WAVE DASH → FULLWIDTH TILDE
  [0x2016, 0x8161], // DOUBLE VERTICAL LINE → PARALLEL TO
  [0x2212, 0x817c], // MINUS SIGN → FULLWIDTH HYPHEN-MINUS
  [0x2014, 0x815c], // EM DASH → HORIZONTAL BAR
  [0x00a2, 0x8191], // CENT SIGN → FULLWIDTH CENT SIGN
  [0x00a3, 0x8192], // POUND SIGN → FULLWIDTH POUND SIGN
  [0x00ac, 0x81ca], // NOT SIGN → FULLWIDTH NOT SIGN
  // 0x5C shows as ¥ in some Japanese fonts and as \ in others: the full-width yen is unambiguous.
  [0x00a5, 0x818f], // YEN SIGN → FULLWIDTH YEN SIGN
  [0x203e, 0x8150], // OVERLINE → FULLWIDTH MACRON
]);

function buildCp932Table(): Map<number, number> {
  const decoder = new TextDecoder('shift_jis', { fatal: true });
  const table = new Map<number, number>();
  const add = (code: number, bytes: Uint8Array): void => {
    let text: string;
    try {
      text = decoder.decode(bytes);
    } catch {
      return; // unassigned
    }
    const point = text.codePointAt(0);
    // Private-use (user-defined) characters mean nothing outside the PC that defined them.
    if (point === undefined || text.length !== 1 || (point >= 0xe000 && point <= 0xf8ff)) return;
    if (!table.has(point)) table.set(point, code);
  };
  for (let byte = 0; byte <= 0xdf; byte += 1) {
    if (byte < 0x80 || byte >= 0xa1) add(byte, Uint8Array.of(byte));
  }
  for (let lead = 0x81; lead <= 0xfc; lead += 1) {
    if ((lead > 0x9f && lead < 0xe0) || lead === 0xed || lead === 0xee) continue;
    for (let trail = 0x40; trail <= 0xfc; trail += 1) {
      if (trail !== 0x7f) add((lead << 8) | trail, Uint8Array.of(lead, trail));
    }
  }
  for (const [point, code] of CP932_EQUIVALENTS) table.set(point, code);
  return table;
}

function cp932Code(point: number): number | undefined {
  cp932Table ??= buildCp932Table();
  return cp932Table.get(point);
}

/** Characters of `text` that CP932 (Windows Shift_JIS) cannot encode, in order of appearance, without duplicates. */
export function cp932Unencodable(text: string): string[] {
  const found = new Set<string>();
  for (const char of text) {
    if (cp932Code(char.codePointAt(0) ?? 0) === undefined) found.add(char);
  }
  return [...found];
}

/** What encodeCp932 throws: a RangeError callers can tell from any other failure of a stream. */
export class Cp932EncodeError extends RangeError {}

/** The bytes of `text` in CP932; throws Cp932EncodeError on characters cp932Unencodable reports. */
export function encodeCp932(text: string): Uint8Array {
  // At most two bytes per UTF-16 unit (a surrogate pair is never encodable).
  const out = new Uint8Array(text.length * 2);
  let length = 0;
  for (const char of text) {
    const code = cp932Code(char.codePointAt(0) ?? 0);
    if (code === undefined) {
      const hex = (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
      throw new Cp932EncodeError(`CP932 cannot encode ${JSON.stringify(char)} (U+${hex})`);
    }
    if (code > 0xff) out[length++] = code >> 8;
    out[length++] = code & 0xff;
  }
  return out.slice(0, length);
}
