import { describe, expect, it } from 'vitest';
import { leadMessages } from '../../src/content/lead/messages.ts';
import {
  formatPhone344,
  leadFieldNames,
  normalizePhone,
  validateBrochureRequest,
} from '../../src/content/lead/schema.ts';
import { brochureProductIds } from '../../src/content/products.ts';
import { locales } from '../../src/i18n/locales.ts';

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
      data: { ...valid, phone: '09012345678', agreement: true },
    });
  });

  it('gives exactly the Japanese messages of spec section 5 for an empty form', () => {
    expect(errorsOf({})).toEqual({
      name: '氏名を入力してください',
      email: '有効なメールアドレスを入力してください',
      organization: '所属企業名を入力してください',
      position: '役職を入力してください',
      phone: '電話番号は10桁以上入力してください',
      address: '住所を入力してください',
      product: '希望製品を選択してください',
      purpose: '利用目的を入力してください',
      agreement: '利用規約に同意してください',
    });
  });

  it.each(locales)('gives one message per field in %s, from that locale', (locale) => {
    const m = leadMessages[locale];
    expect(errorsOf({}, locale)).toEqual({
      name: m.nameRequired,
      email: m.emailInvalid,
      organization: m.organizationRequired,
      position: m.positionRequired,
      phone: m.phoneTooShort,
      address: m.addressRequired,
      product: m.productRequired,
      purpose: m.purposeRequired,
      agreement: m.agreementRequired,
    });
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
      expect(Object.keys(leadMessages[locale]).sort()).toEqual(Object.keys(leadMessages.ja).sort());
    }
    expect(leadMessages.en.agreementRequired).toBe('Please agree to the terms of use');
    expect(leadMessages['zh-cn'].agreementRequired).toBe('请同意使用条款');
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
    expect(errorsOf({ ...valid, phone: '+81-90-1234-5678' }).phone).toBe('電話番号は数字のみで入力してください');
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

  it('accepts only the twelve brochure products', () => {
    expect(brochureProductIds).toHaveLength(12);
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

  it('reports errors only under the spec field names', () => {
    const result = validateBrochureRequest({}, 'en');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual([...leadFieldNames].sort());
  });
});

describe('formatPhone344', () => {
  it('formats 11 digits as 3-4-4 and leaves other numbers alone', () => {
    expect(formatPhone344('09012345678')).toBe('090-1234-5678');
    expect(formatPhone344('0312345678')).toBe('0312345678');
    expect(formatPhone344('0901234567890')).toBe('0901234567890');
  });
});
