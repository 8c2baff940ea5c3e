import type { ReactNode } from 'react';
import { Eyebrow } from '../ui/Eyebrow.tsx';
import { Phrases } from '../ui/Phrases.tsx';
import styles from './ModelText.module.css';

interface Props {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  /** 1 at the top of a product page (set larger); 2 for a model on /products. */
  level: 1 | 2;
  eyebrow: string;
  title: string;
  badge?: string | undefined;
  lead: string;
  /** What follows the lead: key figures, buttons, a notice. */
  children?: ReactNode;
}

/** The text column beside a model's picture or video: label, name, optional badge and lead. */
export function ModelText({ id, level, eyebrow, title, badge, lead, children }: Props) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.text} data-level={level}>
      <Eyebrow tracking="unchanged-in-english">{eyebrow}</Eyebrow>
      <Heading className={styles.title} id={id}>
        <Phrases text={title} />
      </Heading>
      {badge && (
        <p className={styles.badge} data-badge="">
          {badge}
        </p>
      )}
      <p className={styles.lead}>{lead}</p>
      {children}
    </div>
  );
}
