/**
 * Time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30 s, as every authenticator app
 * expects) through `otpauth`. The key is sealed with the server secret before it is stored
 * (platform/secret-box.server.ts). A code is accepted for its own step and one step either side
 * (clock drift), and a step is accepted once: the last step used is stored with a conditional
 * update, so the same code, or an older one, is refused even by another instance at the same
 * moment.
 */
import { Secret, TOTP } from 'otpauth';
import { site } from '../../content/site.ts';
import type { Db } from '../platform/db.server.ts';
import { open, seal } from '../platform/secret-box.server.ts';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one. */
export const TOTP_WINDOW = 1;
const SEAL_PURPOSE = 'totp-secret';
const KEY_BYTES = 20;

const totpFor = (secret: Secret, label = '') =>
  new TOTP({
    issuer: `${site.brand} Admin`,
    label,
    secret,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });

/** A new key, as base32 (what the enrolment page shows and seals). */
export const newTotpKey = (): string => new Secret({ size: KEY_BYTES }).base32;

/** The key as people type it: groups of four characters. */
export const groupedKey = (base32: string): string => base32.match(/.{1,4}/g)?.join(' ') ?? base32;

/** The otpauth:// URI the QR code carries. */
export const totpUri = (base32: string, email: string): string => totpFor(Secret.fromBase32(base32), email).toString();

export const sealTotpKey = (key: Buffer, base32: string): string => seal(key, SEAL_PURPOSE, base32);
export const openTotpKey = (key: Buffer, sealed: string): string | null => open(key, SEAL_PURPOSE, sealed);

/** The time step a code belongs to, or null when it is not a code for any step in the window. */
export function matchingStep(base32: string, code: string, now: Date): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(Secret.fromBase32(base32)).validate({
    token,
    timestamp: now.getTime(),
    window: TOTP_WINDOW,
  });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The code for `now` (tests, and nothing else, need to compute one). */
export const totpCode = (base32: string, now: Date): string =>
  totpFor(Secret.fromBase32(base32)).generate({ timestamp: now.getTime() });

/**
 * Checks a code against the user's enrolled key and spends its step. False for a wrong code,
 * a step already used (replay) or an older one, and for an account without TOTP.
 */
export async function verifyTotp(db: Db, key: Buffer, userId: string, code: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('admin_users')
    .select(['totp_secret', 'totp_last_step'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row?.totp_secret) return false;
  const base32 = openTotpKey(key, row.totp_secret);
  if (!base32) return false;
  const step = matchingStep(base32, code, now);
  if (step === null) return false;
  const spent = await db
    .updateTable('admin_users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/**
 * Stores a key the user has just proved they hold (`code` for `base32`). The step of that code is
 * spent at once, so it cannot sign in afterwards.
 */
export async function enrolTotp(
  db: Db,
  key: Buffer,
  userId: string,
  base32: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const step = matchingStep(base32, code, now);
  if (step === null) return false;
  await db
    .updateTable('admin_users')
    .set({
      totp_secret: sealTotpKey(key, base32),
      totp_last_step: step,
      totp_enrolled_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .where('id', '=', userId)
    .execute();
  return true;
}

export async function removeTotp(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('admin_users')
    .set({ totp_secret: null, totp_last_step: null, totp_enrolled_at: null, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}
