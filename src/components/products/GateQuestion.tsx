import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import { Eyebrow } from '../ui/Eyebrow.tsx';
import styles from './GateQuestion.module.css';

interface Props {
  copy: { eyebrow: string; question: string; lead: string; yes: string; no: string; alert: string; note: string };
  /** Where "yes" goes: the details page. */
  yesHref: string;
  /** Where "no" goes after the alert: the products page. */
  noHref: string;
  /** Where "no" goes without JavaScript: the products page with its notice targeted. */
  noFallbackHref: string;
  /** Shown under the answers: the brochure request, which needs no answer (static HTML). */
  children?: ReactNode;
}

/**
 * The self-declared "are you a medical professional?" question (island, client:idle). Both
 * answers are plain links; with JavaScript "no" first shows the alert
 * (docs/product.md#products-and-gates).
 */
export function GateQuestion({ copy, yesHref, noHref, noFallbackHref, children }: Props) {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const answerNo = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    window.alert(copy.alert);
    window.location.assign(noHref);
  };

  return (
    <section className={styles.gate} aria-labelledby="gate-question" data-gate="" data-enhanced={enhanced}>
      <Eyebrow tracking="unchanged-in-english">{copy.eyebrow}</Eyebrow>
      <h1 className={styles.question} id="gate-question">
        {copy.question}
      </h1>
      <p className={styles.lead}>{copy.lead}</p>
      <div className={styles.answers}>
        <a className={styles.yes} href={yesHref} data-gate-answer="yes">
          {copy.yes}
        </a>
        <a className={styles.no} href={noFallbackHref} onClick={answerNo} data-gate-answer="no">
          {copy.no}
        </a>
      </div>
      {children}
      <p className={styles.note}>{copy.note}</p>
    </section>
  );
}
