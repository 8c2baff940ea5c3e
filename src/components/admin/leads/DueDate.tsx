import styles from './DueDate.module.css';

interface Props {
  /** `2026年11月26日（木）18:00`, or the empty mark when the lead has none. */
  text: string;
  /** The words that say it is late (期限超過), shown beside the date; null when it is not. */
  overdue: string | null;
  /** How near it is when not late (本日, あと1日); omitted where the list has no room. */
  relative?: string | null;
}

/** A lead's due date, marked late in words as well as colour. */
export function DueDate({ text, overdue, relative = null }: Props) {
  return (
    <span className={styles.due} data-overdue={overdue ? '' : undefined}>
      <span>{text}</span>
      {overdue ? (
        <strong className={styles.badge} data-overdue-marker="">
          {overdue}
        </strong>
      ) : relative ? (
        <strong className={styles.relative} data-due-relative="">
          {relative}
        </strong>
      ) : null}
    </span>
  );
}
