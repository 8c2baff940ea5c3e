import type { ReactNode } from 'react';
import styles from './ProductExplanation.module.css';

interface Props {
  paragraphs: string[];
  /** The not-a-treatment notice. */
  notice: string;
  caption: string;
  /** The plan overview image (a zoomable image island). */
  children: ReactNode;
}

/** What the device is, the not-a-treatment notice, and the plan overview image. */
export function ProductExplanation({ paragraphs, notice, caption, children }: Props) {
  return (
    <div className={styles.grid}>
      <div className={styles.body}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.text}>
            {paragraph}
          </p>
        ))}
        <p className={styles.notice} data-notice="">
          {notice}
        </p>
      </div>
      <figure className={styles.figure}>
        {children}
        <figcaption className={styles.caption}>{caption}</figcaption>
      </figure>
    </div>
  );
}
