import type {} from 'altcha/types/react';
import styles from './LoginProof.module.css';

interface Props {
  /** The ALTCHA challenge as JSON, issued by the server for this form. */
  challenge: string;
  labels: { working: string; noScript: string };
}

/**
 * The proof of work a login past the account's ceiling must carry: the `altcha` widget solves the
 * server's challenge in the browser and puts its answer in the form field `altcha`. Without
 * JavaScript nothing can solve it, and the note says what to do instead.
 */
export function LoginProof({ challenge, labels }: Props) {
  return (
    <div className={styles.proof} data-login-proof="">
      <altcha-widget challenge={challenge} name="altcha" auto="onload" language="ja" aria-label={labels.working} />
      <noscript>
        <p className={styles.note}>{labels.noScript}</p>
      </noscript>
    </div>
  );
}
