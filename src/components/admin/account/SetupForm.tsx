import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from '../shared/BoxedForm.module.css';

type Field = 'email' | 'name' | 'password' | 'confirm';

interface Props {
  action: string;
  token: string;
  values: { email: string; name: string };
  errors: Partial<Record<Field, string>>;
  labels: Record<Field, string> & { passwordHint: string; submit: string };
}

/** Creates the first admin account from the one-time setup URL. */
export function SetupForm({ action, token, values, errors, labels }: Props) {
  const field = (name: Field, type: string, autoComplete: string, defaultValue?: string, hint?: string) => (
    <FormField id={`setup-${name}`} label={labels[name]} hint={hint} error={errors[name]}>
      {(describedBy) => (
        <input
          id={`setup-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required
          maxLength={type === 'password' ? 400 : 320}
          defaultValue={defaultValue}
          aria-describedby={describedBy}
          aria-invalid={errors[name] ? true : undefined}
        />
      )}
    </FormField>
  );
  return (
    <form className={styles.form} method="post" action={action}>
      <input type="hidden" name="token" value={token} />
      {field('email', 'email', 'username', values.email)}
      {field('name', 'text', 'name', values.name)}
      {field('password', 'password', 'new-password', undefined, labels.passwordHint)}
      {field('confirm', 'password', 'new-password')}
      <AdminButton>{labels.submit}</AdminButton>
    </form>
  );
}
