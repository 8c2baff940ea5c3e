/**
 * A small RFC 4180 reader: fields separated by commas, records by CRLF or LF (a lone CR too),
 * fields in double quotes may hold commas, line breaks and doubled quotes (""). Written here
 * rather than taken from a library because the whole grammar is these forty lines and the
 * import needs to know the line each record started on for its error messages.
 */
export interface CsvRecord {
  /** 1-based line of the file on which the record starts. */
  line: number;
  fields: string[];
}

export type CsvError = { line: number; kind: 'unclosedQuote' | 'strayQuote' };

export type CsvParseResult = { ok: true; records: CsvRecord[] } | { ok: false; error: CsvError };

export function parseCsv(text: string): CsvParseResult {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  // Whether the current field started with a quote, and whether we are inside it.
  let quoted = false;
  let inQuotes = false;
  const endField = () => {
    fields.push(field);
    field = '';
    quoted = false;
  };
  const endRecord = () => {
    endField();
    // A blank line is no record (and no row of empty values).
    if (!(fields.length === 1 && fields[0] === '' && !quoted)) records.push({ line: recordLine, fields });
    fields = [];
  };
  while (i < text.length) {
    const c = text[i] as string;
    if (inQuotes) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
        i += 1;
        const next = text[i];
        if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
          return { ok: false, error: { line, kind: 'strayQuote' } };
        }
        continue;
      }
      if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line += 1;
      field += c;
      i += 1;
      continue;
    }
    if (c === '"') {
      if (field !== '') return { ok: false, error: { line, kind: 'strayQuote' } };
      quoted = true;
      inQuotes = true;
      i += 1;
    } else if (c === ',') {
      endField();
      i += 1;
    } else if (c === '\r' || c === '\n') {
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += c;
      i += 1;
    }
  }
  if (inQuotes) return { ok: false, error: { line: recordLine, kind: 'unclosedQuote' } };
  if (field !== '' || fields.length > 0 || quoted) endRecord();
  return { ok: true, records };
}
