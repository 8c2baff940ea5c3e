import type { ReactNode } from 'react';
import { Eyebrow } from './Eyebrow.tsx';
import { Phrases } from './Phrases.tsx';
import styles from './SectionHeading.module.css';

interface Props {
  /** The heading's id, for the section's aria-labelledby. */
  id?: string;
  eyebrow?: string | undefined;
  title: string;
  lead?: string | undefined;
  /** 2 opens a section; 1 is a page's one h1 in its intro band (PageIntro), set larger. */
  level?: 1 | 2;
  /** `inverse` on the deep-coloured band. */
  tone?: 'default' | 'inverse';
  align?: 'center' | 'start';
  /** false: the lead waits for a wider screen (a long page on a phone, where the title says it). */
  leadOnPhone?: boolean;
  /** Anything under the lead, e.g. a feed link. */
  children?: ReactNode;
}

/** The small label, heading and lead that open a section or a page. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  level = 2,
  tone = 'default',
  align = 'center',
  leadOnPhone = true,
  children,
}: Props) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.heading} data-level={level} data-tone={tone} data-align={align}>
      {eyebrow && (
        <Eyebrow
          rule
          tone={tone === 'inverse' ? 'inherit' : 'accent'}
          tracking={level === 1 ? 'unchanged-in-english' : 'default'}
        >
          {eyebrow}
        </Eyebrow>
      )}
      <Heading className={styles.title} id={id}>
        <Phrases text={title} />
      </Heading>
      {lead && (
        <p className={styles.lead} data-phone={leadOnPhone ? undefined : 'hidden'}>
          {lead}
        </p>
      )}
      {children}
    </div>
  );
}
