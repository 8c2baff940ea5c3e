import { describe, expect, it } from 'vitest';
import { calendarQuery, shiftWeek, weekStart } from '../../../../src/domain/demo/calendar.ts';
import { formatTime, parseTime, validateStaffWeek } from '../../../../src/domain/demo/settings-schema.ts';

describe('the demo calendar’s weeks', () => {
  it('starts a week on Monday in Japan time', () => {
    expect(weekStart('2026-12-02')).toBe('2026-11-30');
    expect(weekStart('2026-12-06')).toBe('2026-11-30');
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
    // Sunday 15:30 UTC is Monday 00:30 in Japan.
    expect(weekStart(null, Date.parse('2026-11-29T15:30:00Z'))).toBe('2026-11-30');
    expect(weekStart('not a day', Date.parse('2026-11-29T03:00:00Z'))).toBe('2026-11-23');
  });

  it('moves by weeks and keeps the filter in its links', () => {
    expect(shiftWeek('2026-11-30', 1)).toBe('2026-12-07');
    expect(shiftWeek('2026-11-30', -1)).toBe('2026-11-23');
    expect(calendarQuery('2026-11-30', 'u1', { done: 'moved' })).toBe('?week=2026-11-30&staff=u1&done=moved');
  });
});

describe('the settings’ times', () => {
  it('reads 9:00, ０９：３０ and 24:00; refuses 25:00 and 9:60', () => {
    expect(parseTime('9:00')).toBe(540);
    expect(parseTime('０９：３０')).toBe(570);
    expect(parseTime('24:00')).toBe(1440);
    expect(parseTime('')).toBeNull();
    expect(parseTime('25:00')).toBeNaN();
    expect(parseTime('9:60')).toBeNaN();
    expect(formatTime(540)).toBe('9:00');
  });

  it('a day with both times empty is off; one time alone is refused', () => {
    const week = Object.fromEntries(
      [0, 1, 2, 3, 4, 5, 6].flatMap((d) => [
        [`start_${d}`, ''],
        [`end_${d}`, ''],
      ]),
    );
    const off = validateStaffWeek({ ...week, weight: '1', cap: '0' });
    expect(off).toEqual({
      ok: true,
      data: { hours: [[], [], [], [], [], [], []], weight: 1, dailyCap: 0, takesDemos: false },
    });
    const half = validateStaffWeek({ ...week, start_1: '9:00', weight: '1', cap: '0' });
    expect(half).toEqual({ ok: false, errors: { end_1: '開始と終了の両方を入力するか、両方を空欄にしてください。' } });
  });
});
