import { describe, expect, it } from 'vitest';
import { leadCopy } from '../../../../src/content/lead/index.ts';
import { japaneseE164, type PhoneProblem, parsePhone, storedPhone } from '../../../../src/domain/lead/phone.ts';
import { validateBrochureRequest } from '../../../../src/domain/lead/schema.ts';

const valid = {
  name: '山田 花子',
  email: 'hanako@example.jp',
  organization: '株式会社サンプル',
  position: '院長',
  phone: '090-1234-5678',
  address: '東京都中央区銀座0-0-0',
  product: 'pelvia-dr',
  purpose: '院内での導入を検討しています。',
  agreement: 'on',
};

describe("parsePhone: Japanese numbers keep today's rules", () => {
  it.each([
    ['09012345678', '09012345678'],
    ['090-1234-5678', '09012345678'],
    ['０９０ー１２３４ー５６７８', '09012345678'],
    ['(03) 1234-5678', '0312345678'],
    ['0120-123-456', '0120123456'],
    ['06-1234-5678', '0612345678'],
  ])('%j → %s', (input, national) => {
    expect(parsePhone(input)).toEqual({ ok: true, kind: 'jp', national, e164: japaneseE164(national) });
  });

  it('gives the E.164 form of a number with a trunk 0, and none without', () => {
    expect(parsePhone('090-1234-5678')).toMatchObject({ e164: '+819012345678' });
    expect(parsePhone('03-1234-5678')).toMatchObject({ e164: '+81312345678' });
    // Today's rules let a number without the trunk 0 through; it has no E.164 form to give.
    expect(parsePhone('1234567890')).toEqual({ ok: true, kind: 'jp', national: '1234567890', e164: null });
  });

  it.each<[string, PhoneProblem]>([
    ['', 'tooShort'],
    ['12', 'tooShort'],
    ['090-1234-56', 'tooShort'],
    ['09012345678901', 'tooLong'],
    ['090 1234 5678 9012 3456', 'tooLong'],
    ['090-1234-567a', 'digitsOnly'],
    ['090.1234.5678', 'digitsOnly'],
    ['0081-90-1234-5678', 'tooLong'],
  ])('%j is %s', (input, problem) => {
    expect(parsePhone(input)).toEqual({ ok: false, problem });
  });

  // The form's messages must not move: for every input without `+`, the problem named here is
  // the message the brochure schema gives today.
  it('agrees with the brochure schema on every input without +, but the empty field the schema asks for', () => {
    const m = leadCopy.ja.form.messages;
    const message: Record<PhoneProblem, string> = {
      tooShort: m.phoneTooShort,
      tooLong: m.phoneTooLong,
      digitsOnly: m.phoneDigitsOnly,
      international: '(none today)',
    };
    const inputs = [
      '',
      ' ',
      '1',
      '123456789',
      '1234567890',
      '0312345678',
      '03-1234-5678',
      '090-1234-5678',
      '０９０ー１２３４ー５６７８',
      '0901234567890',
      '09012345678901',
      '090-1234-5678-9',
      '(090) 1234 5678',
      '［090］1234｛5678｝',
      '090_1234_5678',
      '090/1234/5678',
      'abcdefghij',
      '090-ABCD-5678',
      '12345678901234567890',
      '123456789012345678901',
      '090 - 1234 - 5678 - 00',
      '81-90-1234-5678',
      '0081 90 1234 5678',
      '090-1234-5678 内線12',
      '0120—123—456',
    ];
    for (const input of inputs) {
      const schema = validateBrochureRequest({ ...valid, phone: input }, 'ja');
      const phone = parsePhone(input);
      const expected = schema.ok ? undefined : schema.errors.phone;
      // Empty (or only separators), the form asks for the number instead of its length (issue 31).
      const parsed = phone.ok ? undefined : message[phone.problem];
      const asked = input.trim() === '' ? m.phoneRequired : parsed;
      expect(asked, JSON.stringify(input)).toBe(expected);
      if (schema.ok && phone.ok) expect(storedPhone(phone), JSON.stringify(input)).toBe(schema.data.phone);
    }
  });
});

describe('parsePhone: +81 is Japan written internationally', () => {
  it.each([
    ['+81 90-1234-5678', '09012345678'],
    ['+819012345678', '09012345678'],
    ['＋８１ ９０ １２３４ ５６７８', '09012345678'],
    ['+81 (0)90-1234-5678', '09012345678'],
    ['+81 3-1234-5678', '0312345678'],
    ['+81 120-123-456', '0120123456'],
  ])('%j → %s', (input, national) => {
    expect(parsePhone(input)).toEqual({ ok: true, kind: 'jp', national, e164: `+81${national.slice(1)}` });
  });

  it('then follows the Japanese rules and their messages', () => {
    expect(parsePhone('+81 90-1234')).toEqual({ ok: false, problem: 'tooShort' });
    expect(parsePhone('+81 90-1234-5678-9012')).toEqual({ ok: false, problem: 'tooLong' });
    expect(parsePhone('+81 90-ABCD-5678')).toEqual({ ok: false, problem: 'digitsOnly' });
  });
});

describe('parsePhone: other countries', () => {
  it.each([
    ['+86 138 0013 8000', '+8613800138000'],
    ['+8613800138000', '+8613800138000'],
    ['＋８６ １３８ ００１３ ８０００', '+8613800138000'],
    ['+1 (650) 253-0000', '+16502530000'],
    ['+1 650-253-0000', '+16502530000'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+683 4002', '+6834002'],
  ])('%j → %s', (input, e164) => {
    expect(parsePhone(input)).toEqual({ ok: true, kind: 'intl', e164 });
  });

  it.each([
    ['+'],
    ['+86'],
    ['+123456'],
    ['+1234567890123456'],
    ['+0 123 4567 890'],
    ['+1-800-FLOWERS'],
    ['+86 138 0013 8000 ext. 5'],
    ['++86 138 0013 8000'],
    [`+86 ${'1 '.repeat(14)}`],
  ])('%j is not an international number', (input) => {
    expect(parsePhone(input)).toEqual({ ok: false, problem: 'international' });
  });

  it('stores E.164', () => {
    const parsed = parsePhone('+86 138 0013 8000');
    expect(parsed.ok && storedPhone(parsed)).toBe('+8613800138000');
  });
});
