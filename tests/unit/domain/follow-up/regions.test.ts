import { describe, expect, it } from 'vitest';
import {
  regionOfAddress,
  regionOfPrefecture,
  regionPrefectures,
  regions,
} from '../../../../src/domain/follow-up/regions.ts';
import { prefectures } from '../../../../src/domain/prefectures.ts';

describe('regions', () => {
  it('places each of the 47 prefectures in exactly one of the eight regions', () => {
    expect(regions).toHaveLength(8);
    const listed = regions.flatMap((region) => regionPrefectures[region]);
    expect([...listed].sort()).toEqual([...prefectures].sort());
    for (const prefecture of prefectures) expect(regionOfPrefecture(prefecture)).toBeDefined();
  });

  it('follows the usual eight-region division at its borders', () => {
    expect(regionOfPrefecture('新潟県')).toBe('chubu');
    expect(regionOfPrefecture('三重県')).toBe('kinki');
    expect(regionOfPrefecture('山口県')).toBe('chugoku');
    expect(regionOfPrefecture('沖縄県')).toBe('kyushu-okinawa');
    expect(regionOfPrefecture('東京')).toBeUndefined();
  });

  it('reads the region from the prefecture an address starts with', () => {
    expect(regionOfAddress('〒060-0001 北海道札幌市中央区北1条西')).toBe('hokkaido');
    expect(regionOfAddress('京都府京都市')).toBe('kinki');
    expect(regionOfAddress('東京都中央区銀座0-0-0')).toBe('kanto');
    expect(regionOfAddress('札幌市中央区')).toBeUndefined();
    expect(regionOfAddress('1-1 Marunouchi, Tokyo')).toBeUndefined();
  });
});
