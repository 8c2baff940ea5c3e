import type { ReactNode } from 'react';
import styles from './PageIntro.module.css';
import { Picture, type PictureData } from './Picture.tsx';
import { columnSizes } from './picture-sizes.ts';
import { SectionHeading } from './SectionHeading.tsx';

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
        <SectionHeading level={1} eyebrow={eyebrow} title={title} lead={lead} align="start">
          {children}
        </SectionHeading>
        {image && <Picture className={styles.image} image={image} eager sizes={columnSizes(2, 900)} />}
      </div>
    </header>
  );
}
