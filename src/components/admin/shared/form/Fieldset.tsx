import type { ReactNode } from 'react';
import styles from './AdminForm.module.css';
import { FieldError } from './FieldError.tsx';
import { Hint } from './Hint.tsx';

interface Props {
  /** The hint's and message's ids derive from it. */
  id: string;
  legend: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** `row`: fields side by side where they fit; `stack`: spaced one under the other; else close. */
  layout?: 'row' | 'stack' | undefined;
  /** In a box of its own (a list of choices among fields), red while it has a message. */
  boxed?: boolean | undefined;
  /** State for CSS and tests, e.g. `{ 'data-webhook-events': '' }`. */
  data?: Record<`data-${string}`, string> | undefined;
  children: ReactNode;
}

/** A group of controls under a legend, its hint and message read with it. */
export function Fieldset({ id, legend, hint, error, layout, boxed, data, children }: Props) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={describedBy}
      data-boxed={boxed ? '' : undefined}
      data-invalid={error ? '' : undefined}
      {...data}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {layout ? <div className={styles[layout]}>{children}</div> : children}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}
