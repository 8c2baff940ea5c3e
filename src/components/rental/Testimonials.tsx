import styles from './Testimonials.module.css';

export interface Testimonial {
  /** The type of site, e.g. "クリニック"; speakers stay anonymous. */
  site: string;
  quote: string;
}

interface Props {
  items: Testimonial[];
}

/** Anonymous voices of sites that use the rental plan, one card per type of site. */
export function Testimonials({ items }: Props) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.site} className={styles.card} data-testimonial="">
          <figure className={styles.figure}>
            <blockquote className={styles.quote}>
              <p>{item.quote}</p>
            </blockquote>
            <figcaption className={styles.site}>{item.site}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
