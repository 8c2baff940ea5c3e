import type { ReactNode } from 'react';
import { CheckList } from './CheckList.tsx';
import styles from './ProductIntro.module.css';
import { SectionHeading } from './SectionHeading.tsx';

interface Props {
  copy: { eyebrow: string; heading: string; text: string; points: string[] };
  /** The product carousel island. */
  children: ReactNode;
}

/** "Fully clothed, simply seated": what the chair does, beside the product carousel. */
export function ProductIntro({ copy, children }: Props) {
  return (
    <section className={styles.section} aria-labelledby="home-intro">
      <div className={styles.inner}>
        <div className={styles.text}>
          <SectionHeading id="home-intro" eyebrow={copy.eyebrow} title={copy.heading} align="start" />
          <p className={styles.body}>{copy.text}</p>
          <CheckList items={copy.points} />
        </div>
        <div className={styles.media}>{children}</div>
      </div>
    </section>
  );
}
