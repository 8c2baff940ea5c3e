import type { ReactNode } from 'react';
import styles from './FormField.module.css';

interface Props {
  /** The control's id; hint and message ids derive from it. */
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** Receives the ids for aria-describedby. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** One labelled control with an optional hint and message. */
export function FormField({ id, label, hint, error, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} data-invalid={error ? '' : undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
      {children(describedBy)}
      {error ? (
        <p className={styles.error} id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
