import styles from './FactTable.module.css';

interface Props {
  rows: { term: string; detail: string }[];
}

/** Term and detail rows, e.g. the company overview or working conditions. */
export function FactTable({ rows }: Props) {
  return (
    <dl className={styles.table} data-facts="">
      {rows.map((row) => (
        <div key={row.term} className={styles.row}>
          <dt className={styles.term}>{row.term}</dt>
          <dd className={styles.detail}>{row.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
