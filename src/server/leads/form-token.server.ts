/**
 * The brochure form's token (issue 20): the server signs its issue time and a random id when
 * the form is shown (GET /api/brochure-requests/token, fetched by the island on hydration). The
 * token proves the post comes from a form this server handed out; the time trap is measured
 * from its issue time (never from a number the client reports); and it is the request's
 * idempotency key, so one token makes at most one lead.
 *
 * Format: `<issued ms, base36>.<16 random bytes, base64url>.<HMAC-SHA256, base64url>`.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { sign } from '../platform/secret.server.ts';

/** A visitor may leave the page open this long before sending. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60_000;

export type FormTokenCheck =
  | { ok: true; issuedAt: Date; fillMs: number }
  | { ok: false; problem: 'missing' | 'malformed' | 'forged' | 'expired' };

const TOKEN = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export function issueFormToken(key: Buffer, now: Date = new Date()): string {
  const body = `${now.getTime().toString(36)}.${randomBytes(16).toString('base64url')}`;
  return `${body}.${sign(key, body)}`;
}

export function checkFormToken(key: Buffer, token: unknown, now: Date = new Date()): FormTokenCheck {
  if (typeof token !== 'string' || token === '') return { ok: false, problem: 'missing' };
  const match = TOKEN.exec(token);
  if (!match) return { ok: false, problem: 'malformed' };
  const [, issued = '', random = '', mac = ''] = match;
  const expected = Buffer.from(sign(key, `${issued}.${random}`));
  if (!timingSafeEqual(expected, Buffer.from(mac))) return { ok: false, problem: 'forged' };
  const issuedAt = new Date(Number.parseInt(issued, 36));
  const fillMs = now.getTime() - issuedAt.getTime();
  // A token from the future was not issued by this clock (or a clock went back): not trusted.
  if (fillMs > FORM_TOKEN_MAX_AGE_MS || fillMs < -60_000) return { ok: false, problem: 'expired' };
  return { ok: true, issuedAt, fillMs };
}
