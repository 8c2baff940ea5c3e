/**
 * The brochure form's proof as a browser produces it (src/components/forms/form-proof.ts): a
 * signed token and a solved ALTCHA challenge, for tests that call the handler directly (with
 * `testFormKeys`) or post to a built server (`fetchFormProof`, which asks the server like the
 * island does and solves with altcha-lib's own solver).
 */
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey as sha } from 'altcha-lib/algorithms/sha';
import { issueFormToken } from '../../src/server/leads/form-token.server.ts';
import { createLeadLimits } from '../../src/server/leads/lead-limits.server.ts';
import { challengeKeys, issueChallenge } from '../../src/server/leads/proof-of-work.server.ts';
import { createLogger } from '../../src/server/platform/logger.server.ts';

export const testFormKeys = () => ({
  token: Buffer.alloc(32, 7),
  challenge: challengeKeys(Buffer.alloc(32, 9)),
});

async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey: sha });
  if (!solution) throw new Error('the challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** `idempotency_key` and `altcha` fields for a post at `now`, the form shown `shownMsAgo` earlier. */
export async function formProof(
  keys: ReturnType<typeof testFormKeys>,
  now: Date,
  shownMsAgo = 30_000,
  work = 100,
): Promise<{ idempotency_key: string; altcha: string }> {
  const shown = new Date(now.getTime() - shownMsAgo);
  return {
    idempotency_key: issueFormToken(keys.token, shown),
    altcha: await solved(await issueChallenge(keys.challenge, shown, work)),
  };
}

/** Asks a running server for a token and a challenge, as the island does, and solves it. */
export async function fetchFormProof(baseUrl: string): Promise<{ idempotency_key: string; altcha: string }> {
  const response = await fetch(new URL('/api/brochure-form', baseUrl));
  if (!response.ok) throw new Error(`GET /api/brochure-form: ${response.status}`);
  const { token, challenge } = (await response.json()) as { token: string; challenge: Challenge };
  return { idempotency_key: token, altcha: await solved(challenge) };
}

/** The handler's dependencies over a test database: real limits, test keys. */
export function leadDeps(
  db: import('../../src/server/platform/db.server.ts').Db,
  options: { limit?: number; ceiling?: number; clientKey?: string; now: Date },
) {
  return {
    db,
    log: createLogger('silent'),
    limits: createLeadLimits(db, { perClient: options.limit ?? 5, ceiling: options.ceiling ?? 0 }),
    formKeys: testFormKeys(),
    siteUrl: 'https://www.example.jp',
    clientKey: options.clientKey ?? '192.0.2.1',
    now: options.now,
  };
}

/** `count` proofs from a running server, `parallel` at a time (load scripts: one per request). */
export async function fetchFormProofs(
  baseUrl: string,
  count: number,
  parallel = 8,
): Promise<{ idempotency_key: string; altcha: string }[]> {
  const proofs: { idempotency_key: string; altcha: string }[] = [];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (proofs.length < count) proofs.push(await fetchFormProof(baseUrl));
    }),
  );
  return proofs.slice(0, count);
}

/** How long after its token a form may be sent without counting as a bot (MIN_FILL_TIME_MS, and a margin). */
export const FORM_TRAP_WAIT_MS = 3_100;
