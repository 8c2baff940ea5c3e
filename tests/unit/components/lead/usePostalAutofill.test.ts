import { describe, expect, it } from 'vitest';
import { leadInputsFor, postalLookupUrl } from '../../../../src/components/lead/lead-fields.ts';
import { addressFromLookup, mayFillAddress } from '../../../../src/components/lead/usePostalAutofill.ts';

describe('the brochure form inputs', () => {
  it('ask the Japanese form for the reading after the name, every form for the postal code before the address parts', () => {
    const names = (locale: 'ja' | 'en' | 'zh-cn') => leadInputsFor(locale).map((input) => input.name);
    const address = ['postalCode', 'prefecture', 'city', 'address', 'building'];
    expect(names('ja')).toEqual(['name', 'nameKana', 'email', 'organization', 'position', 'phone', ...address]);
    expect(names('en')).toEqual(['name', 'email', 'organization', 'position', 'phone', ...address]);
    expect(names('zh-cn')).toEqual(names('en'));
  });

  // The prefecture and city too: `address` alone is a whole address (its parts are read from it).
  it('mark only the reading, the postal code, the prefecture, the city and the building optional', () => {
    const optional = leadInputsFor('ja')
      .filter((input) => input.optional)
      .map((input) => input.name);
    expect(optional).toEqual(['nameKana', 'postalCode', 'prefecture', 'city', 'building']);
  });

  it('give every address part the autocomplete token a saved address fills (issue 31)', () => {
    for (const locale of ['ja', 'en', 'zh-cn'] as const) {
      const tokens = Object.fromEntries(leadInputsFor(locale).map((input) => [input.name, input.autoComplete]));
      expect(tokens).toMatchObject({
        postalCode: 'postal-code',
        prefecture: 'address-level1',
        city: 'address-level2',
        address: 'address-line1',
        building: 'address-line2',
      });
    }
  });
});

describe('the postal code autofill', () => {
  it('asks our own endpoint', () => {
    expect(postalLookupUrl('1040061')).toBe('/api/postal-codes/1040061');
  });

  it('writes prefecture, city and town, and only that', () => {
    expect(addressFromLookup({ postalCode: '1040061', prefecture: '東京都', city: '中央区', town: '銀座' })).toEqual({
      prefecture: '東京都',
      city: '中央区',
      town: '銀座',
    });
    // A code that covers a whole city has no town.
    expect(addressFromLookup({ postalCode: '1000000', prefecture: '東京都', city: '千代田区', town: '' })).toEqual({
      prefecture: '東京都',
      city: '千代田区',
      town: '',
    });
    expect(addressFromLookup({ error: 'not-found', message: '…' })).toBeNull();
    expect(addressFromLookup({ prefecture: '', city: '', town: '' })).toBeNull();
    expect(addressFromLookup(null)).toBeNull();
    expect(addressFromLookup('東京都')).toBeNull();
  });

  it('fills an empty address or its own earlier fill, never what the visitor typed', () => {
    expect(mayFillAddress('', '')).toBe(true);
    expect(mayFillAddress('東京都中央区銀座', '東京都中央区銀座')).toBe(true);
    expect(mayFillAddress('東京都中央区銀座1-2-3', '東京都中央区銀座')).toBe(false);
    expect(mayFillAddress('大阪府大阪市', '')).toBe(false);
  });
});
