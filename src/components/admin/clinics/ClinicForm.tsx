import type { ClinicErrors, ClinicField } from '../../../domain/clinics/schema.ts';
import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import { prefectureOptions } from '../shared/form/prefecture-options.ts';
import { SelectField } from '../shared/form/SelectField.tsx';
import styles from './ClinicForm.module.css';

interface Props {
  /** The page itself: the form posts there and is shown again with messages beside the fields. */
  action: string;
  values: Record<ClinicField, string>;
  errors: ClinicErrors;
  maxLength: { clinicName: number; address: number; services: number; doctor: number; phone: number; url: number };
  statuses: { value: string; label: string }[];
  labels: {
    fields: Record<ClinicField, string>;
    hints: { address: string; prefecture: string; services: string; phone: string; url: string };
    required: string;
    prefectureAuto: string;
    submit: string;
  };
}

/** Create or edit one clinic: a plain POST form, checked on the server, messages in place. */
export function ClinicForm({ action, values, errors, maxLength, statuses, labels }: Props) {
  const { fields, hints } = labels;
  const described = (describedBy: string | undefined, field: ClinicField) => ({
    'aria-describedby': describedBy,
    'aria-invalid': errors[field] ? true : undefined,
  });
  const text = (field: 'clinicName' | 'address' | 'doctor' | 'phone' | 'url', type = 'text', required = false) => (
    <FormField
      id={`clinic-${field}`}
      label={required ? `${fields[field]}（${labels.required}）` : fields[field]}
      hint={field in hints ? hints[field as keyof typeof hints] : undefined}
      error={errors[field]}
    >
      {(describedBy) => (
        <input
          id={`clinic-${field}`}
          name={field}
          type={type}
          required={required}
          maxLength={maxLength[field]}
          defaultValue={values[field]}
          autoComplete="off"
          {...described(describedBy, field)}
        />
      )}
    </FormField>
  );
  return (
    <form className={styles.form} method="post" action={action} data-clinic-form="">
      <input type="hidden" name="intent" value="save" />
      {text('clinicName', 'text', true)}
      {text('address', 'text', true)}
      <SelectField
        id="clinic-prefecture"
        name="prefecture"
        label={fields.prefecture}
        hint={hints.prefecture}
        error={errors.prefecture}
        options={prefectureOptions}
        defaultValue={values.prefecture}
        empty={labels.prefectureAuto}
      />
      <FormField id="clinic-services" label={fields.services} hint={hints.services} error={errors.services}>
        {(describedBy) => (
          <textarea
            id="clinic-services"
            name="services"
            rows={3}
            maxLength={maxLength.services}
            defaultValue={values.services}
            {...described(describedBy, 'services')}
          />
        )}
      </FormField>
      {text('doctor')}
      {text('phone', 'tel')}
      {text('url', 'url')}
      <fieldset className={styles.status} aria-describedby={errors.status ? 'clinic-status-error' : undefined}>
        <legend className={styles.legend}>{fields.status}</legend>
        <div className={styles.choices}>
          {statuses.map((status) => (
            <label key={status.value} className={styles.choice}>
              <input type="radio" name="status" value={status.value} defaultChecked={values.status === status.value} />
              {status.label}
            </label>
          ))}
        </div>
        {errors.status ? (
          <p id="clinic-status-error" className={styles.error}>
            {errors.status}
          </p>
        ) : null}
      </fieldset>
      <div>
        <AdminButton>{labels.submit}</AdminButton>
      </div>
    </form>
  );
}
