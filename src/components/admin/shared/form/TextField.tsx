import { Field } from './Field.tsx';

interface Props {
  id: string;
  name: string;
  label: string;
  type?: 'text' | 'date' | undefined;
  defaultValue?: string | undefined;
  maxLength?: number | undefined;
  inputMode?: 'numeric' | undefined;
  required?: boolean | undefined;
  hint?: string | undefined;
  error?: string | null | undefined;
  /** Invalid by a message shown under another field (two amounts, one message). */
  invalid?: boolean | undefined;
}

/** A labelled one-line text or date input of the admin forms, with its hint and message. */
export function TextField({ id, name, label, type = 'text', hint, error, invalid, ...input }: Props) {
  return (
    <Field id={id} label={label} hint={hint} error={error ?? undefined}>
      {(control) => (
        <input
          {...control}
          aria-invalid={invalid === undefined ? control['aria-invalid'] : invalid || undefined}
          type={type}
          name={name}
          {...input}
        />
      )}
    </Field>
  );
}
