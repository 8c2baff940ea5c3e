import { startRegistration } from '@simplewebauthn/browser';
import type { FormEvent } from 'react';
import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import messages from './PasskeyMessages.module.css';
import styles from './PasskeyRegister.module.css';
import { usePasskeyCeremony } from './usePasskeyCeremony.ts';

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

/**
 * Adding a named passkey (island, client:idle), on the account page and at enrolment: options
 * from the server, the browser's dialog, the answer verified by the server. Until hydrated, and
 * without JavaScript, it says registering needs JavaScript.
 */
export function PasskeyRegister({ endpoint, doneHref, nameMax, labels }: Props) {
  const { state, message, run } = usePasskeyCeremony(endpoint, labels);

  async function register(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    const stored = await run({
      options: 'register-options',
      prompt: (optionsJSON) => startRegistration({ optionsJSON }),
      verify: 'register',
      body: (response) => ({ name, response }),
    });
    if (stored) window.location.assign(doneHref);
  }

  return (
    <div className={styles.register} data-passkey-register={state}>
      <h3 className={styles.title}>{labels.title}</h3>
      {state === 'server' || state === 'unsupported' ? (
        <p className={messages.note}>{state === 'server' ? labels.noScript : labels.unsupported}</p>
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
          <p className={messages.message} role="status">
            {message}
          </p>
        </form>
      )}
    </div>
  );
}
