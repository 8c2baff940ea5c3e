/**
 * The answer an ALTCHA solver posts (the sign-in widget's and the brochure form's `altcha`
 * field): base64 of the JSON `{ challenge, solution }`. Only its shape is checked here; altcha-lib
 * checks the parameters against the signature, and the caller spends the challenge once.
 */
import type { Challenge, Solution } from 'altcha-lib';

export interface AltchaPayload {
  challenge: Challenge;
  solution: Solution;
}

/** A real payload is well under a kilobyte; anything this large is not one. */
const MAX_PAYLOAD = 4_096;

export function decodeAltchaPayload(value: string): AltchaPayload | null {
  if (value.length === 0 || value.length > MAX_PAYLOAD) return null;
  try {
    const payload = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as Partial<AltchaPayload> | null;
    const challenge = payload?.challenge;
    const solution = payload?.solution;
    if (typeof challenge?.parameters !== 'object' || challenge.parameters === null) return null;
    if (typeof challenge.signature !== 'string') return null;
    if (typeof solution?.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}
