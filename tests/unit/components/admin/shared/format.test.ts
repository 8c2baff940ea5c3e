import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatShortDateTime,
  formatShortDay,
} from '../../../../../src/components/admin/shared/format.ts';

const intl = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

describe('formatDateTime', () => {
  it('writes Japan time exactly as Intl does for Asia/Tokyo, at day, month and year edges', () => {
    expect(formatDateTime('2026-01-31T00:05:00.000Z')).toBe('2026/01/31 09:05');
    expect(formatDateTime('2026-12-31T15:00:00.000Z')).toBe('2027/01/01 00:00');
    expect(formatDateTime('2028-02-28T15:59:59.999Z')).toBe('2028/02/29 00:59');
    // Instants across a century, minutes apart by a prime stride: every result matches Intl.
    for (let t = Date.parse('2000-01-01T00:00:00Z'); t < Date.parse('2100-01-01T00:00:00Z'); t += 7_919 * 60_000 * 13) {
      expect(formatDateTime(new Date(t).toISOString())).toBe(intl.format(t));
    }
  });

  it('shows an unparsable value as it is', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});

describe('formatShortDateTime', () => {
  const now = new Date('2026-11-27T03:00:00.000Z');
  it('writes month/day(weekday) and the time in Japan, the year only when it is not this one', () => {
    expect(formatShortDateTime('2026-12-01T09:00:00.000Z', now)).toBe('12/1(火) 18:00');
    expect(formatShortDateTime('2026-11-26T15:05:00.000Z', now)).toBe('11/27(金) 00:05');
    expect(formatShortDateTime('2025-12-01T00:00:00.000Z', now)).toBe('2025/12/1(月) 09:00');
    expect(formatShortDateTime('not a date', now)).toBe('not a date');
  });
});

describe('formatShortDay', () => {
  const now = new Date('2026-11-27T03:00:00.000Z');
  it('writes a Japan-time day as month/day(weekday), the year only when it is not this one', () => {
    expect(formatShortDay('2026-12-01', now)).toBe('12/1(火)');
    expect(formatShortDay('2027-01-04', now)).toBe('2027/1/4(月)');
    expect(formatShortDay('tomorrow', now)).toBe('tomorrow');
  });
});
