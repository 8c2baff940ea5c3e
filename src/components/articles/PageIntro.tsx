import type { ReactNode } from 'react';
import { Picture, type PictureData } from '../home/Picture.tsx';
import styles from './PageIntro.module.css';

interface Props {
  eyebrow?: string;
  /** The page's one h1. */
  title: string;
  lead: string;
  image?: PictureData;
  /** Extra content under the lead, e.g. a feed link. */
  children?: ReactNode;
}

/** The opening band of an inner page: small label, h1, lead and an optional illustration. */
export function PageIntro({ eyebrow, title, lead, image, children }: Props) {
  return (
    <header className={styles.intro} data-has-image={image !== undefined}>
      <div className={styles.inner}>
        <div className={styles.text}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {children}
        </div>
        {image && <Picture className={styles.image} image={image} eager />}
      </div>
    </header>
  );
}
