/**
 * Ten recovery codes per account, for the day the phone is lost. Each is shown once, stored as
 * an argon2id hash like a password, and used once. Regenerating replaces all ten. A code is ten
 * characters from an alphabet without look-alikes (50 bits), shown as `xxxxx-xxxxx`; what the
 * user types is folded (case, spaces, the hyphen) before it is compared.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../platform/db.server.ts';
import { hashPassword, verifyPassword } from './password.server.ts';

export const RECOVERY_CODE_COUNT = 10;
/** At this many left or fewer, the account page and the sign-in warn. */
export const RECOVERY_CODES_LOW = 2;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;

const newCode = (): string => Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** As shown: two groups of five. */
export const formatRecoveryCode = (code: string): string => `${code.slice(0, 5)}-${code.slice(5)}`;

/** What was typed, folded; null when it cannot be a recovery code (a TOTP code, say). */
export function foldRecoveryCode(input: string): string | null {
  const folded = input
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s-]+/g, '');
  return folded.length === CODE_LENGTH && [...folded].every((c) => ALPHABET.includes(c)) ? folded : null;
}

/** Ten new codes: formatted to show once, and their hashes to store (hashed outside any transaction). */
export async function prepareRecoveryCodes(): Promise<{ shown: string[]; hashes: string[] }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  const hashes = await Promise.all(codes.map((code) => hashPassword(code)));
  return { shown: codes.map(formatRecoveryCode), hashes };
}

/** Replaces the account's codes with prepared ones; joins the caller's transaction when given one. */
export async function storeRecoveryCodes(db: Db, userId: string, hashes: string[], now: Date): Promise<void> {
  const at = now.toISOString();
  const write = async (trx: Db) => {
    await trx.deleteFrom('admin_recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('admin_recovery_codes')
      .values(
        hashes.map((code_hash) => ({ id: randomUUID(), user_id: userId, code_hash, created_at: at, used_at: null })),
      )
      .execute();
  };
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
}

/** Replaces the account's codes with ten new ones and returns them, formatted, to show once. */
export async function regenerateRecoveryCodes(db: Db, userId: string, now: Date): Promise<string[]> {
  const { shown, hashes } = await prepareRecoveryCodes();
  await storeRecoveryCodes(db, userId, hashes, now);
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

/**
 * Spends the code if it is one of the account's unused ones. The conditional update makes the
 * spend single: two requests with the same code, on two instances, cannot both succeed.
 */
export async function spendRecoveryCode(db: Db, userId: string, input: string, now: Date): Promise<boolean> {
  const code = foldRecoveryCode(input);
  if (!code) return false;
  const rows = await db
    .selectFrom('admin_recovery_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
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
