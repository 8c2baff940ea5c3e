import { DueDate } from './DueDate.tsx';
// Laid out as the lead's other fields, so the two lists line up on the page.
import styles from './LeadFields.module.css';

interface Props {
  owner: { label: string; value: string };
  due: { label: string; text: string; overdue: string | null };
}

/** Who follows the lead up and by when, as the top of its page reads them. */
export function LeadFollowUp({ owner, due }: Props) {
  return (
    <dl className={styles.fields} data-lead-follow-up="">
      <div className={styles.row} data-field="owner">
        <dt>{owner.label}</dt>
        <dd>{owner.value}</dd>
      </div>
      <div className={styles.row} data-field="due">
        <dt>{due.label}</dt>
        <dd>
          <DueDate text={due.text} overdue={due.overdue} />
        </dd>
      </div>
    </dl>
  );
}
