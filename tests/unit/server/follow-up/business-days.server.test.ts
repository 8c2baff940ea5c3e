import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessHoursBetween,
  businessHoursCounter,
  dueAt,
  formatDueJa,
  isBusinessDay,
  isJapaneseHoliday,
  japanDate,
} from '../../../../src/server/follow-up/business-days.server.ts';

const none: ReadonlySet<string> = new Set();
/** 年末年始 as the company closes: 12/29 to 1/3 (1/1 is 元日 anyway). */
const yearEnd: ReadonlySet<string> = new Set([
  '2026-12-29',
  '2026-12-30',
  '2026-12-31',
  '2027-01-01',
  '2027-01-02',
  '2027-01-03',
]);

/** An instant given in Japan time, e.g. jst('2026-11-20T10:00'). */
const jst = (local: string): Date => new Date(`${local}:00+09:00`);
/** The due date in Japan time, as 'YYYY-MM-DDTHH:MM', for readable expectations. */
const due = (receivedAt: Date, businessDays?: number, closures = none): string =>
  new Date(dueAt(receivedAt, { businessDays, closures }).getTime() + 9 * 3_600_000).toISOString().slice(0, 16);

describe('japanDate', () => {
  it('turns to the next day at 00:00 JST, which is 15:00 UTC', () => {
    expect(japanDate(new Date('2026-11-19T14:59:59.999Z'))).toBe('2026-11-19');
    expect(japanDate(new Date('2026-11-19T15:00:00.000Z'))).toBe('2026-11-20');
  });
});

describe('isBusinessDay', () => {
  it('takes Monday to Friday and leaves out weekends', () => {
    expect(
      ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'].map((d) => isBusinessDay(d, none)),
    ).toEqual([true, true, true, true, true]);
    expect(isBusinessDay('2026-11-21', none)).toBe(false);
    expect(isBusinessDay('2026-11-22', none)).toBe(false);
  });

  it('leaves out public holidays, substitute holidays (振替休日) and 国民の休日', () => {
    expect(isBusinessDay('2026-11-23', none)).toBe(false); // 勤労感謝の日, a Monday
    expect(isBusinessDay('2026-05-06', none)).toBe(false); // 振替休日 for 憲法記念日 on a Sunday
    expect(isBusinessDay('2026-09-22', none)).toBe(false); // 国民の休日 between 敬老の日 and 秋分の日
    expect(isBusinessDay('2027-01-01', none)).toBe(false); // 元日, a Friday
    expect(isJapaneseHoliday('2026-05-06')).toBe(true);
    expect(isJapaneseHoliday('2026-05-07')).toBe(false);
  });

  it('leaves out company closure days', () => {
    expect(isBusinessDay('2026-12-28', yearEnd)).toBe(true);
    expect(isBusinessDay('2026-12-29', yearEnd)).toBe(false);
    expect(isBusinessDay('2026-12-29', none)).toBe(true);
  });

  it('refuses what is not a calendar day', () => {
    expect(() => isBusinessDay('2026-02-30', none)).toThrow(RangeError);
    expect(() => isBusinessDay('2026-1-5', none)).toThrow(RangeError);
  });
});

describe('addBusinessDays', () => {
  it('never counts the start day, and gives it back for 0', () => {
    expect(addBusinessDays('2026-11-18', 1, none)).toBe('2026-11-19');
    expect(addBusinessDays('2026-11-21', 1, none)).toBe('2026-11-24');
    expect(addBusinessDays('2026-11-21', 0, none)).toBe('2026-11-21');
  });

  it('crosses months and years', () => {
    expect(addBusinessDays('2026-12-25', 2, yearEnd)).toBe('2027-01-04');
    expect(addBusinessDays('2027-01-08', 1, none)).toBe('2027-01-12'); // 1/11 成人の日
  });

  it('refuses a negative or fractional count', () => {
    expect(() => addBusinessDays('2026-11-20', -1, none)).toThrow(RangeError);
    expect(() => addBusinessDays('2026-11-20', 1.5, none)).toThrow(RangeError);
  });
});

describe('dueAt', () => {
  it('is 18:00 JST on the second business day after the day of arrival', () => {
    expect(due(jst('2026-11-17T10:00'))).toBe('2026-11-19T18:00');
    expect(dueAt(jst('2026-11-17T10:00'), { closures: none }).toISOString()).toBe('2026-11-19T09:00:00.000Z');
  });

  it('skips 勤労感謝の日 falling on a Monday', () => {
    expect(due(jst('2026-11-20T10:00'))).toBe('2026-11-25T18:00'); // Fri → Tue 24, Wed 25
    expect(due(jst('2026-11-23T10:00'))).toBe('2026-11-25T18:00'); // on the holiday itself
    expect(due(jst('2026-11-24T09:00'))).toBe('2026-11-26T18:00');
  });

  it('counts from the next business day whatever the hour of arrival', () => {
    expect(due(jst('2026-11-17T00:00'))).toBe('2026-11-19T18:00');
    expect(due(jst('2026-11-17T17:59'))).toBe('2026-11-19T18:00');
    expect(due(jst('2026-11-17T23:59'))).toBe('2026-11-19T18:00');
  });

  it('puts 23:59 JST and 00:00 JST (14:59 / 15:00 UTC) on different days', () => {
    // Thursday 11/19 23:59 JST: Fri 20, Tue 24 (Mon 23 is a holiday).
    expect(due(new Date('2026-11-19T14:59:59Z'))).toBe('2026-11-24T18:00');
    // Friday 11/20 00:00 JST: Tue 24, Wed 25.
    expect(due(new Date('2026-11-19T15:00:00Z'))).toBe('2026-11-25T18:00');
  });

  it('counts a weekend arrival from Monday', () => {
    expect(due(jst('2026-11-14T12:00'))).toBe('2026-11-17T18:00'); // Saturday
    expect(due(jst('2026-11-15T12:00'))).toBe('2026-11-17T18:00'); // Sunday
    expect(due(jst('2026-11-13T18:30'))).toBe('2026-11-17T18:00'); // Friday evening
  });

  it('skips Golden Week up to the 5/6 substitute holiday', () => {
    // 2026: 4/29 昭和の日 (Wed), 5/2–3 weekend, 5/3 憲法記念日 (Sun), 5/4 みどりの日, 5/5 こどもの日, 5/6 振替休日.
    expect(due(jst('2026-04-28T15:00'))).toBe('2026-05-01T18:00');
    expect(due(jst('2026-04-29T15:00'))).toBe('2026-05-01T18:00');
    expect(due(jst('2026-04-30T15:00'))).toBe('2026-05-07T18:00');
    expect(due(jst('2026-05-01T15:00'))).toBe('2026-05-08T18:00');
    expect(due(jst('2026-05-04T15:00'))).toBe('2026-05-08T18:00');
    expect(due(jst('2026-05-06T23:59'))).toBe('2026-05-08T18:00');
  });

  it('skips 国民の休日 in Silver Week', () => {
    // 2026: 9/21 敬老の日, 9/22 国民の休日, 9/23 秋分の日.
    expect(due(jst('2026-09-18T10:00'))).toBe('2026-09-25T18:00');
  });

  it('skips 年末年始 closure days and 元日', () => {
    expect(due(jst('2026-12-25T10:00'), 2, yearEnd)).toBe('2027-01-04T18:00');
    expect(due(jst('2026-12-28T10:00'), 2, yearEnd)).toBe('2027-01-05T18:00');
    expect(due(jst('2026-12-31T23:59'), 2, yearEnd)).toBe('2027-01-05T18:00');
    expect(due(jst('2027-01-01T09:00'), 2, yearEnd)).toBe('2027-01-05T18:00');
    // Without the closures only 元日 and the weekend are off.
    expect(due(jst('2026-12-28T10:00'), 2, none)).toBe('2026-12-30T18:00');
    expect(due(jst('2026-12-31T10:00'), 2, none)).toBe('2027-01-05T18:00');
  });

  it('takes the number of business days from the settings', () => {
    expect(due(jst('2026-11-20T10:00'), 1)).toBe('2026-11-24T18:00');
    expect(due(jst('2026-11-20T10:00'), 2)).toBe('2026-11-25T18:00');
    expect(due(jst('2026-11-20T10:00'), 3)).toBe('2026-11-26T18:00');
    expect(due(jst('2026-04-30T10:00'), 1)).toBe('2026-05-01T18:00');
    expect(due(jst('2026-04-30T10:00'), 3)).toBe('2026-05-08T18:00');
  });

  it('refuses fewer than one business day', () => {
    expect(() => dueAt(jst('2026-11-20T10:00'), { businessDays: 0, closures: none })).toThrow(RangeError);
  });
});

describe('formatDueJa', () => {
  it('writes the date, the weekday and the time in Japan time', () => {
    expect(formatDueJa(dueAt(jst('2026-11-24T09:00'), { closures: none }))).toBe('2026年11月26日（木）18:00');
    expect(formatDueJa(new Date('2026-11-26T09:00:00Z'))).toBe('2026年11月26日（木）18:00');
  });

  it('does not pad the month and day, and pads the time', () => {
    expect(formatDueJa(new Date('2027-01-04T23:05:00Z'))).toBe('2027年1月5日（火）08:05');
    expect(formatDueJa(dueAt(jst('2026-04-30T10:00'), { closures: none }))).toBe('2026年5月7日（木）18:00');
  });
});

describe('businessHoursBetween', () => {
  const hours = (from: string, to: string, closures = none) => businessHoursBetween(jst(from), jst(to), closures);

  it('counts the time inside 9:00–18:00 on one business day', () => {
    expect(hours('2026-11-24T10:00', '2026-11-24T12:30')).toBe(2.5);
    expect(hours('2026-11-24T07:00', '2026-11-24T10:00')).toBe(1);
    expect(hours('2026-11-24T17:00', '2026-11-24T23:00')).toBe(1);
    expect(hours('2026-11-24T19:00', '2026-11-24T23:00')).toBe(0);
    expect(hours('2026-11-24T09:00', '2026-11-24T18:00')).toBe(9);
  });

  it('skips nights, weekends and holidays: 勤労感謝の日 2026 falls on a Monday', () => {
    // Friday 17:00 to Tuesday 10:00: 1 h on Friday, Monday 11/23 is a holiday, 1 h on Tuesday.
    expect(hours('2026-11-20T17:00', '2026-11-24T10:00')).toBe(2);
    // A request on Saturday answered Tuesday 9:30 had half an hour.
    expect(hours('2026-11-21T11:00', '2026-11-24T09:30')).toBe(0.5);
    // Two full business days.
    expect(hours('2026-11-24T00:00', '2026-11-26T00:00')).toBe(18);
  });

  it('skips closure days and the whole of 年末年始 and Golden Week', () => {
    expect(hours('2026-12-28T17:00', '2027-01-04T10:00', yearEnd)).toBe(2);
    expect(hours('2026-12-28T17:00', '2027-01-04T10:00')).toBe(1 + 9 + 9 + 9 + 1);
    // 2026: 4/29 (Wed) 昭和の日, 5/3–5/6 with 振替休日; 4/30, 5/1 are business days.
    expect(hours('2026-04-28T17:00', '2026-05-07T10:00')).toBe(1 + 9 + 9 + 1);
  });

  it('turns days at midnight JST, whatever UTC says', () => {
    // 08:00 UTC is 17:00 JST: one hour to close; 23:59 UTC is 8:59 JST, before the next opening.
    expect(businessHoursBetween(new Date('2026-11-24T08:00:00Z'), new Date('2026-11-24T23:59:00Z'), none)).toBe(1);
    expect(businessHoursBetween(new Date('2026-11-24T08:00:00Z'), new Date('2026-11-25T00:30:00Z'), none)).toBe(1.5);
  });

  it('gives 0 for an empty or reversed span', () => {
    expect(hours('2026-11-24T10:00', '2026-11-24T10:00')).toBe(0);
    expect(hours('2026-11-24T12:00', '2026-11-24T10:00')).toBe(0);
  });
});

describe('businessHoursCounter', () => {
  it('gives what businessHoursBetween gives, across holidays, closures, nights and reversed pairs', () => {
    const closures = new Set(['2026-11-25', '2027-01-04']);
    const hoursOf = businessHoursCounter(closures);
    // A deterministic spread of instants over ten years from April 2026, pairs up to 15 days apart.
    const base = Date.parse('2026-04-20T00:00:00Z');
    const instants = Array.from({ length: 400 }, (_, i) => new Date(base + ((i * 7_919_993_911) % 300_000_000_000)));
    for (let i = 0; i + 1 < instants.length; i += 1) {
      const from = instants[i] as Date;
      const to = new Date(from.getTime() + ((i * 3_911_111) % 1_400_000_000) - 86_400_000);
      expect(hoursOf(from, to)).toBeCloseTo(businessHoursBetween(from, to, closures), 9);
    }
    expect(hoursOf(new Date('2026-11-20T08:00:00Z'), new Date('2026-11-25T01:00:00Z'))).toBe(
      businessHoursBetween(new Date('2026-11-20T08:00:00Z'), new Date('2026-11-25T01:00:00Z'), closures),
    );
  });
});
