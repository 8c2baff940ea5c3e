import styles from './CompanyStats.module.css';

interface Props {
  items: { value: string; label: string }[];
}

/** The company in figures: patent applications, trial participants, R&D projects. */
export function CompanyStats({ items }: Props) {
  return (
    <ul className={styles.list} data-company-stats="">
      {items.map((item) => (
        <li key={item.label} className={styles.item}>
          <p className={styles.value}>{item.value}</p>
          <p className={styles.label}>{item.label}</p>
        </li>
      ))}
    </ul>
  );
}
