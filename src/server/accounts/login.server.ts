/**
 * Signing in: throttled per client and per (account, client), never per account alone, so a
 * stranger's failures cannot lock the owner out (login-throttle.server.ts has the model; past an
 * account's ceiling a client that has failed must also attach a proof of work,
 * login-proof.server.ts). One answer for an unknown e-mail and a wrong password (both verify one
 * argon2id hash, so they also take the same time), audited either way.
 *
 * Attempts refused while throttled are counted on the throttle row, not audited one by one:
 * the first refusal after a failure is audited, the rest are reported as a number with the
 * next audited attempt. An e-mail that matches no account is never written to the audit log.
 */

import type { Db } from '../platform/db.server.ts';
import { secondFactorRequired } from './account-policy.server.ts';
import { type AdminUser, findUserByEmail, normaliseEmail, toAdminUser } from './admin-users.server.ts';
import { recordAudit } from './audit.server.ts';
import { consumeLoginProof } from './login-proof.server.ts';
import {
  clearAfterSuccess,
  countFailure,
  countRefusal,
  currentThrottle,
  throttleKeys,
} from './login-throttle.server.ts';
import { dummyPasswordHash, PASSWORD_MAX_LENGTH, verifyPassword } from './password.server.ts';
import { hasSecondFactor } from './second-factor.server.ts';
import {
  createSession,
  deleteSession,
  type NewSession,
  purgeExpiredSessions,
  type SessionStage,
} from './sessions.server.ts';

export {
  ACCOUNT_CEILING,
  FAILURE_MEMORY_MS,
  FREE_FAILURES,
  LOCKOUT_FAILURES,
  LOCKOUT_MS,
  MAX_DELAY_MS,
  throttleDelayMs,
} from './login-throttle.server.ts';

export type LoginResult =
  /**
   * The password was right. `stage` says what the session opens: 'full' (signed in), 'factor'
   * (the account has a second factor: the factor step comes next) or 'enrol' (none, while the
   * policy requires one: enrolment comes next).
   */
  | { ok: true; user: AdminUser; session: NewSession; stage: SessionStage }
  | { ok: false; reason: 'invalid' }
  /** Past the account's ceiling, from a client that has failed: solve a challenge and retry. */
  | { ok: false; reason: 'proof' }
  | { ok: false; reason: 'throttled' | 'locked'; retryAfterSeconds: number };

export interface LoginInput {
  email: string;
  password: string;
  /** The client's full address, for the audit log and the session (`locals.clientAddress`). */
  ip?: string | null;
  /** What the per-client throttle counts by (`locals.clientKey`); the address when absent. */
  clientKey?: string | null;
  userAgent?: string | null;
  /** The session this browser already had (ended at login: a fresh token every time). */
  previousSessionId?: string | null;
  /** The ALTCHA widget's payload (form field `altcha`), when the form carried one. */
  proof?: string | null;
  now?: Date;
}

export async function attemptLogin(db: Db, input: LoginInput): Promise<LoginResult> {
  const now = input.now ?? new Date();
  const email = normaliseEmail(input.email);
  const keys = throttleKeys(email, input.clientKey ?? input.ip);
  const audit = { ip: input.ip ?? null, now };

  const { throttle, proofRequired, refused } = await currentThrottle(db, keys, now);
  // Refusals counted since the keys' last failure, reported with the next audited attempt.
  const refusedDetail = refused > 0 ? { refusedWhileThrottled: refused } : {};
  const refuse = async (key: string, reason: string) => {
    if (await countRefusal(db, key)) {
      const user = email === '' ? undefined : await findUserByEmail(db, email);
      // An e-mail that names no account is whatever someone typed: not kept.
      await recordAudit(db, { ...audit, action: 'login.failure', actorEmail: user?.email ?? null, detail: { reason } });
    }
  };
  if (throttle) {
    const { key, ...answer } = throttle;
    await refuse(key, answer.reason);
    return { ok: false, ...answer };
  }
  // Checked before the hash, for known and unknown e-mails alike (the ceiling counts typed ones).
  if (proofRequired && !(await consumeLoginProof(db, input.proof, now))) {
    await refuse(keys.client, 'proof_required');
    return { ok: false, reason: 'proof' };
  }
  const user = email === '' ? undefined : await findUserByEmail(db, email);
  // Always one argon2id verification: an unknown e-mail costs what a wrong password costs.
  const password = input.password.slice(0, PASSWORD_MAX_LENGTH + 1);
  const matches = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
  if (!user || !matches || user.disabled) {
    await countFailure(db, keys, now);
    await recordAudit(db, {
      ...audit,
      action: 'login.failure',
      actorEmail: user?.email ?? null,
      detail: { reason: !user ? 'unknown_user' : !matches ? 'bad_password' : 'disabled', ...refusedDetail },
    });
    return { ok: false, reason: 'invalid' };
  }

  if (input.previousSessionId) await deleteSession(db, input.previousSessionId);
  // The refusals are reported below.
  await clearAfterSuccess(db, keys, refused);
  // Sessions whose browser never came back are swept here; the table stays small.
  await purgeExpiredSessions(db, now);
  // The password alone signs in only an account without a factor while none is required.
  const stage: SessionStage = (await hasSecondFactor(db, user.id))
    ? 'factor'
    : (await secondFactorRequired(db))
      ? 'enrol'
      : 'full';
  const session = await createSession(db, user.id, {
    ip: input.ip,
    userAgent: input.userAgent,
    now,
    stage,
    reauthAt: stage === 'full' ? now : null,
  });
  const refusedAudit = refused > 0 ? refusedDetail : {};
  if (stage === 'factor') {
    // Signed in only once the factor is given (factor-step.server.ts audits that).
    return { ok: true, user: toAdminUser(user), session, stage };
  }
  await db.updateTable('admin_users').set({ last_login_at: now.toISOString() }).where('id', '=', user.id).execute();
  await recordAudit(db, {
    ...audit,
    action: 'login.success',
    actor: { id: user.id, email: user.email },
    detail: { method: 'password', ...(stage === 'enrol' ? { next: 'enrol' } : {}), ...refusedAudit },
  });
  return { ok: true, user: toAdminUser({ ...user, last_login_at: now.toISOString() }), session, stage };
}
