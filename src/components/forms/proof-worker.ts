/**
 * The proof solver's worker: altcha-lib's message handler with the browser's SubtleCrypto, so
 * the second of hashing never blocks the page a visitor is typing into (Lighthouse measured
 * 800 ms main-thread tasks while it ran on the page itself).
 */
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
