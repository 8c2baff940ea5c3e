import type { ReactNode } from 'react';
import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from '../shared/BoxedForm.module.css';

interface Props {
  /**
   * Which step: the factor step of signing in (the code alone) or re-authentication (the
   * password, and the code when the account has a factor). Names the inputs' ids
   * (`<step>-password`, `<step>-code`); the page's error paragraph is `<step>-error`.
   */
  step: 'factor' | 'reauth';
  action: string;
  next: string;
  /** Ask for the password too (re-authentication). */
  withPassword?: boolean;
  /** Ask for a code: false only for an account without a factor while the policy is lifted. */
  withCode?: boolean;
  error: string | null;
  labels: { password?: string; code: string; codeHint: string; submit: string };
  /** A proof of work to carry (LoginProof), when the server asks for one. */
  children?: ReactNode;
}

/** A TOTP or recovery code in one field (and the password before it, to re-authenticate): a plain POST. */
export function CodeForm({
  step,
  action,
  next,
  withPassword = false,
  withCode = true,
  error,
  labels,
  children,
}: Props) {
  const describedWith = (describedBy: string | undefined) =>
    [describedBy, error ? `${step}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <form className={styles.form} method="post" action={action} data-code-form={step}>
      <input type="hidden" name="next" value={next} />
      {withPassword ? (
        <FormField id={`${step}-password`} label={labels.password ?? ''}>
          {(describedBy) => (
            <input
              id={`${step}-password`}
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
      ) : null}
      {withCode ? (
        <FormField id={`${step}-code`} label={labels.code} hint={labels.codeHint}>
          {(describedBy) => (
            <input
              id={`${step}-code`}
              className={styles.code}
              name="code"
              type="text"
              inputMode="text"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              required
              maxLength={40}
              // biome-ignore lint/a11y/noAutofocus: at the factor step the code is all the page asks for
              autoFocus={!withPassword}
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
