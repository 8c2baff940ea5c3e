import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './TotpEnrolment.module.css';

interface Props {
  action: string;
  next: string;
  /** The QR code (a data: URL drawn by our server), the key in groups of four, its sealed form. */
  qrDataUrl: string;
  groupedKey: string;
  error: string | null;
  labels: { qr: string; key: string; keyHint: string; code: string; submit: string };
}

/** A new TOTP key to register (QR code or typed), confirmed with a code: a plain POST. */
export function TotpEnrolment({ action, next, qrDataUrl, groupedKey, error, labels }: Props) {
  return (
    <div className={styles.enrolment}>
      <img className={styles.qr} src={qrDataUrl} alt={labels.qr} width={192} height={192} />
      <div>
        <h2 className={styles.hint}>{labels.key}</h2>
        <p className={styles.key} data-totp-key="">
          {groupedKey}
        </p>
        <p className={styles.hint}>{labels.keyHint}</p>
      </div>
      <form className={styles.form} method="post" action={action} data-enrol-form="">
        <input type="hidden" name="next" value={next} />
        <FormField id="enrol-code" label={labels.code} error={error ?? undefined}>
          {(describedBy) => (
            <input
              id="enrol-code"
              className={styles.code}
              name="code"
              type="text"
              inputMode="numeric"
              pattern="[0-9 ]*"
              autoComplete="one-time-code"
              required
              maxLength={12}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
            />
          )}
        </FormField>
        <AdminButton>{labels.submit}</AdminButton>
      </form>
    </div>
  );
}
