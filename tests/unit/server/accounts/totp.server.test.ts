import { describe, expect, it } from 'vitest';
import {
  groupedKey,
  matchingStep,
  newTotpKey,
  openTotpKey,
  sealTotpKey,
  TOTP_PERIOD_SECONDS,
  totpCode,
  totpUri,
} from '../../../../src/server/accounts/totp.server.ts';

const KEY = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const at = new Date('2026-03-01T00:00:15.000Z');
const step = Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
const shifted = (steps: number) => new Date(at.getTime() + steps * TOTP_PERIOD_SECONDS * 1000);

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC 6238 SHA-1 test vector', () => {
    // RFC 6238 appendix B: key "12345678901234567890", T = 59 s → 94287082 (8 digits; 6: 287082).
    const rfcKey = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCode(rfcKey, new Date(59_000))).toBe('287082');
  });

  it('accepts a code for its own step and one step either side, nothing further', () => {
    expect(matchingStep(KEY, totpCode(KEY, at), at)).toBe(step);
    expect(matchingStep(KEY, totpCode(KEY, shifted(-1)), at)).toBe(step - 1);
    expect(matchingStep(KEY, totpCode(KEY, shifted(1)), at)).toBe(step + 1);
    expect(matchingStep(KEY, totpCode(KEY, shifted(-2)), at)).toBeNull();
    expect(matchingStep(KEY, totpCode(KEY, shifted(2)), at)).toBeNull();
  });

  it('refuses what is not six digits, and another key’s code', () => {
    const code = totpCode(KEY, at);
    expect(matchingStep(KEY, `${code.slice(0, 3)} ${code.slice(3)}`, at)).toBe(step);
    for (const typed of ['', '12345', '1234567', 'abcdef', `${code}0`]) expect(matchingStep(KEY, typed, at)).toBeNull();
    expect(matchingStep(newTotpKey(), code, at)).toBeNull();
  });

  it('draws 160-bit keys, shown in groups of four, in an otpauth URI', () => {
    const key = newTotpKey();
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    expect(groupedKey(key).split(' ')).toHaveLength(8);
    expect(groupedKey('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    const uri = new URL(totpUri(key, 'sato@example.jp'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(key);
    expect(uri.searchParams.get('period')).toBe('30');
  });

  it('seals the key at rest: only the same server key opens it', () => {
    const serverKey = Buffer.alloc(32, 7);
    const sealed = sealTotpKey(serverKey, KEY);
    expect(sealed).not.toContain(KEY);
    expect(openTotpKey(serverKey, sealed)).toBe(KEY);
    expect(openTotpKey(Buffer.alloc(32, 8), sealed)).toBeNull();
  });
});
