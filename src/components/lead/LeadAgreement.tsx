import styles from './LeadAgreement.module.css';

interface Props {
  id: string;
  title: string;
  text: string[];
  label: string;
  requiredLabel: string;
  error?: string | undefined;
}

/** The notes every requester must accept (no competitors, no false applications) and the checkbox. */
export function LeadAgreement({ id, title, text, label, requiredLabel, error }: Props) {
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.agreement} data-invalid={error ? '' : undefined}>
      <legend className={styles.title}>{title}</legend>
      {text.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <label className={styles.check} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name="agreement"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>
          {label}
          <span className={styles.required}>{requiredLabel}</span>
        </span>
      </label>
      {error ? (
        <p className={styles.error} id={errorId} data-field-error="">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
