import { describe, expect, it } from 'vitest';
import { leadCopy } from '../../../../src/content/lead/index.ts';
import { formatMailTime, formatStoredMailTime } from '../../../../src/server/delivery/mail-text.server.ts';

describe('formatMailTime', () => {
  // 21:37 in Japan, 12:37 UTC.
  const instant = new Date('2026-11-26T12:37:27.141Z');

  it('prints Japan time in each reader’s words', () => {
    expect(formatMailTime(instant, leadCopy.ja.mailTime)).toBe('2026年11月26日（木）21:37');
    expect(formatMailTime(instant, leadCopy.en.mailTime)).toBe('26 Nov 2026, 21:37 JST');
    expect(formatMailTime(instant, leadCopy['zh-cn'].mailTime)).toBe('2026年11月26日 21:37（日本时间）');
  });

  it('takes the date and weekday of Japan, not of UTC, across midnight', () => {
    // Still Thursday 26 in UTC, already Friday 27 in Japan.
    const late = new Date('2026-11-26T15:05:00.000Z');
    expect(formatMailTime(late, leadCopy.ja.mailTime)).toBe('2026年11月27日（金）00:05');
    expect(formatMailTime(late, leadCopy.en.mailTime)).toBe('27 Nov 2026, 00:05 JST');
    // New Year in Japan while UTC is still in the old year.
    expect(formatMailTime(new Date('2026-12-31T15:00:00.000Z'), leadCopy.ja.mailTime)).toBe('2027年1月1日（金）00:00');
  });

  it('shows a stored value it cannot read as it is', () => {
    expect(formatStoredMailTime('2026-11-26T12:37:27.141Z', leadCopy.ja.mailTime)).toBe('2026年11月26日（木）21:37');
    expect(formatStoredMailTime('not a date', leadCopy.ja.mailTime)).toBe('not a date');
  });
});
