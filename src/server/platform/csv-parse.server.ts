/**
 * The CSV reader of the clinic import: RFC 4180 as Excel writes it (fields separated by commas,
 * records by CRLF, LF or a lone CR, fields in double quotes holding commas, line breaks and
 * doubled quotes) read by `csv-parse`, with blank lines skipped and rows of any length kept.
 * A record carries the line of the file it starts on, and a malformed quote the line it is on:
 * the import preview reports both.
 *
 * Every line break becomes LF before parsing. csv-parse counts the CR and the LF of a CRLF inside
 * a quoted field as two lines (in the `lines` of its info), where a text editor shows one; with LF alone
 * its count is the editor's. A line break inside a value thus reads as LF, which is what the
 * clinic schema turns it into anyway.
 */
import { CsvError as CsvParseError, parse } from 'csv-parse/sync';
import type { CsvEncoding } from './csv.server.ts';

export interface CsvRecord {
  /** 1-based line of the file on which the record starts. */
  line: number;
  fields: string[];
}

export type CsvError = { line: number; kind: 'unclosedQuote' | 'strayQuote' };

export type CsvParseResult = { ok: true; records: CsvRecord[] } | { ok: false; error: CsvError };

export function parseCsv(text: string): CsvParseResult {
  const records: CsvRecord[] = [];
  // Where the previous record ended, and how many blank lines csv-parse had skipped by then:
  // the next record starts on the line after it, past the blank lines skipped since.
  let previous = { line: 0, emptyLines: 0 };
  const startLine = (emptyLines: number) => previous.line + 1 + emptyLines - previous.emptyLines;
  try {
    parse(text.replace(/\r\n?/g, '\n'), {
      record_delimiter: '\n',
      skip_empty_lines: true,
      relax_column_count: true,
      // Called with csv-parse's info on each record: the line it ends on, the blank lines skipped.
      on_record: (fields, info) => {
        // A line of only "" holds no more than a blank one, and is skipped like it.
        if (fields.length > 1 || fields[0] !== '') records.push({ line: startLine(info.empty_lines), fields });
        previous = { line: info.lines, emptyLines: info.empty_lines };
        // Kept here rather than in csv-parse's own list.
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvParseError)) throw error;
    // Reported on the line its record starts on: the quote may open anywhere before the end.
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
      return { ok: false, error: { line: startLine(error.empty_lines as number), kind: 'unclosedQuote' } };
    }
    // A quote inside an unquoted field, or text after a closing quote: on the line where it is.
    if (error.code === 'INVALID_OPENING_QUOTE' || error.code === 'CSV_INVALID_CLOSING_QUOTE') {
      return { ok: false, error: { line: error.lines as number, kind: 'strayQuote' } };
    }
    throw error;
  }
  return { ok: true, records };
}

/** UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), else Shift_JIS (CP932), else neither. */
export function decodeCsvBytes(bytes: Uint8Array): { encoding: CsvEncoding; text: string } | undefined {
  try {
    return { encoding: 'utf8', text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    // not UTF-8
  }
  try {
    // WHATWG's shift_jis decoder is CP932 (NEC and IBM extensions such as ① included).
    return { encoding: 'cp932', text: new TextDecoder('shift_jis', { fatal: true }).decode(bytes) };
  } catch {
    return undefined;
  }
}
