import { useEffect, useState } from 'react';
import { isCancelled, postPasskeyStep } from './passkey-api.ts';

/** `server` until hydrated (and without JavaScript), then whether the browser has WebAuthn. */
export type CeremonyState = 'server' | 'unsupported' | 'ready' | 'working';

interface Ceremony {
  /** The step that issues the options (`register-options`, `authenticate-options`). */
  options: string;
  /** The browser's dialog (`startRegistration`, `startAuthentication`) on those options. */
  prompt: (optionsJSON: never) => Promise<unknown>;
  /** The step that verifies the dialog's answer, and the body it is sent with. */
  verify: string;
  body: (response: unknown) => Record<string, unknown>;
}

/**
 * The state machine both passkey islands share: options from the server, the browser's dialog,
 * the answer verified by the server. `run` gives the server's answer once verified (the state
 * stays `working` while the caller navigates away), or null after putting the message to show.
 */
export function usePasskeyCeremony(endpoint: string, labels: { failed: string; cancelled: string }) {
  const [state, setState] = useState<CeremonyState>('server');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    setState(typeof window.PublicKeyCredential === 'function' ? 'ready' : 'unsupported');
  }, []);

  const refuse = (shown: string | null) => {
    setMessage(shown ?? labels.failed);
    setState('ready');
    return null;
  };

  async function run(ceremony: Ceremony): Promise<Record<string, unknown> | null> {
    setState('working');
    setMessage(null);
    const options = await postPasskeyStep(endpoint, ceremony.options, {});
    if (!options.ok) return refuse(options.message);
    let response: unknown;
    try {
      response = await ceremony.prompt(options.body as never);
    } catch (error) {
      return refuse(isCancelled(error) ? labels.cancelled : labels.failed);
    }
    const verified = await postPasskeyStep(endpoint, ceremony.verify, ceremony.body(response));
    return verified.ok ? verified.body : refuse(verified.message);
  }

  return { state, message, run };
}
