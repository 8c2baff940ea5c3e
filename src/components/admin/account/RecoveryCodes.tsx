import { Notice } from '../shared/Notice.tsx';
import { RowAction } from '../shared/RowAction.tsx';
import styles from './RecoveryCodes.module.css';

interface Props {
  action: string;
  left: number;
  /** At or under this many left, a warning. */
  low: number;
  /** Fresh codes, in the answer to the post that made them only. */
  shown: string[] | null;
  labels: {
    title: string;
    left: (n: number) => string;
    low: (n: number) => string;
    none: string;
    regenerate: string;
    regenerateHint: string;
    shownTitle: string;
    shown: string;
  };
}

/** How many recovery codes are left (a warning when few), new ones made and shown once. */
export function RecoveryCodes({ action, left, low, shown, labels }: Props) {
  return (
    <div className={styles.recovery} data-recovery-left={String(left)}>
      <h3 className={styles.title}>{labels.title}</h3>
      {shown ? (
        <section className={styles.shown} aria-labelledby="recovery-shown-title" data-recovery-codes="">
          <h4 id="recovery-shown-title" className={styles.title}>
            {labels.shownTitle}
          </h4>
          <p>{labels.shown}</p>
          <ol className={styles.codes}>
            {shown.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ol>
        </section>
      ) : left === 0 ? (
        <p>{labels.none}</p>
      ) : (
        <p>{labels.left(left)}</p>
      )}
      {!shown && left > 0 && left <= low ? (
        <Notice tone="error">
          <p>{labels.low(left)}</p>
        </Notice>
      ) : null}
      <p className={styles.hint}>{labels.regenerateHint}</p>
      <RowAction action={action} fields={{ intent: 'recovery-regenerate' }} label={labels.regenerate} />
    </div>
  );
}
