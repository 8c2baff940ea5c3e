import { AdminButton } from '../shared/AdminButton.tsx';
import { Actions } from '../shared/form/Actions.tsx';
import { AdminForm } from '../shared/form/AdminForm.tsx';
import { Field } from '../shared/form/Field.tsx';
import { SelectField } from '../shared/form/SelectField.tsx';

interface Props {
  action: string;
  /** The state the user sees, sent back so a colleague's change in between is not overwritten. */
  current: string;
  options: { value: string; label: string }[];
  error: string | null;
  labels: { to: string; note: string; noteHint: string; submit: string; none: string };
  noteMax: number;
}

/** Moves a lead along its workflow (or to spam) with an optional note. */
export function StatusForm({ action, current, options, error, labels, noteMax }: Props) {
  if (options.length === 0) return <p>{labels.none}</p>;
  return (
    <AdminForm action={action} data-status-form="">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="from" value={current} />
      {/* Not `required`: the first state is preselected, so the select always sends one, and
          HTML allows `required` only with an empty first option. The server checks the move. */}
      <SelectField id="status-to" name="to" label={labels.to} options={options} error={error} />
      <Field id="status-note" label={labels.note} hint={labels.noteHint}>
        {(control) => <textarea {...control} name="note" maxLength={noteMax} />}
      </Field>
      <Actions>
        <AdminButton>{labels.submit}</AdminButton>
      </Actions>
    </AdminForm>
  );
}
