import type { ReactNode } from 'react';
import { Eyebrow } from '../ui/Eyebrow.tsx';
import { Phrases } from '../ui/Phrases.tsx';
import { TwoColumns } from '../ui/TwoColumns.tsx';
import styles from './HomeHero.module.css';

interface Props {
  copy: { eyebrow: string; title: string; lead: string; cta: string; noticeLabel: string; notice: string };
  productsHref: string;
  /** The slideshow island. */
  children: ReactNode;
}

/** The opening of the home page: the one h1, the lead, the support-product notice, the slideshow. */
export function HomeHero({ copy, productsHref, children }: Props) {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <TwoColumns widths="1:1.1">
        <div className={styles.text}>
          <Eyebrow>{copy.eyebrow}</Eyebrow>
          <h1 className={styles.title} id="home-title">
            <Phrases text={copy.title} />
          </h1>
          <p className={styles.lead}>{copy.lead}</p>
          <p className={styles.actions}>
            <a className={styles.cta} href={productsHref}>
              {copy.cta}
              <span aria-hidden="true" className={styles.arrow}>
                →
              </span>
            </a>
          </p>
          <p className={styles.notice}>
            <strong className={styles.noticeLabel}>{copy.noticeLabel}</strong>
            {copy.notice}
          </p>
        </div>
        <div className={styles.media}>{children}</div>
      </TwoColumns>
    </section>
  );
}
