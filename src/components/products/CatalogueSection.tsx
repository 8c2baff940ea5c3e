import type { ReactNode } from 'react';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import styles from './CatalogueSection.module.css';

interface Props {
  copy: { eyebrow: string; heading: string; lead: string };
  /** The zoomable catalogue images (islands). */
  children: ReactNode;
}

/** The catalogue pages, side by side, each opening the zoom viewer. */
export function CatalogueSection({ copy, children }: Props) {
  return (
    <section className={styles.section} aria-labelledby="product-catalogue">
      <div className={styles.inner}>
        <SectionHeading id="product-catalogue" eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />
        <div className={styles.grid}>{children}</div>
      </div>
    </section>
  );
}
