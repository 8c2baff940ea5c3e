import styles from './Faq.module.css';

export interface FaqItem {
  question: string;
  answer: string;
}

interface Props {
  items: FaqItem[];
  /**
   * The native exclusive-accordion group: opening one item closes the others, and clicking the
   * open one closes it, with no JavaScript.
   */
  group: string;
}

/** Questions and answers as native <details> elements sharing one `name`. */
export function Faq({ items, group }: Props) {
  return (
    <div className={styles.faq} data-faq="">
      {items.map((item) => (
        <details key={item.question} className={styles.item} name={group} data-faq-item="">
          <summary className={styles.question}>
            <span className={styles.mark} aria-hidden="true">
              Q
            </span>
            <span className={styles.text}>{item.question}</span>
          </summary>
          <div className={styles.answer}>
            <span className={styles.mark} data-kind="answer" aria-hidden="true">
              A
            </span>
            <p className={styles.text}>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
