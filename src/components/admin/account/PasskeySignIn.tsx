import { startAuthentication } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './PasskeySignIn.module.css';
import { isCancelled, postPasskeyStep } from './passkey-api.ts';

interface Props {
  /** PASSKEY_API_PATH. */
  endpoint: string;
  /** Where to go once the passkey is verified (a path inside /admin). */
  next: string;
  labels: {
    button: string;
    working: string;
    failed: string;
    cancelled: string;
    noScript: string;
    unsupported: string;
  };
}

type State = 'server' | 'unsupported' | 'ready' | 'working';

/**
 * A passkey button (island, client:idle): on the login page it signs in on its own (no e-mail:
 * a discoverable credential); at the factor step it is the second factor; on the
 * re-authentication page it re-authenticates. The server decides which from the session. Until
 * hydrated, and without JavaScript, it says passkeys need JavaScript; the password still works.
 */
export function PasskeySignIn({ endpoint, next, labels }: Props) {
  const [state, setState] = useState<State>('server');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    setState(typeof window.PublicKeyCredential === 'function' ? 'ready' : 'unsupported');
  }, []);

  async function signIn() {
    setState('working');
    setMessage(null);
    const options = await postPasskeyStep(endpoint, 'authenticate-options', {});
    if (!options.ok) {
      setMessage(options.message ?? labels.failed);
      setState('ready');
      return;
    }
    let response: unknown;
    try {
      response = await startAuthentication({ optionsJSON: options.body as never });
    } catch (error) {
      setMessage(isCancelled(error) ? labels.cancelled : labels.failed);
      setState('ready');
      return;
    }
    const verified = await postPasskeyStep(endpoint, 'authenticate', { response, next });
    if (verified.ok) {
      window.location.assign(typeof verified.body.next === 'string' ? verified.body.next : next);
      return;
    }
    setMessage(verified.message ?? labels.failed);
    setState('ready');
  }

  if (state === 'server' || state === 'unsupported') {
    return (
      <p className={styles.note} data-passkey-sign-in={state}>
        {state === 'server' ? labels.noScript : labels.unsupported}
      </p>
    );
  }
  return (
    <div className={styles.signIn} data-passkey-sign-in={state}>
      <AdminButton
        tone="secondary"
        type="button"
        onClick={signIn}
        disabled={state === 'working'}
        aria-busy={state === 'working'}
      >
        {state === 'working' ? labels.working : labels.button}
      </AdminButton>
      <p className={styles.message} role="status">
        {message}
      </p>
    </div>
  );
}
