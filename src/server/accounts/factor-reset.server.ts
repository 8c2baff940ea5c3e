/**
 * Resetting an account's second factors: what an admin does for a colleague who lost their phone
 * (/admin/users, `user-admin.resetAccountFactors`, which guards against resetting oneself) and the
 * break-glass command (`npm run admin -- user:reset-factors`, by e-mail, `resetSecondFactors`).
 * Both run `resetFactorsOf`: it removes TOTP, recovery codes and passkeys, ends every session of
 * the account (it enrols again at its next sign-in while the policy requires a factor), mails the
 * account a notice and audits `factor.reset`, in the caller's transaction.
 */
import type { Db } from '../platform/db.server.ts';
import { queueCredentialNotice } from './account-mail-queue.server.ts';
import { findUserByEmail } from './admin-users.server.ts';
import { recordAudit } from './audit.server.ts';
import { removeSecondFactors } from './second-factor.server.ts';
import { deleteUserSessions } from './sessions.server.ts';

export type FactorResetResult = { ok: true; userId: string; email: string } | { ok: false; problem: 'notFound' };

/** Who reset them: the signed-in admin, or the command line (`{ id: 'cli', email: 'cli' }`). */
export interface ResetActor {
  id: string;
  email: string;
}

/** The reset itself, inside the transaction the caller opened (and checked its guards in). */
export async function resetFactorsOf(
  trx: Db,
  mailKey: Buffer,
  user: { id: string; email: string; display_name: string },
  actor: ResetActor,
  context: { ip: string | null; now: Date },
): Promise<void> {
  const { ip, now } = context;
  await removeSecondFactors(trx, user.id, now);
  await deleteUserSessions(trx, user.id);
  await queueCredentialNotice(trx, mailKey, { email: user.email, displayName: user.display_name }, 'factors_reset', {
    ip,
    now,
  });
  await recordAudit(trx, {
    action: 'factor.reset',
    actor,
    target: { type: 'user', id: user.id },
    detail: { email: user.email },
    ip,
    now,
  });
}

/** The break-glass reset, by e-mail: no guard, the shell is trusted. */
export async function resetSecondFactors(
  db: Db,
  mailKey: Buffer,
  email: string,
  actor: ResetActor,
  context: { ip?: string | null; now?: Date } = {},
): Promise<FactorResetResult> {
  const now = context.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const user = await findUserByEmail(trx, email);
    if (!user) return { ok: false, problem: 'notFound' } as const;
    await resetFactorsOf(trx, mailKey, user, actor, { ip: context.ip ?? null, now });
    return { ok: true, userId: user.id, email: user.email } as const;
  });
}
