import { describe, expect, it } from 'vitest';
import { lookupPostalCode } from '../../../../src/server/platform/postal-codes.server.ts';

describe('lookupPostalCode', () => {
  it('answers prefecture, city and town', async () => {
    expect(await lookupPostalCode('1040061')).toEqual({
      postalCode: '1040061',
      prefecture: '東京都',
      city: '中央区',
      town: '銀座',
    });
    expect(await lookupPostalCode('5300001')).toEqual({
      postalCode: '5300001',
      prefecture: '大阪府',
      city: '大阪市北区',
      town: '梅田',
    });
  });

  it('keeps a leading 0', async () => {
    expect(await lookupPostalCode('0600000')).toEqual({
      postalCode: '0600000',
      prefecture: '北海道',
      city: '札幌市中央区',
      town: '',
    });
  });

  it('answers an empty town for a code that covers a whole city', async () => {
    expect(await lookupPostalCode('1000000')).toEqual({
      postalCode: '1000000',
      prefecture: '東京都',
      city: '千代田区',
      town: '',
    });
  });

  it('answers only what all the places a code covers share', async () => {
    // 66 towns of 清須市, all named 春日….
    expect(await lookupPostalCode('4520961')).toMatchObject({ prefecture: '愛知県', city: '清須市', town: '' });
    // 札幌市厚別区 and 札幌市清田区.
    expect(await lookupPostalCode('0040000')).toMatchObject({ prefecture: '北海道', city: '', town: '' });
    // 愛知県弥富市 and 三重県桑名郡木曽岬町.
    expect(await lookupPostalCode('4980000')).toMatchObject({ prefecture: '', city: '', town: '' });
  });

  it('answers undefined for a code Japan Post does not list', async () => {
    expect(await lookupPostalCode('0000000')).toBeUndefined();
    expect(await lookupPostalCode('9999999')).toBeUndefined();
  });

  it('answers undefined for anything but 7 ASCII digits, without guessing', async () => {
    for (const code of ['104-0061', '１０４００６１', '104006', '10400610', '', '1e6']) {
      expect(await lookupPostalCode(code), code).toBeUndefined();
    }
  });
});
