import type { ReactNode } from 'react';
import styles from './ProductHero.module.css';

interface Props {
  title: string;
  copy: { eyebrow: string; lead: string; badge?: string };
  notice: string;
  /** The media column: a gallery or a video island. */
  children: ReactNode;
  /** Anything below the lead: key figures, buttons. */
  extra?: ReactNode;
}

/** The top of a product page: h1, eyebrow, optional badge, lead and the media beside it. */
export function ProductHero({ title, copy, notice, children, extra }: Props) {
  return (
    <section className={styles.hero} aria-labelledby="product-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{copy.eyebrow}</p>
          <h1 className={styles.title} id="product-title">
            {title}
          </h1>
          {copy.badge && <p className={styles.badge}>{copy.badge}</p>}
          <p className={styles.lead}>{copy.lead}</p>
          {extra}
          <p className={styles.notice}>{notice}</p>
        </div>
        <div className={styles.media}>{children}</div>
      </div>
    </section>
  );
}
