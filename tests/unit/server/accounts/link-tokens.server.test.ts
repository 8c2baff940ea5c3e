import { describe, expect, it } from 'vitest';
import {
  expiryFrom,
  INVITATION_TTL_MS,
  isLive,
  linkTokenHash,
  newLinkToken,
  PASSWORD_RESET_TTL_MS,
} from '../../../../src/server/accounts/link-tokens.server.ts';

describe('link tokens', () => {
  it('gives an invitation 7 days and a reset one hour', () => {
    expect(INVITATION_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(PASSWORD_RESET_TTL_MS).toBe(60 * 60 * 1000);
    const now = new Date('2026-11-26T00:00:00.000Z');
    const reset = expiryFrom(now, PASSWORD_RESET_TTL_MS);
    expect(reset).toBe('2026-11-26T01:00:00.000Z');
    expect(isLive(reset, new Date('2026-11-26T00:59:59.999Z'))).toBe(true);
    expect(isLive(reset, new Date('2026-11-26T01:00:00.000Z'))).toBe(false);
    expect(expiryFrom(now, INVITATION_TTL_MS)).toBe('2026-12-03T00:00:00.000Z');
  });

  it('keeps only a SHA-256 of a 256-bit token, and refuses anything that cannot be one', () => {
    const { token, hash } = newLinkToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(linkTokenHash(token)).toBe(hash);
    expect(newLinkToken().token).not.toBe(token);
    for (const bad of [null, undefined, '', 'short', `${token}x`, `${token.slice(0, 42)}%`, hash]) {
      expect(linkTokenHash(bad)).toBeNull();
    }
  });
});
