import { startAuthentication } from '@simplewebauthn/browser';
import { AdminButton } from '../shared/AdminButton.tsx';
import messages from './PasskeyMessages.module.css';
import styles from './PasskeySignIn.module.css';
import { usePasskeyCeremony } from './usePasskeyCeremony.ts';

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

/**
 * A passkey button (island, client:idle): on the login page it signs in on its own (no e-mail:
 * a discoverable credential); at the factor step it is the second factor; on the
 * re-authentication page it re-authenticates. The server decides which from the session. Until
 * hydrated, and without JavaScript, it says passkeys need JavaScript; the password still works.
 */
export function PasskeySignIn({ endpoint, next, labels }: Props) {
  const { state, message, run } = usePasskeyCeremony(endpoint, labels);

  async function signIn() {
    const verified = await run({
      options: 'authenticate-options',
      prompt: (optionsJSON) => startAuthentication({ optionsJSON }),
      verify: 'authenticate',
      body: (response) => ({ response, next }),
    });
    if (verified) window.location.assign(typeof verified.next === 'string' ? verified.next : next);
  }

  if (state === 'server' || state === 'unsupported') {
    return (
      <p className={messages.note} data-passkey-sign-in={state}>
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
      <p className={messages.message} role="status">
        {message}
      </p>
    </div>
  );
}
