import type { ReactNode } from 'react';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import styles from './ContactPanel.module.css';

interface Props {
  /** Phone number as shown, its tel: link and a line such as the hours. */
  phone?: { label: string; number: string; href: string; note: string };
  email?: { label: string; address: string; note: string };
  /** An outbound form, opened in a new tab. */
  form?: { label: string; href: string; note?: string };
  newTabLabel: string;
  /** Extra actions, e.g. a booking button island. */
  children?: ReactNode;
}

/** Ways to reach the company: phone, e-mail and the external contact form. */
export function ContactPanel({ phone, email, form, newTabLabel, children }: Props) {
  return (
    <div className={styles.panel} data-contact="">
      {phone && (
        <div className={styles.item}>
          <p className={styles.label}>{phone.label}</p>
          <a className={styles.value} href={phone.href} data-contact-phone="">
            {phone.number}
          </a>
          <p className={styles.note}>{phone.note}</p>
        </div>
      )}
      {email && (
        <div className={styles.item}>
          <p className={styles.label}>{email.label}</p>
          <a className={styles.value} href={`mailto:${email.address}`} data-contact-email="">
            {email.address}
          </a>
          <p className={styles.note}>{email.note}</p>
        </div>
      )}
      {form && (
        <div className={styles.item}>
          <ExternalLink className={styles.button} href={form.href} newTabLabel={newTabLabel} data-contact-form="">
            {form.label}
          </ExternalLink>
          {form.note && <p className={styles.note}>{form.note}</p>}
        </div>
      )}
      {children && <div className={styles.item}>{children}</div>}
    </div>
  );
}
