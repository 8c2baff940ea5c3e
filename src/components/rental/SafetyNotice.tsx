import styles from './SafetyNotice.module.css';

interface Props {
  contraindications: string[];
  disclaimerTitle: string;
  disclaimer: string[];
}

/** Who must not use the device, and the disclaimer (not a treatment; individual differences). */
export function SafetyNotice({ contraindications, disclaimerTitle, disclaimer }: Props) {
  return (
    <div className={styles.grid}>
      <ul className={styles.list} data-contraindications="">
        {contraindications.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <aside className={styles.disclaimer} aria-labelledby="rental-disclaimer" data-disclaimer="">
        <h3 className={styles.title} id="rental-disclaimer">
          {disclaimerTitle}
        </h3>
        <ul className={styles.points}>
          {disclaimer.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
