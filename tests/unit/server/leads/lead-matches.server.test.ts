import { describe, expect, it } from 'vitest';
import { matchKeys } from '../../../../src/server/leads/lead-matches.server.ts';
import { phoneE164 } from '../../../../src/server/platform/phone.server.ts';
import { leadPrefecture } from '../../../../src/server/platform/postal-codes.server.ts';

const lead = {
  email: 'hanako@example.jp',
  phone: '0312345678',
  organization: '株式会社サンプル',
  address: '東京都中央区銀座1-1-1',
  postal_code: null,
};

describe('phoneE164', () => {
  it('gives one key to a Japanese number however it is stored or typed', () => {
    for (const phone of [
      '0312345678',
      '03-1234-5678',
      '+81 3 1234 5678',
      '+81 (0)3-1234-5678',
      '＋８１ ３ １２３４ ５６７８',
      '０３ー１２３４ー５６７８',
    ]) {
      expect(phoneE164(phone), phone).toBe('+81312345678');
    }
    expect(phoneE164('09012345678')).toBe('+819012345678');
  });

  it('keeps a number from another country in E.164', () => {
    expect(phoneE164('+8613800138000')).toBe('+8613800138000');
    expect(phoneE164('+86 138 0013 8000')).toBe('+8613800138000');
  });

  it('is null for what cannot be a number', () => {
    expect(phoneE164('')).toBeNull();
    // Today's rules let ten digits without a trunk 0 through; they have no E.164 form.
    expect(phoneE164('1234567890')).toBeNull();
    expect(phoneE164('abc')).toBeNull();
  });
});

describe('leadPrefecture', () => {
  it('reads the address first, then the postal code', async () => {
    expect(await leadPrefecture({ address: '東京都中央区銀座1-1-1', postal_code: '5300001' })).toBe('東京都');
    expect(await leadPrefecture({ address: '〒530-0001 大阪府大阪市北区梅田', postal_code: null })).toBe('大阪府');
    expect(await leadPrefecture({ address: '中央区銀座1-1-1', postal_code: '1040061' })).toBe('東京都');
    expect(await leadPrefecture({ address: '中央区銀座1-1-1', postal_code: null })).toBeUndefined();
    expect(await leadPrefecture({ address: '中央区銀座1-1-1', postal_code: '0000000' })).toBeUndefined();
  });
});

describe('matchKeys', () => {
  it('keys a lead on its e-mail, phone in E.164 and organisation in its prefecture', async () => {
    expect(await matchKeys(lead)).toEqual({
      email_key: 'hanako@example.jp',
      phone_key: '+81312345678',
      org_key: '東京都|サンプル',
    });
  });

  it('takes the prefecture from the postal code when the address leaves it out', async () => {
    const keys = await matchKeys({
      ...lead,
      organization: '（株）サンプル',
      address: '中央区銀座1-1-1',
      postal_code: '1040061',
    });
    expect(keys.org_key).toBe('東京都|サンプル');
  });

  it('has no keys for an anonymised lead’s placeholders', async () => {
    expect(await matchKeys({ email: '', phone: '', organization: '', address: '', postal_code: null })).toEqual({
      email_key: null,
      phone_key: null,
      org_key: null,
    });
  });
});
