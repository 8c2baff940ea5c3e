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

/** The lead's fields a cell is written from: the one staff correct when the cell is refused. */
export type RecipientPart = 'name' | 'organization' | 'position' | 'postalCode' | 'address' | 'phone';

/** What a cell is written from: each field with its text (empty: the page's options or the sender). */
export type CellSources = readonly { field: RecipientPart; text: string }[];

interface ProblemBase {
  leadId: string;
  column: string;
  /** The fields to correct (宛名を直す or 宛先を直す); empty when the cell is not the lead's. */
  fields: RecipientPart[];
}

export type DispatchProblem =
  | (ProblemBase & { kind: 'missing' })
  | (ProblemBase & { kind: 'width'; width: number; max: number })
  | (ProblemBase & { kind: 'format' })
  | (ProblemBase & { kind: 'cp932'; chars: string[] })
  /** The label PDF: characters neither embedded font carries (they would print as blank boxes). */
  | (ProblemBase & { kind: 'glyph'; chars: string[] });

/** The fields among `sources` holding any of `chars` (all of them when none does, or no chars). */
export function fieldsHolding(sources: CellSources, chars: readonly string[] = []): RecipientPart[] {
  const holding = sources.filter((source) => chars.some((char) => source.text.includes(char)));
  return [...new Set((holding.length > 0 ? holding : sources).map((source) => source.field))];
}

export type CarrierRows = { ok: true; header: string[]; rows: string[][] } | { ok: false; problems: DispatchProblem[] };

/**
 * Every problem of one row against its columns: missing, too wide, not digits, not CP932, each
 * with the lead's fields its cell is written from (`sources`, by column), so the page says which
 * to correct: the name, not the address, when the name holds 张.
 */
export function checkRow(
  leadId: string,
  columns: readonly CarrierColumn[],
  cells: readonly string[],
  sources: readonly (CellSources | undefined)[] = [],
): DispatchProblem[] {
  const problems: DispatchProblem[] = [];
  columns.forEach((column, index) => {
    const value = cells[index] ?? '';
    const from = sources[index] ?? [];
    const base = { leadId, column: column.header, fields: fieldsHolding(from) };
    if (value === '') {
      if (column.required) problems.push({ ...base, kind: 'missing' });
      return;
    }
    const chars = cp932Unencodable(value);
    if (chars.length > 0) problems.push({ ...base, fields: fieldsHolding(from, chars), kind: 'cp932', chars });
    const width = carrierWidth(value);
    if (width > column.width) problems.push({ ...base, kind: 'width', width, max: column.width });
    if (column.digits && !/^[0-9-]+$/.test(value)) problems.push({ ...base, kind: 'format' });
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
