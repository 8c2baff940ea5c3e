/**
 * The brochure form's proof of work (issue 20): an ALTCHA challenge (altcha-lib, no third
 * party) that the island solves invisibly while the visitor types, in about a second on a phone.
 *
 * Challenges are deterministic (`counter` picked here, the expected key signed), so checking a
 * solution is two HMACs, not a key derivation: the endpoint stays as fast as before. A
 * challenge buys one request: its signature is recorded in `used_challenges` until it expires,
 * on every instance alike (the first insert wins).
 */
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey as sha } from 'altcha-lib/algorithms/sha';
import { decodeAltchaPayload } from '../platform/altcha-payload.server.ts';
import type { Db } from '../platform/db.server.ts';

/** How long a challenge stays good: a visitor who takes longer gets a fresh one. */
export const CHALLENGE_TTL_MS = 60 * 60_000;

/**
 * The work (LEAD_PROOF_WORK): the solver tries counters from 0 up to one picked between a third
 * of this and this, one SHA-256 each. The default is measured in Chromium with the CPU
 * throttled 4× (a mid-range phone) to take about a second; checking costs the same whatever it is.
 */
export const DEFAULT_PROOF_WORK = 60_000;

export interface ChallengeKeys {
  /** Signs the challenge's parameters. */
  signature: string;
  /** Signs the key the solver must find (checked instead of deriving it again). */
  keySignature: string;
}

export function challengeKeys(key: Buffer): ChallengeKeys {
  return { signature: key.subarray(0, 16).toString('base64url'), keySignature: key.subarray(16).toString('base64url') };
}

export async function issueChallenge(
  keys: ChallengeKeys,
  now: Date = new Date(),
  work: number = DEFAULT_PROOF_WORK,
): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(work, Math.ceil(work / 3)),
    deriveKey: sha,
    expiresAt: Math.floor((now.getTime() + CHALLENGE_TTL_MS) / 1000),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
}

export type ProofCheck =
  | { ok: true }
  | { ok: false; problem: 'missing' | 'malformed' | 'invalid' | 'expired' | 'used' };

/** Checks a solved challenge (the form's `altcha` field) and spends it; a second use is refused. */
export async function spendProof(
  db: Db,
  keys: ChallengeKeys,
  value: unknown,
  now: Date = new Date(),
): Promise<ProofCheck> {
  if (typeof value !== 'string' || value === '') return { ok: false, problem: 'missing' };
  const payload = decodeAltchaPayload(value);
  if (!payload) return { ok: false, problem: 'malformed' };
  let result: Awaited<ReturnType<typeof verifySolution>>;
  try {
    result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey: sha,
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.keySignature,
    });
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  const expiresAtMs = (payload.challenge.parameters.expiresAt ?? 0) * 1000;
  if (result.expired || expiresAtMs <= now.getTime()) return { ok: false, problem: 'expired' };
  if (!result.verified) return { ok: false, problem: 'invalid' };
  const signature = payload.challenge.signature as string;
  const expiresAt = new Date(expiresAtMs).toISOString();
  const spent = await db
    .insertInto('used_challenges')
    .values({ id: signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!spent) return { ok: false, problem: 'used' };
  return { ok: true };
}

/** Deletes spent challenges past their expiry (they could not be used again anyway). */
export async function pruneUsedChallenges(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db.deleteFrom('used_challenges').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
