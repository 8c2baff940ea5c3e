/**
 * Cells of the CSV export that must open as text in Excel: phone numbers (and other digit
 * strings such as postal codes), whose leading 0 Excel drops when it opens a CSV by
 * double-click. `0312345678` becomes the number 312345678, whether the file is UTF-8 with a BOM
 * or CP932; quoting the cell ("0312345678") changes nothing, and a leading apostrophe, which
 * marks text only when typed into a cell, stays visible as a character of the value.
 *
 * The widely used way is a formula whose result is the text: `="0312345678"`. Excel evaluates it
 * on opening the file, in either encoding, and shows the text 0312345678 (LibreOffice too, when
 * its import evaluates formulas). A program that reads the CSV as data (csv-parse, Power Query's From Text/CSV, a script) sees the six extra
 * characters `="` … `"` and must strip them; tests/unit/server/platform/csv-cells.server.test.ts shows what it
 * gets.
 *
 * csv.server.ts neutralises every text cell that starts with `=` (formula injection), so these
 * cells are a type of their own that it writes as they are. That is safe because of what this
 * module lets into one: only digits, `+`, `-`, spaces and brackets (a formula made of one string
 * constant, which computes nothing and references nothing), at most 40 characters (Excel's
 * limit on a string constant in a formula is 255). Anything else is left as plain text, which
 * the writer treats like any other cell.
 */

const brand: unique symbol = Symbol('ExcelTextCell');

/** A cell csv.server.ts writes as `="…"`; made only by excelTextCell. */
export interface ExcelTextCell {
  readonly [brand]: true;
  /** The text Excel shows. */
  readonly text: string;
}

const SAFE_TEXT = /^[0-9+\-() ]{1,40}$/;

/**
 * `090-1234-5678` → a cell written `"=""090-1234-5678"""` (RFC 4180 quoting of
 * `="090-1234-5678"`), which Excel shows as the text 090-1234-5678. '' stays an empty cell;
 * text with any other character stays plain text.
 */
export function excelTextCell(text: string): ExcelTextCell | string {
  return SAFE_TEXT.test(text) ? { [brand]: true, text } : text;
}

export function isExcelTextCell(value: unknown): value is ExcelTextCell {
  return typeof value === 'object' && value !== null && brand in value;
}

/** The cell's content before RFC 4180 quoting: `="…"`. */
export function excelTextFormula(cell: ExcelTextCell): string {
  return `="${cell.text}"`;
}
