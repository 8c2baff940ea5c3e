import { describe, expect, it } from 'vitest';
import {
  emailKey,
  formatMatchReasons,
  inboxKey,
  organizationKey,
  organizationKeyName,
  parseMatchReasons,
} from '../../../../src/domain/lead/match-keys.ts';

describe('emailKey', () => {
  it('matches full- and half-width, any case, with spaces around', () => {
    expect(emailKey('ａ＠ｅｘａｍｐｌｅ．ｊｐ')).toBe('a@example.jp');
    expect(emailKey(' A@Example.JP ')).toBe('a@example.jp');
    expect(emailKey('Ｈａｎａｋｏ＠Ｅｘａｍｐｌｅ．ｊｐ')).toBe(emailKey('hanako@example.jp'));
  });

  it('keeps dots and plus tags: they may tell two people apart', () => {
    expect(emailKey('taro.yamada+clinic@gmail.com')).toBe('taro.yamada+clinic@gmail.com');
    expect(emailKey('taro.yamada@gmail.com')).not.toBe(emailKey('taroyamada@gmail.com'));
  });

  it('is null for an empty address (an anonymised lead)', () => {
    expect(emailKey('')).toBeNull();
    expect(emailKey('　')).toBeNull();
  });
});

describe('inboxKey', () => {
  it('folds the receipt findings of issue 30 into one Gmail inbox', () => {
    const inboxes = [
      'victim@gmail.com',
      'victim+1@gmail.com',
      'victim+2@gmail.com',
      'v.ictim@gmail.com',
      'victim@googlemail.com',
      'V.Ictim+x@GoogleMail.com',
      'ｖｉｃｔｉｍ＠ｇｍａｉｌ．ｃｏｍ',
    ].map(inboxKey);
    expect(new Set(inboxes)).toEqual(new Set(['victim@gmail.com']));
  });

  it('drops a +tag anywhere, but keeps dots where a provider may give them meaning', () => {
    expect(inboxKey('taro+news@example.jp')).toBe('taro@example.jp');
    expect(inboxKey('taro.yamada@example.jp')).toBe('taro.yamada@example.jp');
    expect(inboxKey('taro.yamada@example.jp')).not.toBe(inboxKey('taroyamada@example.jp'));
  });

  it('keeps a local part that is only a tag, and is null for an empty address', () => {
    expect(inboxKey('+tag@example.jp')).toBe('+tag@example.jp');
    expect(inboxKey('')).toBeNull();
  });
});

describe('organizationKeyName', () => {
  it('folds width and kana, and drops 医療法人社団 and the spaces', () => {
    expect(organizationKeyName('医療法人社団　さくら会')).toBe('サクラ会');
    expect(organizationKeyName('ｻｸﾗ会')).toBe('サクラ会');
    expect(organizationKeyName('さくら 会')).toBe('サクラ会');
  });

  it('drops the Japanese and English legal forms wherever they stand', () => {
    for (const name of [
      '（株）ABC',
      '株式会社ＡＢＣ',
      'ABC Co., Ltd.',
      'ABC株式会社',
      '㈱ABC',
      '(株) abc',
      'ABC Inc.',
      'ABC K.K.',
      'abc co.,ltd',
      'ABC Ltd.',
    ]) {
      expect(organizationKeyName(name), name).toBe('abc');
    }
  });

  it('takes the longest form whole: 社会医療法人 and 医療法人財団 leave nothing behind', () => {
    expect(organizationKeyName('社会医療法人 緑会')).toBe('緑会');
    expect(organizationKeyName('医療法人財団緑会')).toBe('緑会');
    expect(organizationKeyName('（医）緑会')).toBe('緑会');
    expect(organizationKeyName('有限会社 みどり・ケア')).toBe('ミドリケア');
    expect(organizationKeyName('㈲みどりケア')).toBe('ミドリケア');
    expect(organizationKeyName('一般社団法人 骨盤底の会')).toBe('骨盤底ノ会');
    expect(organizationKeyName('学校法人 みどり学園')).toBe('ミドリ学園');
    expect(organizationKeyName('合同会社ミドリ')).toBe('ミドリ');
  });

  it('leaves words that only contain a form’s letters alone', () => {
    expect(organizationKeyName('Lincoln Clinic')).toBe('lincolnclinic');
    expect(organizationKeyName('Incubator Co-op')).toBe('incubatorco-op');
  });

  it('is empty when only a legal form was given', () => {
    expect(organizationKeyName('株式会社')).toBe('');
    expect(organizationKeyName(' Co., Ltd. ')).toBe('');
    expect(organizationKeyName('')).toBe('');
  });
});

describe('organizationKey', () => {
  it('joins the prefecture: one name in two prefectures is two keys', () => {
    const tokyo = organizationKey('医療法人社団　さくら会', '東京都');
    expect(tokyo).toBe('東京都|サクラ会');
    expect(organizationKey('ｻｸﾗ会', '東京都')).toBe(tokyo);
    expect(organizationKey('さくら会', '大阪府')).not.toBe(tokyo);
  });

  it('is null without a prefecture or without a name', () => {
    expect(organizationKey('さくら会', undefined)).toBeNull();
    expect(organizationKey('株式会社', '東京都')).toBeNull();
  });
});

describe('match reasons', () => {
  it('are stored in one order and read back, unknown words dropped', () => {
    expect(formatMatchReasons(['organization', 'email'])).toBe('email,organization');
    expect(formatMatchReasons(new Set(['phone', 'phone'] as const))).toBe('phone');
    expect(parseMatchReasons('phone,email,other')).toEqual(['email', 'phone']);
    expect(parseMatchReasons('')).toEqual([]);
  });
});
