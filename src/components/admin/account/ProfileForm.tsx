import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './AccountForm.module.css';

interface Props {
  action: string;
  /** The stored name, or what was typed when it came back with a problem. */
  name: string;
  max: number;
  error?: string | undefined;
  labels: { name: string; hint: string; submit: string };
}

/** One's own display name: a plain POST. */
export function ProfileForm({ action, name, max, error, labels }: Props) {
  return (
    <form className={styles.form} method="post" action={action} data-account-form="name">
      <input type="hidden" name="intent" value="name" />
      <FormField id="account-name" label={labels.name} hint={labels.hint} error={error}>
        {(describedBy) => (
          <input
            id="account-name"
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={max}
            defaultValue={name}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
          />
        )}
      </FormField>
      <AdminButton>{labels.submit}</AdminButton>
    </form>
  );
}
