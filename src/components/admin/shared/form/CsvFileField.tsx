import { Field } from './Field.tsx';

interface Props {
  id: string;
  label: string;
  hint: string;
  error: string | null;
}

/** The CSV file of an import's upload form (clinics, business cards): posted as `file`. */
export function CsvFileField({ id, label, hint, error }: Props) {
  return (
    <Field id={id} label={label} hint={hint} error={error ?? undefined}>
      {(control) => <input {...control} name="file" type="file" accept=".csv,text/csv" required />}
    </Field>
  );
}
