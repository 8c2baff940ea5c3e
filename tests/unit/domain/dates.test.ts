import { describe, expect, it } from 'vitest';
import {
  calendarDaySchema,
  dayOrDefault,
  isCalendarDay,
  isInstant,
  isLocalDateTime,
  localDateTimeSchema,
} from '../../../src/domain/dates.ts';

const impossible = ['2026-13-45', '0000-00-00', '2026-02-29', '2026-04-31', '2026-00-10', '2026-01-00'];
const outOfRange = ['1999-12-31', '0001-01-01', '2101-01-01', '9999-12-31'];

describe('isCalendarDay', () => {
  it('takes real days from 2000-01-01 to 2100-12-31', () => {
    for (const day of ['2000-01-01', '2024-02-29', '2026-12-31', '2100-12-31']) expect(isCalendarDay(day)).toBe(true);
  });

  it('refuses impossible days, days outside 2000–2100 and other shapes, without throwing', () => {
    for (const day of [...impossible, ...outOfRange, '2026-1-1', '2026/01/01', ' 2026-01-01', '', '2026-01-01x'])
      expect(isCalendarDay(day), day).toBe(false);
  });
});

describe('isLocalDateTime and isInstant', () => {
  it('check the day as isCalendarDay does, and the time', () => {
    expect(isLocalDateTime('2026-12-01T09:00')).toBe(true);
    expect(isLocalDateTime('2026-12-01T09:00:30')).toBe(true);
    expect(isLocalDateTime('2026-12-01T24:00')).toBe(false);
    expect(isLocalDateTime('2026-12-01T09:60')).toBe(false);
    for (const day of [...impossible, ...outOfRange]) expect(isLocalDateTime(`${day}T09:00`), day).toBe(false);
    expect(isInstant('2026-12-01T00:00:00.000Z')).toBe(true);
    expect(isInstant('0001-01-01T00:00:00.000Z')).toBe(false);
    expect(isInstant('2026-12-01T00:00:00.000')).toBe(false);
  });
});

describe('dayOrDefault', () => {
  it('falls back for anything but a real day in range', () => {
    expect(dayOrDefault('2026-11-01', 'x')).toBe('2026-11-01');
    for (const day of [...impossible, ...outOfRange, null, undefined, 'x']) expect(dayOrDefault(day, 'x')).toBe('x');
  });
});

describe('the zod rules', () => {
  it('carry the form’s message', () => {
    const result = calendarDaySchema('範囲外').safeParse('2026-13-45');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('範囲外');
    expect(localDateTimeSchema().safeParse('2026-12-01T09:00').success).toBe(true);
  });
});
