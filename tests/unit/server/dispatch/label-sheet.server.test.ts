import { describe, expect, it } from 'vitest';
import { A4, labelCell, labelLines, labelPresets } from '../../../../src/server/dispatch/label-sheet.server.ts';
import { recipientOf } from '../../../../src/server/dispatch/recipient.server.ts';

describe('label geometry', () => {
  it.each(Object.entries(labelPresets))('preset %s fills the sheet within A4, label by label', (_id, preset) => {
    const count = preset.columns * preset.rows;
    const cells = Array.from({ length: count }, (_, i) => labelCell(preset, i));
    for (const cell of cells) {
      expect(cell.x).toBeGreaterThanOrEqual(0);
      expect(cell.y).toBeGreaterThanOrEqual(0);
      expect(cell.x + cell.width).toBeLessThanOrEqual(A4.width + 1e-9);
      expect(cell.y + cell.height).toBeLessThanOrEqual(A4.height + 1e-9);
    }
    // No two labels overlap: the pitch is never less than the label.
    expect(preset.pitchX).toBeGreaterThanOrEqual(preset.width);
    expect(preset.pitchY).toBeGreaterThanOrEqual(preset.height);
    // The next sheet starts over at the first position.
    expect(labelCell(preset, count)).toEqual(labelCell(preset, 0));
  });

  it('12面 is 2×6 labels of 86.4×42.3 mm, centred', () => {
    const preset = labelPresets['12'];
    expect(preset.columns * preset.rows).toBe(12);
    expect(labelCell(preset, 0)).toEqual({ x: 18.6, y: 21.6, width: 86.4, height: 42.3 });
    const last = labelCell(preset, 11);
    expect(last.x).toBeCloseTo(105);
    expect(last.y).toBeCloseTo(233.1);
    expect(A4.width - (last.x + last.width)).toBeCloseTo(18.6);
    expect(A4.height - (last.y + last.height)).toBeCloseTo(21.6);
  });

  it('10面 and 24面 have their counts', () => {
    expect(labelPresets['10'].columns * labelPresets['10'].rows).toBe(10);
    expect(labelPresets['24'].columns * labelPresets['24'].rows).toBe(24);
    expect(labelCell(labelPresets['24'], 2).x).toBeCloseTo(140);
  });

  it('moves every label by the printer offset', () => {
    expect(labelCell(labelPresets['12'], 3, { x: 1.5, y: -2 })).toEqual({
      x: 18.6 + 86.4 + 1.5,
      y: 21.6 + 42.3 - 2,
      width: 86.4,
      height: 42.3,
    });
  });
});

describe('label lines', () => {
  const lead = {
    id: 'l',
    name: '山田 花子',
    organization: '医療法人サンプル会',
    position: '院長',
    postal_code: '1040061',
    address: '東京都中央区銀座0-0-0 サンプルビル5階',
    phone: '0312345678',
    created_at: '2026-11-26T00:00:00.000Z',
  };
  it('carry 〒, address, organisation, position and the name with 様', () => {
    expect(labelLines(recipientOf(lead)).map((l) => l.text)).toEqual([
      '〒104-0061',
      '東京都中央区銀座0-0-0 サンプルビル5階',
      '医療法人サンプル会',
      '院長',
      '山田 花子　様',
    ]);
  });
  it('address an organisation alone with 御中', () => {
    expect(labelLines(recipientOf({ ...lead, name: '', postal_code: null })).map((l) => l.text)).toEqual([
      '東京都中央区銀座0-0-0 サンプルビル5階',
      '医療法人サンプル会　御中',
    ]);
  });
});
