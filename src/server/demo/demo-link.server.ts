/**
 * The link that carries a lead from its materials mail (and the lead page) to the booking page,
 * its details prefilled: `<lead id>.<expiry, base36 ms>.<HMAC-SHA256>` under a key derived from
 * the server's secret, as the brochure form's token is signed. No table: the signature proves the
 * server made it, the expiry bounds it, and it only ever prefills the lead's own booking.
 */
import { timingSafeEqual } from 'node:crypto';
import { sign } from '../platform/secret.server.ts';

/** A materials mail's link books for this long (the brochure links expire sooner or later). */
export const DEMO_LINK_TTL_MS = 90 * 24 * 60 * 60_000;

const TOKEN = /^([A-Za-z0-9_-]{1,64})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/;

export function signDemoLink(key: Buffer, requestId: string, now: Date = new Date()): string {
  const body = `${requestId}.${(now.getTime() + DEMO_LINK_TTL_MS).toString(36)}`;
  return `${body}.${sign(key, body)}`;
}

/** The lead id the token was signed for, or null (malformed, forged or expired). */
export function readDemoLink(key: Buffer, token: unknown, now: Date = new Date()): string | null {
  if (typeof token !== 'string') return null;
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, id = '', expires = '', mac = ''] = match;
  const expected = Buffer.from(sign(key, `${id}.${expires}`));
  if (expected.length !== mac.length || !timingSafeEqual(expected, Buffer.from(mac))) return null;
  return Number.parseInt(expires, 36) > now.getTime() ? id : null;
}
