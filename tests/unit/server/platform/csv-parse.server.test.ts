import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../src/server/platform/csv-parse.server.ts';

const fields = (text: string) => {
  const result = parseCsv(text);
  if (!result.ok) throw new Error(result.error.kind);
  return result.records.map((r) => r.fields);
};

describe('parseCsv', () => {
  it('reads plain records with CRLF, LF or CR endings and an optional final line break', () => {
    expect(fields('a,b,c\r\n1,2,3\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(fields('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(fields('a\r1\r')).toEqual([['a'], ['1']]);
    expect(fields('a,,\n')).toEqual([['a', '', '']]);
  });

  it('reads quoted fields with commas, line breaks (as LF) and doubled quotes', () => {
    expect(fields('"a,b","line1\r\nline2","say ""hi""",""\n')).toEqual([['a,b', 'line1\nline2', 'say "hi"', '']]);
  });

  it('skips blank lines and reports the line each record starts on', () => {
    const result = parseCsv('h1,h2\n\n"x\ny",2\nz,3\n');
    expect(result).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ['h1', 'h2'] },
        { line: 3, fields: ['x\ny', '2'] },
        { line: 5, fields: ['z', '3'] },
      ],
    });
  });

  it('counts a CRLF inside quotes as one line, and a line of only "" as blank', () => {
    expect(parseCsv('h\r\n"a\r\nb\rc",1\r\n""\r\nz\r\n')).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ['h'] },
        { line: 2, fields: ['a\nb\nc', '1'] },
        { line: 6, fields: ['z'] },
      ],
    });
    expect(parseCsv('h\r\n"a\r\nb\rc",1\r\n""\r\nz\r\n"x\r\ny"z\r\n')).toEqual({
      ok: false,
      error: { line: 8, kind: 'strayQuote' },
    });
  });

  it('reports an unclosed quote and a stray quote with their line', () => {
    expect(parseCsv('a,b\n"open,2\n3,4\n')).toEqual({ ok: false, error: { line: 2, kind: 'unclosedQuote' } });
    expect(parseCsv('a,b\nx"y,2\n')).toEqual({ ok: false, error: { line: 2, kind: 'strayQuote' } });
    expect(parseCsv('a,b\n"x"y,2\n')).toEqual({ ok: false, error: { line: 2, kind: 'strayQuote' } });
  });

  it('reads an empty input as no records', () => {
    expect(fields('')).toEqual([]);
    expect(fields('\r\n\r\n')).toEqual([]);
  });
});
