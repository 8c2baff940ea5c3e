import type { ReactNode } from 'react';
import styles from './FormField.module.css';

interface Props {
  /** The control's id; the hint and message ids derive from it. */
  id: string;
  label: string;
  /** The marker beside the label on public forms, e.g. "必須". */
  requiredLabel?: string | undefined;
  /** The marker beside the label of a public form's optional field, e.g. "任意". */
  optionalLabel?: string | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  /** `compact` in the staff area's dense forms; `roomy` (larger controls) on public pages. */
  density?: 'compact' | 'roomy';
  /**
   * Required of a company, not of a private person: the required marker hides while the form's
   * 個人の方 box (`individual`) is ticked.
   */
  companyOnly?: boolean | undefined;
  /** Receives the ids to put in aria-describedby. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** One labelled form control with its optional required (or optional) marker, hint and validation message. */
export function FormField({
  id,
  label,
  requiredLabel,
  optionalLabel,
  hint,
  error,
  density = 'compact',
  companyOnly,
  children,
}: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={styles.field}
      data-density={density}
      data-invalid={error ? '' : undefined}
      data-company-only={companyOnly ? '' : undefined}
    >
      <label className={styles.label} htmlFor={id}>
        {label}
        {requiredLabel ? <span className={styles.required}>{requiredLabel}</span> : null}
        {optionalLabel ? <span className={styles.optional}>{optionalLabel}</span> : null}
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
