import type { ReactNode } from 'react';
import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './FactorForm.module.css';

interface Props {
  action: string;
  next: string;
  error: string | null;
  labels: { code: string; codeHint: string; submit: string };
  /** A proof of work to carry (LoginProof), when the server asks for one. */
  children?: ReactNode;
}

/** The factor step of signing in: a TOTP or recovery code in one field, a plain POST. */
export function FactorForm({ action, next, error, labels, children }: Props) {
  return (
    <form className={styles.form} method="post" action={action} data-factor-form="">
      <input type="hidden" name="next" value={next} />
      <FormField id="factor-code" label={labels.code} hint={labels.codeHint}>
        {(describedBy) => (
          <input
            id="factor-code"
            className={styles.code}
            name="code"
            type="text"
            inputMode="text"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={40}
            // biome-ignore lint/a11y/noAutofocus: the page has nothing else to do; the code goes here
            autoFocus
            aria-describedby={[describedBy, error ? 'factor-error' : null].filter(Boolean).join(' ') || undefined}
            aria-invalid={error ? true : undefined}
          />
        )}
      </FormField>
      {children}
      <AdminButton>{labels.submit}</AdminButton>
    </form>
  );
}
