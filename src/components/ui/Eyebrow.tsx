import type { ReactNode } from 'react';
import styles from './Eyebrow.module.css';

interface Props {
  children: ReactNode;
  /** A short rule before the text, as in section headings and page intros. */
  rule?: boolean;
  /** `inherit` on a coloured band or card, where the label takes the band's text colour. */
  tone?: 'accent' | 'inherit';
  /**
   * Letter spacing: 0.08em, narrowed in English, where wide tracking does not suit Latin type.
   * `unchanged-in-english` keeps 0.08em there too (product heroes, model sections, the gate
   * question and page intros have always done so); `wider` is 0.12em everywhere (dark cards).
   */
  tracking?: 'default' | 'unchanged-in-english' | 'wider';
}

/** The small label above a heading: "製品紹介", "Chair model". */
export function Eyebrow({ children, rule = false, tone = 'accent', tracking = 'default' }: Props) {
  return (
    <p className={styles.eyebrow} data-rule={rule || undefined} data-tone={tone} data-tracking={tracking}>
      {children}
    </p>
  );
}
