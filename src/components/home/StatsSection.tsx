import type { ReactNode } from 'react';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import styles from './StatsSection.module.css';

interface Props {
  copy: { eyebrow: string; heading: string; lead: string; note: string };
  /** The count-up island. */
  children: ReactNode;
}

/** The statistics band: how common pelvic-floor concerns are, and how long people wait. */
export function StatsSection({ copy, children }: Props) {
  return (
    <section className={styles.band} aria-labelledby="home-stats" data-stats-band="">
      <div className={styles.inner}>
        <SectionHeading
          id="home-stats"
          eyebrow={copy.eyebrow}
          title={copy.heading}
          lead={copy.lead}
          leadOnPhone={false}
          tone="inverse"
        />
        {children}
        <p className={styles.note} data-footnote="">
          {copy.note}
        </p>
      </div>
    </section>
  );
}
