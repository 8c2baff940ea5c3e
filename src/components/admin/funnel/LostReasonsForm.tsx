import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
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
          <FormField
            key={reason.id}
            id={`reason-${i}`}
            label={reason.disabled ? `${reason.label}${labels.hidden}` : reason.label}
          >
            {(describedBy) => (
              <input
                id={`reason-${i}`}
                type="text"
                name={`reason:${reason.id}`}
                maxLength={60}
                defaultValue={reason.disabled ? '' : reason.label}
                aria-describedby={describedBy}
              />
            )}
          </FormField>
        ))}
        <FormField id="reason-new" label={labels.add}>
          {(describedBy) => (
            <input id="reason-new" type="text" name="reason_new" maxLength={60} aria-describedby={describedBy} />
          )}
        </FormField>
      </div>
      <div>
        <AdminButton tone="secondary">{labels.submit}</AdminButton>
      </div>
    </form>
  );
}
