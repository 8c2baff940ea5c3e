import { describe, expect, it } from 'vitest';
import { formatPostalCode, isPostalCode, normalizePostalCode } from '../../../../src/domain/lead/postal-code.ts';

describe('normalizePostalCode', () => {
  it.each([
    ['1040061'],
    ['104-0061'],
    ['１０４００６１'],
    ['１０４－００６１'],
    ['１０４ー００６１'],
    ['104ｰ0061'],
    ['104‐0061'],
    ['104−0061'],
    ['104–0061'],
    ['104 0061'],
    ['104　0061'],
    ['〒104-0061'],
    ['〒 １０４－００６１'],
    ['〶104-0061'],
    ['  104-0061  '],
  ])('reads %j as 1040061', (input) => {
    expect(normalizePostalCode(input)).toEqual({ ok: true, postalCode: '1040061' });
  });

  it('keeps a leading 0', () => {
    expect(normalizePostalCode('０６０－００００')).toEqual({ ok: true, postalCode: '0600000' });
  });

  it.each([
    ['104006'],
    ['10400610'],
    ['1040-061'],
    ['104--0061'],
    ['104-0061-'],
    ['104_0061'],
    ['104.0061'],
    ['abc-defg'],
    ['１０４ー００６Ｘ'],
    ['〒'],
    ['〒〒1040061'],
    ['1 0 4 0 0 6 1'],
  ])('calls %j malformed', (input) => {
    expect(normalizePostalCode(input)).toEqual({ ok: false, problem: 'malformed' });
  });

  it.each([[''], ['   '], ['　'], [undefined], [null], [1040061]])('calls %j empty', (input) => {
    expect(normalizePostalCode(input)).toEqual({ ok: false, problem: 'empty' });
  });
});

describe('formatPostalCode', () => {
  it('shows 7 digits with the postal mark and a hyphen', () => {
    expect(formatPostalCode('1040061')).toBe('〒104-0061');
    expect(formatPostalCode('0600000')).toBe('〒060-0000');
  });

  it('returns anything else unchanged', () => {
    expect(formatPostalCode('')).toBe('');
    expect(formatPostalCode('104-0061')).toBe('104-0061');
  });
});

describe('isPostalCode', () => {
  it('is true for 7 ASCII digits only', () => {
    expect(isPostalCode('1040061')).toBe(true);
    expect(isPostalCode('１０４００６１')).toBe(false);
    expect(isPostalCode('104006')).toBe(false);
  });
});
