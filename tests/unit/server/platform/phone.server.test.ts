import { describe, expect, it } from 'vitest';
import { parsePhone } from '../../../../src/domain/lead/phone.ts';
import { formatPhoneForStaff, parsePhoneStrict } from '../../../../src/server/platform/phone.server.ts';

describe('parsePhoneStrict', () => {
  it('validates a + number with libphonenumber-js and keeps its E.164 form', () => {
    expect(parsePhoneStrict('+86 138 0013 8000')).toEqual({ ok: true, kind: 'intl', e164: '+8613800138000' });
    expect(parsePhoneStrict('+1 (650) 253-0000')).toEqual({ ok: true, kind: 'intl', e164: '+16502530000' });
    expect(parsePhoneStrict('+44 20 7946 0958')).toEqual({ ok: true, kind: 'intl', e164: '+442079460958' });
  });

  it('refuses a + number of the right shape that is no real number', () => {
    // A digit short of a Chinese mobile number, and a US number in an area code that does not exist.
    expect(parsePhone('+86 138 0013 800').ok).toBe(true);
    expect(parsePhoneStrict('+86 138 0013 800')).toEqual({ ok: false, problem: 'international' });
    expect(parsePhoneStrict('+1 099 555 0123')).toEqual({ ok: false, problem: 'international' });
  });

  it('answers as the browser does for Japanese numbers, +81 included', () => {
    for (const input of ['090-1234-5678', '+81 90-1234-5678', '1234567890', '12', '090-ABCD-5678', '+81 3']) {
      expect(parsePhoneStrict(input), input).toEqual(parsePhone(input));
    }
  });

  it('keeps the structural problems', () => {
    expect(parsePhoneStrict('+1-800-FLOWERS')).toEqual({ ok: false, problem: 'international' });
  });
});

describe('formatPhoneForStaff', () => {
  it.each([
    ['09012345678', '090-1234-5678'],
    ['0312345678', '03-1234-5678'],
    ['0612345678', '06-1234-5678'],
    ['0120123456', '0120-123-456'],
    ['0466123456', '0466-12-3456'],
    ['05012345678', '050-1234-5678'],
  ])('shows the Japanese %s as %s', (stored, shown) => {
    expect(formatPhoneForStaff(stored)).toBe(shown);
  });

  it.each([
    ['+8613800138000', '+86 138 0013 8000'],
    ['+16502530000', '+1 650 253 0000'],
    ['+442079460958', '+44 20 7946 0958'],
  ])('shows %s internationally as %s', (stored, shown) => {
    expect(formatPhoneForStaff(stored)).toBe(shown);
  });

  it('shows a +81 number nationally, should one be stored', () => {
    expect(formatPhoneForStaff('+819012345678')).toBe('090-1234-5678');
  });

  it('shows what it does not know as before: 11 digits 3-4-4, others as stored', () => {
    expect(formatPhoneForStaff('1234567890')).toBe('1234567890');
    expect(formatPhoneForStaff('12345678901')).toBe('123-4567-8901');
    expect(formatPhoneForStaff('0800123456')).toBe('0800123456');
    expect(formatPhoneForStaff('+99912345678')).toBe('+99912345678');
    expect(formatPhoneForStaff('')).toBe('');
  });
});
