import { AdminButton } from '../shared/AdminButton.tsx';
import { Actions } from '../shared/form/Actions.tsx';
import { AdminForm } from '../shared/form/AdminForm.tsx';
import { Check } from '../shared/form/Check.tsx';
import { Field } from '../shared/form/Field.tsx';
import { Fieldset } from '../shared/form/Fieldset.tsx';

interface Props {
  action: string;
  /** A random key per form shown: the same form posted twice sends once. */
  formKey: string;
  brochures: { id: string; label: string; checked: boolean }[];
  note: string;
  noteMax: number;
  errors: { brochures?: string | undefined; note?: string | undefined };
  labels: { brochures: string; hint: string; empty: string; note: string; noteHint: string; submit: string };
}

/** 資料を送付: the brochures to send (those matching the lead ticked), a personal line, one POST. */
export function MaterialsSendForm({ action, formKey, brochures, note, noteMax, errors, labels }: Props) {
  return (
    <AdminForm action={action} data-materials-send="">
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="key" value={formKey} />
      <Fieldset id="materials-brochures" legend={labels.brochures} hint={labels.hint} error={errors.brochures} boxed>
        {brochures.length === 0 ? <p>{labels.empty}</p> : null}
        {brochures.map((brochure) => (
          <Check
            key={brochure.id}
            name={`brochure-${brochure.id}`}
            value="1"
            defaultChecked={brochure.checked}
            label={brochure.label}
          />
        ))}
      </Fieldset>
      <Field id="materials-note" label={labels.note} hint={labels.noteHint} error={errors.note}>
        {(control) => <textarea {...control} name="note" rows={3} maxLength={noteMax} defaultValue={note} />}
      </Field>
      <Actions>
        <AdminButton>{labels.submit}</AdminButton>
      </Actions>
    </AdminForm>
  );
}
