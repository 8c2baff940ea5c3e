/**
 * What the carrier CSVs share: a column's limit as the carrier counts it, the problems a row
 * can have (so the page lists them with their lead before any download), and the CP932 bytes
 * with CRLF that both Yamato B2 Cloud and Japan Post Click Post import.
 */
import { type CsvCell, cp932Unencodable, csvStream } from '../platform/csv.server.ts';
import { carrierWidth } from './recipient.server.ts';

export interface CarrierColumn {
  header: string;
  /** Limit in carrierWidth units (full-width 2, half-width 1). */
  width: number;
  /** Half-width digits and hyphens only (phone numbers, postal codes, codes). */
  digits?: boolean;
  required?: boolean;
}

export type DispatchProblem =
  | { leadId: string; column: string; kind: 'missing' }
  | { leadId: string; column: string; kind: 'width'; width: number; max: number }
  | { leadId: string; column: string; kind: 'format' }
  | { leadId: string; column: string; kind: 'cp932'; chars: string[] }
  /** The label PDF: characters neither embedded font carries (they would print as blank boxes). */
  | { leadId: string; column: string; kind: 'glyph'; chars: string[] };

export type CarrierRows = { ok: true; header: string[]; rows: string[][] } | { ok: false; problems: DispatchProblem[] };

/** Every problem of one row against its columns: missing, too wide, not digits, not CP932. */
export function checkRow(
  leadId: string,
  columns: readonly CarrierColumn[],
  cells: readonly string[],
): DispatchProblem[] {
  const problems: DispatchProblem[] = [];
  columns.forEach((column, index) => {
    const value = cells[index] ?? '';
    if (value === '') {
      if (column.required) problems.push({ leadId, column: column.header, kind: 'missing' });
      return;
    }
    const chars = cp932Unencodable(value);
    if (chars.length > 0) problems.push({ leadId, column: column.header, kind: 'cp932', chars });
    const width = carrierWidth(value);
    if (width > column.width) problems.push({ leadId, column: column.header, kind: 'width', width, max: column.width });
    if (column.digits && !/^[0-9-]+$/.test(value)) problems.push({ leadId, column: column.header, kind: 'format' });
  });
  return problems;
}

/** The rows as CP932 CSV with CRLF, header first; call only with rows checkRow passed. */
export async function carrierCsvBytes(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): Promise<Uint8Array> {
  async function* source(): AsyncGenerator<readonly CsvCell[]> {
    yield* rows;
  }
  return new Uint8Array(await new Response(csvStream(header, source(), 'cp932')).arrayBuffer());
}
