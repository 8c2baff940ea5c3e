import { SelectField } from '../shared/form/SelectField.tsx';
import { TextField } from '../shared/form/TextField.tsx';
import styles from './FunnelForm.module.css';

/** The labels of each stage's details, part of the stage form's labels. */
export interface StageDetailLabels {
  meetingOn: string;
  meetingKind: string;
  trialPlace: string;
  trialOn: string;
  contractProduct: string;
  startOn: string;
}

interface Props {
  errors: Record<string, string>;
  values: Record<string, string>;
  meetingKinds: { value: string; label: string }[];
  labels: StageDetailLabels;
}

/**
 * Each stage's own details (商談の日付と形式, 体験の場所と日付, 契約の製品と開始日): all optional, each row
 * marked with the stages it belongs to (`data-stage-fields`), which the stage form shows alone.
 */
export function StageDetailFields({ errors, values, meetingKinds, labels }: Props) {
  const field = (name: string, label: string, type: 'date' | 'text') => (
    <TextField
      id={`stage-${name}`}
      type={type}
      name={name}
      label={label}
      maxLength={type === 'text' ? 200 : undefined}
      defaultValue={values[name]}
      error={errors[type === 'date' ? 'date' : 'place']}
    />
  );
  return (
    <>
      <div className={styles.row} data-stage-fields="meeting">
        {field('meeting_on', labels.meetingOn, 'date')}
        <SelectField
          id="stage-meeting-kind"
          name="meeting_kind"
          label={labels.meetingKind}
          options={meetingKinds}
          empty="—"
          defaultValue={values.meeting_kind ?? ''}
        />
      </div>
      <div className={styles.row} data-stage-fields="trial">
        {field('trial_place', labels.trialPlace, 'text')}
        {field('trial_on', labels.trialOn, 'date')}
      </div>
      <div className={styles.row} data-stage-fields="won">
        {field('contract_product', labels.contractProduct, 'text')}
        {field('start_on', labels.startOn, 'date')}
      </div>
    </>
  );
}
