import { Field } from './Field.tsx';

interface Props {
  id: string;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: string | undefined;
  /** A first option with the empty value (「指定なし」). */
  empty?: string | undefined;
  hint?: string | undefined;
  error?: string | null | undefined;
}

/** A labelled select of the admin forms, with its hint and message. */
export function SelectField({ id, name, label, options, defaultValue, empty, hint, error }: Props) {
  return (
    <Field id={id} label={label} hint={hint} error={error ?? undefined}>
      {(control) => (
        <select {...control} name={name} defaultValue={defaultValue}>
          {empty === undefined ? null : <option value="">{empty}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
