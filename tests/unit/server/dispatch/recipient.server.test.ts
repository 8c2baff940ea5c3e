import { describe, expect, it } from 'vitest';
import {
  carrierWidth,
  honorificFor,
  recipientOf,
  splitAddress,
} from '../../../../src/server/dispatch/recipient.server.ts';

const lead = {
  id: 'lead-1',
  name: '山田 花子',
  organization: '医療法人サンプル会',
  position: '院長',
  postal_code: '1040061',
  address: '東京都中央区銀座0-0-0 サンプルビル5階',
  phone: '0312345678',
  created_at: '2026-11-26T00:00:00.000Z',
};

describe('the honorific', () => {
  it('is 様 after a person, with or without an organisation', () => {
    expect(honorificFor('山田 花子', '医療法人サンプル会')).toBe('様');
    expect(honorificFor('山田 花子', '')).toBe('様');
  });
  it('is 御中 when only an organisation is given', () => {
    expect(honorificFor('', '医療法人サンプル会')).toBe('御中');
    expect(honorificFor('  ', '医療法人サンプル会')).toBe('御中');
    expect(recipientOf({ ...lead, name: '' }).honorific).toBe('御中');
  });
});

describe('carrierWidth: full-width 2, half-width 1', () => {
  it('counts as the carriers do', () => {
    expect(carrierWidth('abc-123')).toBe(7);
    expect(carrierWidth('山田')).toBe(4);
    expect(carrierWidth('ｶﾅ')).toBe(2);
    expect(carrierWidth('ＡＢ')).toBe(4);
    expect(carrierWidth('𠮷')).toBe(2);
    expect(carrierWidth('')).toBe(0);
  });
});

describe('splitAddress', () => {
  it('puts what follows the first space in the building', () => {
    expect(splitAddress('東京都中央区銀座0-0-0　サンプルビル 5階')).toEqual({
      street: '東京都中央区銀座0-0-0',
      building: 'サンプルビル 5階',
    });
    expect(splitAddress('東京都中央区銀座0-0-0')).toEqual({ street: '東京都中央区銀座0-0-0', building: '' });
  });
});
