import { describe, expect, it } from 'vitest';
import { dueRelative } from '../../../../src/domain/lead/due-relative.ts';

// 18:00 on Tuesday 1 December 2026 in Japan.
const due = new Date('2026-12-01T09:00:00Z');

describe('dueRelative', () => {
  it('counts Japan calendar days, not 24-hour spans', () => {
    // 23:30 on 30 November in Japan is still the day before.
    expect(dueRelative(due, new Date('2026-11-30T14:30:00Z'))).toEqual({ kind: 'days', days: 1 });
    expect(dueRelative(due, new Date('2026-11-29T00:00:00Z'))).toEqual({ kind: 'days', days: 2 });
  });
  it('is today from midnight in Japan until the due instant', () => {
    expect(dueRelative(due, new Date('2026-11-30T15:00:00Z'))).toEqual({ kind: 'today' });
    expect(dueRelative(due, new Date('2026-12-01T09:00:00Z'))).toEqual({ kind: 'today' });
  });
  it('is late once the due instant has passed', () => {
    expect(dueRelative(due, new Date('2026-12-01T09:00:01Z'))).toEqual({ kind: 'late' });
  });
});
