/**
 * Password resets by e-mail. A link is single-use, valid one hour, kept only as a SHA-256, and
 * issuing a new one deletes the account's older unused ones. The reset asks for the second
 * factor when one is enrolled (a reset never bypasses it, ASVS 5.0 6.4.3), then ends every
 * session of the account, is audited, and mails the owner a notice.
 *
 * Two ways in: an admin starts one for a colleague (startPasswordReset), or anyone types an
 * address on the forgotten-password page, which only seals the address into an outbox job
 * (forgot-password.server.ts) so that the page's answer and timing never depend on whether the
 * account exists; the job then calls issueRequestedReset.
 */
import type { Db } from '../platform/db.server.ts';
import { queueAccountMail, queueCredentialNotice } from './account-mail-queue.server.ts';
import { findUserByEmail, type UserProblem } from './admin-users.server.ts';
import { recordAudit } from './audit.server.ts';
import { expiryFrom, isLive, linkTokenHash, PASSWORD_RESET_TTL_MS } from './link-tokens.server.ts';
import { hashPassword, passwordProblem } from './password.server.ts';
import { hasSecondFactor, verifyFactorCode } from './second-factor.server.ts';
import { deleteUserSessions } from './sessions.server.ts';

/** Reset mails one account may be sent per hour from the forgotten-password page (no mail-bombing). */
export const RESETS_PER_HOUR = 3;
/** Wrong factor codes one reset link survives; then it is deleted and a new one must be asked for. */
export const RESET_FACTOR_FAILURES = 5;

interface Issue {
  mailKey: Buffer;
  userId: string;
  email: string;
  tokenHash: string;
  link: string;
  requestedBy: { id: string; email: string } | null;
  ip: string | null;
  now: Date;
}

/** Writes the reset (older unused ones die), its mail and its audit row, in one transaction. */
async function issue(db: Db, input: Issue): Promise<string> {
  const expiresAt = expiryFrom(input.now, PASSWORD_RESET_TTL_MS);
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('admin_password_resets')
      .where('user_id', '=', input.userId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('admin_password_resets')
      .values({
        id: input.tokenHash,
        user_id: input.userId,
        requested_by: input.requestedBy?.id ?? null,
        created_at: input.now.toISOString(),
        expires_at: expiresAt,
        used_at: null,
      })
      .execute();
    await queueAccountMail(
      trx,
      input.mailKey,
      { type: 'password_reset', to: input.email, link: input.link, expiresAt },
      input.now,
    );
    await recordAudit(trx, {
      action: 'password.reset_request',
      actor: input.requestedBy,
      actorEmail: input.requestedBy ? null : input.email,
      target: { type: 'user', id: input.userId },
      detail: { by: input.requestedBy ? 'admin' : 'self' },
      ip: input.ip,
      now: input.now,
    });
  });
  return expiresAt;
}

/** An admin mails a colleague a reset link (an admin never sets a colleague's password). */
export async function startPasswordReset(
  db: Db,
  userId: string,
  actor: { id: string; email: string },
  context: { mailKey: Buffer; token: { token: string; hash: string }; link: string; ip?: string | null; now?: Date },
): Promise<{ ok: true; expiresAt: string } | { ok: false; problem: 'notFound' | 'disabled' }> {
  const user = await db.selectFrom('admin_users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return { ok: false, problem: 'notFound' };
  if (user.disabled) return { ok: false, problem: 'disabled' };
  const expiresAt = await issue(db, {
    mailKey: context.mailKey,
    userId,
    email: user.email,
    tokenHash: context.token.hash,
    link: context.link,
    requestedBy: actor,
    ip: context.ip ?? null,
    now: context.now ?? new Date(),
  });
  return { ok: true, expiresAt };
}

/**
 * The forgotten-password job's work, away from the page: an active account gets its link
 * (unless it has had RESETS_PER_HOUR already); an unknown or disabled address gets nothing.
 * Idempotent for a retried job (the token hash is the row's id).
 */
export async function issueRequestedReset(
  db: Db,
  mailKey: Buffer,
  request: { email: string; tokenHash: string; link: string; ip: string | null; at: string },
): Promise<'issued' | 'ignored'> {
  const now = new Date(request.at);
  const user = await findUserByEmail(db, request.email);
  if (!user || user.disabled) return 'ignored';
  const since = new Date(now.getTime() - 60 * 60_000).toISOString();
  const recent = await db
    .selectFrom('admin_password_resets')
    .select(['id', 'created_at'])
    .where('user_id', '=', user.id)
    .where('created_at', '>', since)
    .execute();
  if (recent.some((row) => row.id === request.tokenHash)) return 'issued';
  // Rows die when a newer one is issued, so count the audit trail, which keeps every request.
  const asked = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('action', '=', 'password.reset_request')
    .where('target_id', '=', user.id)
    .where('created_at', '>', since)
    .executeTakeFirst();
  if (Number(asked?.n ?? 0) >= RESETS_PER_HOUR) return 'ignored';
  await issue(db, {
    mailKey,
    userId: user.id,
    email: user.email,
    tokenHash: request.tokenHash,
    link: request.link,
    requestedBy: null,
    ip: request.ip,
    now,
  });
  return 'issued';
}

export interface UsableReset {
  id: string;
  userId: string;
  /** The reset page asks for a factor code when the account has one. */
  needsFactor: boolean;
}

/** The reset a link opens while it is good; unknown, used, expired and disabled look alike. */
export async function usableReset(
  db: Db,
  token: string | null | undefined,
  now = new Date(),
): Promise<UsableReset | null> {
  const hash = linkTokenHash(token);
  if (!hash) return null;
  const row = await db
    .selectFrom('admin_password_resets')
    .innerJoin('admin_users', 'admin_users.id', 'admin_password_resets.user_id')
    .select([
      'admin_password_resets.id',
      'admin_password_resets.expires_at',
      'admin_users.id as user_id',
      'admin_users.disabled',
    ])
    .where('admin_password_resets.id', '=', hash)
    .where('admin_password_resets.used_at', 'is', null)
    .executeTakeFirst();
  if (!row || row.disabled || !isLive(row.expires_at, now)) return null;
  return { id: row.id, userId: row.user_id, needsFactor: await hasSecondFactor(db, row.user_id) };
}

export type ResetResult =
  | { ok: true; email: string }
  | { ok: false; problem: 'invalid' | 'code' | Extract<UserProblem, 'tooShort' | 'tooLong' | 'common'> };

/**
 * Sets the new password from a reset link: the factor code first when one is enrolled (wrong
 * codes are audited; RESET_FACTOR_FAILURES of them kill the link), then, in one transaction,
 * the link is spent (conditional update: single-use under concurrent posts), the password set,
 * every session ended, the change audited and the owner sent a notice.
 */
export async function completePasswordReset(
  db: Db,
  keys: { totp: Buffer; mail: Buffer },
  token: string,
  input: { password: string; code: string },
  context: { ip?: string | null; now?: Date } = {},
): Promise<ResetResult> {
  const now = context.now ?? new Date();
  const reset = await usableReset(db, token, now);
  if (!reset) return { ok: false, problem: 'invalid' };
  const problem = passwordProblem(input.password);
  if (problem) return { ok: false, problem };
  const user = await db.selectFrom('admin_users').selectAll().where('id', '=', reset.userId).executeTakeFirstOrThrow();
  if (reset.needsFactor) {
    const check = await verifyFactorCode(db, keys.totp, reset.userId, input.code, now);
    if (!check.ok) {
      await recordAudit(db, {
        action: 'login.factor_failure',
        actorEmail: user.email,
        target: { type: 'user', id: user.id },
        detail: { via: 'password_reset', reset: reset.id.slice(0, 12) },
        ip: context.ip ?? null,
        now,
      });
      const failures = await db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
        .where('action', '=', 'login.factor_failure')
        .where('target_id', '=', user.id)
        .where('detail', 'like', `%${reset.id.slice(0, 12)}%`)
        .executeTakeFirst();
      if (Number(failures?.n ?? 0) >= RESET_FACTOR_FAILURES) {
        await db.deleteFrom('admin_password_resets').where('id', '=', reset.id).execute();
        return { ok: false, problem: 'invalid' };
      }
      return { ok: false, problem: 'code' };
    }
  }
  const password_hash = await hashPassword(input.password);
  const spent = await db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('admin_password_resets')
      .set({ used_at: now.toISOString() })
      .where('id', '=', reset.id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('admin_users')
      .set({ password_hash, updated_at: now.toISOString() })
      .where('id', '=', user.id)
      .execute();
    await trx.deleteFrom('admin_password_resets').where('user_id', '=', user.id).where('used_at', 'is', null).execute();
    await deleteUserSessions(trx, user.id);
    await recordAudit(trx, {
      action: 'user.reset_password',
      actor: { id: user.id, email: user.email },
      target: { type: 'user', id: user.id },
      detail: { via: 'link', factor: reset.needsFactor },
      ip: context.ip ?? null,
      now,
    });
    await queueCredentialNotice(
      trx,
      keys.mail,
      { email: user.email, displayName: user.display_name },
      'password_reset',
      { ip: context.ip ?? null, now },
    );
    return true;
  });
  return spent ? { ok: true, email: user.email } : { ok: false, problem: 'invalid' };
}
