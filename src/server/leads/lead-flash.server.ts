/**
 * The outcome of a brochure request posted without JavaScript, kept for the page the visitor is
 * redirected to (POST/redirect/GET, src/actions/brochure-request.ts). It lives in the database, not in
 * process memory, so the redirect may land on any instance behind a load balancer.
 *
 * Why the database and not a signed, encrypted cookie: no key to generate, share and rotate
 * across instances; no 4 KB cookie limit (the typed values may be longer); and the ten-minute
 * life is enforced here, where the row is deleted, rather than trusted to a copy in a browser.
 *
 * The URL carries only a random token; the row is found by the token's SHA-256. An error flash
 * holds the values the visitor typed, which is personal data: it is readable for FLASH_TTL_MS
 * and deleted after that by the next write (or `pruneLeadFlashes` from a retention run).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { LeadErrors, LeadField } from '../../domain/lead/schema.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Db } from '../platform/db.server.ts';

export const FLASH_TTL_MS = 10 * 60_000;
/**
 * At most this many flashes live at once, site-wide (issue 20: flashes filled the disk). Each
 * holds at most a valid request's worth of text (the handler cuts every value to its field's
 * limit), so the table stays within a few megabytes; past it, the visitor sees the form again
 * without the values.
 */
export const FLASH_MAX_ROWS = 2_000;

export type LeadFlash =
  | {
      status: 'success';
      locale: Locale;
      pagePath: string;
      /** The address the visitor gave, for the thank-you panel to name (issue 31). */
      email?: string;
    }
  | {
      status: 'error';
      locale: Locale;
      /** Where the visitor came from, for the way back. */
      pagePath: string;
      /** Field messages, or a message for the whole form (rate limit, failure). */
      errors: LeadErrors;
      message: string | null;
      values: Partial<Record<Exclude<LeadField, 'agreement'>, string>>;
    };

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

// 16 random bytes in base64url are 22 characters; anything much longer is not ours.
const TOKEN_MAX_LENGTH = 64;

/** Deletes expired flashes (an index range); returns how many. Cheap enough for every write. */
export async function pruneLeadFlashes(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db.deleteFrom('lead_flashes').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Stores a flash for FLASH_TTL_MS and returns the token for the result URL; null when full. */
export async function putLeadFlash(db: Db, flash: LeadFlash, now: Date = new Date()): Promise<string | null> {
  await pruneLeadFlashes(db, now);
  const live = await db
    .selectFrom('lead_flashes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(live.count) >= FLASH_MAX_ROWS) return null;
  const token = randomBytes(16).toString('base64url');
  await db
    .insertInto('lead_flashes')
    .values({
      id: hashToken(token),
      flash: JSON.stringify(flash),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + FLASH_TTL_MS).toISOString(),
    })
    .execute();
  return token;
}

/** The outcome of a no-JS form post, for the page it redirected to (undefined when unknown). */
export async function readLeadFlash(
  db: Db,
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<LeadFlash | undefined> {
  if (!token || token.length > TOKEN_MAX_LENGTH) return undefined;
  const row = await db
    .selectFrom('lead_flashes')
    .select('flash')
    .where('id', '=', hashToken(token))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ? (JSON.parse(row.flash) as LeadFlash) : undefined;
}
