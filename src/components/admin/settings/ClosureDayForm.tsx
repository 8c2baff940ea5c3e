import { AdminButton } from '../shared/AdminButton.tsx';
import { Actions } from '../shared/form/Actions.tsx';
import { AdminForm } from '../shared/form/AdminForm.tsx';
import { Field } from '../shared/form/Field.tsx';
import { FieldRow } from '../shared/form/FieldRow.tsx';

type FieldName = 'from' | 'to' | 'label';

interface Props {
  action: string;
  values: Record<FieldName, string>;
  errors: Partial<Record<FieldName, string>>;
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
    <Field id={`closure-${name}`} label={labels[name]} error={errors[name]}>
      {(control) => <input {...control} name={name} type="date" required={required} defaultValue={values[name]} />}
    </Field>
  );
  return (
    <AdminForm
      action={action}
      heading={{ id: 'closure-add', title: labels.title, hint: labels.hint }}
      data-settings-form="closure"
    >
      <input type="hidden" name="intent" value="closure-add" />
      <FieldRow>
        {date('from', true)}
        {date('to', false)}
        <Field id="closure-label" label={labels.label} error={errors.label}>
          {(control) => (
            <input {...control} name="label" type="text" maxLength={labelMax} defaultValue={values.label} />
          )}
        </Field>
      </FieldRow>
      <Actions>
        <AdminButton>{labels.submit}</AdminButton>
      </Actions>
    </AdminForm>
  );
}
