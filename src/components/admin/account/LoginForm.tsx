import type { ReactNode } from 'react';
import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from '../shared/BoxedForm.module.css';
import { EmailField } from '../shared/form/EmailField.tsx';

interface Props {
  action: string;
  next: string;
  email: string;
  /** The one message for any refusal (never says whether the e-mail exists). */
  error: string | null;
  labels: { email: string; password: string; submit: string };
  /** A proof of work to carry (LoginProof), when the server asks for one. */
  children?: ReactNode;
}

/** The sign-in form: a plain POST, no JavaScript needed. */
export function LoginForm({ action, next, email, error, labels, children }: Props) {
  return (
    <form className={styles.form} method="post" action={action} data-login-form="">
      <input type="hidden" name="next" value={next} />
      <EmailField
        id="login-email"
        label={labels.email}
        defaultValue={email}
        formError={error ? { id: 'login-error' } : null}
      />
      <FormField id="login-password" label={labels.password}>
        {(describedBy) => (
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={400}
            aria-describedby={describedBy ?? (error ? 'login-error' : undefined)}
            aria-invalid={error ? true : undefined}
          />
        )}
      </FormField>
      {children}
      <AdminButton>{labels.submit}</AdminButton>
    </form>
  );
}
