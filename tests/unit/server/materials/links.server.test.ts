import { describe, expect, it } from 'vitest';
import { hashToken, newToken, sendJobId } from '../../../../src/server/materials/links.server.ts';
import { linkExpiry } from '../../../../src/server/materials/materials-settings.server.ts';

describe('personal link tokens and lifetimes', () => {
  it('makes 43-character base64url tokens and stores only their SHA-256', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
    expect(newToken()).not.toBe(token);
  });

  it('expires a link after the set number of days, to the millisecond', () => {
    const now = new Date('2026-11-26T01:00:00.000Z');
    expect(linkExpiry(now, { linkDays: 30 }).toISOString()).toBe('2026-12-26T01:00:00.000Z');
    expect(linkExpiry(now, { linkDays: 1 }).toISOString()).toBe('2026-11-27T01:00:00.000Z');
  });

  it('gives one job id per lead and form key', () => {
    expect(sendJobId('a', 'k')).toBe(sendJobId('a', 'k'));
    expect(sendJobId('a', 'k')).not.toBe(sendJobId('b', 'k'));
    expect(sendJobId('a', 'k')).not.toBe(sendJobId('a', 'l'));
  });
});
