/**
 * The account's own limit on second-factor codes (NIST SP 800-63B §5.2.2: at most 100 failed
 * attempts per account), over every client and every sign-in. The factor step's other counters
 * (factor-step.server.ts) are per client, and a password holder can draw fresh clients and fresh
 * factor sessions at will; this one is per account. Only someone who has given the right
 * password reaches a code, so it is not a lockout any stranger can set off; the owner is mailed
 * each time a hold starts, with a one-time link that lets their own browser try its codes again
 * (factor-release.server.ts), and can still sign in with a passkey (not guessable, not counted).
 *
 * Each attempt is counted before its code is checked, with a compare-and-set on the account's
 * row: parallel requests on several instances cannot all check a code past the limit. A right
 * code clears the count. From LIMIT on, the account's codes are refused until
 * `factor_blocked_until`, a wait that doubles with every further wrong code.
 */
import type { Db } from '../platform/db.server.ts';
import { queueAccountMail } from './account-mail-queue.server.ts';
import { issueFactorRelease } from './factor-release.server.ts';

/** Wrong codes in a row, over every client, after which the account's codes wait. */
export const ACCOUNT_CODE_LIMIT = 100;
const FIRST_WAIT_MS = 60_000;
const MAX_WAIT_MS = 24 * 60 * 60_000;
/** Compare-and-set rounds before a crowd of parallel attempts is told to retry. */
const RESERVE_ROUNDS = 8;

/** The wait after the `attempt`th code in a row is wrong (0 below the limit). */
export function accountCodeWaitMs(attempt: number): number {
  if (attempt < ACCOUNT_CODE_LIMIT) return 0;
  return Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.min(20, attempt - ACCOUNT_CODE_LIMIT));
}

export type CodeReservation = { ok: true; attempt: number } | { ok: false; retryAfterSeconds: number };

const secondsUntil = (iso: string, now: Date) => Math.max(1, Math.ceil((Date.parse(iso) - now.getTime()) / 1000));

/**
 * Counts one code attempt for the account, or refuses it while the account waits. The wait of a
 * wrong code is set now, before the check: a right code clears it (clearCodeAttempts).
 */
export async function reserveCodeAttempt(db: Db, userId: string, now: Date): Promise<CodeReservation> {
  for (let round = 0; round < RESERVE_ROUNDS; round += 1) {
    const row = await db
      .selectFrom('admin_users')
      .select(['factor_failures', 'factor_blocked_until'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) return { ok: true, attempt: 1 };
    if (row.factor_blocked_until && Date.parse(row.factor_blocked_until) > now.getTime()) {
      return { ok: false, retryAfterSeconds: secondsUntil(row.factor_blocked_until, now) };
    }
    const attempt = Number(row.factor_failures) + 1;
    const wait = accountCodeWaitMs(attempt);
    const updated = await db
      .updateTable('admin_users')
      .set({
        factor_failures: attempt,
        factor_blocked_until: wait > 0 ? new Date(now.getTime() + wait).toISOString() : null,
      })
      .where('id', '=', userId)
      .where('factor_failures', '=', attempt - 1)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return { ok: true, attempt };
  }
  return { ok: false, retryAfterSeconds: 1 };
}

/** A right code: the account's count starts again. */
export async function clearCodeAttempts(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('admin_users')
    .set({ factor_failures: 0, factor_blocked_until: null })
    .where('id', '=', userId)
    .where('factor_failures', '>', 0)
    .execute();
}

/**
 * After a wrong code: each one from the limit on starts a hold (the next code is refused until
 * it ends), and mails the owner: at most one mail per hold, since no code is counted during one.
 * The mail carries a release link when `linkFor` builds one (the sign-in's factor step). True
 * when it mailed.
 */
export async function noticeWrongCode(
  db: Db,
  mailKey: Buffer,
  user: { id: string; email: string },
  attempt: number,
  context: { ip: string | null; now: Date; linkFor?: ((token: string) => string) | undefined },
): Promise<boolean> {
  if (attempt < ACCOUNT_CODE_LIMIT) return false;
  const row = await db
    .selectFrom('admin_users')
    .select(['display_name', 'factor_blocked_until'])
    .where('id', '=', user.id)
    .executeTakeFirst();
  const release = context.linkFor ? await issueFactorRelease(db, user.id, context.now) : null;
  await queueAccountMail(
    db,
    mailKey,
    {
      type: 'factor_guessing',
      to: user.email,
      name: row?.display_name ?? user.email,
      failures: attempt,
      at: context.now.toISOString(),
      until: row?.factor_blocked_until ?? new Date(context.now.getTime() + FIRST_WAIT_MS).toISOString(),
      ip: context.ip,
      ...(release && context.linkFor
        ? { release: { link: context.linkFor(release.token), expiresAt: release.expiresAt } }
        : {}),
    },
    context.now,
  );
  return true;
}
