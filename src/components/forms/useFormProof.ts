import { useCallback, useEffect, useRef, useState } from 'react';
import { createFormProof, type FormProof } from './form-proof.ts';

/** 'none' until hydrated (a post then waits for review), then solving, ready or failed: `data-proof`. */
export type ProofState = 'none' | 'solving' | 'ready' | 'failed';

/**
 * The form's proof (form-proof.ts), started once the island has hydrated, so it is solved while
 * the visitor types; `take` gives the proof for this submit (null when there is none: the form
 * still posts and the request waits for review). The brochure form and the demo page's new
 * visitor use the same one.
 */
export function useFormProof(): { state: ProofState; take: () => Promise<FormProof | null> } {
  const proof = useRef<ReturnType<typeof createFormProof> | null>(null);
  const [state, setState] = useState<ProofState>('none');
  useEffect(() => {
    const started = createFormProof();
    proof.current = started;
    started.start();
    setState('solving');
    void started.settled().then((ok) => setState(ok ? 'ready' : 'failed'));
  }, []);
  const take = useCallback(async () => (await proof.current?.take()) ?? null, []);
  return { state, take };
}
