import type { demosCopy } from '../../../content/admin/demos.ts';
import { AdminButton } from '../shared/AdminButton.tsx';
import { Actions } from '../shared/form/Actions.tsx';
import { AdminForm } from '../shared/form/AdminForm.tsx';
import { Field } from '../shared/form/Field.tsx';
import { FieldRow } from '../shared/form/FieldRow.tsx';
import { TextField } from '../shared/form/TextField.tsx';

type Option = { value: string; label: string };

interface Props {
  action: string;
  regions: Option[];
  prefectures: readonly Option[];
  values: Record<string, string>;
  errors: Partial<Record<string, string>>;
  labels: typeof demosCopy.settings.travel;
}

/** Sets the minutes between two prefectures or two regions (a pair already set is replaced). */
export function DemoTravelForm({ action, regions, prefectures, values, errors, labels }: Props) {
  const area = (name: 'from' | 'to', label: string) => (
    <Field id={`travel-${name}`} label={label} error={errors[name]}>
      {(control) => (
        <select {...control} name={name} defaultValue={values[name] ?? ''} required>
          <option value="" />
          <optgroup label={labels.regionsGroup}>
            {regions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
          <optgroup label={labels.prefecturesGroup}>
            {prefectures.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        </select>
      )}
    </Field>
  );
  return (
    <AdminForm action={action} heading={{ id: 'travel-add', title: labels.submit }} data-demo-form="travel">
      <input type="hidden" name="intent" value="travel" />
      <FieldRow>
        {area('from', labels.from)}
        {area('to', labels.to)}
      </FieldRow>
      <TextField
        id="travel-minutes"
        name="minutes"
        label={labels.minutes}
        inputMode="numeric"
        maxLength={4}
        required
        defaultValue={values.minutes}
        error={errors.minutes}
      />
      <Actions>
        <AdminButton>{labels.submit}</AdminButton>
      </Actions>
    </AdminForm>
  );
}
