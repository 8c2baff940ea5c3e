/**
 * The second factor as the sign-in, the reset and re-authentication see it: whether an account
 * has one (TOTP or a passkey; recovery codes only stand in for them), and checking a typed code,
 * which may be a TOTP code or a recovery code. Passkeys are checked by their own ceremony
 * (passkeys.server.ts).
 */
import type { Db } from '../platform/db.server.ts';
import { countRecoveryCodesLeft, removeRecoveryCodes, spendRecoveryCode } from './recovery-codes.server.ts';
import { removeTotp, verifyTotp } from './totp.server.ts';

export interface SecondFactors {
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
}

export async function secondFactorsOf(db: Db, userId: string): Promise<SecondFactors> {
  const user = await db.selectFrom('admin_users').select('totp_secret').where('id', '=', userId).executeTakeFirst();
  const passkeys = await db
    .selectFrom('admin_passkeys')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    totp: Boolean(user?.totp_secret),
    passkeys: Number(passkeys?.n ?? 0),
    recoveryCodesLeft: await countRecoveryCodesLeft(db, userId),
  };
}

export async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  const factors = await secondFactorsOf(db, userId);
  return factors.totp || factors.passkeys > 0;
}

export type FactorCheck = { ok: true; method: 'totp' | 'recovery' } | { ok: false };

/**
 * A typed code: six digits are tried as TOTP, anything else as a recovery code. Either is spent
 * when it matches (a TOTP step, a recovery code), so the same code never works twice.
 */
export async function verifyFactorCode(
  db: Db,
  totpKey: Buffer,
  userId: string,
  code: string,
  now: Date,
): Promise<FactorCheck> {
  const typed = code.normalize('NFKC').trim().slice(0, 40);
  if (/^\d{3}\s?\d{3}$/.test(typed)) {
    return (await verifyTotp(db, totpKey, userId, typed.replace(/\s/g, ''), now))
      ? { ok: true, method: 'totp' }
      : { ok: false };
  }
  return (await spendRecoveryCode(db, userId, typed, now)) ? { ok: true, method: 'recovery' } : { ok: false };
}

/** Removes every factor of the account (an admin's reset, or user:reset-factors). */
export async function removeSecondFactors(db: Db, userId: string, now: Date): Promise<void> {
  await removeTotp(db, userId, now);
  await removeRecoveryCodes(db, userId);
  await db.deleteFrom('admin_passkeys').where('user_id', '=', userId).execute();
}
