import { AdminButton } from '../shared/AdminButton.tsx';
import { TextField } from '../shared/form/TextField.tsx';
import styles from './FunnelForm.module.css';

interface Props {
  action: string;
  reasons: { id: string; label: string; disabled: boolean }[];
  error: string | null;
  labels: { intro: string; add: string; submit: string; hidden: string };
}

/** The reasons 失注 offers, renamed, hidden (left empty) or added (issue 34). */
export function LostReasonsForm({ action, reasons, error, labels }: Props) {
  return (
    <form className={styles.form} method="post" action={action} data-lost-reasons="">
      <p>{labels.intro}</p>
      {error ? (
        <p className={styles.problem} role="alert">
          {error}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="lost-reasons" />
      <div className={styles.row}>
        {reasons.map((reason, i) => (
          <TextField
            key={reason.id}
            id={`reason-${i}`}
            name={`reason:${reason.id}`}
            label={reason.disabled ? `${reason.label}${labels.hidden}` : reason.label}
            maxLength={60}
            defaultValue={reason.disabled ? '' : reason.label}
          />
        ))}
        <TextField id="reason-new" name="reason_new" label={labels.add} maxLength={60} />
      </div>
      <div>
        <AdminButton tone="secondary">{labels.submit}</AdminButton>
      </div>
    </form>
  );
}
