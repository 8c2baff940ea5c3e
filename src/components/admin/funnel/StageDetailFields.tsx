import { FormField } from '../../ui/FormField.tsx';
import styles from './FunnelForm.module.css';

interface Props {
  errors: Record<string, string>;
  values: Record<string, string>;
  meetingKinds: { value: string; label: string }[];
  labels: {
    meetingOn: string;
    meetingKind: string;
    trialPlace: string;
    trialOn: string;
    contractProduct: string;
    startOn: string;
  };
}

/** Each stage's own details (商談の日付と形式, 体験の場所と日付, 契約の製品と開始日): all optional. */
export function StageDetailFields({ errors, values, meetingKinds, labels }: Props) {
  const field = (name: string, label: string, type: 'date' | 'text') => (
    <FormField id={`stage-${name}`} label={label} error={errors[type === 'date' ? 'date' : 'place']}>
      {(describedBy) => (
        <input
          id={`stage-${name}`}
          type={type}
          name={name}
          maxLength={type === 'text' ? 200 : undefined}
          defaultValue={values[name]}
          aria-describedby={describedBy}
        />
      )}
    </FormField>
  );
  return (
    <>
      <div className={styles.row}>
        {field('meeting_on', labels.meetingOn, 'date')}
        <FormField id="stage-meeting-kind" label={labels.meetingKind}>
          {(describedBy) => (
            <select
              id="stage-meeting-kind"
              name="meeting_kind"
              defaultValue={values.meeting_kind ?? ''}
              aria-describedby={describedBy}
            >
              <option value="">—</option>
              {meetingKinds.map((kind) => (
                <option key={kind.value} value={kind.value}>
                  {kind.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className={styles.row}>
        {field('trial_place', labels.trialPlace, 'text')}
        {field('trial_on', labels.trialOn, 'date')}
      </div>
      <div className={styles.row}>
        {field('contract_product', labels.contractProduct, 'text')}
        {field('start_on', labels.startOn, 'date')}
      </div>
    </>
  );
}
