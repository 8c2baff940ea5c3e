/**
 * The one-time tokens in invitation and password-reset links. 256 random bits in the link; the
 * database keeps only their SHA-256, so a leaked database or backup opens no account. Lifetimes
 * are the issue's: an invitation 7 days (as Ghost's), a reset one hour.
 */
import { randomBytes } from 'node:crypto';
import { hashToken } from './sessions.server.ts';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;

/** 32 random bytes in base64url: 43 characters. */
const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface LinkToken {
  /** Goes into the link only. */
  token: string;
  /** What the table keeps. */
  hash: string;
}

export function newLinkToken(): LinkToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The hash to look a typed token up by, or null when it cannot be one of ours (no query needed). */
export const linkTokenHash = (token: string | null | undefined): string | null =>
  token && LINK_TOKEN.test(token) ? hashToken(token) : null;

/** Whether a link issued with `expiresAt` (ISO) is still good at `now`. */
export const isLive = (expiresAt: string, now: Date): boolean => expiresAt > now.toISOString();

export const expiryFrom = (now: Date, ttlMs: number): string => new Date(now.getTime() + ttlMs).toISOString();
