import { describe, expect, it } from 'vitest';
import { settings } from '../../../../src/content/admin/follow-up.ts';
import { validateBusinessDays, validateClosure, validateRule } from '../../../../src/domain/follow-up/schema.ts';

const m = settings.messages;

describe('business days form', () => {
  it('takes a whole number from 1 to 10, full-width digits too', () => {
    expect(validateBusinessDays({ businessDays: '2' })).toEqual({ ok: true, data: { businessDays: 2 } });
    expect(validateBusinessDays({ businessDays: ' １０ ' })).toEqual({ ok: true, data: { businessDays: 10 } });
    expect(validateBusinessDays({ businessDays: '1' })).toEqual({ ok: true, data: { businessDays: 1 } });
  });

  it('refuses anything else with one message', () => {
    for (const value of ['0', '11', '2.5', '-1', '', 'two', undefined, '1e1']) {
      expect(validateBusinessDays({ businessDays: value })).toEqual({
        ok: false,
        errors: { businessDays: m.businessDays },
      });
    }
  });
});

describe('closure form', () => {
  it('adds one day with an optional label', () => {
    expect(validateClosure({ from: '2026-08-13', to: '', label: '' })).toEqual({
      ok: true,
      data: { days: ['2026-08-13'], label: null },
    });
  });

  it('turns a range into one day each, across the new year', () => {
    const result = validateClosure({ from: '2026-12-29', to: '2027-01-03', label: ' 年末年始 ' });
    expect(result).toEqual({
      ok: true,
      data: {
        days: ['2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03'],
        label: '年末年始',
      },
    });
  });

  it('says which field is wrong', () => {
    expect(validateClosure({ from: '2026-02-30', to: '', label: '' })).toEqual({ ok: false, errors: { from: m.day } });
    expect(validateClosure({ from: '', to: '', label: '' })).toEqual({ ok: false, errors: { from: m.day } });
    expect(validateClosure({ from: '2026-08-13', to: '2026-13-01', label: '' })).toEqual({
      ok: false,
      errors: { to: m.day },
    });
    expect(validateClosure({ from: '2026-08-13', to: '2026-08-12', label: '' })).toEqual({
      ok: false,
      errors: { to: m.rangeOrder },
    });
    expect(validateClosure({ from: '2026-01-01', to: '2026-12-31', label: '' })).toEqual({
      ok: false,
      errors: { to: m.rangeTooLong },
    });
    expect(validateClosure({ from: '2026-08-13', to: '', label: 'x'.repeat(51) })).toEqual({
      ok: false,
      errors: { label: m.label },
    });
    expect(validateClosure({ from: '2026-08-13', to: '', label: '夏季\n休業' })).toEqual({
      ok: false,
      errors: { label: m.label },
    });
  });

  it('allows exactly 31 days', () => {
    const result = validateClosure({ from: '2026-08-01', to: '2026-08-31', label: '' });
    expect(result.ok && result.data.days.length).toBe(31);
  });
});

describe('assignment rule form', () => {
  it('reads blank selects as any and keeps the owners in order without repeats', () => {
    expect(validateRule({ family: '', locale: '', region: '', owners: ['u-2', 'u-1', 'u-2'] })).toEqual({
      ok: true,
      data: { productFamily: null, locale: null, region: null, ownerIds: ['u-2', 'u-1'] },
    });
    expect(
      validateRule({ family: 'pelvic-floor', locale: 'zh-cn', region: 'kyushu-okinawa', owners: ['u-1'] }),
    ).toEqual({
      ok: true,
      data: { productFamily: 'pelvic-floor', locale: 'zh-cn', region: 'kyushu-okinawa', ownerIds: ['u-1'] },
    });
  });

  it('refuses unknown choices and a rule without owners', () => {
    expect(validateRule({ family: 'laser', locale: 'fr', region: '関東', owners: [] })).toEqual({
      ok: false,
      errors: { family: m.family, locale: m.locale, region: m.region, owners: m.owners },
    });
    expect(validateRule({ family: '', locale: '', region: '', owners: ['<script>'] })).toEqual({
      ok: false,
      errors: { owners: m.owners },
    });
  });
});
