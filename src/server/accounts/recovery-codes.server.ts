/**
 * Ten recovery codes per account, for the day the phone is lost. Each is shown once, stored as
 * an argon2id hash like a password, and used once. Regenerating replaces all ten.
 *
 * A code is twelve characters from an alphabet without look-alikes, shown as `xxxx-xxxx-xxxx`:
 * the first is the code's lookup, stored in clear and different for each of the account's ten,
 * so a sign-in verifies exactly one hash; the eleven after it are the secret (54 bits). What the
 * user types is folded (case, spaces, the hyphen) before it is compared. Codes made before the
 * lookup existed (ten characters, `xxxxx-xxxxx`, 50 bits, no lookup) keep working: they are
 * tried against every hash without one, as they always were.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../platform/db.server.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.server.ts';

export const RECOVERY_CODE_COUNT = 10;
/** At this many left or fewer, the account page and the sign-in warn. */
export const RECOVERY_CODES_LOW = 2;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** The lookup (one character) and the secret (11 × log2 31 ≈ 54.5 bits). */
const CODE_LENGTH = 12;
/** Codes made before migration 0029: no lookup, ten characters of secret. */
const OLD_CODE_LENGTH = 10;

const randomChars = (length: number): string =>
  Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Ten different lookups: the alphabet shuffled (Fisher–Yates), its first ten. */
function newLookups(): string[] {
  const letters = [...ALPHABET];
  for (let i = letters.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [letters[i], letters[j]] = [letters[j] as string, letters[i] as string];
  }
  return letters.slice(0, RECOVERY_CODE_COUNT);
}

/** As shown: groups of four (a code from before 0029, of ten, as it was: two groups of five). */
export const formatRecoveryCode = (code: string): string =>
  code.length === OLD_CODE_LENGTH ? `${code.slice(0, 5)}-${code.slice(5)}` : (code.match(/.{1,4}/g) ?? []).join('-');

/** What was typed, folded; null when it cannot be a recovery code (a TOTP code, say). */
export function foldRecoveryCode(input: string): string | null {
  const folded = input
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s-]+/g, '');
  return (folded.length === CODE_LENGTH || folded.length === OLD_CODE_LENGTH) &&
    [...folded].every((c) => ALPHABET.includes(c))
    ? folded
    : null;
}

/** A code as stored: its lookup in clear, the whole code as an argon2id hash. */
export interface StoredRecoveryCode {
  lookup: string;
  hash: string;
}

/** Ten new codes: formatted to show once, and their hashes to store (hashed outside any transaction). */
export async function prepareRecoveryCodes(): Promise<{ shown: string[]; stored: StoredRecoveryCode[] }> {
  const codes = newLookups().map((lookup) => lookup + randomChars(CODE_LENGTH - 1));
  const stored = await Promise.all(
    codes.map(async (code) => ({ lookup: code.slice(0, 1), hash: await hashPassword(code) })),
  );
  return { shown: codes.map(formatRecoveryCode), stored };
}

/** Replaces the account's codes with prepared ones; joins the caller's transaction when given one. */
export async function storeRecoveryCodes(
  db: Db,
  userId: string,
  codes: StoredRecoveryCode[],
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const write = async (trx: Db) => {
    await trx.deleteFrom('admin_recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('admin_recovery_codes')
      .values(
        codes.map(({ lookup, hash }) => ({
          id: randomUUID(),
          user_id: userId,
          lookup,
          code_hash: hash,
          created_at: at,
          used_at: null,
        })),
      )
      .execute();
  };
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
}

/** Replaces the account's codes with ten new ones and returns them, formatted, to show once. */
export async function regenerateRecoveryCodes(db: Db, userId: string, now: Date): Promise<string[]> {
  const { shown, stored } = await prepareRecoveryCodes();
  await storeRecoveryCodes(db, userId, stored, now);
  return shown;
}

export async function countRecoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('admin_recovery_codes')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The account's unused codes that `code` may be: the one with its lookup, or (old) every one without. */
function candidates(db: Db, userId: string, code: string) {
  const query = db
    .selectFrom('admin_recovery_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null);
  return code.length === CODE_LENGTH
    ? query.where('lookup', '=', code.slice(0, 1)).execute()
    : query.where('lookup', 'is', null).execute();
}

/**
 * Spends the code if it is one of the account's unused ones. A code with a lookup costs one
 * argon2id verification whether it matches or not (an unknown lookup verifies a decoy hash), so
 * the time says nothing about the secret. The conditional update makes the spend single: two
 * requests with the same code, on two instances, cannot both succeed.
 */
export async function spendRecoveryCode(db: Db, userId: string, input: string, now: Date): Promise<boolean> {
  const code = foldRecoveryCode(input);
  if (!code) return false;
  const rows = await candidates(db, userId, code);
  if (rows.length === 0 && code.length === CODE_LENGTH) {
    await verifyPassword(code, await dummyPasswordHash());
    return false;
  }
  for (const row of rows) {
    if (!(await verifyPassword(code, row.code_hash))) continue;
    const spent = await db
      .updateTable('admin_recovery_codes')
      .set({ used_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(spent.numUpdatedRows) === 1;
  }
  return false;
}

export async function removeRecoveryCodes(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('admin_recovery_codes').where('user_id', '=', userId).execute();
}
