import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './FunnelForm.module.css';
import { StageDetailFields } from './StageDetailFields.tsx';

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
    meetingOn: string;
    meetingKind: string;
    trialPlace: string;
    trialOn: string;
    contractProduct: string;
    startOn: string;
  };
}

/**
 * Sets the lead's sales stage, forward or back (issue 34): `stage`, `amount_monthly`,
 * `amount_once`, `lost_reason` and 段階を更新 as the interface contract names them. The details of
 * each stage are optional fields beside them; a plain form post, no script needed.
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
  const text = (name: string, label: string, hint?: string) => (
    <FormField id={`stage-${name}`} label={label} hint={hint} error={errors[name === 'amount_once' ? 'amount' : name]}>
      {(describedBy) => (
        <input
          id={`stage-${name}`}
          type="text"
          inputMode="numeric"
          name={name}
          defaultValue={values[name]}
          aria-describedby={describedBy}
          aria-invalid={errors.amount ? true : undefined}
        />
      )}
    </FormField>
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
      <FormField id="stage-stage" label={labels.stage} error={errors.stage}>
        {(describedBy) => (
          <select id="stage-stage" name="stage" defaultValue={values.stage} aria-describedby={describedBy}>
            {stages.map((stage) => (
              <option key={stage.value} value={stage.value}>
                {stage.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className={styles.row}>
        {text('amount_monthly', labels.amountMonthly, labels.amountHint)}
        {text('amount_once', labels.amountOnce)}
      </div>
      <StageDetailFields errors={errors} values={values} meetingKinds={meetingKinds} labels={labels} />
      <div className={styles.row}>
        <FormField id="stage-lost-reason" label={labels.lostReason} error={errors.lost_reason}>
          {(describedBy) => (
            <select
              id="stage-lost-reason"
              name="lost_reason"
              defaultValue={values.lost_reason ?? ''}
              aria-describedby={describedBy}
            >
              <option value="">{labels.lostReasonNone}</option>
              {lostReasons.map((reason) => (
                <option key={reason.value} value={reason.value}>
                  {reason.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="stage-lost-note" label={labels.lostNote} error={errors.lost_note}>
          {(describedBy) => (
            <input
              id="stage-lost-note"
              type="text"
              name="lost_note"
              maxLength={1000}
              defaultValue={values.lost_note}
              aria-describedby={describedBy}
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
