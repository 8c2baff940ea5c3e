import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './ClosureDayForm.module.css';

type Field = 'from' | 'to' | 'label';

interface Props {
  action: string;
  values: Record<Field, string>;
  errors: Partial<Record<Field, string>>;
  labelMax: number;
  labels: {
    title: string;
    hint: string;
    from: string;
    to: string;
    label: string;
    submit: string;
  };
}

/** Adds one closure day, or a range of them (one row per day), with an optional name. */
export function ClosureDayForm({ action, values, errors, labelMax, labels }: Props) {
  const date = (name: 'from' | 'to', required: boolean) => (
    <FormField id={`closure-${name}`} label={labels[name]} error={errors[name]}>
      {(describedBy) => (
        <input
          id={`closure-${name}`}
          name={name}
          type="date"
          required={required}
          defaultValue={values[name]}
          aria-describedby={describedBy}
          aria-invalid={errors[name] ? true : undefined}
        />
      )}
    </FormField>
  );
  return (
    <form
      className={styles.form}
      method="post"
      action={action}
      aria-labelledby="closure-add-title"
      aria-describedby="closure-add-hint"
      data-settings-form="closure"
    >
      <h3 id="closure-add-title" className={styles.subtitle}>
        {labels.title}
      </h3>
      <p className={styles.hint} id="closure-add-hint">
        {labels.hint}
      </p>
      <input type="hidden" name="intent" value="closure-add" />
      <div className={styles.row}>
        {date('from', true)}
        {date('to', false)}
        <FormField id="closure-label" label={labels.label} error={errors.label}>
          {(describedBy) => (
            <input
              id="closure-label"
              name="label"
              type="text"
              maxLength={labelMax}
              defaultValue={values.label}
              aria-describedby={describedBy}
              aria-invalid={errors.label ? true : undefined}
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
