import type { demosCopy } from '../../../content/admin/demos.ts';
import { fillMessage } from '../../../domain/fill-message.ts';
import { AdminButton } from '../shared/AdminButton.tsx';
import { Actions } from '../shared/form/Actions.tsx';
import { AdminForm } from '../shared/form/AdminForm.tsx';
import { Check } from '../shared/form/Check.tsx';
import { FieldRow } from '../shared/form/FieldRow.tsx';
import { SelectField } from '../shared/form/SelectField.tsx';
import { TextField } from '../shared/form/TextField.tsx';

interface Props {
  action: string;
  /** null: the form that adds a unit. */
  unit: { id: string; label: string } | null;
  values: { label: string; homeBase: string; active: string };
  errors: Partial<Record<string, string>>;
  prefectures: readonly { value: string; label: string }[];
  labelMax: number;
  labels: typeof demosCopy.settings.units;
}

/** One demo unit (its name, home base, in use), or a new one. */
export function DemoUnitsForm({ action, unit, values, errors, prefectures, labelMax, labels }: Props) {
  const key = unit?.id ?? 'new';
  return (
    <AdminForm
      action={action}
      width="full"
      heading={unit ? undefined : { id: 'unit-add', title: labels.addTitle }}
      aria-label={unit ? unit.label : undefined}
      data-demo-form="unit"
      data-unit={key}
    >
      <input type="hidden" name="intent" value="unit" />
      <input type="hidden" name="unit" value={unit?.id ?? ''} />
      <FieldRow>
        <TextField
          id={`unit-${key}-label`}
          name="label"
          label={labels.label}
          maxLength={labelMax}
          required
          defaultValue={values.label}
          error={errors.label}
        />
        <SelectField
          id={`unit-${key}-home`}
          name="homeBase"
          label={labels.homeBase}
          options={prefectures}
          defaultValue={values.homeBase}
          error={errors.homeBase}
        />
      </FieldRow>
      {unit ? <Check name="active" defaultChecked={values.active === 'on'} label={labels.active} /> : null}
      <Actions>
        <AdminButton
          tone={unit ? 'secondary' : 'primary'}
          aria-label={unit ? fillMessage(labels.saveLabel, { name: unit.label }) : undefined}
        >
          {unit ? labels.save : labels.add}
        </AdminButton>
      </Actions>
    </AdminForm>
  );
}
