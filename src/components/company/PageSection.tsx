import type { ReactNode } from 'react';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import styles from './PageSection.module.css';

interface Props {
  /** The heading's id; the section is labelled by it. */
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  /** `alt` for the tinted band that separates neighbouring sections. */
  tone?: 'default' | 'alt';
  /** `narrow` for running text such as a policy. */
  width?: 'default' | 'narrow';
  children: ReactNode;
}

/** A labelled page section: heading block, then its content in the page's column. */
export function PageSection({ id, eyebrow, title, lead, tone = 'default', width = 'default', children }: Props) {
  return (
    <section className={styles.section} data-tone={tone} aria-labelledby={id} data-section={id}>
      <div className={styles.inner} data-width={width}>
        <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
        {children}
      </div>
    </section>
  );
}
