import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { type CsvCell, type CsvEncoding, csvStream } from '../../../../src/server/platform/csv.server.ts';
import { excelTextCell, isExcelTextCell } from '../../../../src/server/platform/csv-cells.server.ts';
import { formatPhoneForStaff } from '../../../../src/server/platform/phone.server.ts';

async function* fromArray(rows: readonly (readonly CsvCell[])[]): AsyncGenerator<readonly CsvCell[]> {
  yield* rows;
}

/** The export's bytes as a spreadsheet would get them: decoded, BOM dropped. */
async function exported(rows: CsvCell[][], encoding: CsvEncoding): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of csvStream(['氏名', '電話番号'], fromArray(rows), encoding)) chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  return encoding === 'utf8'
    ? bytes.toString('utf8').replace(/^\uFEFF/, '')
    : new TextDecoder('shift_jis').decode(bytes);
}

describe('excelTextCell', () => {
  it('wraps digit strings only', () => {
    expect(isExcelTextCell(excelTextCell('0312345678'))).toBe(true);
    expect(isExcelTextCell(excelTextCell('+86 138 0013 8000'))).toBe(true);
    expect(isExcelTextCell(excelTextCell('(03) 1234-5678'))).toBe(true);
    for (const text of ['', '03"1234', '=1+1', '03-1234-5678 内線', 'A1', '1'.repeat(41), '03,1234']) {
      expect(excelTextCell(text), text).toBe(text);
    }
  });
});

describe.each<CsvEncoding>(['utf8', 'cp932'])('a phone column in the %s export', (encoding) => {
  const rows: CsvCell[][] = [
    ['山田 花子', excelTextCell(formatPhoneForStaff('0312345678'))],
    ['佐藤 太郎', excelTextCell(formatPhoneForStaff('09012345678'))],
    ['王 芳', excelTextCell(formatPhoneForStaff('+8613800138000'))],
    ['鈴木 一郎', excelTextCell('0120123456')],
  ];

  it('is written as ="…", quoted by RFC 4180', async () => {
    const lines = (await exported(rows, encoding)).split('\r\n');
    expect(lines.slice(1, -1)).toEqual([
      '山田 花子,"=""03-1234-5678"""',
      '佐藤 太郎,"=""090-1234-5678"""',
      '王 芳,"=""+86 138 0013 8000"""',
      '鈴木 一郎,"=""0120123456"""',
    ]);
  });

  it('parses back (csv-parse) to the formula Excel evaluates to the text, leading 0 kept', async () => {
    const records = parse(await exported(rows, encoding), { bom: true }) as string[][];
    expect(records).toEqual([
      ['氏名', '電話番号'],
      ['山田 花子', '="03-1234-5678"'],
      ['佐藤 太郎', '="090-1234-5678"'],
      ['王 芳', '="+86 138 0013 8000"'],
      ['鈴木 一郎', '="0120123456"'],
    ]);
    // What Excel shows: the string constant of the formula.
    const shown = records.slice(1).map(([, cell]) => /^="(.*)"$/.exec(cell ?? '')?.[1]);
    expect(shown).toEqual(['03-1234-5678', '090-1234-5678', '+86 138 0013 8000', '0120123456']);
  });

  it('still neutralises a text cell that starts like a formula', async () => {
    const text = await exported(
      [
        ['x', '="0312345678"'],
        ['y', excelTextCell('=HYPERLINK("x")')],
      ],
      encoding,
    );
    expect(parse(text, { bom: true }).slice(1)).toEqual([
      ['x', `'="0312345678"`],
      ['y', `'=HYPERLINK("x")`],
    ]);
  });
});
