import { AdminButton } from '../shared/AdminButton.tsx';
import { Field } from '../shared/form/Field.tsx';
import { SelectField } from '../shared/form/SelectField.tsx';
import { TextField } from '../shared/form/TextField.tsx';
import styles from './FunnelForm.module.css';

interface Props {
  action: string;
  kinds: { value: string; label: string }[];
  /** False on a closed lead (完了, 契約, 失注): no next step is asked (the lead's state model). */
  asksNextStep: boolean;
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
    closed: string;
  };
}

/**
 * Logs a call, a mail, a visit… with its outcome and the next step with its day (issue 34): a
 * plain form post, named as the interface contract says (`activity_kind`, `activity_note`,
 * `next_step_on`, `next_step`, 記録する).
 */
export function ActivityForm({ action, kinds, asksNextStep, current, errors, values, limits, labels }: Props) {
  return (
    <form className={styles.form} method="post" action={action} data-activity-form="">
      <p>{labels.intro}</p>
      <p className={styles.current} data-next-step="" data-overdue={current?.overdue ? '' : undefined}>
        {current ? current.text : asksNextStep ? labels.none : labels.closed}
        {current?.overdue ? <strong> {current.overdue}</strong> : null}
      </p>
      <input type="hidden" name="intent" value="activity" />
      <SelectField
        id="activity-kind"
        name="activity_kind"
        label={labels.kind}
        options={kinds}
        defaultValue={values.activity_kind ?? kinds[0]?.value}
        error={errors.activity_kind}
      />
      <Field id="activity-note" label={labels.note} error={errors.activity_note}>
        {(control) => (
          <textarea {...control} name="activity_note" maxLength={limits.note} defaultValue={values.activity_note} />
        )}
      </Field>
      {asksNextStep ? (
        <div className={styles.row}>
          <TextField
            id="next-step-on"
            type="date"
            name="next_step_on"
            label={labels.nextStepOn}
            hint={labels.nextStepHint}
            defaultValue={values.next_step_on}
            error={errors.next_step_on}
          />
          <TextField
            id="next-step"
            name="next_step"
            label={labels.nextStep}
            maxLength={limits.nextStep}
            defaultValue={values.next_step}
            error={errors.next_step}
          />
        </div>
      ) : null}
      <div>
        <AdminButton>{labels.submit}</AdminButton>
      </div>
    </form>
  );
}
