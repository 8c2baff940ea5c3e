import type { ReactNode } from 'react';
import styles from './LeadField.module.css';

interface Props {
  /** The input's id; the label, hint and message ids derive from it. */
  id: string;
  label: string;
  requiredLabel: string;
  hint?: string;
  error?: string | undefined;
  /** Receives the ids to put in aria-describedby. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** One labelled form field with its required marker, hint and validation message. */
export function LeadField({ id, label, requiredLabel, hint, error, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} data-invalid={error ? '' : undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
        <span className={styles.required}>{requiredLabel}</span>
      </label>
      {hint ? (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
      {children(describedBy)}
      {error ? (
        <p className={styles.error} id={errorId} data-field-error="">
          {error}
        </p>
      ) : null}
    </div>
  );
}
