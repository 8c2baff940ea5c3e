import { ExternalLink } from '../ui/ExternalLink.tsx';
import styles from './ClinicNotice.module.css';

interface Props {
  kind: 'empty' | 'no-results' | 'unavailable';
  title: string;
  text: string;
  link?: { href: string; label: string; external?: boolean };
  newTabLabel: string;
}

/** What the list says instead of clinics: none yet, none matching, or not readable now. */
export function ClinicNotice({ kind, title, text, link, newTabLabel }: Props) {
  return (
    <section className={styles.notice} data-clinic-notice={kind} aria-labelledby="clinic-notice-title">
      <h2 id="clinic-notice-title" className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      {link &&
        (link.external ? (
          <ExternalLink className={styles.link} href={link.href} newTabLabel={newTabLabel}>
            {link.label}
          </ExternalLink>
        ) : (
          <a className={styles.link} href={link.href}>
            {link.label}
          </a>
        ))}
    </section>
  );
}
