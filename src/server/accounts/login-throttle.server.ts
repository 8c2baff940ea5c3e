/**
 * The login throttle, built so that nobody can lock the owner out (docs/decisions/004, "Login
 * throttling"). State lives in `login_throttle`, shared by every instance.
 *
 * Three counters per failure, each forgotten FAILURE_MEMORY_MS after its last failure:
 * - `pair:<typed e-mail>|<client>`: this client's failures for this account. It slows and then
 *   locks this client for this account only.
 * - `ip:<client>`: this client's failures over every account (password spraying). It slows and
 *   then locks this client.
 * - `account:<typed e-mail>`: how many clients have failed for this account (each counted at its
 *   first failure; one client's repeats are the pair counter's business). It never refuses: past
 *   ACCOUNT_CEILING, a client that has failed (either counter above) must attach a solved proof of
 *   work (login-proof.server.ts), and a client that has not failed is let through as before.
 *
 * A client is the IPv4 address or the IPv6 /64 (src/http/client-address.server.ts). The typed
 * e-mail is counted whether or not it names an account, so no answer tells which do.
 */
import type { Db } from '../platform/db.server.ts';

export const FREE_FAILURES = 5;
export const LOCKOUT_FAILURES = 20;
export const MAX_DELAY_MS = 15 * 60_000;
export const LOCKOUT_MS = 60 * 60_000;
/** A count older than this (since its last failure) starts again from zero. */
export const FAILURE_MEMORY_MS = 60 * 60_000;
/** Clients failing on one account, past which those that failed must prove work. */
export const ACCOUNT_CEILING = 10;

/** Delay required after `failures` failures, in ms (0 while free). */
export function throttleDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - FREE_FAILURES));
}

export interface ThrottleKeys {
  pair: string;
  client: string;
  account: string;
}

export function throttleKeys(email: string, client: string | null | undefined): ThrottleKeys {
  const typed = email.slice(0, 320);
  const who = client ?? 'unknown';
  return { pair: `pair:${typed}|${who}`, client: `ip:${who}`, account: `account:${typed}` };
}

export interface ThrottleState {
  /** The strictest wait the client's keys impose at `now`, and the key that imposes it. */
  throttle: { key: string; reason: 'throttled' | 'locked'; retryAfterSeconds: number } | null;
  /** Past the account's ceiling, and this client has failed: a proof of work is asked for. */
  proofRequired: boolean;
  /** Attempts refused on the client's keys since their last counted failure. */
  refused: number;
}

export async function currentThrottle(db: Db, keys: ThrottleKeys, now: Date): Promise<ThrottleState> {
  const rows = await db
    .selectFrom('login_throttle')
    .selectAll()
    .where('key', 'in', [keys.pair, keys.client, keys.account])
    .execute();
  let worst: { key: string; reason: 'throttled' | 'locked'; until: number } | null = null;
  let refused = 0;
  let clientFailed = false;
  let accountFailures = 0;
  for (const row of rows) {
    const last = Date.parse(row.last_failure_at);
    if (now.getTime() - last >= FAILURE_MEMORY_MS) continue;
    if (row.key === keys.account) {
      accountFailures = row.failures;
      continue;
    }
    clientFailed ||= row.failures > 0;
    refused += row.refused;
    const locked = row.failures >= LOCKOUT_FAILURES;
    const until = last + (locked ? LOCKOUT_MS : throttleDelayMs(row.failures));
    if (until <= now.getTime()) continue;
    // On a tie the client's key counts the refusal: one episode for a flood from one address,
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
  const proofRequired = clientFailed && accountFailures >= ACCOUNT_CEILING;
  if (!worst) return { throttle: null, proofRequired, refused };
  const retryAfterSeconds = Math.ceil((worst.until - now.getTime()) / 1000);
  return { throttle: { key: worst.key, reason: worst.reason, retryAfterSeconds }, proofRequired, refused };
}

/**
 * Counts one refused attempt on the key that refused it; true when it is the first since that
 * key's last counted failure, i.e. the start of a throttle episode, which alone is audited.
 * A refused attempt costs the attacker nothing (no hashing), so it must not cost a row either.
 */
export async function countRefusal(db: Db, key: string): Promise<boolean> {
  const row = await db
    .updateTable('login_throttle')
    .set((eb) => ({ refused: eb('refused', '+', 1) }))
    .where('key', '=', key)
    .returning('refused')
    .executeTakeFirst();
  return (row?.refused ?? 1) === 1;
}

export async function countFailure(db: Db, keys: ThrottleKeys, now: Date): Promise<void> {
  const iso = now.toISOString();
  const forgotten = new Date(now.getTime() - FAILURE_MEMORY_MS).toISOString();
  // Insert-or-increment in one statement, so parallel failures are all counted.
  const count = (key: string) =>
    db
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
      .returning('failures')
      .executeTakeFirstOrThrow();
  const pair = await count(keys.pair);
  await count(keys.client);
  // The account counts clients: this one joins at its first failure (for this account).
  if (pair.failures === 1) await count(keys.account);
}

/**
 * After a right password: this client's count for the account is forgotten, and the refusals
 * reported with it are reset. The client's count over all accounts stays (it may be spraying),
 * and so does the account's (an attack from elsewhere may go on).
 */
export async function clearAfterSuccess(db: Db, keys: ThrottleKeys, refused: number): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', keys.pair).execute();
  if (refused > 0) await db.updateTable('login_throttle').set({ refused: 0 }).where('key', '=', keys.client).execute();
}
