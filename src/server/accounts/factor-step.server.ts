/**
 * The second step of signing in, and re-authentication (ASVS 5.0 6.3.3, 7.5.1): a TOTP or
 * recovery code typed by someone who has already given the right password. Throttled with the
 * login's lockout-proof model (login-throttle.server.ts) on counters of its own: per (account,
 * client) and per client, never per account alone, so a stranger holding the password cannot
 * lock the owner out; past the account's ceiling a client that has failed must also attach a
 * proof of work (login-proof.server.ts). Over all of these, the account's own limit on wrong
 * codes (factor-guess-limit.server.ts): only a password holder gets this far, so past it the
 * account's codes wait, and the owner is mailed a link that releases their own browser
 * (factor-release.server.ts).
 */
import type { Db } from '../platform/db.server.ts';
import { recordAudit } from './audit.server.ts';
import { clearCodeAttempts, noticeWrongCode, reserveCodeAttempt } from './factor-guess-limit.server.ts';
import { endRelease, reserveReleasedAttempt } from './factor-release.server.ts';
import { consumeLoginProof } from './login-proof.server.ts';
import {
  clearAfterSuccess,
  countFailure,
  countRefusal,
  currentThrottle,
  type ThrottleKeys,
} from './login-throttle.server.ts';
import { dummyPasswordHash, PASSWORD_MAX_LENGTH, verifyPassword } from './password.server.ts';
import { markReauthenticated } from './reauth.server.ts';
import { countRecoveryCodesLeft } from './recovery-codes.server.ts';
import { hasSecondFactor, verifyFactorCode } from './second-factor.server.ts';
import { createSession, deleteSession, type NewSession } from './sessions.server.ts';

export type CodeRefusal =
  | { ok: false; reason: 'invalid' }
  /** Past the account's ceiling, from a client that has failed: solve a challenge and retry. */
  | { ok: false; reason: 'proof' }
  | { ok: false; reason: 'throttled' | 'locked'; retryAfterSeconds: number }
  /** The account's codes are held (every client's): the owner's mail has a link that releases their browser. */
  | { ok: false; reason: 'held'; retryAfterSeconds: number };

/** The factor step's counters: apart from the password's, keyed by account id. */
export function factorThrottleKeys(userId: string, client: string | null | undefined): ThrottleKeys {
  const who = client ?? 'unknown';
  return { pair: `factor:${userId}|${who}`, client: `factor-ip:${who}`, account: `factor-account:${userId}` };
}

export interface CodeAttempt {
  user: { id: string; email: string };
  code: string;
  /** The client's full address (audit, session) and what the throttle counts by. */
  ip?: string | null;
  clientKey?: string | null;
  /** The ALTCHA payload (form field `altcha`), when the form carried one. */
  proof?: string | null;
  /** The release cookie of this browser (factor-release.server.ts), when it has one. */
  releaseToken?: string | null;
  /** Builds the release link a hold's mail carries; without it the mail has none. */
  releaseLinkFor?: (token: string) => string;
  now: Date;
}

type Checked = { ok: true; method: 'totp' | 'recovery' | 'password' } | CodeRefusal;
type Check =
  | { ok: true; method: 'totp' | 'recovery' | 'password' }
  | { ok: false; why: string; attempt?: number }
  /** The account's codes are waiting (factor-guess-limit.server.ts): nothing was checked. */
  | { ok: false; why: 'account_limit'; retryAfterSeconds: number };

/** The account keys the factor step needs: the TOTP keys' seal, and account mails' (the notice). */
export interface FactorKeys {
  totp: Buffer;
  mail: Buffer;
}

/**
 * A code checked under the account's limit: counted first (refused while the account waits),
 * cleared when right; the wrong one that reaches the limit mails the owner.
 */
async function checkCodeLimited(db: Db, totpKey: Buffer, attempt: CodeAttempt): Promise<Check> {
  const { user, now } = attempt;
  const reserved = await reserveCodeAttempt(db, user.id, now);
  if (!reserved.ok) {
    // Held for everyone, except a browser the owner released from their mail, within its own count.
    if (await reserveReleasedAttempt(db, user.id, attempt.releaseToken, now)) {
      const released = await verifyFactorCode(db, totpKey, user.id, attempt.code, now);
      if (!released.ok) return { ok: false, why: 'bad_code_released' };
      await clearCodeAttempts(db, user.id);
      await endRelease(db, attempt.releaseToken);
      return released;
    }
    return { ok: false, why: 'account_limit', retryAfterSeconds: reserved.retryAfterSeconds };
  }
  const check = await verifyFactorCode(db, totpKey, user.id, attempt.code, now);
  if (check.ok) {
    await clearCodeAttempts(db, user.id);
    return check;
  }
  return { ok: false, why: 'bad_code', attempt: reserved.attempt };
}

/**
 * The throttle around one check: refused while throttled (counted, first refusal audited),
 * a proof asked for past the ceiling, a failure counted and audited as `failure`.
 */
async function throttled(
  db: Db,
  mailKey: Buffer,
  attempt: CodeAttempt,
  failure: 'login.factor_failure' | 'reauth.failure',
  check: () => Promise<Check>,
): Promise<Checked> {
  const { user, now } = attempt;
  const keys = factorThrottleKeys(user.id, attempt.clientKey ?? attempt.ip);
  const audit = { ip: attempt.ip ?? null, now, actor: user };
  const { throttle, proofRequired, refused } = await currentThrottle(db, keys, now);
  const refuse = async (key: string, reason: string) => {
    if (await countRefusal(db, key)) await recordAudit(db, { ...audit, action: failure, detail: { reason } });
  };
  if (throttle) {
    const { key, ...answer } = throttle;
    await refuse(key, answer.reason);
    return { ok: false, ...answer };
  }
  if (proofRequired && !(await consumeLoginProof(db, attempt.proof, now))) {
    await refuse(keys.client, 'proof_required');
    return { ok: false, reason: 'proof' };
  }
  const result = await check();
  if (!result.ok && 'retryAfterSeconds' in result) {
    // Refused by the account's limit, before any check: not this client's failure.
    return { ok: false, reason: 'held', retryAfterSeconds: result.retryAfterSeconds };
  }
  if (!result.ok) {
    await countFailure(db, keys, now);
    const notice = { ...audit, linkFor: attempt.releaseLinkFor };
    if (result.attempt !== undefined && (await noticeWrongCode(db, mailKey, user, result.attempt, notice))) {
      await recordAudit(db, { ...audit, action: failure, detail: { reason: 'account_limit', codes: result.attempt } });
    }
    await recordAudit(db, {
      ...audit,
      action: failure,
      detail: { reason: result.why, ...(refused > 0 ? { refusedWhileThrottled: refused } : {}) },
    });
    return { ok: false, reason: 'invalid' };
  }
  await clearAfterSuccess(db, keys, refused);
  return result;
}

export type FactorStepResult =
  | { ok: true; method: 'totp' | 'recovery'; session: NewSession; recoveryCodesLeft: number }
  | CodeRefusal;

/**
 * A code for a session at the factor step. On success the pending session is replaced by a
 * fresh full one (new token; it counts as re-authentication), the sign-in is recorded and
 * audited with its method; a recovery code is audited as used.
 */
export async function completeFactorStep(
  db: Db,
  keys: FactorKeys,
  attempt: CodeAttempt & { pendingSessionId: string; userAgent?: string | null },
): Promise<FactorStepResult> {
  const { user, now } = attempt;
  const result = await throttled(db, keys.mail, attempt, 'login.factor_failure', () =>
    checkCodeLimited(db, keys.totp, attempt),
  );
  if (!result.ok) return result;
  const method = result.method === 'recovery' ? 'recovery' : 'totp';
  await deleteSession(db, attempt.pendingSessionId);
  const session = await createSession(db, user.id, {
    ip: attempt.ip,
    userAgent: attempt.userAgent,
    now,
    stage: 'full',
    reauthAt: now,
  });
  await db.updateTable('admin_users').set({ last_login_at: now.toISOString() }).where('id', '=', user.id).execute();
  const audit = { ip: attempt.ip ?? null, now, actor: user };
  await recordAudit(db, { ...audit, action: 'login.success', detail: { method } });
  const recoveryCodesLeft = await countRecoveryCodesLeft(db, user.id);
  if (method === 'recovery') {
    await recordAudit(db, { ...audit, action: 'factor.recovery_used', detail: { left: recoveryCodesLeft } });
  }
  return { ok: true, method, session, recoveryCodesLeft };
}

export type ReauthResult = { ok: true } | CodeRefusal;

/**
 * The password plus a factor again, for a signed-in session (an account without a factor,
 * allowed only while the policy does not require one, gives the password alone).
 */
export async function reauthenticate(
  db: Db,
  keys: FactorKeys,
  attempt: CodeAttempt & { sessionId: string; password: string },
): Promise<ReauthResult> {
  const { user, now } = attempt;
  const result = await throttled(db, keys.mail, attempt, 'reauth.failure', async (): Promise<Check> => {
    const row = await db
      .selectFrom('admin_users')
      .select(['password_hash', 'disabled'])
      .where('id', '=', user.id)
      .executeTakeFirst();
    const password = attempt.password.slice(0, PASSWORD_MAX_LENGTH + 1);
    const matches = await verifyPassword(password, row?.password_hash ?? (await dummyPasswordHash()));
    if (!row || row.disabled || !matches) return { ok: false, why: 'bad_password' };
    if (!(await hasSecondFactor(db, user.id))) return { ok: true, method: 'password' };
    return checkCodeLimited(db, keys.totp, attempt);
  });
  if (!result.ok) return result;
  await markReauthenticated(db, attempt.sessionId, now);
  const audit = { ip: attempt.ip ?? null, now, actor: user };
  await recordAudit(db, { ...audit, action: 'reauth.success', detail: { method: result.method } });
  if (result.method === 'recovery') {
    await recordAudit(db, {
      ...audit,
      action: 'factor.recovery_used',
      detail: { left: await countRecoveryCodesLeft(db, user.id) },
    });
  }
  return { ok: true };
}
