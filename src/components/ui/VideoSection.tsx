import type { ReactNode } from 'react';
import { SectionHeading } from './SectionHeading.tsx';
import styles from './VideoSection.module.css';

interface Props {
  copy: { eyebrow: string; heading: string; lead: string };
  /** The video gallery island. */
  children: ReactNode;
}

/** The videos section around the gallery island. */
export function VideoSection({ copy, children }: Props) {
  return (
    <section className={styles.section} aria-labelledby="home-videos">
      <div className={styles.inner}>
        <SectionHeading id="home-videos" eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />
        {children}
      </div>
    </section>
  );
}
