import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './MaterialsSendForm.module.css';

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
    <form className={styles.form} method="post" action={action} data-materials-send="">
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="key" value={formKey} />
      <fieldset className={styles.brochures} aria-describedby="materials-brochures-hint">
        <legend>{labels.brochures}</legend>
        <p id="materials-brochures-hint" className={styles.hint}>
          {labels.hint}
        </p>
        {errors.brochures ? (
          <p className={styles.error} role="alert">
            {errors.brochures}
          </p>
        ) : null}
        {brochures.length === 0 ? <p>{labels.empty}</p> : null}
        {brochures.map((brochure) => (
          <label key={brochure.id} className={styles.check}>
            <input type="checkbox" name={`brochure-${brochure.id}`} value="1" defaultChecked={brochure.checked} />
            {brochure.label}
          </label>
        ))}
      </fieldset>
      <FormField id="materials-note" label={labels.note} hint={labels.noteHint} error={errors.note}>
        {(describedBy) => (
          <textarea
            id="materials-note"
            name="note"
            rows={3}
            maxLength={noteMax}
            defaultValue={note}
            aria-describedby={describedBy}
            aria-invalid={errors.note ? true : undefined}
          />
        )}
      </FormField>
      <div>
        <AdminButton>{labels.submit}</AdminButton>
      </div>
    </form>
  );
}
