/**
 * What a verified passkey opens. A passkey with user verification is both factors, so:
 * - without a session (the login page's 「パスキーでログイン」) it signs in: a fresh 'full' session;
 * - at the factor step it finishes the sign-in the password began: the 'factor' session is
 *   replaced by a fresh 'full' one (a new token at every step up, as at login);
 * - in a full session it is a re-authentication.
 * Failures count on the login throttle's per-client key, so a client cannot try assertions
 * faster than it could try passwords.
 */
import type { Db } from '../platform/db.server.ts';
import { recordAudit } from './audit.server.ts';
import { clearAfterSuccess, countFailure, currentThrottle, throttleKeys } from './login-throttle.server.ts';
import { type RelyingParty, verifyPasskeyAssertion } from './passkeys.server.ts';
import { markReauthenticated } from './reauth.server.ts';
import { createSession, deleteSession, type NewSession, purgeExpiredSessions } from './sessions.server.ts';

/** The throttle's "typed e-mail" for passkey attempts: no account is named before the assertion. */
const PASSKEY_THROTTLE_NAME = '(passkey)';

export interface PasskeyRequest {
  ip?: string | null;
  clientKey?: string | null;
  userAgent?: string | null;
  now?: Date;
}

export type PasskeySignIn =
  | { ok: true; session: NewSession; userId: string }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled' | 'locked'; retryAfterSeconds: number };

async function throttled(db: Db, request: PasskeyRequest, now: Date) {
  const keys = throttleKeys(PASSKEY_THROTTLE_NAME, request.clientKey ?? request.ip);
  const { throttle } = await currentThrottle(db, keys, now);
  return { keys, throttle };
}

/**
 * An assertion for the sign-in (no session, or a 'factor' session being finished: pass its
 * user and id as `pending`). Audited as `login.success` with method passkey.
 */
export async function signInWithPasskey(
  db: Db,
  rp: RelyingParty,
  response: unknown,
  request: PasskeyRequest & {
    pending?: { userId: string; sessionId: string } | null;
    previousSessionId?: string | null;
  },
): Promise<PasskeySignIn> {
  const now = request.now ?? new Date();
  const { keys, throttle } = await throttled(db, request, now);
  if (throttle) return { ok: false, reason: throttle.reason, retryAfterSeconds: throttle.retryAfterSeconds };
  const pending = request.pending ?? null;
  const result = await verifyPasskeyAssertion(
    db,
    rp,
    response,
    { purpose: 'login', userId: pending?.userId ?? null },
    now,
  );
  if (!result.ok) {
    await countFailure(db, keys, now);
    await recordAudit(db, {
      action: pending ? 'login.factor_failure' : 'login.failure',
      actor: null,
      detail: { method: 'passkey' },
      ip: request.ip ?? null,
      now,
    });
    return { ok: false, reason: 'invalid' };
  }
  await clearAfterSuccess(db, keys, 0);
  if (pending) await deleteSession(db, pending.sessionId);
  if (request.previousSessionId) await deleteSession(db, request.previousSessionId);
  await purgeExpiredSessions(db, now);
  const session = await createSession(db, result.userId, {
    ip: request.ip,
    userAgent: request.userAgent,
    now,
    stage: 'full',
    reauthAt: now,
  });
  const user = await db
    .updateTable('admin_users')
    .set({ last_login_at: now.toISOString() })
    .where('id', '=', result.userId)
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  await recordAudit(db, {
    action: 'login.success',
    actor: { id: user.id, email: user.email },
    detail: { method: 'passkey' },
    ip: request.ip ?? null,
    now,
  });
  return { ok: true, session, userId: user.id };
}

/** An assertion in a full session: re-authentication (ASVS 7.5.1) for this session. */
export async function reauthenticateWithPasskey(
  db: Db,
  rp: RelyingParty,
  response: unknown,
  session: { userId: string; email: string; sessionId: string },
  request: PasskeyRequest,
): Promise<
  | { ok: true }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled' | 'locked'; retryAfterSeconds: number }
> {
  const now = request.now ?? new Date();
  const { keys, throttle } = await throttled(db, request, now);
  if (throttle) return { ok: false, reason: throttle.reason, retryAfterSeconds: throttle.retryAfterSeconds };
  const result = await verifyPasskeyAssertion(db, rp, response, { purpose: 'reauth', userId: session.userId }, now);
  const actor = { id: session.userId, email: session.email };
  if (!result.ok) {
    await countFailure(db, keys, now);
    await recordAudit(db, {
      action: 'reauth.failure',
      actor,
      detail: { method: 'passkey' },
      ip: request.ip ?? null,
      now,
    });
    return { ok: false, reason: 'invalid' };
  }
  await clearAfterSuccess(db, keys, 0);
  await markReauthenticated(db, session.sessionId, now);
  await recordAudit(db, {
    action: 'reauth.success',
    actor,
    detail: { method: 'passkey' },
    ip: request.ip ?? null,
    now,
  });
  return { ok: true };
}
