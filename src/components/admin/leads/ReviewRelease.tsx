import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './ReviewRelease.module.css';

interface Props {
  /** The lead page: the form posts back to it (works without JavaScript). */
  action: string;
  labels: { body: string; release: string };
  /** Why it waits, in words (domain/lead/screening.ts reviewReason), after its label. */
  reason: { label: string; text: string };
}

/**
 * What a request waiting for review (要確認) asks of staff: why it waits, and one button that
 * accepts it (receipt, owner, due date, webhooks). Marking it as spam is the status form's job.
 */
export function ReviewRelease({ action, labels, reason }: Props) {
  return (
    <form className={styles.form} method="post" action={action} data-review-release="">
      <p className={styles.body}>{labels.body}</p>
      <p className={styles.body} data-review-reason="">
        {reason.label}
        {reason.text}
      </p>
      <input type="hidden" name="intent" value="release" />
      <AdminButton>{labels.release}</AdminButton>
    </form>
  );
}
