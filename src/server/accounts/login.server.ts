/**
 * Signing in: throttled per IP and per account, one answer for an unknown e-mail and a wrong
 * password (both verify one argon2id hash, so they also take the same time), audited either
 * way. The throttle state lives in the database so every instance behind a load balancer
 * shares it.
 *
 * Policy, per key (the client's key — its IPv4 address or IPv6 /64, see
 * src/http/client-address.server.ts — and the typed e-mail whether or not it exists): the first
 * FREE_FAILURES failures cost nothing; after that each attempt must wait a delay that doubles
 * with every failure (1 s, 2 s, 4 s, … at most 15 min); from LOCKOUT_FAILURES on the key is
 * locked for an hour and the form says so. A key's count is forgotten an hour after its last
 * failure, and an account's count at its next successful login.
 *
 * Attempts refused while throttled are counted on the throttle row, not audited one by one:
 * the first refusal after a failure is audited, the rest are reported as a number with the
 * next audited attempt. An e-mail that matches no account is never written to the audit log.
 */

import type { Db } from '../platform/db.server.ts';
import { type AdminUser, findUserByEmail, normaliseEmail, toAdminUser } from './admin-users.server.ts';
import { recordAudit } from './audit.server.ts';
import { dummyPasswordHash, PASSWORD_MAX_LENGTH, verifyPassword } from './password.server.ts';
import { createSession, deleteSession, type NewSession, purgeExpiredSessions } from './sessions.server.ts';

export const FREE_FAILURES = 5;
export const LOCKOUT_FAILURES = 20;
export const MAX_DELAY_MS = 15 * 60_000;
export const LOCKOUT_MS = 60 * 60_000;
/** A count older than this (since its last failure) starts again from zero. */
export const FAILURE_MEMORY_MS = 60 * 60_000;

export type LoginResult =
  | { ok: true; user: AdminUser; session: NewSession }
  | { ok: false; reason: 'invalid' }
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
  now?: Date;
}

/** Delay required after `failures` failures, in ms (0 while free). */
export function throttleDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - FREE_FAILURES));
}

const throttleKeys = (email: string, client: string | null | undefined): string[] => [
  `account:${normaliseEmail(email).slice(0, 320)}`,
  `ip:${client ?? 'unknown'}`,
];

interface ThrottleState {
  /** The strictest wait any of the keys imposes at `now`, and the key that imposes it. */
  throttle: { key: string; reason: 'throttled' | 'locked'; retryAfterSeconds: number } | null;
  /** Attempts refused on these keys since their last counted failure. */
  refused: number;
}

async function currentThrottle(db: Db, keys: string[], now: Date): Promise<ThrottleState> {
  const rows = await db.selectFrom('login_throttle').selectAll().where('key', 'in', keys).execute();
  let worst: { key: string; reason: 'throttled' | 'locked'; until: number } | null = null;
  let refused = 0;
  for (const row of rows) {
    const last = Date.parse(row.last_failure_at);
    if (now.getTime() - last >= FAILURE_MEMORY_MS) continue;
    refused += row.refused;
    const locked = row.failures >= LOCKOUT_FAILURES;
    const until = last + (locked ? LOCKOUT_MS : throttleDelayMs(row.failures));
    if (until <= now.getTime()) continue;
    // On a tie the IP's key counts the refusal: one episode for a flood from one address,
    // whichever e-mails it types.
    if (
      !worst ||
      (locked && worst.reason !== 'locked') ||
      until > worst.until ||
      (until === worst.until && row.key.startsWith('ip:'))
    ) {
      worst = { key: row.key, reason: locked ? 'locked' : 'throttled', until };
    }
  }
  if (!worst) return { throttle: null, refused };
  const retryAfterSeconds = Math.ceil((worst.until - now.getTime()) / 1000);
  return { throttle: { key: worst.key, reason: worst.reason, retryAfterSeconds }, refused };
}

/**
 * Counts one refused attempt on the key that refused it; true when it is the first since that
 * key's last counted failure, i.e. the start of a throttle episode, which alone is audited.
 * A refused attempt costs the attacker nothing (no hashing), so it must not cost a row either.
 */
async function countRefusal(db: Db, key: string): Promise<boolean> {
  const row = await db
    .updateTable('login_throttle')
    .set((eb) => ({ refused: eb('refused', '+', 1) }))
    .where('key', '=', key)
    .returning('refused')
    .executeTakeFirst();
  return (row?.refused ?? 1) === 1;
}

async function countFailure(db: Db, keys: string[], now: Date): Promise<void> {
  const iso = now.toISOString();
  const forgotten = new Date(now.getTime() - FAILURE_MEMORY_MS).toISOString();
  for (const key of keys) {
    // Insert-or-increment in one statement, so parallel failures are all counted.
    await db
      .insertInto('login_throttle')
      .values({ key, failures: 1, last_failure_at: iso, refused: 0 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          refused: 0,
          failures: eb
            .case()
            .when('login_throttle.last_failure_at', '<', forgotten)
            .then(1)
            .else(eb('login_throttle.failures', '+', 1))
            .end(),
          last_failure_at: iso,
        })),
      )
      .execute();
  }
}

export async function attemptLogin(db: Db, input: LoginInput): Promise<LoginResult> {
  const now = input.now ?? new Date();
  const email = normaliseEmail(input.email);
  const keys = throttleKeys(email, input.clientKey ?? input.ip);
  const audit = { ip: input.ip ?? null, now };

  const { throttle, refused } = await currentThrottle(db, keys, now);
  // Refusals counted since the keys' last failure, reported with the next audited attempt.
  const refusedDetail = refused > 0 ? { refusedWhileThrottled: refused } : {};
  if (throttle) {
    const { key, ...answer } = throttle;
    if (await countRefusal(db, key)) {
      const user = email === '' ? undefined : await findUserByEmail(db, email);
      await recordAudit(db, {
        ...audit,
        action: 'login.failure',
        // An e-mail that names no account is whatever someone typed: not kept.
        actorEmail: user?.email ?? null,
        detail: { reason: answer.reason },
      });
    }
    return { ok: false, ...answer };
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
  const [accountKey = '', ipKey = ''] = keys;
  await db.deleteFrom('login_throttle').where('key', '=', accountKey).execute();
  // The refusals are reported below; the IP's failures still count.
  if (refused > 0) await db.updateTable('login_throttle').set({ refused: 0 }).where('key', '=', ipKey).execute();
  // Sessions whose browser never came back are swept here; the table stays small.
  await purgeExpiredSessions(db, now);
  const session = await createSession(db, user.id, { ip: input.ip, userAgent: input.userAgent, now });
  await db.updateTable('admin_users').set({ last_login_at: now.toISOString() }).where('id', '=', user.id).execute();
  await recordAudit(db, {
    ...audit,
    action: 'login.success',
    actor: { id: user.id, email: user.email },
    ...(refused > 0 ? { detail: refusedDetail } : {}),
  });
  return { ok: true, user: toAdminUser({ ...user, last_login_at: now.toISOString() }), session };
}
