import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './AccountForm.module.css';

interface Props {
  action: string;
  /** What was typed when the form came back with a problem. */
  value: string;
  error?: string | undefined;
  labels: { current: string; label: string; hint: string; submit: string };
}

/** The sign-in address: the notice of the change goes to the current one. */
export function EmailChangeForm({ action, value, error, labels }: Props) {
  return (
    <form className={styles.form} method="post" action={action} data-account-form="email">
      <input type="hidden" name="intent" value="email" />
      <p className={styles.hint} data-current-email="">
        {labels.current}
      </p>
      <FormField id="account-email" label={labels.label} hint={labels.hint} error={error}>
        {(describedBy) => (
          <input
            id="account-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={value}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
          />
        )}
      </FormField>
      <AdminButton>{labels.submit}</AdminButton>
    </form>
  );
}
