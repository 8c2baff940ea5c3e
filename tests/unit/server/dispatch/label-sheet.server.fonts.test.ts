/**
 * What real clients met on the label PDF (issue 30), read back from the produced file: a zh-cn
 * requester's address (东 纪 丽 疗 经) printed as blank boxes, and a Kyoto address wrapped inside
 * 東塩小路町 and 721-1. Each character drawn is checked in the embedded subsets themselves with
 * fontkit (its glyph has an outline, not .notdef), besides pdffonts and pdftotext (poppler-utils,
 * installed by .ci/run), which would read a blank glyph's text all the same.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import fontkit from 'fontkit';
import { decodePDFRawStream, type PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelSheetPdf } from '../../../../src/server/dispatch/label-sheet.server.ts';
import { type DispatchLead, recipientOf } from '../../../../src/server/dispatch/recipient.server.ts';

const run = promisify(execFile);
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'label-fonts-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const lead = (patch: Partial<DispatchLead>): DispatchLead => ({
  id: 'lead-1',
  name: '山田 花子',
  organization: '',
  position: '',
  postal_code: '6008216',
  address: '京都府京都市下京区東塩小路町721-1',
  phone: '0312345678',
  created_at: '2026-11-26T00:00:00.000Z',
  ...patch,
});
const zh = lead({ id: 'zh', name: '王 丽', postal_code: '2000001', address: '上海市 东纪丽疗经路 1号' });

async function sheet(leads: DispatchLead[], preset: '12' | '24' = '12'): Promise<Uint8Array> {
  const result = await labelSheetPdf(leads.map(recipientOf), preset, { x: 0, y: 0 });
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.problems)}`);
  return result.bytes;
}

async function poppler(tool: string, pdf: Uint8Array, args: string[] = []): Promise<string> {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  return (await run(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])])).stdout;
}

const stream = (value: unknown): Uint8Array => {
  if (!(value instanceof PDFRawStream)) throw new Error('not a stream');
  return decodePDFRawStream(value).decode();
};

/**
 * Every character the PDF draws, with whether its font's embedded glyph has an outline: each
 * Type0 font's ToUnicode map (glyph id → text) read against its FontFile2 opened with fontkit.
 */
async function drawnCharacters(pdf: Uint8Array): Promise<{ char: string; font: string; outline: boolean }[]> {
  const doc = await PDFDocument.load(pdf);
  const found: { char: string; font: string; outline: boolean }[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Subtype')) !== PDFName.of('Type0')) continue;
    const name = String(object.get(PDFName.of('BaseFont')));
    const descendant = doc.context.lookup(
      (doc.context.lookup(object.get(PDFName.of('DescendantFonts'))) as PDFArray).get(0),
    ) as PDFDict;
    const descriptor = doc.context.lookup(descendant.get(PDFName.of('FontDescriptor'))) as PDFDict;
    const file = stream(doc.context.lookup(descriptor.get(PDFName.of('FontFile2'))));
    const font = fontkit.create(Buffer.from(file)) as fontkit.Font;
    const cmap = new TextDecoder().decode(stream(doc.context.lookup(object.get(PDFName.of('ToUnicode')))));
    for (const [, glyph, text] of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]+)>/gi)) {
      const units = (text ?? '').match(/.{4}/g)?.map((unit) => Number.parseInt(unit, 16)) ?? [];
      const char = String.fromCharCode(...units);
      const id = Number.parseInt(glyph ?? '0', 16);
      found.push({ char, font: name, outline: id !== 0 && font.getGlyph(id).path.commands.length > 0 });
    }
  }
  return found;
}

describe('the label fonts carry every character printed', () => {
  it('prints a zh-cn address (上海市 东纪丽疗经路 1号) through Noto Sans SC, no blank box', async () => {
    const pdf = await sheet([zh, lead({})]);
    const fonts = await poppler('pdffonts', pdf);
    expect(fonts).toMatch(/NotoSansJP-Regular/);
    expect(fonts).toMatch(/NotoSansSC-Regular/);
    const text = (await poppler('pdftotext', pdf)).replace(/\s+/g, '');
    expect(text).toContain('上海市东纪丽疗经路1号');
    const drawn = await drawnCharacters(pdf);
    const printed = '上海市东纪丽疗经路1号王丽様京都府京都市下京区東塩小路町721-1山田花子〒200-0001600-8216';
    for (const char of new Set(printed)) {
      const glyph = drawn.find((entry) => entry.char === char);
      expect(glyph, char).toBeDefined();
      expect(glyph?.outline, `${char} in ${glyph?.font}`).toBe(true);
    }
    expect(drawn.filter((entry) => !entry.outline && entry.char.trim() !== '')).toEqual([]);
    for (const char of '东纪丽疗经') {
      expect(drawn.find((entry) => entry.char === char)?.font).toMatch(/NotoSansSC/);
    }
  });

  it('embeds no Chinese font for a sheet of Japanese addresses', async () => {
    const pdf = await sheet([lead({ name: '髙橋 ﾊﾅｺ' })]);
    expect(await poppler('pdffonts', pdf)).not.toMatch(/NotoSansSC/);
    const drawn = await drawnCharacters(pdf);
    expect(drawn.filter((entry) => !entry.outline && entry.char.trim() !== '')).toEqual([]);
    expect(drawn.map((entry) => entry.char)).toEqual(expect.arrayContaining(['髙', 'ﾊ', 'ﾅ', 'ｺ', '東', '塩']));
  });

  it('refuses a lead whose characters neither font carries, naming the line and the characters', async () => {
    const result = await labelSheetPdf(
      [
        recipientOf(lead({ id: 'ko', name: '김 민준 😀', address: '서울특별시 東京都中央区銀座1-1-1' })),
        recipientOf(zh),
      ],
      '12',
      { x: 0, y: 0 },
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        { leadId: 'ko', column: '住所', fields: ['address'], kind: 'glyph', chars: ['서', '울', '특', '별', '시'] },
        { leadId: 'ko', column: 'お名前', fields: ['name'], kind: 'glyph', chars: ['김', '민', '준', '😀'] },
      ],
    });
  });
});

describe('label addresses wrap only between their parts', () => {
  it.each([
    ['京都府京都市下京区東塩小路町721-1 京都駅前サンプルビル12階', '24'],
    ['京都府京都市下京区烏丸通塩小路下る東塩小路町721-1', '24'],
    ['京都府京都市下京区烏丸通塩小路下る東塩小路町721-1', '12'],
  ] as const)('%s on the %s-label sheet', async (address, preset) => {
    const pdf = await sheet([lead({ address })], preset);
    const lines = (await poppler('pdftotext', pdf, ['-raw']))
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.some((line) => line.includes('東塩小路町'))).toBe(true);
    expect(lines.some((line) => line.includes('721-1'))).toBe(true);
    for (const line of lines) {
      expect(line, 'a line ends inside 東塩小路町').not.toMatch(/東塩小?路?$/);
      expect(line, 'a line ends inside 721-1').not.toMatch(/72?1?-?$/);
    }
  });
});
