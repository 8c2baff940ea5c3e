import { AdminButton } from './AdminButton.tsx';
import styles from './ConfirmDeleteForm.module.css';

interface Props {
  action: string;
  error: string | null;
  labels: { body: string; confirm: string; submit: string };
}

/**
 * Deletes one record (a lead on the person's request, a clinic, a news item); the required
 * checkbox stands in for a confirm dialog, with or without JavaScript.
 */
export function ConfirmDeleteForm({ action, error, labels }: Props) {
  return (
    <form className={styles.form} method="post" action={action} data-delete-form="">
      <input type="hidden" name="intent" value="delete" />
      <p>{labels.body}</p>
      <label className={styles.confirm}>
        <input
          type="checkbox"
          name="confirm"
          value="yes"
          required
          aria-describedby={error ? 'delete-error' : undefined}
        />
        {labels.confirm}
      </label>
      {error ? (
        <p id="delete-error" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div>
        <AdminButton tone="danger">{labels.submit}</AdminButton>
      </div>
    </form>
  );
}
