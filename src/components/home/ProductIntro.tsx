import type { ReactNode } from 'react';
import { CheckList } from '../ui/CheckList.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import styles from './ProductIntro.module.css';

interface Props {
  copy: { eyebrow: string; heading: string; text: string; points: string[] };
  /** The product carousel island. */
  children: ReactNode;
  /** The brochure request under the points: the first place in the body where a visitor decides. */
  action?: ReactNode;
}

/** "Fully clothed, simply seated": what the chair does, beside the product carousel. */
export function ProductIntro({ copy, children, action }: Props) {
  return (
    <section className={styles.section} aria-labelledby="home-intro">
      <div className={styles.inner}>
        <div className={styles.text}>
          <SectionHeading id="home-intro" eyebrow={copy.eyebrow} title={copy.heading} align="start" />
          <p className={styles.body}>{copy.text}</p>
          <CheckList items={copy.points} />
          {action}
        </div>
        <div className={styles.media}>{children}</div>
      </div>
    </section>
  );
}
