import styles from './FeatureCards.module.css';

export interface FeatureCard {
  title: string;
  text: string;
  /** A short tag above the title, e.g. an English keyword. */
  tag?: string;
  /** Extra points under the text. */
  points?: string[];
}

interface Props {
  items: FeatureCard[];
  /** Show 01, 02… beside each title. */
  numbered?: boolean;
}

/** Cards of title and text in a responsive grid: targets, benefits, values, roles. */
export function FeatureCards({ items, numbered = false }: Props) {
  return (
    <ul className={styles.grid} data-count={items.length}>
      {items.map((item, index) => (
        <li key={item.title} className={styles.card}>
          {numbered && (
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
          )}
          {item.tag && <p className={styles.tag}>{item.tag}</p>}
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.text}>{item.text}</p>
          {item.points && (
            <ul className={styles.points}>
              {item.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
