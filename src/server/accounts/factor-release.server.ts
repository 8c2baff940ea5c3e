/**
 * The owner's way back in while the account's codes are held (issue 41). Anyone who knows the
 * password can hold every code of an account for up to 24 hours (factor-guess-limit.server.ts);
 * each hold therefore mails the owner a one-time link (30 minutes, single use). Opened in a
 * browser, it marks that browser with a cookie bound to the account, and codes from that browser
 * are checked again, under a small count of their own, while every other client stays held. The
 * mail goes to the account's own address, so only its owner (not the password holder) can use it.
 *
 * Tokens are link tokens (link-tokens.server.ts): 256 random bits, kept only as SHA-256.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../platform/db.server.ts';
import { expiryFrom, linkTokenHash, newLinkToken } from './link-tokens.server.ts';

export const RELEASE_LINK_TTL_MS = 30 * 60_000;
/** How long a released browser may try its codes: the longest hold. */
export const RELEASE_BROWSER_TTL_MS = 24 * 60 * 60_000;
/** Codes a released browser may try while the account is held: the owner's typos, not a guessing run. */
export const RELEASE_CODE_LIMIT = 5;

/** The cookie that marks a released browser (`__Host-` under HTTPS, like the session's). */
export const RELEASE_COOKIE = 'pelvia_factor_release';
export const SECURE_RELEASE_COOKIE = `__Host-${RELEASE_COOKIE}`;
export const releaseCookieName = (https: boolean): string => (https ? SECURE_RELEASE_COOKIE : RELEASE_COOKIE);

/** A new link for the account: its token (for the mail only) and when it expires. */
export async function issueFactorRelease(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ token: string; expiresAt: string }> {
  const at = now.toISOString();
  // The account's links and browsers that can no longer be used go.
  await db
    .deleteFrom('factor_releases')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.and([
        eb.or([eb('link_used_at', 'is not', null), eb('link_expires_at', '<=', at)]),
        eb.or([eb('browser_expires_at', 'is', null), eb('browser_expires_at', '<=', at)]),
      ]),
    )
    .execute();
  const { token, hash } = newLinkToken();
  const expiresAt = expiryFrom(now, RELEASE_LINK_TTL_MS);
  await db
    .insertInto('factor_releases')
    .values({ id: randomUUID(), user_id: userId, link_hash: hash, link_expires_at: expiresAt, created_at: at })
    .execute();
  return { token, expiresAt };
}

/** Whether a link can still be used (the page shows its button, or one message for any bad link). */
export async function releaseLinkIsLive(db: Db, token: string | null | undefined, now: Date): Promise<boolean> {
  const hash = linkTokenHash(token);
  if (!hash) return false;
  const row = await db
    .selectFrom('factor_releases')
    .select('id')
    .where('link_hash', '=', hash)
    .where('link_used_at', 'is', null)
    .where('link_expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Spends a link (once, before it expires) and marks a browser: the cookie's value and expiry,
 * or null for any link that cannot be used.
 */
export async function spendReleaseLink(
  db: Db,
  token: string | null | undefined,
  now: Date,
): Promise<{ userId: string; browserToken: string; expiresAt: Date } | null> {
  const hash = linkTokenHash(token);
  if (!hash) return null;
  const browser = newLinkToken();
  const expiresAt = expiryFrom(now, RELEASE_BROWSER_TTL_MS);
  const updated = await db
    .updateTable('factor_releases')
    .set({ link_used_at: now.toISOString(), browser_hash: browser.hash, browser_expires_at: expiresAt })
    .where('link_hash', '=', hash)
    .where('link_used_at', 'is', null)
    .where('link_expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return null;
  const row = await db
    .selectFrom('factor_releases')
    .select('user_id')
    .where('browser_hash', '=', browser.hash)
    .executeTakeFirstOrThrow();
  return { userId: row.user_id, browserToken: browser.token, expiresAt: new Date(expiresAt) };
}

/**
 * Counts one code from a released browser of this account, or refuses it (no such browser, for
 * another account, expired, or its own count spent). Counted before the code is checked.
 */
export async function reserveReleasedAttempt(
  db: Db,
  userId: string,
  browserToken: string | null | undefined,
  now: Date,
): Promise<boolean> {
  const hash = linkTokenHash(browserToken);
  if (!hash) return false;
  const updated = await db
    .updateTable('factor_releases')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('browser_hash', '=', hash)
    .where('user_id', '=', userId)
    .where('browser_expires_at', '>', now.toISOString())
    .where('attempts', '<', RELEASE_CODE_LIMIT)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** A right code from the released browser: the mark has done its work. */
export async function endRelease(db: Db, browserToken: string | null | undefined): Promise<void> {
  const hash = linkTokenHash(browserToken);
  if (hash) await db.deleteFrom('factor_releases').where('browser_hash', '=', hash).execute();
}
