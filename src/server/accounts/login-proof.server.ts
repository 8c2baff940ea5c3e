/**
 * Proof of work for a login over the per-account ceiling (login-throttle.server.ts): an ALTCHA
 * challenge (altcha-lib, solved in the browser by the `altcha` widget, no third party), single
 * use and valid for PROOF_TTL_MS.
 *
 * The database, not a shared secret, vouches for a challenge: issuing one stores its signature
 * in `rate_limits` (scope `pow-login:`), and a proof counts only if it deletes that row. So every
 * instance behind a load balancer accepts a challenge another issued, a replayed proof finds no
 * row, and no key has to be configured. The HMAC secret below is therefore not secret: it only
 * binds the parameters to the stored signature (changing one changes the other).
 */
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { decodeAltchaPayload } from '../platform/altcha-payload.server.ts';
import type { Db } from '../platform/db.server.ts';

export const PROOF_TTL_MS = 5 * 60_000;
/** PBKDF2 iterations per try, and the range of tries: about 1 s in Chromium, 1.5 s with the CPU 4x slower. */
const COST = 5_000;
const COUNTER_RANGE: [number, number] = [500, 3_000];
const SIGNATURE_KEY = 'pelvia-login-proof';
const SCOPE = 'pow-login:';

/** Outstanding challenges at most: a flood of refused logins cannot grow the table past this. */
export const MAX_OUTSTANDING = 10_000;

/** A fresh challenge as the JSON the widget's `challenge` attribute takes; null when too many are out. */
export async function issueLoginChallenge(db: Db, now = new Date()): Promise<string | null> {
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: COST,
    counter: randomInt(...COUNTER_RANGE),
    deriveKey,
    expiresAt: new Date(now.getTime() + PROOF_TTL_MS),
    hmacSignatureSecret: SIGNATURE_KEY,
  });
  const expired = new Date(now.getTime() - PROOF_TTL_MS).toISOString();
  // Unused challenges go with the next one issued, so the rows stay few.
  await db.deleteFrom('rate_limits').where('key', 'like', `${SCOPE}%`).where('window_start', '<=', expired).execute();
  const out = await db
    .selectFrom('rate_limits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('key', 'like', `${SCOPE}%`)
    .executeTakeFirst();
  if (Number(out?.n ?? 0) >= MAX_OUTSTANDING) return null;
  await db
    .insertInto('rate_limits')
    .values({ key: `${SCOPE}${challenge.signature}`, window_start: now.toISOString(), hits: 0 })
    .execute();
  return JSON.stringify(challenge);
}

/** True when `payload` solves a challenge this site issued and nobody has used yet (it is used now). */
export async function consumeLoginProof(
  db: Db,
  payload: string | null | undefined,
  now = new Date(),
): Promise<boolean> {
  const parsed = payload ? decodeAltchaPayload(payload) : null;
  if (!parsed?.challenge.signature) return false;
  const issuedAfter = new Date(now.getTime() - PROOF_TTL_MS).toISOString();
  // Delete first: of two requests with one proof, only one finds the row.
  const row = await db
    .deleteFrom('rate_limits')
    .where('key', '=', `${SCOPE}${parsed.challenge.signature}`)
    .where('window_start', '>', issuedAfter)
    .returning('key')
    .executeTakeFirst();
  if (!row) return false;
  try {
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret: SIGNATURE_KEY,
    });
    return result.verified;
  } catch {
    return false;
  }
}
