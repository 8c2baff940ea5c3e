import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  type CsvCell,
  type CsvEncoding,
  cp932Unencodable,
  csvStream,
  encodeCp932,
} from '../../../../src/server/platform/csv.server.ts';

async function* fromArray(rows: readonly (readonly CsvCell[])[]): AsyncGenerator<readonly CsvCell[]> {
  yield* rows;
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function csvText(header: string[], rows: CsvCell[][], encoding: CsvEncoding = 'utf8'): Promise<string> {
  const bytes = await bytesOf(csvStream(header, fromArray(rows), encoding));
  return encoding === 'utf8' ? bytes.toString('utf8') : new TextDecoder('shift_jis').decode(bytes);
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex').toUpperCase();

describe('csvStream', () => {
  it('starts UTF-8 with a BOM, puts the header first and ends every line with CRLF', async () => {
    const bytes = await bytesOf(csvStream(['氏名', '製品'], fromArray([['山田 花子', 'pelvia-dr']]), 'utf8'));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('氏名,製品\r\n山田 花子,pelvia-dr\r\n');
  });

  it('writes an empty export as the header alone', async () => {
    expect(await csvText(['a', 'b'], [])).toBe('\uFEFFa,b\r\n');
  });

  it('quotes cells with quotes, commas or line breaks (RFC 4180) and leaves others bare', async () => {
    const text = await csvText(
      ['cell'],
      [['say "hello"'], ['a,b'], ['line 1\nline 2'], ['cr\r\nlf'], ['plain'], [' spaced '], ['']],
    );
    expect(text).toBe(
      '\uFEFFcell\r\n"say ""hello"""\r\n"a,b"\r\n"line 1\nline 2"\r\n"cr\r\nlf"\r\nplain\r\n spaced \r\n\r\n',
    );
  });

  it('writes numbers and booleans as they are and null or undefined as empty cells', async () => {
    expect(await csvText(['n', 'neg', 'b', 'null', 'undef'], [[42, -3.5, true, null, undefined]])).toBe(
      '\uFEFFn,neg,b,null,undef\r\n42,-3.5,true,,\r\n',
    );
  });

  it('neutralises text that a spreadsheet would run as a formula', async () => {
    const attacks = [
      '=HYPERLINK("http://evil.example","x")',
      '+1+2',
      '-2+3',
      '@SUM(A1:A2)',
      '\t=1+1',
      '\r=1+1',
      '＝１＋１',
      '－1',
    ];
    const text = await csvText(['cell'], [...attacks.map((value) => [value]), ['a=1'], ['0-1']]);
    expect(text.slice(1).split('\r\n').slice(1, -1)).toEqual([
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
      "'+1+2",
      "'-2+3",
      "'@SUM(A1:A2)",
      "'\t=1+1",
      // The CR makes the cell quoted; the line split above cut it at the CR LF pair only.
      `"'\r=1+1"`,
      "'＝１＋１",
      "'－1",
      'a=1',
      '0-1',
    ]);
  });

  it('neutralises header cells too', async () => {
    expect(await csvText(['=cmd'], [])).toBe("\uFEFF'=cmd\r\n");
  });

  it('writes CP932 without a BOM: kanji, kana, half-width kana and circled numbers', async () => {
    const bytes = await bytesOf(csvStream(['氏名'], fromArray([['ｱｲｳ'], ['①'], ['髙橋'], ['あ']]), 'cp932'));
    expect(hex(bytes)).toBe(
      [
        '8E8196BC0D0A', // 氏名
        'B1B2B30D0A', // ｱｲｳ
        '87400D0A', // ①
        'FBFC8BB40D0A', // 髙橋
        '82A00D0A', // あ
      ].join(''),
    );
  });

  it('errors a CP932 stream on a character CP932 cannot hold instead of replacing it', async () => {
    let released = false;
    async function* rows(): AsyncGenerator<CsvCell[]> {
      try {
        yield ['吉田'];
        yield ['𠮷田'];
      } finally {
        released = true;
      }
    }
    await expect(bytesOf(csvStream(['氏名'], rows(), 'cp932'))).rejects.toThrow(/U\+20BB7/);
    expect(released).toBe(true);
  });

  it('errors the stream when the source fails, so a download never ends silently short', async () => {
    async function* rows(): AsyncGenerator<CsvCell[]> {
      yield ['ok'];
      throw new Error('connection lost');
    }
    await expect(bytesOf(csvStream(['a'], rows(), 'utf8'))).rejects.toThrow('connection lost');
  });

  it('releases the source when the download is abandoned', async () => {
    let released = false;
    async function* rows(): AsyncGenerator<CsvCell[]> {
      try {
        for (let i = 0; ; i += 1) yield [i, 'x'.repeat(100)];
      } finally {
        released = true;
      }
    }
    const reader = csvStream(['n', 'text'], rows(), 'utf8').getReader();
    await reader.read();
    await reader.cancel();
    expect(released).toBe(true);
  });

  it('streams 100,000 rows in bounded memory, reading the source only as fast as it is consumed', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const total = 100_000;
    const filler = 'テキスト'.repeat(50);
    let produced = 0;
    let lines = 0;
    let maxAhead = 0;
    async function* rows(): AsyncGenerator<CsvCell[]> {
      for (let i = 0; i < total; i += 1) {
        produced += 1;
        // Rows taken from the source but not yet delivered: what the stream holds.
        maxAhead = Math.max(maxAhead, produced - (lines - 1));
        yield [i, `山田 ${i}`, 'hanako@example.jp', filler, '2026-11-21T03:00:00.000Z'];
      }
    }
    const reader = csvStream(['n', 'name', 'email', 'purpose', 'date'], rows(), 'utf8').getReader();
    gc();
    const baseline = process.memoryUsage().heapUsed;
    let bytes = 0;
    let maxGrowth = 0;
    for (let chunk = 0; ; chunk += 1) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 0x0a) lines += 1;
      if (chunk % 50 === 0) {
        gc();
        maxGrowth = Math.max(maxGrowth, process.memoryUsage().heapUsed - baseline);
      }
    }
    expect(lines).toBe(total + 1);
    // About 66 MB of output went through…
    expect(bytes).toBeGreaterThan(60 * 1024 * 1024);
    // …while only a few 64 KiB chunks' worth of rows (about 100 each) were ever held…
    expect(maxAhead).toBeLessThan(500);
    // …and the heap stayed flat (buffering would have grown it by the size of the output).
    expect(maxGrowth).toBeLessThan(8 * 1024 * 1024);
  }, 60_000);
});

describe('CP932', () => {
  it('encodes ASCII, kana, half-width kana, kanji and NEC special characters as Windows does', () => {
    expect(hex(encodeCp932('A1,~\\'))).toBe('41312C7E5C');
    expect(hex(encodeCp932('あア'))).toBe('82A08341');
    expect(hex(encodeCp932('ｱﾞｰ｡'))).toBe('B1DEB0A1');
    expect(hex(encodeCp932('山田'))).toBe('8E529363');
    expect(hex(encodeCp932('①⑳Ⅰ㈱№'))).toBe('874087538754878A8782');
  });

  it("prefers Microsoft's code where a character has two (IBM extensions over NEC-selected rows)", () => {
    expect(hex(encodeCp932('ⅰ'))).toBe('FA40');
    expect(hex(encodeCp932('纊'))).toBe('FA5C');
    expect(hex(encodeCp932('髙﨑'))).toBe('FBFCFAB1');
    expect(hex(encodeCp932('≒∵￢'))).toBe('81E081E681CA');
  });

  it('writes the Mac and JIS forms of dashes, tildes and currency as their Windows equivalents', () => {
    expect(hex(encodeCp932('〜～'))).toBe('81608160');
    expect(hex(encodeCp932('−－'))).toBe('817C817C');
    expect(hex(encodeCp932('‖∥'))).toBe('81618161');
    expect(hex(encodeCp932('—―'))).toBe('815C815C');
    expect(hex(encodeCp932('¢£¬¥'))).toBe('8191819281CA818F');
  });

  it('round-trips every character it encodes through the platform decoder', () => {
    const decoder = new TextDecoder('shift_jis');
    const sample = Array.from({ length: 0xffff }, (_, i) => String.fromCharCode(i))
      .filter((char) => !/[\uD800-\uDFFF]/.test(char) && cp932Unencodable(char).length === 0)
      .join('');
    // ASCII, half-width kana, JIS X 0208, NEC and IBM extensions, less duplicates: about 7,500.
    expect(sample.length).toBeGreaterThan(7_500);
    const roundTrip = decoder.decode(encodeCp932(sample));
    const equivalents = new Set([...'〜‖−—¢£¬¥‾']);
    const differing = [...sample].filter((char, i) => roundTrip[i] !== char && !equivalents.has(char));
    expect(differing).toEqual([]);
    expect(roundTrip.length).toBe(sample.length);
  });

  it('lists what it cannot encode, in order of appearance, once each', () => {
    expect(cp932Unencodable('𠮷野家の😀と𠮷、€、😀')).toEqual(['𠮷', '😀', '€']);
    expect(cp932Unencodable('山田 花子 ①ｱ〜')).toEqual([]);
    // Private-use characters and characters outside Japanese use.
    expect(cp932Unencodable('\uE000한é')).toEqual(['\uE000', '한', 'é']);
  });

  it('throws on what it cannot encode, naming the character', () => {
    expect(() => encodeCp932('吉𠮷')).toThrow(/"𠮷" \(U\+20BB7\)/);
    expect(() => encodeCp932('🎉')).toThrow(RangeError);
  });
});
