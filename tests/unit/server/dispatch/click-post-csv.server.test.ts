import { describe, expect, it } from 'vitest';
import {
  clickPostColumns,
  clickPostRow,
  clickPostRows,
} from '../../../../src/server/dispatch/click-post-csv.server.ts';
import { carrierWidth, type DispatchLead, recipientOf } from '../../../../src/server/dispatch/recipient.server.ts';

const lead: DispatchLead = {
  id: 'lead-1',
  name: '山田 花子',
  organization: '医療法人サンプル会',
  position: '院長',
  postal_code: '1040061',
  address: '東京都中央区銀座0-0-0 サンプルビル5階',
  phone: '0312345678',
  created_at: '2026-11-26T00:00:00.000Z',
};

describe('the Click Post CSV', () => {
  it('has its eight columns, the address over lines, then organisation and position', () => {
    expect(clickPostColumns.map((c) => c.header)).toEqual([
      'お届け先郵便番号',
      'お届け先氏名',
      'お届け先敬称',
      'お届け先住所1行目',
      'お届け先住所2行目',
      'お届け先住所3行目',
      'お届け先住所4行目',
      '内容品',
    ]);
    expect(clickPostRow(recipientOf(lead), '資料')).toEqual([
      '1040061',
      '山田 花子',
      '様',
      '東京都中央区銀座0-0-0 サンプルビル5階',
      '医療法人サンプル会',
      '院長',
      '',
      '資料',
    ]);
  });

  it('addresses an organisation alone with 御中', () => {
    const row = clickPostRow(recipientOf({ ...lead, name: '' }), '資料');
    expect(row.slice(1, 3)).toEqual(['医療法人サンプル会', '御中']);
  });

  it('keeps each address line within 20 full-width characters', () => {
    const row = clickPostRow(
      recipientOf({ ...lead, address: '北海道'.repeat(12), organization: '', position: '' }),
      '資料',
    );
    expect(row.slice(3, 7).every((line) => carrierWidth(line) <= 40)).toBe(true);
    expect(clickPostRows([recipientOf({ ...lead, address: '北海道'.repeat(12) })], '資料').ok).toBe(true);
  });

  it('wraps the address only between its parts, never inside 東塩小路町 or 721-1', () => {
    const kyoto = recipientOf({
      ...lead,
      address: '京都府京都市下京区烏丸通塩小路下る東塩小路町721-1 京都駅ビル3階',
      organization: '',
      position: '',
    });
    expect(clickPostRow(kyoto, '資料').slice(3, 7)).toEqual([
      '京都府京都市下京区烏丸通塩小路下る',
      '東塩小路町721-1 京都駅ビル3階',
      '',
      '',
    ]);
  });

  it('refuses an address too long for four lines, and 𠮷', () => {
    const long = clickPostRows([recipientOf({ ...lead, address: '北海道'.repeat(30) })], '資料');
    expect(long.ok).toBe(false);
    const kanji = clickPostRows([recipientOf({ ...lead, name: '𠮷田' })], '資料');
    expect(kanji).toEqual({
      ok: false,
      problems: [{ leadId: 'lead-1', column: 'お届け先氏名', fields: ['name'], kind: 'cp932', chars: ['𠮷'] }],
    });
  });

  it('names the field to correct when an address line holds the organisation or the position (issue 42)', () => {
    const position = clickPostRows([recipientOf({ ...lead, position: '院長（张）' })], '資料');
    expect(position).toEqual({
      ok: false,
      problems: [{ leadId: 'lead-1', column: 'お届け先住所3行目', fields: ['position'], kind: 'cp932', chars: ['张'] }],
    });
    // The address alone too long: the address; the fourth line filled by the position: both.
    const long = clickPostRows([recipientOf({ ...lead, address: '北海道'.repeat(30) })], '資料');
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.problems.every((problem) => problem.fields.includes('address'))).toBe(true);
  });
});
