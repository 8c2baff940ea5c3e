import { describe, expect, it } from 'vitest';
import {
  type B2Options,
  b2Columns,
  b2Row,
  b2Rows,
  b2ServiceCodes,
  b2Services,
} from '../../../../src/server/dispatch/b2-csv.server.ts';
import { carrierCsvBytes } from '../../../../src/server/dispatch/carrier-csv.server.ts';
import { type DispatchLead, recipientOf } from '../../../../src/server/dispatch/recipient.server.ts';

const lead: DispatchLead = {
  id: '6f1c2a34-8a61-4d0e-9c51-2b0f3d1e7a90',
  name: '髙橋 花子',
  organization: '医療法人サンプル会',
  position: '院長',
  postal_code: '1040061',
  address: '東京都中央区銀座0-0-0 サンプルビル5階',
  phone: '0312345678',
  created_at: '2026-11-26T00:00:00.000Z',
};
const options: B2Options = {
  service: 'hatsubarai',
  shipDate: '2026-11-27',
  item: '資料',
  billingCode: '0312345678',
  freightNumber: '01',
};
const cell = (row: string[], header: string) => row[b2Columns.findIndex((c) => c.header === header)];

describe('the B2 basic layout', () => {
  it('has 42 columns', () => {
    expect(b2Columns).toHaveLength(42);
    expect(b2Row(recipientOf(lead), options)).toHaveLength(42);
  });

  it('writes the lead, the chosen service and the sender from the site', () => {
    const row = b2Row(recipientOf(lead), options);
    expect(cell(row, 'お客様管理番号')).toBe(lead.id);
    expect(cell(row, '送り状種類')).toBe('0');
    expect(cell(row, '出荷予定日')).toBe('2026/11/27');
    expect(cell(row, 'お届け先電話番号')).toBe('03-1234-5678');
    expect(cell(row, 'お届け先郵便番号')).toBe('104-0061');
    expect(cell(row, 'お届け先住所')).toBe('東京都中央区銀座0-0-0');
    expect(cell(row, 'お届け先アパートマンション名')).toBe('サンプルビル5階');
    expect(cell(row, 'お届け先会社・部門１')).toBe('医療法人サンプル会');
    expect(cell(row, 'お届け先会社・部門２')).toBe('院長');
    expect(cell(row, 'お届け先名')).toBe('髙橋 花子');
    expect(cell(row, 'ご依頼主名')).toBe('合同会社ペルビアメディカル');
    expect(cell(row, 'ご依頼主郵便番号')).toBe('104-0061');
    expect(cell(row, '品名１')).toBe('資料');
    expect(cell(row, '請求先顧客コード')).toBe('0312345678');
    expect(cell(row, '運賃管理番号')).toBe('01');
  });

  it('offers only the services Yamato takes today: no DM便 (ended January 2024), no ネコポス', () => {
    expect(b2Services).toEqual(['hatsubarai', 'yu_mail', 'yu_packet', 'compact']);
    expect(Object.values(b2ServiceCodes)).toEqual(['0', '3', '7', '8']);
  });

  it('uses each service code, and the honorific only for クロネコゆうメール (code 3, once DM便)', () => {
    expect(cell(b2Row(recipientOf(lead), { ...options, service: 'yu_mail' }), '送り状種類')).toBe('3');
    expect(cell(b2Row(recipientOf(lead), { ...options, service: 'yu_mail' }), '敬称')).toBe('様');
    expect(cell(b2Row(recipientOf(lead), { ...options, service: 'yu_packet' }), '送り状種類')).toBe('7');
    expect(cell(b2Row(recipientOf(lead), { ...options, service: 'yu_packet' }), '敬称')).toBe('');
    expect(cell(b2Row(recipientOf(lead), { ...options, service: 'compact' }), '送り状種類')).toBe('8');
    expect(cell(b2Row(recipientOf(lead), options), '敬称')).toBe('');
    const org = b2Row(recipientOf({ ...lead, name: '' }), { ...options, service: 'yu_mail' });
    expect(cell(org, 'お届け先名')).toBe('医療法人サンプル会');
    expect(cell(org, '敬称')).toBe('御中');
  });

  it('accepts a name of exactly 16 full-width characters and refuses 17', () => {
    expect(b2Rows([recipientOf({ ...lead, name: '山'.repeat(16) })], options).ok).toBe(true);
    const refused = b2Rows([recipientOf({ ...lead, name: '山'.repeat(17) })], options);
    expect(refused).toEqual({
      ok: false,
      problems: [{ leadId: lead.id, column: 'お届け先名', fields: ['name'], kind: 'width', width: 34, max: 32 }],
    });
  });

  it('counts half-width as 1: 32 ASCII characters fit the name', () => {
    expect(b2Rows([recipientOf({ ...lead, name: 'A'.repeat(32) })], options).ok).toBe(true);
  });

  it('refuses a character CP932 cannot carry instead of replacing it', () => {
    const result = b2Rows([recipientOf({ ...lead, name: '𠮷田 太郎' })], options);
    expect(result).toEqual({
      ok: false,
      problems: [{ leadId: lead.id, column: 'お届け先名', fields: ['name'], kind: 'cp932', chars: ['𠮷'] }],
    });
  });

  it('names the field to correct: the organisation, the position or the address (issue 42)', () => {
    const result = b2Rows(
      [recipientOf({ ...lead, organization: '张氏医院', position: '院长', address: '東京都中央区銀座0-0-0 𠮷ビル' })],
      options,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => [p.column, p.fields])).toEqual([
      ['お届け先アパートマンション名', ['address']],
      ['お届け先会社・部門１', ['organization']],
      ['お届け先会社・部門２', ['position']],
    ]);
    // An organisation alone is the name's cell: either may be corrected.
    const alone = b2Rows([recipientOf({ ...lead, name: '', organization: '张氏医院' })], options);
    expect(alone.ok ? [] : alone.problems.map((p) => p.fields)).toEqual([['organization']]);
  });

  it('refuses a missing postal code and a foreign phone number', () => {
    const result = b2Rows([recipientOf({ ...lead, postal_code: null, phone: '+8613800138000' })], options);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toContainEqual({
      leadId: lead.id,
      column: 'お届け先電話番号',
      fields: ['phone'],
      kind: 'format',
    });
    expect(result.problems).toContainEqual({
      leadId: lead.id,
      column: 'お届け先郵便番号',
      fields: ['postalCode'],
      kind: 'missing',
    });
  });

  it('is written as CP932 with CRLF and reads back with the layout', async () => {
    const rows = b2Rows([recipientOf(lead)], options);
    if (!rows.ok) throw new Error('rows refused');
    const bytes = await carrierCsvBytes(rows.header, rows.rows);
    expect(bytes[0]).not.toBe(0xef);
    const text = new TextDecoder('shift_jis', { fatal: true }).decode(bytes);
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(lines[0]?.split(',')).toEqual(b2Columns.map((c) => c.header));
    expect(lines[1]?.split(',')).toHaveLength(42);
    expect(lines[1]).toContain('髙橋 花子');
  });
});
