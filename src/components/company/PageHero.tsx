import type { ReactNode } from 'react';
import { Eyebrow } from '../ui/Eyebrow.tsx';
import { Phrases } from '../ui/Phrases.tsx';
import styles from './PageHero.module.css';

interface Props {
  eyebrow: string;
  title: string;
  lead: string;
  /** Actions under the lead (buttons, a note). */
  children?: ReactNode;
}

/** The opening band of a company, recruiting, agent or rental page, with the page's one h1. */
export function PageHero({ eyebrow, title, lead, children }: Props) {
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        <Eyebrow tone="inherit">{eyebrow}</Eyebrow>
        <h1 className={styles.title}>
          <Phrases text={title} />
        </h1>
        <p className={styles.lead}>{lead}</p>
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </header>
  );
}
