import { Field } from './Field.tsx';

interface Props {
  id: string;
  label: string;
  defaultValue: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** A message the form shows elsewhere (the sign-in's one refusal), read with the field. */
  formError?: { id: string } | null | undefined;
  autoComplete?: 'username' | 'email';
}

/** An account's e-mail address: the sign-in, a forgotten password, an invitation, a change of address. */
export function EmailField({ id, label, defaultValue, hint, error, formError, autoComplete = 'username' }: Props) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          aria-describedby={control['aria-describedby'] ?? formError?.id}
          aria-invalid={control['aria-invalid'] ?? (formError ? true : undefined)}
          name="email"
          type="email"
          autoComplete={autoComplete}
          required
          maxLength={320}
          defaultValue={defaultValue}
        />
      )}
    </Field>
  );
}
