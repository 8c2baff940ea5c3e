import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from '../shared/BoxedForm.module.css';

type Field = 'name' | 'password' | 'confirm' | 'code';

interface Props {
  action: string;
  /** Which fields the form asks for besides the password and its confirmation. */
  withName?: { value: string } | undefined;
  withCode?: boolean;
  errors: Partial<Record<Field, string>>;
  labels: {
    name?: string;
    password: string;
    passwordHint: string;
    confirm: string;
    code?: string;
    codeHint?: string;
    submit: string;
  };
}

/**
 * A new password (and its confirmation): accepting an invitation (with the display name) or a
 * reset link (with the second factor's code, input `code`, when the account has one).
 */
export function NewPasswordForm({ action, withName, withCode = false, errors, labels }: Props) {
  const input = (
    name: Field,
    type: string,
    autoComplete: string,
    label: string,
    extra: { hint?: string; value?: string } = {},
  ) => (
    <FormField id={`account-${name}`} label={label} hint={extra.hint} error={errors[name]}>
      {(describedBy) => (
        <input
          id={`account-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required
          maxLength={type === 'password' ? 400 : name === 'code' ? 40 : 100}
          defaultValue={extra.value}
          inputMode={name === 'code' ? 'text' : undefined}
          aria-describedby={describedBy}
          aria-invalid={errors[name] ? true : undefined}
        />
      )}
    </FormField>
  );
  return (
    <form className={styles.form} method="post" action={action} data-new-password-form="">
      {withName ? input('name', 'text', 'name', labels.name ?? '', { value: withName.value }) : null}
      {input('password', 'password', 'new-password', labels.password, { hint: labels.passwordHint })}
      {input('confirm', 'password', 'new-password', labels.confirm)}
      {withCode ? input('code', 'text', 'one-time-code', labels.code ?? '', { hint: labels.codeHint ?? '' }) : null}
      <AdminButton>{labels.submit}</AdminButton>
    </form>
  );
}
