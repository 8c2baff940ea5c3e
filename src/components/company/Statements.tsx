import { Eyebrow } from '../ui/Eyebrow.tsx';
import styles from './Statements.module.css';

export interface Statement {
  id: string;
  eyebrow: string;
  title: string;
  statement: string;
  text: string;
}

interface Props {
  items: Statement[];
}

/** Mission and vision side by side: a headline sentence and a line of explanation each. */
export function Statements({ items }: Props) {
  return (
    <div className={styles.band}>
      <div className={styles.grid}>
        {items.map((item) => (
          <section key={item.id} className={styles.card} aria-labelledby={item.id} data-statement={item.id}>
            <Eyebrow tone="inherit" tracking="wider">
              {item.eyebrow}
            </Eyebrow>
            <h2 className={styles.title} id={item.id}>
              {item.title}
            </h2>
            <p className={styles.statement}>{item.statement}</p>
            <p className={styles.text}>{item.text}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
