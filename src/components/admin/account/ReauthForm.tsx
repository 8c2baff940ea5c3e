import type { ReactNode } from 'react';
import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './ReauthForm.module.css';

interface Props {
  action: string;
  next: string;
  /** The account has a second factor: ask for a code as well. */
  withCode: boolean;
  error: string | null;
  labels: { password: string; code: string; codeHint: string; submit: string };
  /** A proof of work to carry (LoginProof), when the server asks for one. */
  children?: ReactNode;
}

/** The password and a code again, before a sensitive change: a plain POST. */
export function ReauthForm({ action, next, withCode, error, labels, children }: Props) {
  const describedWith = (describedBy: string | undefined) =>
    [describedBy, error ? 'reauth-error' : null].filter(Boolean).join(' ') || undefined;
  return (
    <form className={styles.form} method="post" action={action} data-reauth-form="">
      <input type="hidden" name="next" value={next} />
      <FormField id="reauth-password" label={labels.password}>
        {(describedBy) => (
          <input
            id="reauth-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={400}
            aria-describedby={describedWith(describedBy)}
            aria-invalid={error ? true : undefined}
          />
        )}
      </FormField>
      {withCode ? (
        <FormField id="reauth-code" label={labels.code} hint={labels.codeHint}>
          {(describedBy) => (
            <input
              id="reauth-code"
              className={styles.code}
              name="code"
              type="text"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              required
              maxLength={40}
              aria-describedby={describedWith(describedBy)}
              aria-invalid={error ? true : undefined}
            />
          )}
        </FormField>
      ) : null}
      {children}
      <AdminButton>{labels.submit}</AdminButton>
    </form>
  );
}
