import { describe, expect, it } from 'vitest';
import { leadCopy } from '../../../../src/content/lead/index.ts';
import { formatScreening, parseScreening, reviewReason } from '../../../../src/domain/lead/screening.ts';

describe('screening signals', () => {
  it('are stored in one order and read back, unknown words dropped', () => {
    expect(formatScreening(['unproven', 'honeypot'])).toBe('honeypot,unproven');
    expect(formatScreening([])).toBeNull();
    expect(parseScreening('fast,nonsense,honeypot')).toEqual(['honeypot', 'fast']);
    expect(parseScreening(null)).toEqual([]);
  });

  it('give staff the reason a request waits, or the ceiling when none tripped', () => {
    const words = leadCopy.ja.staffMail.review;
    expect(reviewReason('fast', words)).toBe(words.reasons.fast);
    expect(reviewReason('fast', words)).toContain('自動入力');
    expect(reviewReason(null, words)).toBe(words.ceiling);
  });
});
