import type { ReactNode } from 'react';
import styles from './BrochureResult.module.css';

interface Props {
  title: string;
  back: { href: string; label: string };
  /** The thank-you panel or the form with its messages. */
  children: ReactNode;
}

/** The page body that shows the outcome of a brochure request posted without JavaScript. */
export function BrochureResult({ title, back, children }: Props) {
  return (
    <section className={styles.result} aria-labelledby="brochure-result-title">
      <h1 id="brochure-result-title" className={styles.title}>
        {title}
      </h1>
      {children}
      <p className={styles.back}>
        <a href={back.href}>{back.label}</a>
      </p>
    </section>
  );
}
