import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './StatusForm.module.css';

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
    <form className={styles.form} method="post" action={action} data-status-form="">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="from" value={current} />
      <FormField id="status-to" label={labels.to} error={error ?? undefined}>
        {/* Not `required`: the first state is preselected, so the select always sends one, and
            HTML allows `required` only with an empty first option. The server checks the move. */}
        {(describedBy) => (
          <select id="status-to" name="to" aria-describedby={describedBy}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="status-note" label={labels.note} hint={labels.noteHint}>
        {(describedBy) => <textarea id="status-note" name="note" maxLength={noteMax} aria-describedby={describedBy} />}
      </FormField>
      <div>
        <AdminButton>{labels.submit}</AdminButton>
      </div>
    </form>
  );
}
