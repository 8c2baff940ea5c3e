import type { ReactNode } from 'react';
import { SectionHeading } from './SectionHeading.tsx';
import styles from './VideoSection.module.css';

interface Props {
  copy: { eyebrow: string; heading: string; lead: string };
  /** The video gallery island. */
  children: ReactNode;
  /** false on the home page: on a phone the title and the videos say it. */
  leadOnPhone?: boolean;
}

/** The videos section around the gallery island. */
export function VideoSection({ copy, children, leadOnPhone = true }: Props) {
  return (
    <section className={styles.section} aria-labelledby="home-videos">
      <div className={styles.inner}>
        <SectionHeading
          id="home-videos"
          eyebrow={copy.eyebrow}
          title={copy.heading}
          lead={copy.lead}
          leadOnPhone={leadOnPhone}
        />
        {children}
      </div>
    </section>
  );
}
