import type { ReactNode } from 'react';
import styles from './BrochureRequestPage.module.css';

interface Props {
  title: string;
  /** What the visitor gets and when; hidden once the thank-you panel shows. */
  lead: string[];
  /** The phone line for those who would rather call. */
  phone: { label: string; number: string; href: string };
  /** The form, or the thank-you panel of a post without JavaScript. */
  children: ReactNode;
  /** The way back to the page the visitor came from, once the request is sent. */
  back?: { href: string; label: string } | undefined;
}

/** The brochure request page: its title, what the request brings, the phone, then the form. */
export function BrochureRequestPage({ title, lead, phone, children, back }: Props) {
  return (
    <section className={styles.page} aria-labelledby="brochure-request-title">
      <h1 id="brochure-request-title" className={styles.title}>
        {title}
      </h1>
      <div className={styles.intro} data-brochure-intro="">
        {lead.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <p className={styles.phone}>
          <span>{phone.label}</span>
          <a href={phone.href}>{phone.number}</a>
        </p>
      </div>
      {children}
      {back ? (
        <p className={styles.back}>
          <a href={back.href}>{back.label}</a>
        </p>
      ) : null}
    </section>
  );
}
