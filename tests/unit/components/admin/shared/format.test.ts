import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../../../src/components/admin/shared/format.ts';

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
