import { useEffect, useRef } from 'react';
import type { LeadFormCopy } from '../../content/lead/index.ts';
import { fillTemplate } from '../articles/fill-template.ts';
import styles from './LeadThankYou.module.css';

interface Props {
  copy: LeadFormCopy['thanks'];
  /** The address the receipt went to; '' when it is not known (then it is not named). */
  email: string;
  contact: { phone: string; open: string; close: string };
}

/**
 * The panel that replaces the brochure form (and, through the page's CSS, its introduction)
 * once the request is stored: the specification's message (its title and what happens next),
 * then where the receipt went and what to do if it does not arrive. It takes focus.
 */
export function LeadThankYou({ copy, email, contact }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div className={styles.panel} role="status" tabIndex={-1} ref={ref} data-lead-thanks="">
      <p className={styles.title}>{copy.title}</p>
      {copy.body.map((text) => (
        <p key={text} className={styles.text}>
          {text}
        </p>
      ))}
      {email ? (
        <p className={styles.text} data-receipt-to="">
          {fillTemplate(copy.receipt, { email })}
        </p>
      ) : null}
      <p className={styles.text}>{fillTemplate(copy.noReceipt, contact)}</p>
      <p className={styles.text}>
        <a className={styles.demo} href={copy.demo.href} data-demo-link="">
          {copy.demo.label}
        </a>
      </p>
    </div>
  );
}
