import styles from './Timeline.module.css';

interface Props {
  items: { date: string; text: string }[];
}

/** The company's history, oldest first, as a vertical line of dated milestones. */
export function Timeline({ items }: Props) {
  return (
    <ol className={styles.list} data-timeline="">
      {items.map((item) => (
        <li key={`${item.date}-${item.text}`} className={styles.item}>
          <p className={styles.date}>{item.date}</p>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </ol>
  );
}
