import type { ReactNode } from 'react';
import { FormField } from '../../../ui/FormField.tsx';

/** What a control spreads to be named, described and marked invalid. */
export interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

interface Props {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

/** One labelled admin control with its hint and message: `{(control) => <input name="x" {...control} />}`. */
export function Field({ id, label, hint, error, children }: Props) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(describedBy) => children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
    </FormField>
  );
}
