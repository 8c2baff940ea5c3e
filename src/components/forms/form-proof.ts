/**
 * What the brochure form island asks the server for once hydrated (GET /api/brochure-form): a
 * signed token, which is the request's single-use key and dates the form for the time trap,
 * and an ALTCHA challenge solved here invisibly while the visitor types. The solver (altcha-lib
 * with the browser's SubtleCrypto) is loaded only then, in its own chunk: no other page pays
 * for it, and it runs in a worker (src/components/forms/proof-worker.ts), off the page's main thread,
 * with no cookie and no third party.
 */

export const FORM_PROOF_URL = '/api/brochure-form';
/** Fetch a fresh proof once this old: the server's challenge lives an hour. */
const REFRESH_AFTER_MS = 50 * 60_000;

export interface FormProof {
  /** The signed token, sent as the idempotency key. */
  token: string;
  /** The solved challenge, base64 JSON as altcha-lib verifies it. */
  altcha: string;
}

type Challenge = Parameters<typeof import('altcha-lib').solveChallenge>[0]['challenge'];

/**
 * In a worker, off the page's main thread. A browser that cannot start it gets no proof: the
 * form still posts, and the request waits for review as one without JavaScript would.
 */
async function solve(challenge: unknown) {
  const { solveChallengeWorkers } = await import('altcha-lib');
  return solveChallengeWorkers({
    challenge: challenge as Challenge,
    concurrency: 1,
    createWorker: () => new Worker(new URL('./proof-worker.ts', import.meta.url), { type: 'module' }),
  });
}

async function fetchAndSolve(): Promise<FormProof> {
  const response = await fetch(FORM_PROOF_URL, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`form proof: ${response.status}`);
  const { token, challenge } = (await response.json()) as { token: string; challenge: unknown };
  const solution = await solve(challenge);
  if (!solution) throw new Error('form proof: no solution');
  const altcha = btoa(JSON.stringify({ challenge, solution }));
  return { token, altcha };
}

/**
 * One proof per form: started on hydration, awaited on submit, and fetched again after a use or
 * when it has grown old. A failure yields null: the form still posts, and the request waits for
 * review as one without JavaScript would.
 */
export function createFormProof() {
  let current: { startedAt: number; proof: Promise<FormProof | null> } | undefined;
  const start = () => {
    current = { startedAt: Date.now(), proof: fetchAndSolve().catch(() => null) };
  };
  return {
    start,
    /** Settles when the proof in hand is solved (true) or failed (false): for `data-proof`. */
    settled: async (): Promise<boolean> => (await current?.proof) != null,
    /** The proof for this submit; the next submit gets a new one. */
    async take(): Promise<FormProof | null> {
      if (!current || Date.now() - current.startedAt > REFRESH_AFTER_MS) start();
      const proof = await (current as { proof: Promise<FormProof | null> }).proof;
      start();
      return proof;
    },
  };
}
