import { AdminButton } from '../shared/AdminButton.tsx';
import { Actions } from '../shared/form/Actions.tsx';
import { AdminForm } from '../shared/form/AdminForm.tsx';
import { SelectField } from '../shared/form/SelectField.tsx';

interface Props {
  action: string;
  /** The owner the user sees ('' for none), sent back so a colleague's change is not overwritten. */
  current: string;
  /** 未割り当て ('') first, then every active account. */
  options: { value: string; label: string }[];
  error: string | null;
  labels: { owner: string; submit: string };
}

/** Gives the lead to another account, or back to nobody. */
export function AssignForm({ action, current, options, error, labels }: Props) {
  return (
    <AdminForm action={action} data-assign-form="">
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="from" value={current} />
      <SelectField
        id="assign-owner"
        name="owner"
        label={labels.owner}
        options={options}
        defaultValue={current}
        error={error}
      />
      <Actions>
        <AdminButton>{labels.submit}</AdminButton>
      </Actions>
    </AdminForm>
  );
}
