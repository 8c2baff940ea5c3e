import type { demosCopy } from '../../../content/admin/demos.ts';
import { AdminButton } from '../shared/AdminButton.tsx';
import { Actions } from '../shared/form/Actions.tsx';
import { AdminForm } from '../shared/form/AdminForm.tsx';
import { Field } from '../shared/form/Field.tsx';
import { FieldRow } from '../shared/form/FieldRow.tsx';
import { SelectField } from '../shared/form/SelectField.tsx';
import { TextField } from '../shared/form/TextField.tsx';

interface Props {
  action: string;
  people: { value: string; label: string }[];
  values: Record<string, string>;
  errors: Partial<Record<string, string>>;
  noteMax: number;
  labels: typeof demosCopy.settings.days;
}

/** Registers other hours, or an absence (no hours), for one person on a day or a range of days. */
export function DemoStaffDaysForm({ action, people, values, errors, noteMax, labels }: Props) {
  const time = (name: 'start' | 'end', label: string) => (
    <Field id={`days-${name}`} label={label} error={errors[name]}>
      {(control) => <input {...control} name={name} type="time" step={300} defaultValue={values[name] ?? ''} />}
    </Field>
  );
  return (
    <AdminForm
      action={action}
      heading={{ id: 'days-add', title: labels.submit, hint: labels.hint }}
      data-demo-form="days"
    >
      <input type="hidden" name="intent" value="days-add" />
      <SelectField
        id="days-person"
        name="person"
        label={labels.person}
        options={people}
        defaultValue={values.person}
        error={errors.person}
      />
      <FieldRow>
        <TextField
          id="days-from"
          name="from"
          type="date"
          label={labels.from}
          required
          defaultValue={values.from}
          error={errors.from}
        />
        <TextField id="days-to" name="to" type="date" label={labels.to} defaultValue={values.to} error={errors.to} />
      </FieldRow>
      <FieldRow>
        {time('start', labels.start)}
        {time('end', labels.end)}
      </FieldRow>
      <TextField
        id="days-note"
        name="note"
        label={labels.note}
        maxLength={noteMax}
        defaultValue={values.note}
        error={errors.note}
      />
      <Actions>
        <AdminButton>{labels.submit}</AdminButton>
      </Actions>
    </AdminForm>
  );
}
