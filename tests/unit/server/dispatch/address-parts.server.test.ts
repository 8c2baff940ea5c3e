import { describe, expect, it } from 'vitest';
import { addressParts, spaceParts, wrapParts } from '../../../../src/server/dispatch/address-parts.server.ts';
import { carrierWidth } from '../../../../src/server/dispatch/recipient.server.ts';

describe('addressParts', () => {
  it.each([
    // The real client's address: it wrapped inside 東塩小路町 and inside 721-1.
    ['京都府京都市下京区東塩小路町721-1', ['京都府', '京都市', '下京区', '東塩小路町', '721-1']],
    [
      '東京都中央区銀座0丁目0番0号 サンプルビル5階',
      ['東京都', '中央区', '銀座', '0丁目0番0号', ' サンプルビル', '5階'],
    ],
    ['北海道札幌市中央区北1条西2丁目1-1', ['北海道', '札幌市', '中央区', '北1条西', '2丁目1-1']],
    [
      '東京都千代田区丸の内１－９－２　グラントウキョウサウスタワー',
      ['東京都', '千代田区', '丸の内', '１－９－２', ' グラントウキョウサウスタワー'],
    ],
    [
      '東京都港区六本木6丁目10番1号六本木ヒルズ森タワー',
      ['東京都', '港区', '六本木', '6丁目10番1号', '六本木ヒルズ森タワー'],
    ],
    ['京都府京都市中京区烏丸通三条上る場之町599', ['京都府', '京都市', '中京区', '烏丸通三条上る', '場之町', '599']],
    ['上海市东纪丽疗经路1号', ['上海市', '东纪丽疗经路', '1号']],
  ])('splits %s at its parts', (address, parts) => {
    expect(addressParts(address)).toEqual(parts);
  });

  it.each([
    // A suffix character inside the name, a city with 郡 in it, a county town starting with 市,
    // a ward whose town starts with 市, a county town named 大町町, 村 inside a city.
    ['三重県四日市市諏訪町1番5号', ['三重県', '四日市市', '諏訪町', '1番5号']],
    ['長野県大町市大町1234', ['長野県', '大町市', '大町', '1234']],
    ['新潟県十日町市本町1-2-3', ['新潟県', '十日町市', '本町', '1-2-3']],
    ['奈良県大和郡山市北郡山町248-4', ['奈良県', '大和郡山市', '北郡山町', '248-4']],
    ['栃木県芳賀郡市貝町市塙1234', ['栃木県', '芳賀郡', '市貝町', '市塙', '1234']],
    ['東京都新宿区市谷本村町5-1', ['東京都', '新宿区', '市谷本村町', '5-1']],
    ['佐賀県杵島郡大町町大町5000', ['佐賀県', '杵島郡', '大町町', '大町', '5000']],
    ['愛知県名古屋市中村区名駅1-1-4', ['愛知県', '名古屋市', '中村区', '名駅', '1-1-4']],
    ['東京都東村山市本町1-2-3', ['東京都', '東村山市', '本町', '1-2-3']],
    ['福島県郡山市朝日1-23-7', ['福島県', '郡山市', '朝日', '1-23-7']],
  ])('keeps the place names of %s whole', (address, parts) => {
    expect(addressParts(address)).toEqual(parts);
  });

  it('gives back the address, its spaces made one', () => {
    const address = '東京都中央区銀座0-0-0 　サンプルビル  5階';
    expect(addressParts(address).join('')).toBe('東京都中央区銀座0-0-0 サンプルビル 5階');
  });
});

describe('wrapParts', () => {
  it('breaks 京都府京都市下京区東塩小路町721-1 only between its parts, at every width', () => {
    const address = '京都府京都市下京区東塩小路町721-1';
    for (let width = 12; width <= 40; width += 1) {
      const { lines, split } = wrapParts(addressParts(address), width, carrierWidth);
      expect(split).toBe(false);
      expect(lines.join('')).toBe(address);
      expect(lines.every((line) => carrierWidth(line) <= width)).toBe(true);
      const text = lines.join('|');
      expect(text).toContain('東塩小路町');
      expect(text).toContain('721-1');
    }
  });

  it('drops the space a part starts with at the start of a line', () => {
    expect(wrapParts(addressParts('東京都中央区銀座0-0-0 サンプルビル5階'), 24, carrierWidth).lines).toEqual([
      '東京都中央区銀座0-0-0',
      'サンプルビル5階',
    ]);
  });

  it('breaks a part wider than a whole line between characters, and says so', () => {
    const { lines, split } = wrapParts(['北海道'.repeat(3)], 8, carrierWidth);
    expect(split).toBe(true);
    expect(lines).toEqual(['北海道北', '海道北海', '道']);
  });

  it('keeps a surrogate pair whole', () => {
    expect(wrapParts(['𠮷𠮷𠮷'], 4, carrierWidth).lines).toEqual(['𠮷𠮷', '𠮷']);
  });
});

describe('spaceParts', () => {
  it('breaks a name only at the spaces typed', () => {
    expect(spaceParts('医療法人サンプル会　サンプルクリニック')).toEqual(['医療法人サンプル会', ' サンプルクリニック']);
  });
});
