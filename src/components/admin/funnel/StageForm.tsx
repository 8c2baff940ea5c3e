import { AdminButton } from '../shared/AdminButton.tsx';
import { SelectField } from '../shared/form/SelectField.tsx';
import { TextField } from '../shared/form/TextField.tsx';
import styles from './FunnelForm.module.css';
import { StageDetailFields, type StageDetailLabels } from './StageDetailFields.tsx';

type Option = { value: string; label: string };

interface Props {
  action: string;
  current: string;
  stages: Option[];
  lostReasons: Option[];
  meetingKinds: Option[];
  errors: Record<string, string>;
  values: Record<string, string>;
  problem: string | null;
  labels: {
    intro: string;
    current: string;
    stage: string;
    amountMonthly: string;
    amountOnce: string;
    amountHint: string;
    lostReason: string;
    lostReasonNone: string;
    lostNote: string;
    submit: string;
  } & StageDetailLabels;
}

/**
 * Sets the lead's sales stage, forward or back (issue 34): `stage`, `amount_monthly`,
 * `amount_once`, `lost_reason` and 段階を更新 as the interface contract names them. The details of
 * each stage are optional fields beside them; only the chosen stage's show (issue 42), by CSS
 * `:has()` on the selected option, so it holds without JavaScript; a plain form post.
 */
export function StageForm({
  action,
  current,
  stages,
  lostReasons,
  meetingKinds,
  errors,
  values,
  problem,
  labels,
}: Props) {
  // The two amounts share one message, shown under the second; both are marked invalid by it.
  const amount = (name: string, label: string, hint?: string) => (
    <TextField
      id={`stage-${name}`}
      name={name}
      label={label}
      hint={hint}
      inputMode="numeric"
      defaultValue={values[name]}
      error={errors[name === 'amount_once' ? 'amount' : name]}
      invalid={Boolean(errors.amount)}
    />
  );
  return (
    <form className={styles.form} method="post" action={action} data-stage-form="">
      <p>{labels.intro}</p>
      <p data-current-stage="">
        {labels.current}: {current}
      </p>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="stage" />
      <SelectField
        id="stage-stage"
        name="stage"
        label={labels.stage}
        options={stages}
        defaultValue={values.stage}
        error={errors.stage}
      />
      <div className={styles.row} data-stage-fields="quote won">
        {amount('amount_monthly', labels.amountMonthly, labels.amountHint)}
        {amount('amount_once', labels.amountOnce)}
      </div>
      <StageDetailFields errors={errors} values={values} meetingKinds={meetingKinds} labels={labels} />
      <div className={styles.row} data-stage-fields="lost">
        <SelectField
          id="stage-lost-reason"
          name="lost_reason"
          label={labels.lostReason}
          options={lostReasons}
          empty={labels.lostReasonNone}
          defaultValue={values.lost_reason ?? ''}
          error={errors.lost_reason}
        />
        <TextField
          id="stage-lost-note"
          name="lost_note"
          label={labels.lostNote}
          maxLength={1000}
          defaultValue={values.lost_note}
          error={errors.lost_note}
        />
      </div>
      <div>
        <AdminButton>{labels.submit}</AdminButton>
      </div>
    </form>
  );
}
