import styles from './StatusBadge.module.css';

interface Props {
  status: { key: string; label: string };
}

/** A record's state (lead status, draft or published) as a tinted label. */
export function StatusBadge({ status }: Props) {
  return (
    <span className={styles.badge} data-status={status.key}>
      {status.label}
    </span>
  );
}
