import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './AccountForm.module.css';

type Field = 'current' | 'next' | 'confirm';

interface Props {
  action: string;
  /** The signed-in user's e-mail, so a password manager files the new password under it. */
  email: string;
  errors: Partial<Record<Field, string>>;
  labels: { current: string; next: string; nextHint: string; confirm: string; submit: string; afterHint: string };
}

/** The password change: the current password, the new one twice. Nothing typed is sent back. */
export function PasswordChangeForm({ action, email, errors, labels }: Props) {
  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <FormField id={`account-${name}`} label={label} hint={hint} error={errors[name]}>
      {(describedBy) => (
        <input
          id={`account-${name}`}
          name={name}
          type="password"
          autoComplete={autoComplete}
          required
          maxLength={400}
          aria-describedby={describedBy}
          aria-invalid={errors[name] ? true : undefined}
        />
      )}
    </FormField>
  );
  return (
    <form className={styles.form} method="post" action={action} data-account-form="password">
      <input type="hidden" name="intent" value="password" />
      {/* Lets a password manager know whose password this is. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      {field('current', labels.current, 'current-password')}
      {field('next', labels.next, 'new-password', labels.nextHint)}
      {field('confirm', labels.confirm, 'new-password')}
      <p className={styles.hint}>{labels.afterHint}</p>
      <AdminButton>{labels.submit}</AdminButton>
    </form>
  );
}
