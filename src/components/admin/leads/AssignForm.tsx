import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './AssignForm.module.css';

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
    <form className={styles.form} method="post" action={action} data-assign-form="">
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="from" value={current} />
      <FormField id="assign-owner" label={labels.owner} error={error ?? undefined}>
        {(describedBy) => (
          <select id="assign-owner" name="owner" defaultValue={current} aria-describedby={describedBy}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div>
        <AdminButton>{labels.submit}</AdminButton>
      </div>
    </form>
  );
}
