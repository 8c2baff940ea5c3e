import { AdminButton } from '../shared/AdminButton.tsx';
import { Actions } from '../shared/form/Actions.tsx';
import { AdminForm } from '../shared/form/AdminForm.tsx';
import { Field } from '../shared/form/Field.tsx';
import styles from './BusinessDaysForm.module.css';

interface Props {
  action: string;
  /** The stored number, or what was typed when it came back with a problem. */
  value: string;
  min: number;
  max: number;
  error?: string | undefined;
  labels: { label: string; hint: string; submit: string };
  /** Another whole number of days saved the same way (the materials link lifetime). */
  field?: { id: string; name: string; intent: string };
}

/** How many business days a request has (or another count of days): one number, saved on its own. */
export function BusinessDaysForm({ action, value, min, max, error, labels, field }: Props) {
  const id = field?.id ?? 'business-days';
  return (
    <AdminForm action={action} data-settings-form={field?.intent ?? 'business-days'}>
      <input type="hidden" name="intent" value={field?.intent ?? 'business-days'} />
      <Field id={id} label={labels.label} hint={labels.hint} error={error}>
        {(control) => (
          <input
            {...control}
            name={field?.name ?? 'businessDays'}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            required
            defaultValue={value}
            className={styles.days}
          />
        )}
      </Field>
      <Actions>
        <AdminButton>{labels.submit}</AdminButton>
      </Actions>
    </AdminForm>
  );
}
