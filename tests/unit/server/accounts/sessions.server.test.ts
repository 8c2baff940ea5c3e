import { describe, expect, it } from 'vitest';
import {
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  sessionCookieName,
  sessionCookieOptions,
} from '../../../../src/server/accounts/sessions.server.ts';

describe('the session cookie', () => {
  it('is __Host- prefixed and Secure under HTTPS, for Path=/ and without a Domain', () => {
    expect(sessionCookieName(true)).toBe(`__Host-${SESSION_COOKIE}`);
    expect(sessionCookieName(true)).toBe(SECURE_SESSION_COOKIE);
    const expires = new Date('2026-11-30T00:00:00Z');
    expect(sessionCookieOptions(true, expires)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/',
      expires,
    });
  });

  it('keeps its plain name, without Secure, over plain HTTP (development, loopback tests)', () => {
    expect(sessionCookieName(false)).toBe(SESSION_COOKIE);
    expect(sessionCookieOptions(false)).toEqual({ httpOnly: true, sameSite: 'lax', secure: false, path: '/' });
  });
});
