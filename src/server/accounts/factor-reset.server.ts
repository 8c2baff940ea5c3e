/**
 * Resetting an account's second factors: what an admin does for a colleague who lost their phone
 * (/admin/users) and the break-glass command (`npm run admin -- user:reset-factors`). Removes
 * TOTP, recovery codes and passkeys, ends every session of the account (it enrols again at its
 * next sign-in while the policy requires a factor), mails the account a notice and audits
 * `factor.reset`, all in one transaction.
 */
import type { Db } from '../platform/db.server.ts';
import { queueCredentialNotice } from './account-mail-queue.server.ts';
import { findUserByEmail } from './admin-users.server.ts';
import { recordAudit } from './audit.server.ts';
import { removeSecondFactors } from './second-factor.server.ts';
import { deleteUserSessions } from './sessions.server.ts';

export type FactorResetResult = { ok: true; userId: string; email: string } | { ok: false; problem: 'notFound' };

export async function resetSecondFactors(
  db: Db,
  mailKey: Buffer,
  email: string,
  /** Who reset them: the signed-in admin, or the command line (`{ id: 'cli', email: 'cli' }`). */
  actor: { id: string; email: string },
  context: { ip?: string | null; now?: Date } = {},
): Promise<FactorResetResult> {
  const now = context.now ?? new Date();
  const user = await findUserByEmail(db, email);
  if (!user) return { ok: false, problem: 'notFound' };
  await db.transaction().execute(async (trx) => {
    await removeSecondFactors(trx, user.id, now);
    await deleteUserSessions(trx, user.id);
    await queueCredentialNotice(trx, mailKey, { email: user.email, displayName: user.display_name }, 'factors_reset', {
      ip: context.ip ?? null,
      now,
    });
    await recordAudit(trx, {
      action: 'factor.reset',
      actor,
      target: { type: 'user', id: user.id },
      detail: { email: user.email },
      ip: context.ip ?? null,
      now,
    });
  });
  return { ok: true, userId: user.id, email: user.email };
}
