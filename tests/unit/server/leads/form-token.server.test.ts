import { describe, expect, it } from 'vitest';
import {
  checkFormToken,
  FORM_TOKEN_MAX_AGE_MS,
  issueFormToken,
} from '../../../../src/server/leads/form-token.server.ts';
import { prefix48 } from '../../../../src/server/leads/lead-limits.server.ts';

const key = Buffer.alloc(32, 1);
const now = new Date('2026-11-24T01:00:00.000Z');

describe('the brochure form token', () => {
  it('carries its issue time: the time trap is measured from it', () => {
    const token = issueFormToken(key, now);
    expect(checkFormToken(key, token, new Date(now.getTime() + 4_500))).toEqual({
      ok: true,
      issuedAt: now,
      fillMs: 4_500,
    });
  });

  it('refuses a forged, tampered, malformed, missing, expired or future token', () => {
    const token = issueFormToken(key, now);
    const [issued = '', random = '', mac = ''] = token.split('.');
    expect(checkFormToken(Buffer.alloc(32, 2), token, now)).toEqual({ ok: false, problem: 'forged' });
    // An earlier issue time to beat the time trap breaks the signature.
    const earlier = (now.getTime() - 60_000).toString(36);
    expect(checkFormToken(key, `${earlier}.${random}.${mac}`, now)).toEqual({ ok: false, problem: 'forged' });
    expect(checkFormToken(key, `${issued}.${random}`, now)).toEqual({ ok: false, problem: 'malformed' });
    expect(checkFormToken(key, 'form-key-123456', now)).toEqual({ ok: false, problem: 'malformed' });
    expect(checkFormToken(key, undefined, now)).toEqual({ ok: false, problem: 'missing' });
    expect(checkFormToken(key, 42, now)).toEqual({ ok: false, problem: 'missing' });
    expect(checkFormToken(key, token, new Date(now.getTime() + FORM_TOKEN_MAX_AGE_MS + 1))).toEqual({
      ok: false,
      problem: 'expired',
    });
    expect(checkFormToken(key, issueFormToken(key, new Date(now.getTime() + 120_000)), now)).toEqual({
      ok: false,
      problem: 'expired',
    });
  });
});

describe('the /48 around an IPv6 /64 limiter key', () => {
  it('is the first three groups, however the /64 was written', () => {
    expect(prefix48('2001:db8:1:2::/64')).toBe('2001:db8:1::/48');
    expect(prefix48('2001:db8::/64')).toBe('2001:db8:0::/48');
    expect(prefix48('2001:db8:0:ffff::/64')).toBe('2001:db8:0::/48');
    expect(prefix48('203.0.113.9')).toBeNull();
    expect(prefix48('unknown')).toBeNull();
  });
});
