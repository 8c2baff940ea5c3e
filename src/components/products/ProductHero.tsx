import type { ReactNode } from 'react';
import { TwoColumns } from '../ui/TwoColumns.tsx';
import { ModelText } from './ModelText.tsx';
import styles from './ProductHero.module.css';

interface Props {
  title: string;
  copy: { eyebrow: string; lead: string; badge?: string };
  notice: string;
  /** The media column: a gallery or a video island. */
  children: ReactNode;
  /** Anything below the lead: key figures, buttons. */
  extra?: ReactNode;
}

/** The top of a product page: h1, eyebrow, optional badge, lead and the media beside it. */
export function ProductHero({ title, copy, notice, children, extra }: Props) {
  return (
    <section className={styles.hero} aria-labelledby="product-title">
      <TwoColumns widths="5:6">
        <ModelText
          id="product-title"
          level={1}
          eyebrow={copy.eyebrow}
          title={title}
          badge={copy.badge}
          lead={copy.lead}
        >
          {extra}
          <p className={styles.notice}>{notice}</p>
        </ModelText>
        <div className={styles.media}>{children}</div>
      </TwoColumns>
    </section>
  );
}
