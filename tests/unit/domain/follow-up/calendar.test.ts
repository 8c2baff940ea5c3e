import { describe, expect, it } from 'vitest';
import { daysFromTo, formatDayJa, isCalendarDay } from '../../../../src/domain/follow-up/calendar.ts';

describe('calendar days', () => {
  it('accepts real YYYY-MM-DD days only', () => {
    expect(isCalendarDay('2026-12-29')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-2-1')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });

  it('lists a range across the new year, both ends included', () => {
    expect(daysFromTo('2026-12-29', '2027-01-03')).toEqual([
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(daysFromTo('2026-08-13', '2026-08-13')).toEqual(['2026-08-13']);
    expect(daysFromTo('2026-08-14', '2026-08-13')).toEqual([]);
  });

  it('writes a day as staff read it', () => {
    expect(formatDayJa('2026-12-29')).toBe('2026年12月29日（火）');
    expect(formatDayJa('2027-01-03')).toBe('2027年1月3日（日）');
    expect(formatDayJa('not a day')).toBe('not a day');
  });
});
