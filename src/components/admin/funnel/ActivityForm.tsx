import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './FunnelForm.module.css';

interface Props {
  action: string;
  kinds: { value: string; label: string }[];
  /** The open next step, or null; `overdue` when its day has passed. */
  current: { text: string; overdue: string | null } | null;
  errors: Record<string, string>;
  values: Record<string, string>;
  limits: { note: number; nextStep: number };
  labels: {
    intro: string;
    kind: string;
    note: string;
    nextStep: string;
    nextStepOn: string;
    nextStepHint: string;
    submit: string;
    none: string;
  };
}

/**
 * Logs a call, a mail, a visit… with its outcome and the next step with its day (issue 34): a
 * plain form post, named as the interface contract says (`activity_kind`, `activity_note`,
 * `next_step_on`, `next_step`, 記録する).
 */
export function ActivityForm({ action, kinds, current, errors, values, limits, labels }: Props) {
  return (
    <form className={styles.form} method="post" action={action} data-activity-form="">
      <p>{labels.intro}</p>
      <p className={styles.current} data-next-step="" data-overdue={current?.overdue ? '' : undefined}>
        {current ? current.text : labels.none}
        {current?.overdue ? <strong> {current.overdue}</strong> : null}
      </p>
      <input type="hidden" name="intent" value="activity" />
      <FormField id="activity-kind" label={labels.kind} error={errors.activity_kind}>
        {(describedBy) => (
          <select
            id="activity-kind"
            name="activity_kind"
            defaultValue={values.activity_kind ?? kinds[0]?.value}
            aria-describedby={describedBy}
          >
            {kinds.map((kind) => (
              <option key={kind.value} value={kind.value}>
                {kind.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="activity-note" label={labels.note} error={errors.activity_note}>
        {(describedBy) => (
          <textarea
            id="activity-note"
            name="activity_note"
            maxLength={limits.note}
            defaultValue={values.activity_note}
            aria-describedby={describedBy}
            aria-invalid={errors.activity_note ? true : undefined}
          />
        )}
      </FormField>
      <div className={styles.row}>
        <FormField id="next-step-on" label={labels.nextStepOn} hint={labels.nextStepHint} error={errors.next_step_on}>
          {(describedBy) => (
            <input
              id="next-step-on"
              type="date"
              name="next_step_on"
              defaultValue={values.next_step_on}
              aria-describedby={describedBy}
              aria-invalid={errors.next_step_on ? true : undefined}
            />
          )}
        </FormField>
        <FormField id="next-step" label={labels.nextStep} error={errors.next_step}>
          {(describedBy) => (
            <input
              id="next-step"
              type="text"
              name="next_step"
              maxLength={limits.nextStep}
              defaultValue={values.next_step}
              aria-describedby={describedBy}
              aria-invalid={errors.next_step ? true : undefined}
            />
          )}
        </FormField>
      </div>
      <div>
        <AdminButton>{labels.submit}</AdminButton>
      </div>
    </form>
  );
}
