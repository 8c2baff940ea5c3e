/**
 * Signing in: throttled per IP and per account, one answer for an unknown e-mail and a wrong
 * password (both verify one argon2id hash, so they also take the same time), audited either
 * way. The throttle state lives in the database so every instance behind a load balancer
 * shares it.
 *
 * Policy, per key (the IP, and the typed e-mail whether or not it exists): the first
 * FREE_FAILURES failures cost nothing; after that each attempt must wait a delay that doubles
 * with every failure (1 s, 2 s, 4 s, … at most 15 min); from LOCKOUT_FAILURES on the key is
 * locked for an hour and the form says so. A key's count is forgotten an hour after its last
 * failure, and an account's count at its next successful login.
 */
import { type AdminUser, findUserByEmail, normaliseEmail, toAdminUser } from './admin-users.server.ts';
import { recordAudit } from './audit.server.ts';
import type { Db } from './db.server.ts';
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
  ip?: string | null;
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

const throttleKeys = (email: string, ip: string | null | undefined): string[] => [
  `account:${normaliseEmail(email).slice(0, 320)}`,
  `ip:${ip ?? 'unknown'}`,
];

/** The strictest wait any of the keys imposes at `now`. */
async function currentThrottle(
  db: Db,
  keys: string[],
  now: Date,
): Promise<{ reason: 'throttled' | 'locked'; retryAfterSeconds: number } | null> {
  const rows = await db.selectFrom('login_throttle').selectAll().where('key', 'in', keys).execute();
  let worst: { reason: 'throttled' | 'locked'; until: number } | null = null;
  for (const row of rows) {
    const last = Date.parse(row.last_failure_at);
    if (now.getTime() - last >= FAILURE_MEMORY_MS) continue;
    const locked = row.failures >= LOCKOUT_FAILURES;
    const until = last + (locked ? LOCKOUT_MS : throttleDelayMs(row.failures));
    if (until <= now.getTime()) continue;
    if (!worst || (locked && worst.reason !== 'locked') || until > worst.until) {
      worst = { reason: locked ? 'locked' : 'throttled', until };
    }
  }
  if (!worst) return null;
  return { reason: worst.reason, retryAfterSeconds: Math.ceil((worst.until - now.getTime()) / 1000) };
}

async function countFailure(db: Db, keys: string[], now: Date): Promise<void> {
  const iso = now.toISOString();
  const forgotten = new Date(now.getTime() - FAILURE_MEMORY_MS).toISOString();
  for (const key of keys) {
    // Insert-or-increment in one statement, so parallel failures are all counted.
    await db
      .insertInto('login_throttle')
      .values({ key, failures: 1, last_failure_at: iso })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
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
  const keys = throttleKeys(email, input.ip);
  const audit = { ip: input.ip ?? null, now };

  const throttle = await currentThrottle(db, keys, now);
  if (throttle) {
    await recordAudit(db, {
      ...audit,
      action: 'login.failure',
      actorEmail: email,
      detail: { reason: throttle.reason },
    });
    return { ok: false, ...throttle };
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
      actorEmail: email,
      detail: { reason: !user ? 'unknown_user' : !matches ? 'bad_password' : 'disabled' },
    });
    return { ok: false, reason: 'invalid' };
  }

  if (input.previousSessionId) await deleteSession(db, input.previousSessionId);
  await db
    .deleteFrom('login_throttle')
    .where('key', '=', keys[0] ?? '')
    .execute();
  // Sessions whose browser never came back are swept here; the table stays small.
  await purgeExpiredSessions(db, now);
  const session = await createSession(db, user.id, { ip: input.ip, userAgent: input.userAgent, now });
  await db.updateTable('admin_users').set({ last_login_at: now.toISOString() }).where('id', '=', user.id).execute();
  await recordAudit(db, { ...audit, action: 'login.success', actor: { id: user.id, email: user.email } });
  return { ok: true, user: toAdminUser({ ...user, last_login_at: now.toISOString() }), session };
}
