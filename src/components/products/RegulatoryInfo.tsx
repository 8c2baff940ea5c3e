import styles from './RegulatoryInfo.module.css';

interface Props {
  id: string;
  copy: { title: string; lead: string };
  /** Label and value per recorded fact, in order; the caller leaves empty facts out. */
  rows: readonly { term: string; detail: string }[];
}

/**
 * A device's regulatory identity (issue 43) beside its specification: 販売名, class, 一般的名称
 * and 届出・認証番号 as recorded at /admin/site. Nothing at all when no fact is recorded.
 */
export function RegulatoryInfo({ id, copy, rows }: Props) {
  if (rows.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby={id} data-regulatory="">
      <h3 id={id} className={styles.title}>
        {copy.title}
      </h3>
      <p className={styles.lead}>{copy.lead}</p>
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.term} className={styles.row}>
            <dt className={styles.term}>{row.term}</dt>
            <dd className={styles.detail}>{row.detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
