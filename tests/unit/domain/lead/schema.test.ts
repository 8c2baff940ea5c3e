import { describe, expect, it } from 'vitest';
import { leadCopy } from '../../../../src/content/lead/index.ts';
import { brochureProductIds } from '../../../../src/content/products.ts';
import {
  formatPhone344,
  leadFieldNames,
  leadOptionalFieldNames,
  normalizePhone,
  validateBrochureRequest,
} from '../../../../src/domain/lead/schema.ts';
import { locales } from '../../../../src/i18n/locales.ts';

const valid = {
  name: '山田 花子',
  email: 'hanako@example.jp',
  organization: '株式会社サンプル',
  position: '院長',
  phone: '090-1234-5678',
  address: '東京都中央区銀座0-0-0',
  product: brochureProductIds[0],
  purpose: '院内での導入を検討しています。',
  agreement: 'on',
};

const errorsOf = (input: Record<string, unknown>, locale: (typeof locales)[number] = 'ja') => {
  const result = validateBrochureRequest(input, locale);
  return result.ok ? {} : result.errors;
};

describe('validateBrochureRequest', () => {
  it('accepts a valid request and returns clean values', () => {
    const result = validateBrochureRequest(valid, 'ja');
    expect(result).toEqual({
      ok: true,
      data: {
        ...valid,
        phone: '09012345678',
        agreement: true,
        individual: false,
        // `address` alone is a whole address: its parts are read from it.
        addressParts: { prefecture: '東京都', city: '中央区', line1: '銀座0-0-0', line2: '' },
      },
    });
  });

  it('gives exactly the Japanese messages of docs/product.md#fields-and-validation for an empty form', () => {
    expect(errorsOf({})).toEqual({
      name: '氏名を入力してください',
      email: '有効なメールアドレスを入力してください',
      organization: '所属企業名を入力してください',
      position: '役職を入力してください',
      // Empty, the phone is asked for; the digit rules speak only of something typed (issue 31).
      phone: '電話番号を入力してください',
      address: '住所を入力してください',
      product: '希望製品を選択してください',
      purpose: '利用目的を入力してください',
      agreement: '利用規約に同意してください',
    });
  });

  it.each(locales)('gives one message per field in %s, from that locale', (locale) => {
    const m = leadCopy[locale].form.messages;
    expect(errorsOf({}, locale)).toEqual({
      name: m.nameRequired,
      email: m.emailInvalid,
      organization: m.organizationRequired,
      position: m.positionRequired,
      phone: m.phoneRequired,
      address: m.addressRequired,
      product: m.productRequired,
      purpose: m.purposeRequired,
      agreement: m.agreementRequired,
    });
    expect(errorsOf({ ...valid, phone: '090123' }, locale)).toEqual({ phone: m.phoneTooShort });
    expect(errorsOf({ ...valid, phone: '0901234567890123' }, locale)).toEqual({ phone: m.phoneTooLong });
    expect(errorsOf({ ...valid, phone: '090-1234-567a' }, locale)).toEqual({ phone: m.phoneDigitsOnly });
    expect(errorsOf({ ...valid, name: 'a'.repeat(101) }, locale)).toEqual({
      name: m.tooLong.replace('{max}', '100'),
    });
    expect(errorsOf({ ...valid, name: 'a\u0007' }, locale)).toEqual({ name: m.controlCharacters });
    expect(errorsOf({ ...valid, address: '東京\n銀座' }, locale)).toEqual({ address: m.lineBreak });
  });

  it('has English and Chinese wording for every Japanese message', () => {
    for (const locale of locales) {
      expect(Object.keys(leadCopy[locale].form.messages).sort()).toEqual(Object.keys(leadCopy.ja.form.messages).sort());
    }
    expect(leadCopy.en.form.messages.agreementRequired).toBe('Please agree to the terms of use');
    expect(leadCopy['zh-cn'].form.messages.agreementRequired).toBe('请同意使用条款');
  });

  it('normalises full-width input (NFKC) and trims before the rules run', () => {
    const result = validateBrochureRequest(
      {
        ...valid,
        name: '　ＡＢＣ　',
        email: ' ｈａｎａｋｏ＠ｅｘａｍｐｌｅ．ｊｐ ',
        phone: '０９０ー１２３４ー５６７８',
      },
      'ja',
    );
    expect(result.ok && result.data).toMatchObject({ name: 'ABC', email: 'hanako@example.jp', phone: '09012345678' });
  });

  it.each([
    ['０９０ー１２３４ー５６７８', '09012345678'],
    ['090‐1234‑5678', '09012345678'],
    ['090–1234—5678', '09012345678'],
    ['090―1234−5678', '09012345678'],
    ['090－1234－5678', '09012345678'],
    ['(03) 1234 5678', '0312345678'],
    ['（03）1234　5678', '0312345678'],
    ['[03]-1234-5678', '0312345678'],
  ])('strips hyphen-like characters, spaces and brackets: %s', (input, digits) => {
    expect(normalizePhone(input)).toBe(digits);
    const result = validateBrochureRequest({ ...valid, phone: input }, 'ja');
    expect(result.ok && result.data.phone).toBe(digits);
  });

  it('checks the phone length in digits: 10 to 13, and 20 characters before normalising', () => {
    expect(errorsOf({ ...valid, phone: '012345678' }).phone).toBe('電話番号は10桁以上入力してください');
    expect(errorsOf({ ...valid, phone: '0123456789' }).phone).toBeUndefined();
    expect(errorsOf({ ...valid, phone: '0123456789012' }).phone).toBeUndefined();
    expect(errorsOf({ ...valid, phone: '01234567890123' }).phone).toBe('電話番号は13桁以内で入力してください');
    expect(errorsOf({ ...valid, phone: '090 - 1234 - 5678 - -' }).phone).toBe('電話番号は13桁以内で入力してください');
    expect(errorsOf({ ...valid, phone: '090１２３４abcd' }).phone).toBe('電話番号は数字のみで入力してください');
    // A `+` is no longer refused as a non-digit: +81 is Japan written internationally.
    expect(errorsOf({ ...valid, phone: '+81-90-1234-5678' }).phone).toBeUndefined();
  });

  it.each([
    ['a@b', false],
    ['a@localhost', false],
    ['a@example', false],
    ['a@example.c', false],
    ['a b@example.jp', false],
    ['a@@example.jp', false],
    ['a@example.jp', true],
    ['first.last+tag@sub.example.co.jp', true],
  ])('email %s plausible: %s', (email, ok) => {
    expect(errorsOf({ ...valid, email }).email === undefined).toBe(ok);
  });

  it.each([
    ['name', 100],
    ['email', 254],
    ['organization', 200],
    ['position', 100],
    ['address', 300],
    ['purpose', 2000],
  ] as const)('limits %s to %i characters', (field, max) => {
    const at = field === 'email' ? `${'a'.repeat(max - 11)}@example.jp` : 'あ'.repeat(max);
    const over = field === 'email' ? `${'a'.repeat(max - 10)}@example.jp` : 'あ'.repeat(max + 1);
    expect(errorsOf({ ...valid, [field]: at })[field]).toBeUndefined();
    expect(errorsOf({ ...valid, [field]: over })[field]).toBe(`${max}文字以内で入力してください`);
  });

  it('allows line breaks only in the purpose, and no control characters anywhere', () => {
    const result = validateBrochureRequest({ ...valid, purpose: '一行目\r\n二行目' }, 'ja');
    expect(result.ok && result.data.purpose).toBe('一行目\n二行目');
    for (const field of ['name', 'organization', 'position', 'address'] as const) {
      expect(errorsOf({ ...valid, [field]: 'a\rb' })[field]).toBe('改行は入力できません');
    }
    expect(errorsOf({ ...valid, purpose: 'a\u0000b' }).purpose).toBe('使用できない文字が含まれています');
    expect(errorsOf({ ...valid, position: 'a\u009bb' }).position).toBe('使用できない文字が含まれています');
  });

  it("accepts only the brochure products: the specification's twelve, the rental plan and the skin cooler", () => {
    expect(brochureProductIds).toHaveLength(14);
    expect(brochureProductIds).toEqual(expect.arrayContaining(['pelvia-rental', 'skin-cooling', 'other']));
    for (const product of brochureProductIds) expect(errorsOf({ ...valid, product }).product).toBeUndefined();
    expect(errorsOf({ ...valid, product: '' }).product).toBe('希望製品を選択してください');
    expect(errorsOf({ ...valid, product: 'unknown' }).product).toBe('希望製品を選択してください');
  });

  it.each([
    [true, true],
    ['on', true],
    ['true', true],
    [false, false],
    ['', false],
    [undefined, false],
    ['yes please', false],
  ])('agreement %s accepted: %s', (agreement, ok) => {
    expect(errorsOf({ ...valid, agreement }).agreement === undefined).toBe(ok);
  });

  it('treats non-string values as empty', () => {
    expect(errorsOf({ ...valid, name: 42, email: ['a@example.jp'] })).toEqual({
      name: '氏名を入力してください',
      email: '有効なメールアドレスを入力してください',
    });
  });

  it('reports errors only under the form field names', () => {
    const result = validateBrochureRequest({}, 'en');
    expect(result.ok).toBe(false);
    // The optional fields may be left empty (the prefecture and city among them: `address`
    // alone is a whole address).
    const optional = leadOptionalFieldNames as readonly string[];
    const required = leadFieldNames.filter((name) => !optional.includes(name));
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual([...required].sort());
    const wrong = validateBrochureRequest(
      { nameKana: '山田', postalCode: '104', prefecture: '', city: '', building: 'a\nb' },
      'en',
    );
    const allButBoxes = leadFieldNames.filter((name) => !['individual', 'prefecture', 'city'].includes(name));
    if (!wrong.ok) expect(Object.keys(wrong.errors).sort()).toEqual([...allButBoxes].sort());
  });
});

describe('formatPhone344', () => {
  it('formats 11 digits as 3-4-4 and leaves other numbers alone', () => {
    expect(formatPhone344('09012345678')).toBe('090-1234-5678');
    expect(formatPhone344('0312345678')).toBe('0312345678');
    expect(formatPhone344('0901234567890')).toBe('0901234567890');
  });
});

describe('postal code, reading and phone numbers from anywhere', () => {
  it('keeps the reading and the postal code optional: empty or absent gives undefined', () => {
    for (const extra of [{}, { nameKana: '', postalCode: '' }, { nameKana: ' 　', postalCode: '  ' }]) {
      const result = validateBrochureRequest({ ...valid, ...extra }, 'ja');
      expect(result.ok && [result.data.nameKana, result.data.postalCode]).toEqual([undefined, undefined]);
    }
  });

  it.each([
    ['1040061', '1040061'],
    ['104-0061', '1040061'],
    ['１０４ー００６１', '1040061'],
    ['〒104-0061', '1040061'],
  ])('stores the postal code %s as %s', (postalCode, stored) => {
    const result = validateBrochureRequest({ ...valid, postalCode }, 'ja');
    expect(result.ok && result.data.postalCode).toBe(stored);
  });

  it.each(locales)('refuses a malformed postal code in %s, in that language', (locale) => {
    const m = leadCopy[locale].form.messages;
    for (const postalCode of ['104', '10400611', '104-00-61', 'SW1A 1AA']) {
      expect(errorsOf({ ...valid, postalCode }, locale)).toEqual({ postalCode: m.postalCodeInvalid });
    }
  });

  it.each([
    ['やまだ　はなこ', 'ヤマダ　ハナコ'],
    ['ﾔﾏﾀﾞ ﾊﾅｺ', 'ヤマダ　ハナコ'],
    ['ヤマダ  ハナコ', 'ヤマダ　ハナコ'],
    ['スミス・ジョン', 'スミス・ジョン'],
  ])('stores the reading %s as %s', (nameKana, stored) => {
    const result = validateBrochureRequest({ ...valid, nameKana }, 'ja');
    expect(result.ok && result.data.nameKana).toBe(stored);
  });

  it('names the characters a reading may not hold', () => {
    expect(errorsOf({ ...valid, nameKana: '山田 はなこ' })).toEqual({
      nameKana: 'フリガナはひらがなまたはカタカナで入力してください（使用できない文字：山 田）',
    });
    expect(errorsOf({ ...valid, nameKana: 'Yamada' }, 'en').nameKana).toBe(
      'Please enter the reading in hiragana or katakana (characters not allowed: Y a m d)',
    );
    expect(errorsOf({ ...valid, nameKana: 'abcdefghijklmn' }).nameKana).toContain('a b c d e f g h i j …');
    expect(errorsOf({ ...valid, nameKana: 'やまだ\nはなこ' }).nameKana).toBe('改行は入力できません');
    expect(errorsOf({ ...valid, nameKana: 'やまだ\u0007' }).nameKana).toBe('使用できない文字が含まれています');
    expect(errorsOf({ ...valid, nameKana: 'あ'.repeat(101) }).nameKana).toBe('100文字以内で入力してください');
  });

  it.each([
    ['+86 138 0013 8000', '+8613800138000'],
    ['+1 (650) 253-0000', '+16502530000'],
    ['+81 90-1234-5678', '09012345678'],
    ['＋８１ ３ １２３４ ５６７８', '0312345678'],
  ])('accepts %s on every form and stores %s', (phone, stored) => {
    for (const locale of locales) {
      const result = validateBrochureRequest({ ...valid, phone }, locale);
      expect(result.ok && result.data.phone).toBe(stored);
    }
  });

  it.each(locales)('refuses a + number that is no country code and number in %s, in that language', (locale) => {
    const m = leadCopy[locale].form.messages;
    expect(errorsOf({ ...valid, phone: '+86' }, locale)).toEqual({ phone: m.phoneInternational });
    expect(errorsOf({ ...valid, phone: '+1-800-FLOWERS' }, locale)).toEqual({ phone: m.phoneInternational });
    // +81 follows the Japanese rules and their messages.
    expect(errorsOf({ ...valid, phone: '+81 90-1234' }, locale)).toEqual({ phone: m.phoneTooShort });
  });

  it('takes a + number of up to 30 characters, a Japanese one of up to 20 as before', () => {
    expect(errorsOf({ ...valid, phone: '+86 138 0013 8000' }).phone).toBeUndefined();
    expect(errorsOf({ ...valid, phone: '090 - 1234 - 5678 - -' }).phone).toBe('電話番号は13桁以内で入力してください');
  });
});

describe('the split address and 個人の方 (issue 31)', () => {
  const parts = { ...valid, prefecture: '東京都', city: '中央区', address: '銀座1-2-3', building: 'さくらビル4F' };

  it('joins the parts into the one address, largest first, and keeps them', () => {
    const result = validateBrochureRequest(parts, 'ja');
    expect(result.ok && result.data.address).toBe('東京都中央区銀座1-2-3 さくらビル4F');
    expect(result.ok && result.data.addressParts).toEqual({
      prefecture: '東京都',
      city: '中央区',
      line1: '銀座1-2-3',
      line2: 'さくらビル4F',
    });
  });

  it('does not repeat a prefecture or city the street line already begins with', () => {
    const result = validateBrochureRequest({ ...parts, address: '東京都中央区銀座1-2-3', building: '' }, 'ja');
    expect(result.ok && result.data.address).toBe('東京都中央区銀座1-2-3');
  });

  it('separates Latin parts with a space', () => {
    const result = validateBrochureRequest(
      { ...parts, prefecture: 'Hong Kong', city: 'Kowloon', address: '1 Nathan Road', building: 'Flat 2' },
      'en',
    );
    expect(result.ok && result.data.address).toBe('Hong Kong Kowloon 1 Nathan Road Flat 2');
  });

  it('never asks for the prefecture and city: empty, they are read from the street line when it holds them', () => {
    expect(errorsOf({ ...parts, prefecture: '', city: '' })).toEqual({});
    expect(errorsOf(valid)).toEqual({});
    // Where the address really is empty, the specification's message alone.
    expect(errorsOf({ ...parts, prefecture: '', city: '', address: '' })).toEqual({
      address: '住所を入力してください',
    });
    expect(errorsOf({ ...valid, address: '' })).toEqual({ address: '住所を入力してください' });
  });

  it.each([
    ['東京都中央区銀座1-1-1', undefined, '東京都', '中央区', '銀座1-1-1'],
    ['〒104-0061 東京都中央区銀座1-1-1', '1040061', '東京都', '中央区', '銀座1-1-1'],
    ['〒１０４－００６１　東京都　中央区　銀座１－１－１', '1040061', '東京都', '中央区', '銀座1-1-1'],
    ['104-0061東京都中央区銀座1-1-1', '1040061', '東京都', '中央区', '銀座1-1-1'],
    ['神奈川県横浜市中区山下町1', undefined, '神奈川県', '横浜市中区', '山下町1'],
    ['栃木県芳賀郡市貝町市塙1', undefined, '栃木県', '芳賀郡市貝町', '市塙1'],
    [
      '京都府京都市下京区烏丸通七条下る東塩小路町721-1',
      undefined,
      '京都府',
      '京都市下京区',
      '烏丸通七条下る東塩小路町721-1',
    ],
    ['北海道札幌市中央区北1条西2丁目', undefined, '北海道', '札幌市中央区', '北1条西2丁目'],
  ])('reads %s typed whole into the street line into its parts', (address, postalCode, prefecture, city, line1) => {
    for (const form of [
      { ...valid, address },
      { ...valid, address, prefecture: '', city: '', building: '', postalCode: '' },
    ]) {
      const result = validateBrochureRequest(form, 'ja');
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.data.addressParts).toEqual({ prefecture, city, line1, line2: '' });
      expect(result.data.address).toBe(`${prefecture}${city}${line1}`);
      expect(result.data.postalCode).toBe(postalCode);
    }
  });

  it('keeps a postal code given in its own field over the one in the line', () => {
    const result = validateBrochureRequest(
      { ...valid, postalCode: '1000001', address: '〒104-0061 東京都中央区銀座1-1-1' },
      'ja',
    );
    expect(result.ok && result.data.postalCode).toBe('1000001');
  });

  it('reads the city from the street line under a chosen prefecture', () => {
    const result = validateBrochureRequest({ ...parts, city: '', address: '中央区銀座1-2-3', building: '' }, 'ja');
    expect(result.ok && result.data.addressParts).toEqual({
      prefecture: '東京都',
      city: '中央区',
      line1: '銀座1-2-3',
      line2: '',
    });
    expect(result.ok && result.data.address).toBe('東京都中央区銀座1-2-3');
  });

  it('accepts a line with no prefecture it knows and keeps it whole, in every language', () => {
    for (const [locale, address] of [
      ['ja', '中央区銀座1-1-1'],
      ['en', '1-1-1 Ginza, Chuo-ku, Tokyo'],
      ['zh-cn', '上海市浦东新区世纪大道100号'],
    ] as const) {
      const result = validateBrochureRequest({ ...valid, address, prefecture: '', city: '' }, locale);
      expect(result.ok && result.data.addressParts).toEqual({ prefecture: '', city: '', line1: address, line2: '' });
      expect(result.ok && result.data.address).toBe(address);
    }
  });

  it('keeps a chosen prefecture the line contradicts as typed', () => {
    const result = validateBrochureRequest(
      { ...parts, city: '', address: '大阪府大阪市北区梅田1-1', building: '' },
      'ja',
    );
    expect(result.ok && result.data.addressParts).toEqual({
      prefecture: '東京都',
      city: '',
      line1: '大阪府大阪市北区梅田1-1',
      line2: '',
    });
  });

  it('lets a private person leave organisation and position empty, and only then', () => {
    const person = { ...parts, organization: '', position: '' };
    expect(errorsOf(person)).toEqual({
      organization: '所属企業名を入力してください',
      position: '役職を入力してください',
    });
    const result = validateBrochureRequest({ ...person, individual: 'on' }, 'ja');
    expect(result.ok && result.data).toMatchObject({ individual: true, organization: '', position: '' });
  });
});
