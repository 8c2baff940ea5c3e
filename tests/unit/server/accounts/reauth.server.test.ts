import { describe, expect, it } from 'vitest';
import { isRecentlyAuthenticated, REAUTH_WINDOW_MS } from '../../../../src/server/accounts/reauth.server.ts';

const now = new Date('2026-03-01T12:00:00.000Z');
const ago = (ms: number) => ({ reauthAt: new Date(now.getTime() - ms).toISOString() });

describe('the re-authentication window', () => {
  it('is ten minutes from the last password and factor', () => {
    expect(REAUTH_WINDOW_MS).toBe(10 * 60_000);
    expect(isRecentlyAuthenticated(ago(0), now)).toBe(true);
    expect(isRecentlyAuthenticated(ago(REAUTH_WINDOW_MS - 1000), now)).toBe(true);
    expect(isRecentlyAuthenticated(ago(REAUTH_WINDOW_MS), now)).toBe(false);
    expect(isRecentlyAuthenticated(ago(24 * 60 * 60_000), now)).toBe(false);
  });

  it('is never open for a session that never gave them, or a date that cannot be', () => {
    expect(isRecentlyAuthenticated({ reauthAt: null }, now)).toBe(false);
    expect(isRecentlyAuthenticated({ reauthAt: 'not a date' }, now)).toBe(false);
    // Far in the future (a tampered or broken clock) does not open it for ever.
    expect(isRecentlyAuthenticated(ago(-60 * 60_000), now)).toBe(false);
  });
});
