/**
 * The label PDF read back with poppler's pdftotext -bbox (Debian poppler-utils, installed by
 * .ci/run): each label's text sits inside the cell its preset puts it in, and the Japanese
 * text (髙, ｶﾅ) comes out as written, through the embedded font.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  A4,
  type LabelPresetId,
  labelCell,
  labelPresets,
  labelSheetPdf,
} from '../../../../src/server/dispatch/label-sheet.server.ts';
import { type DispatchLead, type Recipient, recipientOf } from '../../../../src/server/dispatch/recipient.server.ts';

const run = promisify(execFile);
const MM = 72 / 25.4;
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'labels-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const leads: DispatchLead[] = Array.from({ length: 14 }, (_, i) => ({
  id: `lead-${i}`,
  name: i === 0 ? '髙橋 ﾊﾅｺ' : `山田 太郎${i}`,
  organization: '医療法人サンプル会',
  position: '院長',
  postal_code: '1040061',
  address: '東京都中央区銀座0丁目0番0号 サンプルビル5階',
  phone: '0312345678',
  created_at: '2026-11-26T00:00:00.000Z',
}));

/** The sheet's bytes; a refusal fails the test with its problems. */
async function sheet(recipients: Recipient[], presetId: LabelPresetId, offset = { x: 0, y: 0 }): Promise<Uint8Array> {
  const result = await labelSheetPdf(recipients, presetId, offset);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.problems)}`);
  return result.bytes;
}

interface Word {
  page: number;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
  text: string;
}

async function words(pdf: Uint8Array): Promise<Word[]> {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run('pdftotext', ['-bbox', file, '-']);
  const found: Word[] = [];
  let page = -1;
  for (const line of stdout.split('\n')) {
    if (line.includes('<page ')) page += 1;
    const match = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(line);
    if (match) {
      const [, xMin, yMin, xMax, yMax, text] = match;
      found.push({
        page,
        xMin: Number(xMin),
        yMin: Number(yMin),
        xMax: Number(xMax),
        yMax: Number(yMax),
        text: text ?? '',
      });
    }
  }
  return found;
}

describe.each(['12', '10', '24'] as LabelPresetId[])('the label PDF, preset %s', (presetId) => {
  it('puts each label inside its cell, two A4 pages for 14 leads when a sheet holds fewer', async () => {
    const preset = labelPresets[presetId];
    const pdf = await sheet(leads.map(recipientOf), presetId);
    const found = await words(pdf);
    const perSheet = preset.columns * preset.rows;
    for (const [index, lead] of leads.entries()) {
      const cell = labelCell(preset, index);
      const page = Math.floor(index / perSheet);
      const surname = lead.name.split(' ')[0] ?? '';
      const word = found.find(
        (w) =>
          w.page === page &&
          w.text.startsWith(surname) &&
          w.xMin >= cell.x * MM - 1 &&
          w.xMax <= (cell.x + cell.width) * MM + 1 &&
          w.yMin >= cell.y * MM - 1 &&
          w.yMax <= (cell.y + cell.height) * MM + 1,
      );
      expect(word, `${lead.name} on label ${index}`).toBeDefined();
    }
    expect(Math.max(...found.map((w) => w.page)) + 1).toBe(Math.ceil(leads.length / perSheet));
    expect(found.every((w) => w.xMax <= A4.width * MM && w.yMax <= A4.height * MM)).toBe(true);
  });
});

describe('the label PDF text', () => {
  it('keeps 髙 and half-width kana, and moves with the printer offset', async () => {
    const plain = await words(await sheet([recipientOf(leads[0] as DispatchLead)], '12'));
    const moved = await words(await sheet([recipientOf(leads[0] as DispatchLead)], '12', { x: 2, y: 3 }));
    const text = plain.map((w) => w.text).join(' ');
    expect(text).toContain('〒104-0061');
    expect(text).toContain('髙橋');
    expect(text).toContain('ﾊﾅｺ');
    expect(text).toContain('様');
    const a = plain.find((w) => w.text === '髙橋');
    const b = moved.find((w) => w.text === '髙橋');
    expect((b?.xMin ?? 0) - (a?.xMin ?? 0)).toBeCloseTo(2 * MM, 0);
    expect((b?.yMin ?? 0) - (a?.yMin ?? 0)).toBeCloseTo(3 * MM, 0);
  });
});
