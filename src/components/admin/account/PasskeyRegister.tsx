import { startRegistration } from '@simplewebauthn/browser';
import { type FormEvent, useEffect, useState } from 'react';
import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './PasskeyRegister.module.css';
import { isCancelled, postPasskeyStep } from './passkey-api.ts';

interface Props {
  /** PASSKEY_API_PATH. */
  endpoint: string;
  /** Where to go once it is registered (the account page with a confirmation, or enrolment's next step). */
  doneHref: string;
  nameMax: number;
  labels: {
    title: string;
    name: string;
    nameHint: string;
    submit: string;
    working: string;
    failed: string;
    cancelled: string;
    noScript: string;
    unsupported: string;
  };
}

type State = 'server' | 'unsupported' | 'ready' | 'working';

/**
 * Adding a named passkey (island, client:idle), on the account page and at enrolment: options
 * from the server, the browser's dialog, the answer verified by the server. Until hydrated, and
 * without JavaScript, it says registering needs JavaScript.
 */
export function PasskeyRegister({ endpoint, doneHref, nameMax, labels }: Props) {
  const [state, setState] = useState<State>('server');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    setState(typeof window.PublicKeyCredential === 'function' ? 'ready' : 'unsupported');
  }, []);

  async function register(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    setState('working');
    setMessage(null);
    const options = await postPasskeyStep(endpoint, 'register-options', {});
    if (!options.ok) {
      setMessage(options.message ?? labels.failed);
      setState('ready');
      return;
    }
    let response: unknown;
    try {
      response = await startRegistration({ optionsJSON: options.body as never });
    } catch (error) {
      setMessage(isCancelled(error) ? labels.cancelled : labels.failed);
      setState('ready');
      return;
    }
    const stored = await postPasskeyStep(endpoint, 'register', { name, response });
    if (stored.ok) {
      window.location.assign(doneHref);
      return;
    }
    setMessage(stored.message ?? labels.failed);
    setState('ready');
  }

  return (
    <div className={styles.register} data-passkey-register={state}>
      <h3 className={styles.title}>{labels.title}</h3>
      {state === 'server' || state === 'unsupported' ? (
        <p className={styles.note}>{state === 'server' ? labels.noScript : labels.unsupported}</p>
      ) : (
        <form className={styles.form} onSubmit={register}>
          <FormField id="passkey-name" label={labels.name} hint={labels.nameHint}>
            {(describedBy) => (
              <input
                id="passkey-name"
                name="name"
                type="text"
                required
                maxLength={nameMax}
                aria-describedby={describedBy}
              />
            )}
          </FormField>
          <AdminButton disabled={state === 'working'} aria-busy={state === 'working'}>
            {state === 'working' ? labels.working : labels.submit}
          </AdminButton>
          <p className={styles.message} role="status">
            {message}
          </p>
        </form>
      )}
    </div>
  );
}
