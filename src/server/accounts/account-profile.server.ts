/**
 * What a signed-in user changes about their own account on /admin/account: the name, the
 * password (the current one asked for; every other session ends), the e-mail (unique; the
 * notice goes to the old address, so a hijacker cannot quietly move the account) and a fresh
 * set of recovery codes. Re-authentication is the caller's check (the action, before calling).
 * Each credential change is audited and its notice queued in the same transaction.
 */
import { z } from 'zod';
import type { PasswordProblem } from '../../domain/admin.ts';
import { confirmedPassword } from '../../domain/new-password.ts';
import type { Db } from '../platform/db.server.ts';
import { queueCredentialNotice } from './account-mail-queue.server.ts';
import { endOtherSessions } from './account-sessions.server.ts';
import { findUserByEmail, normaliseEmail } from './admin-users.server.ts';
import { recordAudit } from './audit.server.ts';
import { hashPassword, PASSWORD_MAX_LENGTH, passwordProblem, verifyPassword } from './password.server.ts';
import { regenerateRecoveryCodes } from './recovery-codes.server.ts';

export const DISPLAY_NAME_MAX = 100;
/** Control characters have no place in a name (and PostgreSQL refuses NUL in text). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

export interface AccountActor {
  id: string;
  email: string;
  displayName: string;
  /** The session the change is made from: it stays, the others end. */
  sessionId: string;
}

export interface ChangeContext {
  ip?: string | null;
  now?: Date;
}

const target = (userId: string) => ({ type: 'admin_user', id: userId });

export async function changeDisplayName(
  db: Db,
  actor: AccountActor,
  name: string,
  context: ChangeContext = {},
): Promise<{ ok: true } | { ok: false; problem: 'name' }> {
  const displayName = name.normalize('NFKC').trim();
  if (displayName === '' || displayName.length > DISPLAY_NAME_MAX || CONTROL.test(displayName)) {
    return { ok: false, problem: 'name' };
  }
  const now = context.now ?? new Date();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('admin_users')
      .set({ display_name: displayName, updated_at: now.toISOString() })
      .where('id', '=', actor.id)
      .execute();
    await recordAudit(trx, {
      action: 'user.profile',
      actor: { id: actor.id, email: actor.email },
      target: target(actor.id),
      detail: { from: actor.displayName, to: displayName },
      ip: context.ip ?? null,
      now,
    });
  });
  return { ok: true };
}

export type PasswordChangeProblem = PasswordProblem | 'current' | 'mismatch' | 'same';

/**
 * A new password for one's own account: the current one must match, the new one pass the rules
 * and be typed twice alike. Every other session ends; the notice is queued.
 */
export async function changeOwnPassword(
  db: Db,
  mailKey: Buffer,
  actor: AccountActor,
  input: { current: string; next: string; confirm: string },
  context: ChangeContext = {},
): Promise<{ ok: true; sessionsEnded: number } | { ok: false; problem: PasswordChangeProblem }> {
  const now = context.now ?? new Date();
  const row = await db.selectFrom('admin_users').select('password_hash').where('id', '=', actor.id).executeTakeFirst();
  if (!row) return { ok: false, problem: 'current' };
  if (!(await verifyPassword(input.current.slice(0, PASSWORD_MAX_LENGTH + 1), row.password_hash))) {
    return { ok: false, problem: 'current' };
  }
  const problem = passwordProblem(input.next);
  if (problem) return { ok: false, problem };
  if (confirmedPassword({ password: input.next, confirm: input.confirm }) === null)
    return { ok: false, problem: 'mismatch' };
  if (input.next === input.current) return { ok: false, problem: 'same' };
  // Hashed before the transaction: argon2id would hold up every other writer.
  const password_hash = await hashPassword(input.next);
  let sessionsEnded = 0;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('admin_users')
      .set({ password_hash, updated_at: now.toISOString() })
      .where('id', '=', actor.id)
      .execute();
    sessionsEnded = await endOtherSessions(trx, actor.id, actor.sessionId);
    await recordAudit(trx, {
      action: 'password.change',
      actor: { id: actor.id, email: actor.email },
      target: target(actor.id),
      detail: { sessionsEnded },
      ip: context.ip ?? null,
      now,
    });
    await queueCredentialNotice(trx, mailKey, actor, 'password', context);
  });
  return { ok: true, sessionsEnded };
}

const emailSchema = z.email();

/**
 * A new sign-in address. The notice goes to the OLD address (its owner learns of it even if
 * the account was taken over); other sessions end, as after any credential change.
 */
export async function changeOwnEmail(
  db: Db,
  mailKey: Buffer,
  actor: AccountActor,
  newEmail: string,
  context: ChangeContext = {},
): Promise<{ ok: true; email: string } | { ok: false; problem: 'email' | 'taken' | 'same' }> {
  const now = context.now ?? new Date();
  const email = normaliseEmail(newEmail.normalize('NFKC'));
  if (email.length > 254 || !emailSchema.safeParse(email).success) return { ok: false, problem: 'email' };
  if (email === normaliseEmail(actor.email)) return { ok: false, problem: 'same' };
  if (await findUserByEmail(db, email)) return { ok: false, problem: 'taken' };
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('admin_users')
        .set({ email, updated_at: now.toISOString() })
        .where('id', '=', actor.id)
        .execute();
      await endOtherSessions(trx, actor.id, actor.sessionId);
      await recordAudit(trx, {
        action: 'user.email',
        actor: { id: actor.id, email },
        target: target(actor.id),
        detail: { from: actor.email, to: email },
        ip: context.ip ?? null,
        now,
      });
      await queueCredentialNotice(trx, mailKey, actor, 'email', context);
    });
  } catch (error) {
    // Another account took the address between the check and the update (unique index).
    if (await findUserByEmail(db, email)) return { ok: false, problem: 'taken' };
    throw error;
  }
  return { ok: true, email };
}

/** Ten new recovery codes (the old ones stop working), to show once; audited, notice queued. */
export async function regenerateOwnRecoveryCodes(
  db: Db,
  mailKey: Buffer,
  actor: AccountActor,
  context: ChangeContext = {},
): Promise<string[]> {
  const now = context.now ?? new Date();
  const codes = await regenerateRecoveryCodes(db, actor.id, now);
  await db.transaction().execute(async (trx) => {
    await recordAudit(trx, {
      action: 'factor.recovery_regenerate',
      actor: { id: actor.id, email: actor.email },
      target: target(actor.id),
      ip: context.ip ?? null,
      now,
    });
    await queueCredentialNotice(trx, mailKey, actor, 'recovery_codes', context);
  });
  return codes;
}

/** When the authenticator app was set up ('' if not recorded), or null when it is not. */
export async function totpEnrolledAt(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('admin_users')
    .select(['totp_secret', 'totp_enrolled_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.totp_secret ? (row.totp_enrolled_at ?? '') : null;
}
